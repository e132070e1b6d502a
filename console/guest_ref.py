"""Opaque references to a guest's conversation, so phone numbers never appear in URLs or logs."""

from __future__ import annotations

import base64
import hashlib
import json

from cryptography.fernet import Fernet, InvalidToken


class GuestRefs:
    """Encrypts (property id, guest number) into a URL-safe token, and back."""

    def __init__(self, secret_key: str) -> None:
        key = hashlib.sha256(b"console-guest-ref:" + secret_key.encode()).digest()
        self._fernet = Fernet(base64.urlsafe_b64encode(key))

    def make(self, property_id: str, guest: str) -> str:
        """A token for the conversation."""
        return self._fernet.encrypt(json.dumps([property_id, guest]).encode()).decode()

    def read(self, token: str) -> tuple[str, str] | None:
        """(property id, guest number), or None for a token this key did not make."""
        try:
            property_id, guest = json.loads(self._fernet.decrypt(token.encode()))
        except (InvalidToken, ValueError, TypeError):
            return None
        return str(property_id), str(guest)
