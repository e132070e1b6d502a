"""Firestore adapter of handoff tickets: `tickets`, their markers and `ticket_events`."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc, utc_now
from data.store.models import Ticket, TicketEvent, TicketStatus


class FirestoreHandoffTickets(FirestoreAdapter):
    """Handoff tickets in Firestore."""

    def _ticket_ref(self, number: int) -> Any:
        return self._collection("tickets").document(f"{number:015d}")

    def _open_marker(self, property_id: str, guest: str) -> Any:
        return self._collection("open_tickets").document(f"{_enc(property_id)}.{_enc(guest)}")

    def _event_refs(self, number: int, key: str) -> tuple[Any, Any]:
        """The event's own document and the ticket's event counter: read both before adding."""
        return (
            self._collection("ticket_events").document(_enc(key)),
            self._collection("ticket_event_counts").document(f"{number:015d}"),
        )

    def open_ticket(
        self, property_id: str, guest: str, *, turn_id: str, reason: str, summary: str, at: datetime
    ) -> Ticket:
        """Hand the guest to staff; the guest's open ticket (or this turn's) if one exists."""
        by_turn = self._collection("ticket_turns").document(_enc(turn_id))
        held = self._open_marker(property_id, guest)
        counter = self._collection("counters").document("tickets")

        @firestore.transactional
        def open_or_find(transaction: firestore.Transaction) -> Doc:
            found = _read(transaction, [by_turn, held, counter])
            known = [
                int((found[ref.path].to_dict() or {})["number"])
                for ref in (by_turn, held)
                if found[ref.path].exists
            ]
            if known:  # the oldest of the turn's ticket and the guest's open one, as SQLite does
                ticket_ref = self._ticket_ref(min(known))
                return _read(transaction, [ticket_ref])[ticket_ref.path].to_dict() or {}
            number = int((found[counter.path].to_dict() or {}).get("last", 0)) + 1
            opened_key = f"opened:{turn_id}"
            refs = self._event_refs(number, opened_key)
            events = _read(transaction, refs)
            doc: Doc = {
                "number": number,
                "property_id": property_id,
                "guest": guest,
                "status": str(TicketStatus.OPEN),
                "reason": reason,
                "summary": summary,
                "turn_id": turn_id,
                "opened_at": at,
                "closed_at": None,
                "close_reason": None,
            }
            # The ticket first: the emulator applies writes one by one, and a number taken twice
            # must fail before any marker points at it.
            transaction.create(self._ticket_ref(number), doc)
            transaction.create(held, {"number": number})
            transaction.create(by_turn, {"number": number})
            transaction.set(counter, {"last": number})
            opened = TicketEvent(number, "opened", reason, at)
            _stage_event(transaction, events, refs, opened, opened_key)
            return doc

        try:
            doc = open_or_find(self._client.transaction())
        except gexc.AlreadyExists:  # another worker opened it between our read and our commit
            doc = open_or_find(self._client.transaction())
        return _ticket(doc)

    def active_ticket(self, property_id: str, guest: str) -> Ticket | None:
        """The guest's open ticket, if staff hold the conversation."""
        marker = self._open_marker(property_id, guest).get()
        if not marker.exists:
            return None
        ticket = self.get_ticket(int((marker.to_dict() or {})["number"]))
        return ticket if ticket is not None and ticket.status == TicketStatus.OPEN else None

    def get_ticket(self, number: int) -> Ticket | None:
        """A ticket by number."""
        snapshot = self._ticket_ref(number).get()
        return _ticket(snapshot.to_dict() or {}) if snapshot.exists else None

    def close_ticket(self, number: int, *, reason: str, at: datetime) -> Ticket | None:
        """Close an open ticket; None when it was not open (already closed or unknown)."""
        ticket_ref = self._ticket_ref(number)
        closed_key = f"closed:{number}"
        refs = self._event_refs(number, closed_key)

        @firestore.transactional
        def close(transaction: firestore.Transaction) -> Doc | None:
            found = _read(transaction, [ticket_ref, *refs])
            doc = found[ticket_ref.path].to_dict() if found[ticket_ref.path].exists else None
            if doc is None or doc.get("status") != TicketStatus.OPEN:
                return None
            changes = {"status": str(TicketStatus.CLOSED), "closed_at": at, "close_reason": reason}
            transaction.update(ticket_ref, changes)
            # The marker exists exactly while the guest's one open ticket (this one) is open.
            transaction.delete(self._open_marker(doc["property_id"], doc["guest"]))
            closed = TicketEvent(number, "closed", reason, at)
            _stage_event(transaction, found, refs, closed, closed_key)
            return {**doc, **changes}

        try:
            closed = close(self._client.transaction())
        except gexc.AlreadyExists:
            closed = close(self._client.transaction())  # the event raced: the ticket closed then
        return _ticket(closed) if closed is not None else None

    def tickets(self, property_id: str | None = None, *, open_only: bool = True) -> list[Ticket]:
        """Tickets, oldest first."""
        query = self._collection("tickets")
        if open_only:  # open tickets are few: filter the property here rather than need an index
            query = query.where(filter=FieldFilter("status", "==", str(TicketStatus.OPEN)))
        elif property_id is not None:
            query = query.where(filter=FieldFilter("property_id", "==", property_id))
        found = [_ticket(snapshot.to_dict() or {}) for snapshot in query.stream()]
        wanted = [t for t in found if property_id is None or t.property_id == property_id]
        return sorted(wanted, key=lambda ticket: ticket.number)

    def add_ticket_event(
        self, number: int, kind: str, text: str, *, at: datetime, key: str
    ) -> bool:
        """Record an event once per `key`; False when that key was already recorded."""
        refs = self._event_refs(number, key)

        @firestore.transactional
        def add(transaction: firestore.Transaction) -> bool:
            found = _read(transaction, refs)
            return _stage_event(transaction, found, refs, TicketEvent(number, kind, text, at), key)

        try:
            return bool(add(self._client.transaction()))
        except gexc.AlreadyExists:
            return False  # another worker recorded this key between our read and our commit

    def ticket_events(self, number: int) -> list[TicketEvent]:
        """A ticket's events, oldest first."""
        query = self._collection("ticket_events").where(filter=FieldFilter("ticket", "==", number))
        docs = sorted(
            (snapshot.to_dict() or {} for snapshot in query.stream()), key=lambda d: d["n"]
        )
        return [
            TicketEvent(
                int(doc["ticket"]), doc["kind"], doc["text"], as_utc(doc["at"]) or utc_now()
            )
            for doc in docs
        ]


