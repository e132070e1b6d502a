"""A per-guest rate limit never silences a guest who needs help, or asks for a person."""

from __future__ import annotations

from nacl.signing import SigningKey

from tests.conftest import Stack, inbound_event, running_stack
from tests.integration.test_abuse_limits import texts_to, wait_handled

NOTE = "faster than I can answer"


def _flood(stack: Stack, guest: str) -> None:
    ids = [f"{guest}-q{n}" for n in range(6)]
    for message_id in ids:
        stack.post(inbound_event("where is the poker room?", guest=guest, message_id=message_id))
    wait_handled(stack, ids)
    assert sum(NOTE in text for text in texts_to(stack, guest)) == 1


def _send(stack: Stack, guest: str, text: str, message_id: str) -> str:
    stack.post(inbound_event(text, guest=guest, message_id=message_id))
    wait_handled(stack, [message_id])
    return " ".join(t.text for t in stack.store.planned_outbound(message_id))


def test_help_and_a_person_are_answered_over_the_limit_and_the_note_goes_once(
    tmp_path, redis_url, fake_telnyx
) -> None:
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), guest_turns_per_minute=3
    ) as stack:
        first, second = "+12035550147", "+14155550123"
        _flood(stack, first)
        rg = _send(stack, first, "I can't stop gambling, lost my rent money again tonight", "rg")
        assert "1-888-789-7777" in rg and NOTE not in rg
        assert "Reply STOP" in _send(stack, first, "HELP", "help")
        crisis = _send(stack, first, "i want to die", "crisis")
        assert "988" in crisis and "911" in crisis

        _flood(stack, second)
        # Still over the limit: a plain question waits, and the note is not sent again.
        assert _send(stack, second, "where is the poker room?", "q-last") == ""
        assert "team member to text you back" in _send(stack, second, "can I talk to a person", "p")
        assert sum(NOTE in text for text in texts_to(stack, second)) == 1
