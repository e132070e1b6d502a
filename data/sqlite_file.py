"""One SQLite file opened lazily and shared by a process's threads: WAL, schema, transactions."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path


class SqliteFile:
    """A connection guarded by a lock; WAL lets other processes read and write the same file."""

    def __init__(
        self,
        path: Path | str,
        schema: str,
        *,
        migrate: Callable[[sqlite3.Connection], None] | None = None,
    ) -> None:
        self._path = Path(path)
        self._schema = schema
        self._migrate = migrate
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            if str(self._path) != ":memory:":
                self._path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                str(self._path), timeout=30, isolation_level=None, check_same_thread=False
            )
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.executescript(self._schema)
            if self._migrate is not None:
                self._migrate(conn)
            self._conn = conn
        return self._conn

    @contextmanager
    def tx(self) -> Iterator[sqlite3.Connection]:
        """An immediate (write-locking) transaction, committed unless the block raises."""
        with self._lock:
            conn = self._connection()
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def query(self, sql: str, params: Sequence[object] = ()) -> list[sqlite3.Row]:
        """Rows of one read."""
        with self._lock:
            return self._connection().execute(sql, params).fetchall()

    def close(self) -> None:
        """Close the connection; it reopens on next use."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