def _read(transaction: firestore.Transaction, refs: Sequence[Any]) -> dict[str, Any]:
    """Snapshots of `refs` read in the transaction, by document path."""
    return {snapshot.reference.path: snapshot for snapshot in transaction.get_all(list(refs))}


def _stage_event(
    transaction: firestore.Transaction,
    found: dict[str, Any],
    refs: tuple[Any, Any],
    event: TicketEvent,
    key: str,
) -> bool:
    """Add a ticket event unless `key` is taken; `found` holds both `refs` as read."""
    event_ref, count_ref = refs
    if found[event_ref.path].exists:
        return False
    n = int((found[count_ref.path].to_dict() or {}).get("last", 0)) + 1
    transaction.create(
        event_ref,
        {
            "ticket": event.ticket,
            "kind": event.kind,
            "text": event.text,
            "at": event.at,
            "key": key,
            "n": n,
        },
    )
    transaction.set(count_ref, {"last": n})
    return True


def _ticket(doc: Doc) -> Ticket:
    return Ticket(
        number=int(doc["number"]),
        property_id=doc["property_id"],
        guest=doc["guest"],
        status=TicketStatus(doc["status"]),
        reason=doc["reason"],
        summary=doc["summary"],
        opened_at=as_utc(doc["opened_at"]) or utc_now(),
        closed_at=as_utc(doc.get("closed_at")),
        close_reason=doc.get("close_reason"),
    )
