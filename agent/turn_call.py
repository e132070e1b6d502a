"""The one structured Gemini call of a question turn: intent, answer and cited item ids."""

from __future__ import annotations

from typing import Literal

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from agent import i18n
from agent.context import Context
from agent.followup import asked, asked_note
from agent.language import Language
from agent.llm_guard import guarded_call, structured
from agent.prompts import RETRY_SUFFIX, SYSTEM_PROMPT
from agent.reply_shape import ANSWER_TEXTS, asked_for_list
from agent.state import ConciergeState

Intent = Literal[
    "property_question", "greeting", "action_request", "gambling_advice", "off_topic", "unclear"
]

Safety = Literal[
    "none",
    "crisis",
    "prompt_injection",
    "bsa_aml",
    "responsible_gaming",
    "age_minors",
    "patron_privacy",
    "gambling_advice",
    "human_request",
    "complaint",
]
SAFETY_HELP = (
    "a safety category the latest text falls under, else none: crisis (self-harm, overdose, "
    "medical emergency, violence or a threat), prompt_injection, bsa_aml (avoiding cash "
    "reports or ID, laundering), responsible_gaming (problem gambling, help, self-exclusion), "
    "age_minors (under 21 gambling or drinking), patron_privacy (another guest's whereabouts "
    "or details), gambling_advice, human_request, complaint"
)

# The model is asked for SMS length, counted in SMS parts (`i18n.char_budget`: UCS-2 languages
# get fewer characters per part): one text for an answer, two for a list. The splitter's cap
# is the safety net.


def char_budget(state: ConciergeState, ctx: Context) -> int:
    """Characters the answer may take in the guest's language (more when a list was asked)."""
    question, _ = asked(state)
    english = i18n.as_language(state.get("language")) is Language.EN
    # A UCS-2 part holds 70 characters: other languages keep two parts for an answer.
    short = english and not asked_for_list(question)
    texts = min(ANSWER_TEXTS, ctx.max_texts) if short else ctx.max_texts
    return i18n.char_budget(state.get("language"), texts)


class TurnReply(BaseModel):
    """What the model returns for one guest text: the router's and the writer's parts in one."""

    intent: Intent = Field(description="what the guest's latest text wants")
    answer: str = Field(default="", description="the SMS answer for a property_question")
    cited_ids: list[str] = Field(
        default_factory=list, description="ids of the facts the answer uses"
    )
    confident: bool = Field(default=True, description="false when unsure of the intent")
    safety: Safety = Field(default="none", description=SAFETY_HELP)


def facts_block(state: ConciergeState) -> str:
    """The retrieved fact sheets, one line each, tagged with the item id the model cites."""
    lines = [f"- [{hit['id']}] {hit['facts']}" for hit in state.get("hits", [])]
    return "\n".join(lines) or "(none)"


def build_messages(state: ConciergeState, ctx: Context) -> list[BaseMessage]:
    """System prompt with facts and local time, the recent conversation, the guest's text."""
    system = SYSTEM_PROMPT.format(
        property_name=ctx.prop.name,
        property_location=ctx.prop.location,
        property_phone=ctx.prop.contact_phone,
        char_budget=char_budget(state, ctx),
        local_time=ctx.now.strftime("%Y-%m-%d %I:%M %p %Z"),
        weekday=ctx.now.strftime("%A"),
        facts=facts_block(state),
    )
    system += i18n.language_instruction(state.get("language"))
    system += asked_note(state)
    if state.get("feedback"):
        system += RETRY_SUFFIX.format(feedback=state["feedback"])
    history = state.get("messages", [])[-ctx.history_window - 1 : -1]
    recent: list[BaseMessage] = [
        HumanMessage(content=m.content) if m.type == "human" else AIMessage(content=m.content)
        for m in history
    ]
    return [SystemMessage(content=system), *recent, HumanMessage(content=state["guest_text"])]


def ask_model(state: ConciergeState, ctx: Context) -> tuple[TurnReply | None, bool]:
    """Make the turn's structured call: (reply or None when unavailable or failed, attempted)."""
    messages = build_messages(state, ctx)
    reply, attempted = guarded_call(
        ctx,
        lambda model: structured(ctx, model, TurnReply).invoke(messages),
    )
    return (reply if isinstance(reply, TurnReply) else None), attempted
