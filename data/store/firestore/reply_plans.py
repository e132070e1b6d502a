"""Firestore adapter of reply plans: `outbound`, `plans` markers, `outbound_rows` counters."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc, upto, utc_now
from data.store.models import OutboundStatus, OutboundText, delivery_rank
from data.store.reply_plans import check_turn_plan, plan_owner


class FirestoreReplyPlans(FirestoreAdapter):
    """Reply plans in Firestore; completing a turn also marks its texts in `inbound`."""

    def complete_turn(
        self, turn_id: str, answered: Sequence[str], texts: Sequence[OutboundText]
    ) -> list[OutboundText]:
        """See `ReplyPlans.complete_turn` (one Firestore transaction)."""
        check_turn_plan(turn_id, texts)
        taken = [
            self._inbound_ref(message_id) for message_id in dict.fromkeys([turn_id, *answered])
        ]
        staged = _StagedPlan(self, texts)

        @firestore.transactional
        def complete(transaction: firestore.Transaction) -> None:
            found = {s.reference.path: s for s in transaction.get_all([*taken, *staged.reads])}
            if (found[taken[0].path].to_dict() or {}).get("turn_id") is not None:
                return  # the turn already completed
            for ref in taken:
                doc = found[ref.path].to_dict() if found[ref.path].exists else None
                if doc is not None and doc.get("turn_id") is None:
                    transaction.update(ref, {"turn_id": turn_id, "unhandled_key": ""})
            staged.write(transaction, found)

        self._run(complete)
        return self.planned_outbound(turn_id)

    def plan_outbound(self, texts: Sequence[OutboundText]) -> list[OutboundText]:
        """Store a reply plan unless one exists for the inbound id; return the stored plan."""
        if not texts:
            return []
        inbound_id = plan_owner(texts)
        staged = _StagedPlan(self, texts)

        @firestore.transactional
        def plan(transaction: firestore.Transaction) -> None:
            staged.write(
                transaction, {s.reference.path: s for s in transaction.get_all(staged.reads)}
            )

        self._run(plan)
        return self.planned_outbound(inbound_id)

    def _run(self, transactional: Any) -> None:
        try:
            transactional(self._client.transaction())
        except gexc.AlreadyExists:
            pass  # another worker stored this plan between our read and our commit

    @staticmethod
    def _outbound_doc(text: OutboundText, row: int, now: datetime) -> Doc:
        return {
            "key": text.key,
            "inbound_id": text.inbound_id,
            "seq": text.seq,
            "property_id": text.property_id,
            "from_number": text.from_number,
            "to_number": text.to_number,
            "text": text.text,
            "message_class": text.message_class,
            "status": str(text.status),
            "provider_message_id": None,
            "error": None,
            "release_at": text.release_at,
            "created_at": now,
            "updated_at": now,
            "row": row,
            "guest_row": f"{_enc(text.to_number)}.{row:015d}",
        }

    def planned_outbound(self, inbound_id: str) -> list[OutboundText]:
        """The reply plan of an inbound text, in sequence order (empty when none)."""
        query = self._collection("outbound").where(
            filter=FieldFilter("inbound_id", "==", inbound_id)
        )
        texts = [self._outbound(snapshot.to_dict()) for snapshot in query.stream()]
        return sorted(texts, key=lambda text: text.seq)

    def update_outbound(
        self,
        key: str,
        status: OutboundStatus,
        *,
        provider_message_id: str | None = None,
        error: str | None = None,
        release_at: datetime | None = None,
    ) -> None:
        """Move an outbound text to a new status (KeyError when there is no such text)."""
        changes: Doc = {"status": str(status), "error": error, "updated_at": utc_now()}
        if provider_message_id is not None:
            changes["provider_message_id"] = provider_message_id
        if release_at is not None:
            changes["release_at"] = release_at
        try:
            self._collection("outbound").document(_enc(key)).update(changes)
        except gexc.NotFound:
            raise KeyError(f"no outbound text {key!r}") from None

    def update_delivery(
        self, provider_message_id: str, status: OutboundStatus, detail: str
    ) -> bool:
        """Apply a Telnyx delivery report; False when the message is unknown."""
        query = self._collection("outbound").where(
            filter=FieldFilter("provider_message_id", "==", provider_message_id)
        )
        refs = [snapshot.reference for snapshot in query.stream()]
        if not refs:
            return False

        @firestore.transactional
        def advance(transaction: firestore.Transaction, ref: Any) -> None:
            current = ref.get(transaction=transaction).to_dict() or {}
            # Reports arrive out of order: never move a text backwards.
            if delivery_rank(status) > delivery_rank(current.get("status", "pending")):
                transaction.update(
                    ref, {"status": str(status), "error": detail or None, "updated_at": utc_now()}
                )

        for ref in refs:
            advance(self._client.transaction(), ref)
        return True

    def outbound_to(self, guest: str, after_rowid: int = 0) -> list[tuple[int, OutboundText]]:
        """Outbound texts to a guest with a row number that grows per guest, for the chat UI."""
        prefix = f"{_enc(guest)}."
        query = (
            self._collection("outbound")
            .where(filter=FieldFilter("guest_row", ">", f"{prefix}{max(after_rowid, 0):015d}"))
            .where(filter=FieldFilter("guest_row", "<", upto(prefix)))
            .order_by("guest_row")
        )
        docs = [snapshot.to_dict() for snapshot in query.stream()]
        return [(int(doc["row"]), self._outbound(doc)) for doc in docs]

    def held_outbound(self, due_before: datetime) -> list[OutboundText]:
        """Held texts whose release time has come, oldest plan first."""
        query = self._collection("outbound").where(
            filter=FieldFilter("status", "==", str(OutboundStatus.HELD))
        )
        held = [self._outbound(snapshot.to_dict()) for snapshot in query.stream()]
        due = [text for text in held if text.release_at is None or text.release_at <= due_before]
        return sorted(
            due, key=lambda text: (text.created_at or utc_now(), text.inbound_id, text.seq)
        )

    @staticmethod
    def _outbound(doc: Doc) -> OutboundText:
        return OutboundText(
            key=doc["key"],
            inbound_id=doc["inbound_id"],
            seq=int(doc["seq"]),
            property_id=doc["property_id"],
            from_number=doc["from_number"],
            to_number=doc["to_number"],
            text=doc["text"],
            message_class=doc["message_class"],
            status=OutboundStatus(doc["status"]),
            provider_message_id=doc.get("provider_message_id"),
            error=doc.get("error"),
            created_at=as_utc(doc.get("created_at")),
            updated_at=as_utc(doc.get("updated_at")),
            release_at=as_utc(doc.get("release_at")),
        )


class _StagedPlan:
    """The writes of a reply plan inside a transaction: texts, their rows, the plan marker.

    `reads` (the marker and each guest's row counter) must be read in the same transaction, so
    that a concurrent plan for the same inbound text or the same guest aborts and retries.
    """

    def __init__(self, store: FirestoreReplyPlans, texts: Sequence[OutboundText]) -> None:
        self._store = store
        self._texts = list(texts)
        self._guests = sorted({text.to_number for text in texts})
        inbound_id = texts[0].inbound_id if texts else ""
        self._marker = store._collection("plans").document(_enc(inbound_id))
        rows = store._collection("outbound_rows")
        self._counters = [rows.document(_enc(guest)) for guest in self._guests]
        self.reads = [self._marker, *self._counters] if texts else []

    def write(self, transaction: firestore.Transaction, found: dict[str, Any]) -> None:
        if not self._texts or found[self._marker.path].exists:
            return
        now = utc_now()
        last = {
            guest: int((found[ref.path].to_dict() or {}).get("last", 0))
            for guest, ref in zip(self._guests, self._counters, strict=True)
        }
        outbound = self._store._collection("outbound")
        for text in self._texts:
            last[text.to_number] += 1
            row = last[text.to_number]
            transaction.create(
                outbound.document(_enc(text.key)), FirestoreReplyPlans._outbound_doc(text, row, now)
            )
        transaction.create(self._marker, {"inbound_id": self._texts[0].inbound_id, "at": now})
        for guest, ref in zip(self._guests, self._counters, strict=True):
            transaction.set(ref, {"last": last[guest], "updated_at": now})
