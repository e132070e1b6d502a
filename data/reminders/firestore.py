"""Firestore adapter of the reminder store: collection `reminders`, one document per reminder.

The claim is a Firestore transaction (read the status, write `claimed`): of two processes that
claim the same reminder, Firestore lets exactly one commit. Queries use single-field equality
filters only (no composite index); due times are compared in Python over the open reminders.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.reminders.models import Reminder, ReminderStatus
from data.store.firestore.common import FirestoreAdapter, as_utc, utc_now


def _reminder(doc: dict[str, Any]) -> Reminder:
    due = as_utc(doc["due_at"])
    if due is None:
        raise ValueError(f"reminder {doc.get('id')!r} has no due time")
    return Reminder(
        id=doc["id"],
        property_id=doc["property_id"],
        guest=doc["guest"],
        property_number=doc["property_number"],
        about=doc["about"],
        due_at=due,
        language=doc["language"],
        status=ReminderStatus(doc["status"]),
        created_at=as_utc(doc.get("created_at")),
        claimed_at=as_utc(doc.get("claimed_at")),
        detail=doc.get("detail", ""),
    )


def _claimable(doc: dict[str, Any], now: datetime, stale_claim_before: datetime) -> bool:
    if doc.get("status") == ReminderStatus.OPEN:
        due = as_utc(doc["due_at"])
        return due is not None and due <= now
    claimed = as_utc(doc.get("claimed_at"))
    return (
        doc.get("status") == ReminderStatus.CLAIMED
        and claimed is not None
        and claimed < stale_claim_before
    )


class FirestoreReminders(FirestoreAdapter):
    """Reminders in Firestore."""

    def _ref(self, reminder_id: str) -> Any:
        return self._collection("reminders").document(_enc(reminder_id))

    def _where_status(self, status: ReminderStatus) -> list[dict[str, Any]]:
        query = self._collection("reminders").where(
            filter=FieldFilter("status", "==", status.value)
        )
        return [snapshot.to_dict() or {} for snapshot in query.stream()]

    def _open_docs(self, property_id: str, guest: str) -> list[Any]:
        query = self._collection("reminders").where(filter=FieldFilter("guest", "==", guest))
        return [
            snapshot
            for snapshot in query.stream()
            if (snapshot.to_dict() or {}).get("property_id") == property_id
            and (snapshot.to_dict() or {}).get("status") == ReminderStatus.OPEN
        ]

    def add(self, reminder: Reminder, *, max_open: int) -> bool:
        """Store `reminder` unless the guest already has `max_open` open ones (idempotent on id)."""
        ref = self._ref(reminder.id)

        @firestore.transactional
        def insert(transaction: firestore.Transaction) -> bool:
            if ref.get(transaction=transaction).exists:
                return True
            if len(self._open_docs(reminder.property_id, reminder.guest)) >= max_open:
                return False
            transaction.create(
                ref,
                {
                    "id": reminder.id,
                    "property_id": reminder.property_id,
                    "guest": reminder.guest,
                    "property_number": reminder.property_number,
                    "about": reminder.about,
                    "due_at": reminder.due_at,
                    "language": reminder.language,
                    "status": ReminderStatus.OPEN.value,
                    "created_at": reminder.created_at or utc_now(),
                    "claimed_at": None,
                    "detail": "",
                },
            )
            return True

        return bool(insert(self._client.transaction()))

    def open_for(self, property_id: str, guest: str) -> list[Reminder]:
        """The guest's open reminders, soonest first."""
        found = [_reminder(s.to_dict() or {}) for s in self._open_docs(property_id, guest)]
        return sorted(found, key=lambda reminder: reminder.due_at)

    def cancel_open(self, property_id: str, guest: str, *, reason: str) -> list[Reminder]:
        """Cancel every open reminder of the guest; the ones cancelled."""
        cancelled = []
        for snapshot in self._open_docs(property_id, guest):

            @firestore.transactional
            def cancel(transaction: firestore.Transaction, ref: Any) -> bool:
                current = ref.get(transaction=transaction).to_dict() or {}
                if current.get("status") != ReminderStatus.OPEN:
                    return False
                transaction.update(
                    ref, {"status": ReminderStatus.CANCELLED.value, "detail": reason}
                )
                return True

            if cancel(self._client.transaction(), snapshot.reference):
                cancelled.append(_reminder(snapshot.to_dict() or {}))
        return sorted(cancelled, key=lambda reminder: reminder.due_at)

    def due(self, now: datetime, *, stale_claim_before: datetime) -> list[Reminder]:
        """Open reminders due by `now`, and claims older than `stale_claim_before`."""
        docs = self._where_status(ReminderStatus.OPEN) + self._where_status(ReminderStatus.CLAIMED)
        found = [_reminder(doc) for doc in docs if _claimable(doc, now, stale_claim_before)]
        return sorted(found, key=lambda reminder: reminder.due_at)

    def claim(self, reminder_id: str, now: datetime, *, stale_claim_before: datetime) -> bool:
        """Take a due reminder in a transaction: of two claimers exactly one commits."""
        ref = self._ref(reminder_id)

        @firestore.transactional
        def take(transaction: firestore.Transaction) -> bool:
            current = ref.get(transaction=transaction).to_dict()
            if not current or not _claimable(current, now, stale_claim_before):
                return False
            transaction.update(ref, {"status": ReminderStatus.CLAIMED.value, "claimed_at": now})
            return True

        return bool(take(self._client.transaction()))

    def finish(self, reminder_id: str, status: ReminderStatus, detail: str = "") -> None:
        """Mark a claimed reminder sent or cancelled."""
        self._ref(reminder_id).update({"status": status.value, "detail": detail})

    def listing(self, *, include_closed: bool = False) -> list[Reminder]:
        """Reminders for the CLI (open and claimed, or all), soonest first."""
        if include_closed:
            docs = [s.to_dict() or {} for s in self._collection("reminders").stream()]
        else:
            docs = self._where_status(ReminderStatus.OPEN) + self._where_status(
                ReminderStatus.CLAIMED
            )
        return sorted((_reminder(doc) for doc in docs), key=lambda reminder: reminder.due_at)
