"""The store contract runs against SQLite and against Firestore on the npm emulator."""

from tests.firestore_emulator import firestore_client, firestore_emulator

__all__ = ["firestore_client", "firestore_emulator"]
