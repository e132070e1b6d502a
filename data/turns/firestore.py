"""Firestore adapter of the turn log: one `turn_log` document per reply plan."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc
from data.turns.log import TurnRecord


class FirestoreTurnLog(FirestoreAdapter):
    """`TurnLog` in Firestore; `since` orders by time only (no composite index)."""

    def _ref(self, plan_id: str) -> Any:
        return self._collection("turn_log").document(_enc(plan_id))

    def record(self, turn: TurnRecord) -> bool:
        """Store the record once per plan id; False when it was already stored."""
        try:
            self._ref(turn.plan_id).create(
                {
                    "plan_id": turn.plan_id,
                    "property_id": turn.property_id,
                    "guest": turn.guest,
                    "route": turn.route,
                    "llm_calls": turn.llm_calls,
                    "guest_at": turn.guest_at,
                    "planned_at": turn.planned_at,
                    "first_sent_at": turn.first_sent_at,
                    "actor": turn.actor,
                }
            )
        except gexc.AlreadyExists:
            return False
        return True

    def first_sent(self, plan_id: str, at: datetime) -> None:
        """Note when the plan's first text left (the earliest call wins)."""
        ref = self._ref(plan_id)

        @firestore.transactional
        def mark(transaction: firestore.Transaction) -> None:
            snapshot = ref.get(transaction=transaction)
            if snapshot.exists and (snapshot.to_dict() or {}).get("first_sent_at") is None:
                transaction.update(ref, {"first_sent_at": at})

        mark(self._client.transaction())

    def by_plan(self, plan_ids: Iterable[str]) -> dict[str, TurnRecord]:
        """Records of the given plans."""
        refs = [self._ref(plan_id) for plan_id in dict.fromkeys(plan_ids)]
        found: dict[str, TurnRecord] = {}
        for start in range(0, len(refs), 300):
            for snapshot in self._client.get_all(refs[start : start + 300]):
                if snapshot.exists:
                    record = _record(snapshot.to_dict() or {})
                    found[record.plan_id] = record
        return found

    def since(self, property_ids: Iterable[str], since: datetime) -> list[TurnRecord]:
        """Records planned at or after `since`, oldest first."""
        wanted = set(property_ids)
        if not wanted:
            return []
        query = (
            self._collection("turn_log")
            .where(filter=firestore.FieldFilter("planned_at", ">=", since))
            .order_by("planned_at")
        )
        records = [_record(snapshot.to_dict() or {}) for snapshot in query.stream()]
        return [record for record in records if record.property_id in wanted]


def _record(doc: Doc) -> TurnRecord:
    planned = as_utc(doc["planned_at"])
    assert planned is not None
    return TurnRecord(
        plan_id=doc["plan_id"],
        property_id=doc["property_id"],
        guest=doc["guest"],
        route=doc["route"],
        llm_calls=int(doc["llm_calls"]),
        guest_at=as_utc(doc.get("guest_at")),
        planned_at=planned,
        first_sent_at=as_utc(doc.get("first_sent_at")),
        actor=doc.get("actor"),
    )
