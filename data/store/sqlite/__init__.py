"""SQLite adapter of the store port: the embedded default, one file under `var/`.

One adapter per concern (`message_log`, `reply_plans`, `consent_ledger`, `handoff_tickets`), all on
one `SqliteFile`; `SqliteStore` is all four on one file.
"""

from __future__ import annotations

from pathlib import Path

from data.sqlite_file import SqliteFile
from data.store.sqlite import consent_ledger, handoff_tickets, message_log, reply_plans
from data.store.sqlite.consent_ledger import SqliteConsentLedger
from data.store.sqlite.handoff_tickets import SqliteHandoffTickets
from data.store.sqlite.message_log import SqliteMessageLog, add_turn_column
from data.store.sqlite.reply_plans import SqliteReplyPlans

SCHEMA = "".join(
    module.SCHEMA for module in (message_log, reply_plans, consent_ledger, handoff_tickets)
)
"""Every table, in the order the single-module schema created them."""


class SqliteStore(SqliteMessageLog, SqliteReplyPlans, SqliteConsentLedger, SqliteHandoffTickets):
    """Store port on one SQLite file; safe to share between threads of one process.

    WAL mode lets the worker, the receiver and the CLI use the same file at once.
    """

    def __init__(self, path: Path | str) -> None:
        super().__init__(SqliteFile(path, SCHEMA, migrate=add_turn_column))

    @classmethod
    def in_memory(cls) -> SqliteStore:
        """A private in-memory store, for tests and one-off CLI runs."""
        return cls(":memory:")

    def close(self) -> None:
        """Close the connection; it reopens on next use."""
        self._db.close()
