"""Today's figures, computed from the store's records (the same quantities as /metrics)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from data.turns.log import KEYWORD_ROUTE, STAFF_ROUTE, TurnRecord

NOT_TURNS = {STAFF_ROUTE, KEYWORD_ROUTE}


@dataclass(frozen=True)
class DayFigures:
    """One property's day so far."""

    turns: int
    by_route: dict[str, int]
    by_source: dict[str, int]
    llm_calls: int
    first_text_p50: float | None
    first_text_p95: float | None
    sends: dict[str, int]
    open_handoffs: int
    held_texts: int
    opt_outs: int
    inbound: int
    staff_replies: int
    latencies: list[float] = field(default_factory=list)

    @property
    def llm_calls_per_turn(self) -> float | None:
        """Mean LLM calls per bot turn, None before the first turn."""
        return self.llm_calls / self.turns if self.turns else None


def percentile(values: Sequence[float], fraction: float) -> float | None:
    """Nearest-rank percentile (p50 of [1, 2, 3, 4] is 2), None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def day_figures(
    turns: Sequence[TurnRecord],
    *,
    sends: dict[str, int],
    open_handoffs: int,
    held_texts: int,
    opt_outs: int,
    inbound: int,
) -> DayFigures:
    """Fold the day's turn records and counts into the figures the page shows."""
    bot = [turn for turn in turns if turn.route not in NOT_TURNS]
    latencies = [s for s in (turn.first_text_seconds for turn in bot) if s is not None]
    return DayFigures(
        turns=len(bot),
        by_route=dict(Counter(turn.route for turn in bot).most_common()),
        by_source=dict(Counter(turn.source for turn in bot).most_common()),
        llm_calls=sum(turn.llm_calls for turn in bot),
        first_text_p50=percentile(latencies, 0.50),
        first_text_p95=percentile(latencies, 0.95),
        sends=sends,
        open_handoffs=open_handoffs,
        held_texts=held_texts,
        opt_outs=opt_outs,
        inbound=inbound,
        staff_replies=sum(1 for turn in turns if turn.route == STAFF_ROUTE),
        latencies=latencies,
    )
