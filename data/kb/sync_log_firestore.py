"""Firestore adapter of the sync log: the latest outcome per property in `kb_sync_last`."""

from __future__ import annotations

from typing import Any

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.kb.sync_log import SyncOutcome
from data.store.firestore.common import FirestoreAdapter, as_utc


class FirestoreSyncLog(FirestoreAdapter):
    """`SyncLog` in Firestore; only the last outcome per property is kept (all the port reads)."""

    def _ref(self, property_id: str) -> Any:
        return self._collection("kb_sync_last").document(_enc(property_id))

    def record(self, outcome: SyncOutcome) -> None:
        """Keep one outcome (replacing the property's previous one)."""
        self._ref(outcome.property_id).set(
            {
                "property_id": outcome.property_id,
                "at": outcome.at,
                "published_version_id": outcome.published_version_id,
                "diff": outcome.diff,
                "error": outcome.error,
            }
        )

    def last(self, property_id: str) -> SyncOutcome | None:
        """The latest outcome, or None before the first sync."""
        snapshot = self._ref(property_id).get()
        if not snapshot.exists:
            return None
        doc = snapshot.to_dict() or {}
        return SyncOutcome(
            property_id=doc["property_id"],
            at=as_utc(doc["at"]) or doc["at"],
            published_version_id=doc.get("published_version_id"),
            diff=dict(doc.get("diff") or {}),
            error=doc.get("error"),
        )
