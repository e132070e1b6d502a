"""Firestore adapter of the conversation reader, over the store's `inbound` and `outbound`.

Firestore has no substring search and this adapter creates no composite index, so it reads the
newest texts (at most `scan` documents of each collection, ordered by time on a single-field
index) and filters them here. Conversations older than that window are not listed.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.conversations.reader import ConversationSummary
from data.store.firestore.common import FirestoreAdapter, as_utc

DEFAULT_SCAN = 5000


class FirestoreConversationReader(FirestoreAdapter):
    """Read-only views for the console."""

    def __init__(
        self, client: firestore.Client, *, prefix: str = "concierge_", scan: int = DEFAULT_SCAN
    ) -> None:
        super().__init__(client, prefix=prefix)
        self._scan = scan

    def _newest(self, collection: str, field: str) -> Iterable[dict]:
        query = (
            self._collection(collection)
            .order_by(field, direction=firestore.Query.DESCENDING)
            .limit(self._scan)
        )
        return (snapshot.to_dict() or {} for snapshot in query.stream())

    def conversations(
        self, property_ids: Iterable[str], *, search: str | None = None, limit: int = 50
    ) -> list[ConversationSummary]:
        """Latest conversations first (see the port for what `search` matches)."""
        wanted = set(property_ids)
        term = (search or "").strip()
        digits = term.lstrip("+") if term and term.lstrip("+").isdigit() else None
        words = term.casefold() if term and digits is None else None
        latest: dict[tuple[str, str], dict] = {}
        counts: dict[tuple[str, str], int] = {}
        matched: set[tuple[str, str]] = set()
        for doc in self._newest("inbound", "received_at"):
            key = (doc.get("property_id", ""), doc.get("from_number", ""))
            if key[0] not in wanted:
                continue
            latest.setdefault(key, doc)
            counts[key] = counts.get(key, 0) + 1
            if words is not None and words in str(doc.get("text", "")).casefold():
                matched.add(key)
        if words is not None:
            for doc in self._newest("outbound", "created_at"):
                if words in str(doc.get("text", "")).casefold():
                    matched.add((doc.get("property_id", ""), doc.get("to_number", "")))
        summaries = []
        for key, doc in latest.items():  # newest first: insertion follows the scan order
            if digits is not None and not key[1].endswith(digits):
                continue
            if words is not None and key not in matched:
                continue
            received = as_utc(doc.get("received_at"))
            assert received is not None
            summaries.append(
                ConversationSummary(
                    property_id=key[0],
                    guest=key[1],
                    last_at=received,
                    last_text=str(doc.get("text", "")),
                    texts=counts[key],
                )
            )
            if len(summaries) >= limit:
                break
        return summaries

    def outbound_outcomes(self, property_ids: Iterable[str], since: datetime) -> dict[str, int]:
        """Texts planned since `since`, counted by their current status."""
        wanted = set(property_ids)
        counts: dict[str, int] = {}
        query = self._collection("outbound").where(filter=FieldFilter("created_at", ">=", since))
        for snapshot in query.stream():
            doc = snapshot.to_dict() or {}
            if doc.get("property_id") in wanted:
                status = str(doc.get("status"))
                counts[status] = counts.get(status, 0) + 1
        return counts

    def inbound_count(self, property_ids: Iterable[str], since: datetime) -> int:
        """Texts received since `since`."""
        wanted = set(property_ids)
        query = self._collection("inbound").where(filter=FieldFilter("logged_at", ">=", since))
        return sum(
            1
            for snapshot in query.stream()
            if (snapshot.to_dict() or {}).get("property_id") in wanted
        )
