"""`one_step`: run nodes that always follow each other as one graph step.

Each LangGraph step costs ~1 ms of worker CPU (task preparation, channel writes, an in-memory
checkpoint, callbacks) whatever the node does, so a fixed chain of nodes is cheaper as one step.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, Protocol

from langgraph.runtime import Runtime

from agent.context import Context
from agent.state import ConciergeState

Node = Callable[..., dict[str, Any]]


class Step(Protocol):
    """A node LangGraph calls with the state and the run's `Runtime`."""

    def __call__(self, state: ConciergeState, *, runtime: Runtime[Context]) -> dict[str, Any]:
        """The state update."""


def one_step(*nodes: Node) -> Step:
    """A node running `nodes` in order, each seeing the state with the earlier updates applied.

    The updates are applied by plain overwrite, as LangGraph does for channels without a
    reducer: only the last node may write `messages` (whose reducer appends).
    """
    takes_runtime = [len(inspect.signature(node).parameters) > 1 for node in nodes]

    def run(state: ConciergeState, *, runtime: Runtime[Context]) -> dict[str, Any]:
        update: dict[str, Any] = {}
        for node, with_runtime in zip(nodes, takes_runtime, strict=True):
            seen: Any = {**state, **update} if update else state
            update.update(node(seen, runtime) if with_runtime else node(seen))
        return update

    run.__name__ = "_then_".join(node.__name__ for node in nodes)
    run.__doc__ = "; then ".join((node.__doc__ or node.__name__).splitlines()[0] for node in nodes)
    return run
