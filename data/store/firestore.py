"""Firestore adapter of the store port: production storage, same semantics as the SQLite adapter.

Collections, all named `{prefix}...` (default prefix `concierge_`):

- `inbound/{message id}`: created with `create()`, so a redelivered text is logged once;
  `unhandled_key` is emptied by the transaction of the turn that takes the text.
- `outbound/{key}` with `row`, a number that grows per guest, and `plans/{inbound id}`, a marker
  created in the same transaction as the texts, so a reply plan is stored once, atomically.
- `outbound_rows/{guest}`: the guest's last row number. Why a counter read and written in a
  transaction rather than timestamps: a reader polling `outbound_to(guest, after_rowid)` must
  never later see a row below one it has seen. A transaction commits the counter and the texts
  together, so rows appear in order; commit timestamps would need a composite-index query per
  guest, and client clocks disagree. The counter is per guest, so only one guest's plans contend.
- `consent_events/{m.<message id> | n.<sequence>}`, `consent_state/{property}.{guest}` and
  `counters/consent_events`: an append is one transaction that checks the message id, takes the
  next ledger number and moves the guest's current state, so `consent_state` is one read.
- `tickets/{number, 15 digits}` with `counters/tickets` for the number staff type after '#';
  `ticket_turns/{turn id}` (the turn that opened it, so opening is idempotent per turn) and
  `open_tickets/{property}.{guest}` (present exactly while the guest's ticket is open, so a
  guest holds one open ticket) are markers written in the transaction that opens or closes it.
- `ticket_events/{key}`, numbered in order per ticket by `ticket_event_counts/{number}`, so an
  event is recorded once per key and a ticket's events come back in the order they were added.

Every query uses a single field (ranges over a composed `*_key` string where SQLite would use a
composite index), so nothing needs an index file and the emulator, which ignores indexes, cannot
hide a missing one. Document ids are percent-encoded: ids and phone numbers may hold any character.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.base import StoreUnavailable
from data.store.models import (
    ConsentAction,
    ConsentEvent,
    ConsentState,
    InboundMessage,
    OutboundStatus,
    OutboundText,
    Ticket,
    TicketEvent,
    TicketStatus,
)

Doc = dict[str, Any]


def _now() -> datetime:
    return datetime.now(UTC)


def _dt(value: datetime | None) -> datetime | None:
    """A plain aware datetime from what Firestore returns (a UTC subclass of datetime)."""
    if value is None:
        return None
    return datetime(
        value.year,
        value.month,
        value.day,
        value.hour,
        value.minute,
        value.second,
        value.microsecond,
        tzinfo=value.tzinfo or UTC,
    ).astimezone(UTC)


def _sortable(value: datetime) -> str:
    """A string that sorts like the instant: fixed-width UTC with microseconds."""
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    return aware.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")


def _upto(prefix: str) -> str:
    return prefix[:-1] + "/"  # "/" sorts right after the "." that ends every prefix


class FirestoreStore:
    """Store port on an injected `google.cloud.firestore.Client`; safe to share between threads."""

    def __init__(self, client: firestore.Client, *, prefix: str = "concierge_") -> None:
        self._client = client
        self._prefix = prefix

    def _collection(self, name: str) -> Any:
        return self._client.collection(self._prefix + name)

    def check(self) -> None:
        """Raise StoreUnavailable unless Firestore answers one read within 5 seconds."""
        try:
            self._collection("health").document("ping").get(retry=None, timeout=5)
        except (gexc.GoogleAPIError, OSError) as exc:
            raise StoreUnavailable(f"Firestore: {exc}") from exc

    # Message log ---------------------------------------------------------------------

    def record_inbound(self, message: InboundMessage) -> bool:
        """Log an inbound text; False when this message id was already logged."""
        logged_at = _now()
        guest_key = (
            f"{_enc(message.property_id)}.{_enc(message.from_number)}."
            f"{_sortable(message.received_at)}.{_sortable(logged_at)}.{_enc(message.message_id)}"
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

    def _inbound_ref(self, message_id: str) -> Any:
        return self._collection("inbound").document(_enc(message_id))

    def _guest_range(self, field: str, property_id: str, guest: str, *, newest_first: bool) -> Any:
        prefix = f"{_enc(property_id)}.{_enc(guest)}."
        direction = firestore.Query.DESCENDING if newest_first else firestore.Query.ASCENDING
        return (
            self._collection("inbound")
            .where(filter=FieldFilter(field, ">=", prefix))
            .where(filter=FieldFilter(field, "<", _upto(prefix)))
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

    def complete_turn(
        self, turn_id: str, answered: Sequence[str], texts: Sequence[OutboundText]
    ) -> list[OutboundText]:
        """Atomically mark `answered` (and `turn_id`) taken by the turn and store its plan.

        Idempotent: when the turn already completed, its stored plan is returned unchanged.
        """
        if any(text.inbound_id != turn_id for text in texts):
            raise ValueError("a turn's plan is keyed by the turn id")
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
        inbound_id = texts[0].inbound_id
        if any(text.inbound_id != inbound_id for text in texts):
            raise ValueError("a plan belongs to exactly one inbound text")
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
        changes: Doc = {"status": str(status), "error": error, "updated_at": _now()}
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
        batch = self._client.batch()
        for ref in refs:
            batch.update(
                ref, {"status": str(status), "error": detail or None, "updated_at": _now()}
            )
        batch.commit()
        return True

    def outbound_to(self, guest: str, after_rowid: int = 0) -> list[tuple[int, OutboundText]]:
        """Outbound texts to a guest with a row number that grows per guest, for the chat UI."""
        prefix = f"{_enc(guest)}."
        query = (
            self._collection("outbound")
            .where(filter=FieldFilter("guest_row", ">", f"{prefix}{max(after_rowid, 0):015d}"))
            .where(filter=FieldFilter("guest_row", "<", _upto(prefix)))
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
        return sorted(due, key=lambda text: (text.created_at or _now(), text.inbound_id, text.seq))

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
            created_at=_dt(doc.get("created_at")),
            updated_at=_dt(doc.get("updated_at")),
            release_at=_dt(doc.get("release_at")),
        )

    # Consent ledger ---------------------------------------------------------------

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
                    "recorded_at": _now(),
                },
            )
            transaction.set(counter, {"last": number})
            transaction.set(
                state,
                {
                    "opted_out": event.action == ConsentAction.OPT_OUT,
                    "since": event.at,
                    "message_id": event.message_id,
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
            since=_dt(doc.get("since")),
            message_id=doc.get("message_id"),
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
                at=_dt(doc["at"]) or _now(),
                requested_at=_dt(doc.get("requested_at")),
                detail=dict(doc.get("detail") or {}),
            )
            for doc in docs
        ]

    # Handoff tickets ------------------------------------------------------------------

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
            TicketEvent(int(doc["ticket"]), doc["kind"], doc["text"], _dt(doc["at"]) or _now())
            for doc in docs
        ]


def _inbound(doc: Doc) -> InboundMessage:
    return InboundMessage(
        message_id=doc["message_id"],
        property_id=doc["property_id"],
        from_number=doc["from_number"],
        to_number=doc["to_number"],
        text=doc["text"],
        received_at=_dt(doc["received_at"]) or _now(),
        media_urls=tuple(doc.get("media_urls") or ()),
    )


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
        opened_at=_dt(doc["opened_at"]) or _now(),
        closed_at=_dt(doc.get("closed_at")),
        close_reason=doc.get("close_reason"),
    )


class _StagedPlan:
    """The writes of a reply plan inside a transaction: texts, their rows, the plan marker.

    `reads` (the marker and each guest's row counter) must be read in the same transaction, so
    that a concurrent plan for the same inbound text or the same guest aborts and retries.
    """

    def __init__(self, store: FirestoreStore, texts: Sequence[OutboundText]) -> None:
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
        now = _now()
        last = {
            guest: int((found[ref.path].to_dict() or {}).get("last", 0))
            for guest, ref in zip(self._guests, self._counters, strict=True)
        }
        outbound = self._store._collection("outbound")
        for text in self._texts:
            last[text.to_number] += 1
            row = last[text.to_number]
            transaction.create(
                outbound.document(_enc(text.key)), FirestoreStore._outbound_doc(text, row, now)
            )
        transaction.create(self._marker, {"inbound_id": self._texts[0].inbound_id, "at": now})
        for guest, ref in zip(self._guests, self._counters, strict=True):
            transaction.set(ref, {"last": last[guest], "updated_at": now})
