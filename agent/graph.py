"""The concierge graph; `build_graph(checkpointer=...)` compiles it at the edge."""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from agent.context import Context
from agent.nodes.canned import canned_reply
from agent.nodes.finish import format_for_sms, record_reply
from agent.nodes.gate import check_compliance, route_after_gate
from agent.nodes.generate import generate_answer, route_after_generation
from agent.nodes.language import detect_language, localize_reply
from agent.nodes.one_step import one_step
from agent.nodes.retrieve import retrieve_context
from agent.nodes.router import classify_intent, route_after_intent
from agent.nodes.validate import fall_back, route_after_validation, validate_answer
from agent.state import ConciergeState, TurnInput, TurnOutput


def build_builder() -> StateGraph[ConciergeState, Context, TurnInput, TurnOutput]:
    """The uncompiled graph: gate -> retrieve and one model call -> validate -> SMS.

    `classify_intent` makes the turn's one structured call; its intent routes the turn and its
    answer is the draft `generate_answer` takes (a retry after validation calls again). Nodes
    that always follow each other run as one step (`one_step`): a common turn is five steps.
    """
    graph = StateGraph(
        ConciergeState, context_schema=Context, input_schema=TurnInput, output_schema=TurnOutput
    )
    graph.add_node("compliance_gate", one_step(detect_language, check_compliance))
    graph.add_node("retrieve_context", one_step(retrieve_context, classify_intent))
    graph.add_node("generate_answer", generate_answer)
    graph.add_node("validate_answer", validate_answer)
    graph.add_node("fall_back", fall_back)
    graph.add_node("canned_reply", canned_reply)
    # Every draft is put into the guest's language on its way to segmentation.
    graph.add_node("finish_reply", one_step(localize_reply, format_for_sms, record_reply))

    graph.add_edge(START, "compliance_gate")
    graph.add_conditional_edges(
        "compliance_gate", route_after_gate, ["retrieve_context", "canned_reply", END]
    )
    graph.add_conditional_edges(
        "retrieve_context", route_after_intent, ["generate_answer", "canned_reply"]
    )
    graph.add_conditional_edges(
        "generate_answer",
        route_after_generation,
        {"validate_answer": "validate_answer", "format_for_sms": "finish_reply"},
    )
    graph.add_conditional_edges(
        "validate_answer",
        route_after_validation,
        {
            "format_for_sms": "finish_reply",
            "generate_answer": "generate_answer",
            "fall_back": "fall_back",
        },
    )
    graph.add_edge("fall_back", "finish_reply")
    graph.add_edge("canned_reply", "finish_reply")
    graph.add_edge("finish_reply", END)
    return graph


def build_graph(
    checkpointer: BaseCheckpointSaver | None = None,
) -> CompiledStateGraph[ConciergeState, Context, TurnInput, TurnOutput]:
    """Compile the graph with the given checkpointer (SQLite, Firestore or in-memory)."""
    return build_builder().compile(checkpointer=checkpointer)
