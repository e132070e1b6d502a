"""Firestore tests run against the npm emulator over real gRPC (see tests/firestore_emulator.py)."""

from tests.firestore_emulator import firestore_client, firestore_emulator

__all__ = ["firestore_client", "firestore_emulator"]
