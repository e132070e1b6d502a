"""Telnyx's own STOP/START handling on the messaging profile, and ours beside it.

Signed webhooks into the receiver, a live worker, real Redis, and a fake Telnyx that behaves
like a profile with Telnyx's default opt-out handling (block rules, its own confirmations,
40300 for a blocked guest).
"""

from __future__ import annotations

import time

from nacl.signing import SigningKey

from data.store.models import OutboundStatus
from tests.conftest import GUEST, Stack, inbound_event, running_stack
from tests.fakes.telnyx import DefaultOptOutProfile, FakeTelnyx


def settle(stack: Stack, message_id: str) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if stack.store.turn_of(message_id) is not None:
            plan = stack.store.planned_outbound(message_id)
            if all(t.status not in (OutboundStatus.PENDING,) for t in plan):
                return
        time.sleep(0.05)
    raise AssertionError(f"{message_id} not settled")


def text(stack: Stack, profile: DefaultOptOutProfile, body: str, message_id: str) -> None:
    profile.receive(GUEST, body)  # Telnyx acts before it delivers the webhook
    assert stack.post(inbound_event(body, message_id=message_id)).status_code == 200
    settle(stack, message_id)


def sent_to_guest(fake: FakeTelnyx) -> list[str]:
    return [r.json()["text"] for r in fake.sends() if r.json()["to"] == GUEST]


def test_default_profile_one_confirmation_each_and_no_false_opt_in(
    tmp_path, redis_url, fake_telnyx: FakeTelnyx
) -> None:
    profile = DefaultOptOutProfile(fake_telnyx)
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), telnyx_opt_out_handling="telnyx"
    ) as stack:
        text(stack, profile, "STOP", "k-1")
        assert stack.store.consent_state("mohegan_sun", GUEST).opted_out
        # Telnyx confirmed; ours would only fail with 40300 and be logged as a failed send.
        assert fake_telnyx.sends() == []
        assert profile.auto_responses == [(GUEST, "opt-out confirmation")]

        # "YES" is an opt-in word of ours, not Telnyx's: the block stays, so no opt-in.
        text(stack, profile, "YES", "k-2")
        assert stack.store.consent_state("mohegan_sun", GUEST).opted_out
        assert fake_telnyx.sends() == []

        # START lifts Telnyx's block and Telnyx confirms it: we record it and stay silent.
        text(stack, profile, "START", "k-3")
        assert not stack.store.consent_state("mohegan_sun", GUEST).opted_out
        assert profile.auto_responses[-1] == (GUEST, "opt-in confirmation")
        assert fake_telnyx.sends() == []

        text(stack, profile, "where is the poker room?", "k-4")
        answer = stack.store.planned_outbound("k-4")
        assert answer and all(t.status == OutboundStatus.SENT for t in answer)

        # REVOKE is an opt-out Telnyx ignores: we confirm it, and YES then opts back in.
        text(stack, profile, "REVOKE", "k-5")
        assert stack.store.consent_state("mohegan_sun", GUEST).opted_out
        text(stack, profile, "YES", "k-6")
        assert not stack.store.consent_state("mohegan_sun", GUEST).opted_out
        statuses = [t.status for m in ("k-5", "k-6") for t in stack.store.planned_outbound(m)]
        assert statuses == [OutboundStatus.SENT, OutboundStatus.SENT]
        assert stack.client.get("/health").get_json()["checks"]["telnyx_opt_outs"] == {
            "handling": "telnyx",
            "mismatch": None,
        }


def test_a_profile_that_answers_stop_itself_is_detected_when_we_think_it_does_not(
    tmp_path, redis_url, fake_telnyx: FakeTelnyx, caplog
) -> None:
    profile = DefaultOptOutProfile(fake_telnyx)
    with running_stack(
        tmp_path, redis_url, fake_telnyx, SigningKey.generate(), telnyx_opt_out_handling="ours"
    ) as stack:
        text(stack, profile, "STOP", "m-1")
        [confirmation] = stack.store.planned_outbound("m-1")
        assert confirmation.status == OutboundStatus.FAILED
        health = stack.client.get("/health").get_json()["checks"]["telnyx_opt_outs"]
        assert health["handling"] == "ours"
        assert "TELNYX_OPT_OUT_HANDLING" in health["mismatch"]["detail"]
        assert "+12035550147" not in health["mismatch"]["detail"]
        # Once the mismatch is known, an opt-in Telnyx would not honour is not recorded.
        text(stack, profile, "YES", "m-2")
        assert stack.store.consent_state("mohegan_sun", GUEST).opted_out
