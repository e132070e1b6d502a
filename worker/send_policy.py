"""The send-time policy: TCPA and state quiet hours from `compliance.quiet_hours`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Literal

from compliance.quiet_hours import decide
from compliance.state_rules import StateRules, load_state_rules
from data.store.models import OutboundText
from worker.delivery import SendDecision

STAFF_CLASS = "staff"


class QuietHoursPolicy:
    """Decides per text; the guest's number picks the zones, the property's zone is the fallback."""

    def __init__(
        self,
        *,
        property_zone: Callable[[str], str | None],
        reply_grace: timedelta,
        replies_policy: Literal["send", "defer"],
        rules: StateRules | None = None,
    ) -> None:
        self._property_zone = property_zone
        self._grace = reply_grace
        self._replies = replies_policy
        self._rules = rules or load_state_rules()

    def __call__(
        self, text: OutboundText, now: datetime, inbound_at: datetime | None
    ) -> SendDecision:
        """Allowed now, or held until the next instant the window opens."""
        if text.message_class == STAFF_CLASS:
            # Operational texts to the property's own staff, not messages to a consumer.
            return SendDecision(allowed=True, rule="staff-always")
        decision = decide(
            text.to_number,
            now,
            text.message_class,
            inbound_at=inbound_at,
            reply_grace=self._grace,
            replies_policy=self._replies,
            fallback_timezone=self._property_zone(text.property_id),
            rules=self._rules,
        )
        return SendDecision(
            allowed=decision.allowed, release_at=decision.next_allowed_at, rule=decision.rule
        )
