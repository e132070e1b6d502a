"""Firestore adapter of the message log: `inbound/{message id}`."""

from __future__ import annotations

from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc, sortable, upto, utc_now
from data.store.models import InboundMessage


class FirestoreMessageLog(FirestoreAdapter):
    """The inbound message log in Firestore."""

    def record_inbound(self, message: InboundMessage) -> bool:
        """Log an inbound text; False when this message id was already logged."""
        logged_at = utc_now()
        guest_key = (
            f"{_enc(message.property_id)}.{_enc(message.from_number)}."
            f"{sortable(message.received_at)}.{sortable(logged_at)}.{_enc(message.message_id)}"
        )
        try:
            self._inbound_ref(message.message_id).create(
                {
                    "message_id": message.message_id,
                    "property_id": message.property_id,
                    "from_number": message.from_number,
                    "to_number": message.to_number,
                    "text": message.text,
                    "media_urls": list(message.media_urls),
                    "received_at": message.received_at,
                    "logged_at": logged_at,
                    "turn_id": None,
                    "guest_key": guest_key,
                    "unhandled_key": guest_key,  # "" once a turn takes the text
                }
            )
        except gexc.AlreadyExists:
            return False
        return True

    def _guest_range(self, field: str, property_id: str, guest: str, *, newest_first: bool) -> Any:
        prefix = f"{_enc(property_id)}.{_enc(guest)}."
        direction = firestore.Query.DESCENDING if newest_first else firestore.Query.ASCENDING
        return (
            self._collection("inbound")
            .where(filter=FieldFilter(field, ">=", prefix))
            .where(filter=FieldFilter(field, "<", upto(prefix)))
            .order_by(field, direction=direction)
        )

    def recent_inbound(self, property_id: str, guest: str, limit: int) -> list[InboundMessage]:
        """The guest's latest inbound texts to the property, oldest first."""
        if limit <= 0:
            return []
        query = self._guest_range("guest_key", property_id, guest, newest_first=True).limit(limit)
        return [_inbound(snapshot.to_dict()) for snapshot in query.stream()][::-1]

    def unhandled_inbound(self, property_id: str, guest: str) -> list[InboundMessage]:
        """The guest's texts no turn has taken yet, oldest first."""
        query = self._guest_range("unhandled_key", property_id, guest, newest_first=False)
        return [_inbound(snapshot.to_dict()) for snapshot in query.stream()]

    def turn_of(self, message_id: str) -> str | None:
        """The turn that took this inbound text, or None while none has."""
        snapshot = self._inbound_ref(message_id).get()
        return (snapshot.to_dict() or {}).get("turn_id") if snapshot.exists else None


def _inbound(doc: Doc) -> InboundMessage:
    return InboundMessage(
        message_id=doc["message_id"],
        property_id=doc["property_id"],
        from_number=doc["from_number"],
        to_number=doc["to_number"],
        text=doc["text"],
        received_at=as_utc(doc["received_at"]) or utc_now(),
        media_urls=tuple(doc.get("media_urls") or ()),
    )
