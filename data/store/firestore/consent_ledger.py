"""Firestore adapter of the consent ledger: `consent_events`, `consent_state`, a counter."""

from __future__ import annotations

from google.api_core import exceptions as gexc
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.firestore.common import FirestoreAdapter, as_utc, utc_now
from data.store.models import ConsentAction, ConsentEvent, ConsentState


class FirestoreConsentLedger(FirestoreAdapter):
    """The consent ledger in Firestore."""

    def append_consent(self, event: ConsentEvent) -> bool:
        """Append to the ledger; False when this message id already produced an event."""
        events = self._collection("consent_events")
        counter = self._collection("counters").document("consent_events")
        state = self._collection("consent_state").document(
            f"{_enc(event.property_id)}.{_enc(event.guest)}"
        )
        by_message = (
            events.document(f"m.{_enc(event.message_id)}") if event.message_id is not None else None
        )

        @firestore.transactional
        def append(transaction: firestore.Transaction) -> bool:
            reads = [counter] if by_message is None else [counter, by_message]
            found = {s.reference.path: s for s in transaction.get_all(reads)}
            if by_message is not None and found[by_message.path].exists:
                return False
            number = int((found[counter.path].to_dict() or {}).get("last", 0)) + 1
            transaction.create(
                by_message or events.document(f"n.{number:015d}"),
                {
                    "n": number,
                    "action": str(event.action),
                    "guest": event.guest,
                    "property_id": event.property_id,
                    "source": event.source,
                    "message_id": event.message_id,
                    "at": event.at,
                    "requested_at": event.requested_at,
                    "detail": dict(event.detail),
                    "recorded_at": utc_now(),
                },
            )
            transaction.set(counter, {"last": number})
            transaction.set(
                state,
                {
                    "opted_out": event.action == ConsentAction.OPT_OUT,
                    "since": event.at,
                    "message_id": event.message_id,
                    "source": event.source,
                    "n": number,
                },
            )
            return True

        try:
            return bool(append(self._client.transaction()))
        except gexc.AlreadyExists:
            return False  # another worker logged this message id between our read and commit

    def consent_state(self, property_id: str, guest: str) -> ConsentState:
        """The guest's current consent: the latest ledger event decides."""
        snapshot = (
            self._collection("consent_state").document(f"{_enc(property_id)}.{_enc(guest)}").get()
        )
        if not snapshot.exists:
            return ConsentState(opted_out=False)
        doc = snapshot.to_dict() or {}
        return ConsentState(
            opted_out=bool(doc["opted_out"]),
            since=as_utc(doc.get("since")),
            message_id=doc.get("message_id"),
            source=doc.get("source"),
        )

    def consent_events(self, property_id: str | None = None) -> list[ConsentEvent]:
        """The whole ledger (optionally one property), oldest first."""
        query = self._collection("consent_events")
        if property_id is not None:
            query = query.where(filter=FieldFilter("property_id", "==", property_id))
        docs = sorted((snapshot.to_dict() for snapshot in query.stream()), key=lambda d: d["n"])
        return [
            ConsentEvent(
                action=ConsentAction(doc["action"]),
                guest=doc["guest"],
                property_id=doc["property_id"],
                source=doc["source"],
                message_id=doc.get("message_id"),
                at=as_utc(doc["at"]) or utc_now(),
                requested_at=as_utc(doc.get("requested_at")),
                detail=dict(doc.get("detail") or {}),
            )
            for doc in docs
        ]
