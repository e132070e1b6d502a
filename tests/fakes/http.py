"""A small recording HTTP server on loopback, the base of the Telnyx/Gemini/Sheets fakes."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Reply:
    status: int = 200
    body: Any = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)


Responder = Callable[[RecordedRequest], Reply]


class _Server(ThreadingHTTPServer):
    request_queue_size = 128  # many clients at once in the benches
    daemon_threads = True


class RecordingServer:
    """Serves `responder`'s replies and records every request, in arrival order."""

    def __init__(self, responder: Responder) -> None:
        self.responder = responder
        self.requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body go out in separate writes; without this each call waits ~40 ms
            # for the client's delayed ACK.
            disable_nagle_algorithm = True

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                request = RecordedRequest(
                    method=self.command,
                    path=self.path,
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=body,
                )
                reply = outer.responder(request)
                with outer._changed:
                    outer.requests.append(request)
                    outer._changed.notify_all()
                payload = json.dumps(reply.body).encode()
                self.send_response(reply.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._server = _Server(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> RecordingServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def wait_for(self, predicate: Callable[[list[RecordedRequest]], bool], timeout: float = 15):
        """Block until `predicate(requests)` holds; return the requests; fail on timeout."""
        with self._changed:
            if not self._changed.wait_for(lambda: predicate(self.requests), timeout=timeout):
                raise AssertionError(
                    f"timed out after {timeout}s; saw {len(self.requests)} requests: "
                    + ", ".join(f"{r.method} {r.path}" for r in self.requests)
                )
            return list(self.requests)
