"""Texts received at the same moment are answered in the order the receiver accepted them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from data.store.models import InboundMessage
from worker.inbound import accepted_order

AT = datetime(2026, 11, 27, 18, 0, tzinfo=UTC)


def _text(message_id: str, at: datetime) -> InboundMessage:
    return InboundMessage(
        message_id=message_id,
        property_id="mohegan_sun",
        from_number="+12035550100",
        to_number="+18605550100",
        text="is the spa open?",
        received_at=at,
    )


def test_a_tie_in_received_time_goes_by_acceptance_not_by_logging() -> None:
    # The store listed "b" first: its task logged it before it logged "a" from the arrivals.
    pending = [_text("b", AT), _text("a", AT)]
    assert [m.message_id for m in accepted_order(pending, ["a", "b"])] == ["a", "b"]


def test_received_time_still_comes_first_and_unknown_texts_follow_the_accepted() -> None:
    pending = [_text("late", AT + timedelta(seconds=1)), _text("x", AT), _text("a", AT)]
    assert [m.message_id for m in accepted_order(pending, ["a"])] == ["a", "x", "late"]
