"""Values and builders the store contract tests share."""

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from data.sqlite_file import SqliteFile
from data.store.handoff_tickets import HandoffTickets
from data.store.models import (
    ConsentAction,
    ConsentEvent,
    InboundMessage,
    OutboundStatus,
    OutboundText,
    Ticket,
)

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
PROPERTY = "mohegan_sun"
OTHER_PROPERTY = "mohegan_pa"
GUEST = "+12035550147"
OTHER_GUEST = "+18605550199"
PROPERTY_NUMBER = "+18605550100"


def inbound(
    message_id: str,
    text: str = "hi",
    *,
    minutes: int = 0,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    media: tuple[str, ...] = (),
) -> InboundMessage:
    return InboundMessage(
        message_id,
        property_id,
        guest,
        PROPERTY_NUMBER,
        text,
        NOW + timedelta(minutes=minutes),
        media,
    )


def plan(
    inbound_id: str,
    texts: list[str],
    *,
    guest: str = GUEST,
    status: OutboundStatus = OutboundStatus.PENDING,
    release_at: datetime | None = None,
    message_class: str = "reply",
) -> list[OutboundText]:
    return [
        OutboundText(
            key=f"{inbound_id}-{seq}",
            inbound_id=inbound_id,
            seq=seq,
            property_id=PROPERTY,
            from_number=PROPERTY_NUMBER,
            to_number=guest,
            text=text,
            message_class=message_class,
            status=status,
            release_at=release_at,
        )
        for seq, text in enumerate(texts, start=1)
    ]


def consent(
    action: ConsentAction,
    message_id: str | None,
    *,
    minutes: int = 0,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    **detail: str,
) -> ConsentEvent:
    return ConsentEvent(
        action=action,
        guest=guest,
        property_id=property_id,
        source="STOP" if action == ConsentAction.OPT_OUT else "START",
        message_id=message_id,
        at=NOW + timedelta(minutes=minutes),
        requested_at=NOW + timedelta(minutes=minutes, seconds=-3),
        detail=detail,
    )


def hand_off(
    store: HandoffTickets,
    turn_id: str,
    *,
    guest: str = GUEST,
    property_id: str = PROPERTY,
    minutes: int = 0,
    reason: str = "asked for a person",
    summary: str = "wants a host",
) -> Ticket:
    return store.open_ticket(
        property_id,
        guest,
        turn_id=turn_id,
        reason=reason,
        summary=summary,
        at=NOW + timedelta(minutes=minutes),
    )


def texts_of(rows: list[tuple[int, OutboundText]]) -> list[str]:
    return [text.text for _, text in rows]


def concern_adapters(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    sqlite_type: type,
    schema: str,
    firestore_type: type,
) -> Iterator[object]:
    """One concern's SQLite adapter on a file with only its schema, or its Firestore adapter."""
    if request.param == "sqlite":
        db = SqliteFile(tmp_path / "contract.db", schema)
        yield sqlite_type(db)
        db.close()
    else:
        yield firestore_type(request.getfixturevalue("firestore_client"), prefix="contract_")
