"""The keywords Telnyx acts on by itself on a messaging profile with default opt-out handling.

Telnyx answers these with its own auto-response and keeps a block rule per messaging profile:
an opt-out word blocks every later send to the guest (error 40300) until the guest texts an
opt-in word. Our own keyword sets are wider (REVOKE, OPTOUT, "stop texting me", YES ...);
Telnyx neither answers nor blocks on those. Matching here is on the whole text, case and
surrounding punctuation ignored, which is how Telnyx documents its keyword triggers.
"""

from __future__ import annotations

import re

CARRIER_OPT_OUT = frozenset({"STOP", "STOPALL", "STOP ALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"})
CARRIER_OPT_IN = frozenset({"START", "UNSTOP"})
CARRIER_SOURCE = "carrier"
"""The ledger source of an opt-out learnt from a 40300 answer."""

_EDGES = re.compile(r"^[\W_]+|[\W_]+$")
_SPACES = re.compile(r"\s+")


def _core(text: str) -> str:
    return _SPACES.sub(" ", _EDGES.sub("", text.strip())).upper()


def carrier_blocks(text: str) -> bool:
    """True when Telnyx itself answers `text` and blocks the guest."""
    return _core(text) in CARRIER_OPT_OUT


def carrier_unblocks(text: str) -> bool:
    """True when Telnyx itself answers `text` and lifts its block."""
    return _core(text) in CARRIER_OPT_IN


def blocked_by_carrier(opt_out_source: str | None) -> bool:
    """Whether an opt-out recorded from `opt_out_source` is also a block rule at Telnyx."""
    return opt_out_source is not None and (
        opt_out_source == CARRIER_SOURCE or carrier_blocks(opt_out_source)
    )
