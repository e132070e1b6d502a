// Runs the in-memory Firestore emulator (npm @firestore-emulator/server) on loopback only.
//
// Usage: node server.mjs <node_modules parent dir> <port, 0 for any free one>
// Prints "listening <port>" once bound; exits when stdin closes, so it never outlives its test run.
// The package's own start() binds 0.0.0.0; we bind its grpc-js server ourselves on 127.0.0.1.
import { createRequire } from "node:module";
import path from "node:path";

const [packageRoot, portArg = "0"] = process.argv.slice(2);
if (!packageRoot) {
  console.error("usage: node server.mjs <dir holding node_modules> [port]");
  process.exit(2);
}
const rootRequire = createRequire(path.join(path.resolve(packageRoot), "package.json"));
const serverEntry = rootRequire.resolve("@firestore-emulator/server");
const { FirestoreServer } = rootRequire(serverEntry);
// The grpc-js the emulator itself was built against, wherever npm placed it.
const { ServerCredentials } = createRequire(serverEntry)("@grpc/grpc-js");

const emulator = new FirestoreServer();
const grpcServer = emulator.server;
grpcServer.bindAsync(`127.0.0.1:${portArg}`, ServerCredentials.createInsecure(), (error, port) => {
  if (error) {
    console.error(`cannot bind 127.0.0.1:${portArg}: ${error.message}`);
    process.exit(1);
  }
  process.stdout.write(`listening ${port}\n`);
});

const stop = () => {
  grpcServer.forceShutdown();
  process.exit(0);
};
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
