"""The store contract runs against SQLite and against Firestore on the npm emulator.

`store` is the composite adapter; each concern's contract module overrides it with that concern's
own adapters (`support.concern_adapters`), built on nothing but their own tables and collections.
"""

from collections.abc import Iterator

import pytest

from data.store.base import Store
from data.store.firestore import FirestoreStore
from data.store.sqlite import SqliteStore
from tests.firestore_emulator import firestore_client, firestore_emulator

__all__ = ["firestore_client", "firestore_emulator"]


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[Store]:
    if request.param == "sqlite":
        sqlite = SqliteStore(tmp_path / "contract.db")
        yield sqlite
        sqlite.close()
    else:
        yield FirestoreStore(request.getfixturevalue("firestore_client"), prefix="contract_")
