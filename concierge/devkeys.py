"""A development Ed25519 key pair under var/, so the local stack can sign its own webhooks."""

from __future__ import annotations

import base64
import os
import secrets
import time
from pathlib import Path

from nacl.signing import SigningKey

DEV_KEY_FILE = "dev_telnyx_ed25519.key"
DEV_CONSOLE_SECRET_FILE = "dev_console_secret"


def load_or_create_dev_key(var_dir: Path) -> SigningKey:
    """The development signing key, created (mode 0600) on first use."""
    path = var_dir / DEV_KEY_FILE
    if path.exists():
        return SigningKey(base64.b64decode(path.read_text().strip()))
    var_dir.mkdir(parents=True, exist_ok=True)
    key = SigningKey.generate()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(base64.b64encode(bytes(key)).decode())
    return key


def public_key_b64(key: SigningKey) -> str:
    """The base64 public key, in the form TELNYX_PUBLIC_KEY takes."""
    return base64.b64encode(bytes(key.verify_key)).decode()


def signed_headers(key: SigningKey, body: bytes, timestamp: int | None = None) -> dict[str, str]:
    """Headers signing `body` the way Telnyx does: Ed25519 over `"{timestamp}|{body}"`."""
    stamp = str(int(time.time()) if timestamp is None else timestamp)
    signature = key.sign(stamp.encode() + b"|" + body).signature
    return {
        "telnyx-signature-ed25519": base64.b64encode(signature).decode(),
        "telnyx-timestamp": stamp,
        "content-type": "application/json",
    }


def load_or_create_dev_console_secret(var_dir: Path) -> str:
    """A development CONSOLE_SECRET_KEY, created (mode 0600) on first use."""
    path = var_dir / DEV_CONSOLE_SECRET_FILE
    if path.exists():
        return path.read_text().strip()
    var_dir.mkdir(parents=True, exist_ok=True)
    secret = secrets.token_urlsafe(48)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(secret)
    return secret
