"""Who confirms STOP/START and which opt-ins count, given the Telnyx profile's own handling.

Supported set-up (the default, `TELNYX_OPT_OUT_HANDLING=telnyx`): the messaging profile keeps
Telnyx's opt-out handling on. Telnyx then answers its own keywords (STOP ... QUIT, START,
UNSTOP) and keeps the block rule; we record consent and stay silent on those words, so the guest
gets exactly one confirmation. We still confirm the opt-out words Telnyx ignores (REVOKE,
"stop texting me" ...), and once Telnyx blocks a guest only START/UNSTOP lift it, so our other
opt-in words (YES, "resume") are not recorded as opt-ins the carrier would not honour.

`ours`: the profile's opt-out handling is off and our replies are the only ones. A 40300 on one
of our confirmations proves otherwise; the worker then reports the mismatch (log, /health) and
treats opt-ins as in the default set-up until the alert is cleared.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from compliance.carrier_keywords import blocked_by_carrier, carrier_blocks, carrier_unblocks
from data.store.models import ConsentState

OptOutHandling = Literal["telnyx", "ours"]


class CarrierOptOuts:
    """Decisions that depend on what Telnyx does with keywords on the messaging profile."""

    def __init__(
        self, mode: OptOutHandling = "telnyx", *, mismatch_seen: Callable[[], bool] | None = None
    ) -> None:
        self._mode = mode
        self._mismatch_seen = mismatch_seen or (lambda: False)

    def _carrier_acts(self) -> bool:
        return self._mode == "telnyx" or self._mismatch_seen()

    def confirms_itself(self, text: str) -> bool:
        """True when Telnyx already sent the guest its confirmation of `text` (we stay silent)."""
        return self._mode == "telnyx" and (carrier_blocks(text) or carrier_unblocks(text))

    def honours_opt_in(self, state: ConsentState, text: str) -> bool:
        """Whether an opt-in by `text` really lets texts reach a guest in `state` again."""
        if not state.opted_out or not self._carrier_acts():
            return True
        if not blocked_by_carrier(state.source):
            return True
        return carrier_unblocks(text)
