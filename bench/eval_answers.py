"""Answer quality of the concierge graph on bench/questions.json, offline and with a fake Gemini.

Run: `.venv/bin/python bench/eval_answers.py [--questions PATH] [--show-all]`

Every question runs through `GraphConcierge.reply` in a fresh conversation (its own guest
number), twice: offline (no chat model: router by pattern, answers from the knowledge base) and
with the real `ChatGoogleGenerativeAI` pointed at a local fake Gemini that behaves like a plain,
competent model (see `competent_model`), so the figures measure the pipeline (retrieval, prompts,
validation, fallback), not the fake's wit. The clock is fixed (Monday 10:00 AM at the property)
so opening hours are stable.

Prints the share answered correctly in each mode, the share of answerable questions met with
"I don't know", the share of out-of-KB questions correctly declined, the route accuracy of the
deterministic texts, LLM calls per turn, and every miss. A report, not a gate: exit code 0.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from langgraph.checkpoint.memory import InMemorySaver

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agent.concierge import GraphConcierge, TurnResult  # noqa: E402
from agent.context import Context  # noqa: E402
from agent.graph import build_graph  # noqa: E402
from agent.llm import build_chat_model  # noqa: E402
from agent.nodes.router import offline_intent  # noqa: E402
from agent.retrieval import KnowledgeIndex  # noqa: E402
from agent.semantic.embedder import STATIC_MIN_SIMILARITY, StaticEmbedder  # noqa: E402
from agent.semantic.gate import SemanticGate  # noqa: E402
from bench.answer_sets import ANSWER_SETS, BY_SPLIT, TUNE, describe  # noqa: E402
from concierge.wiring import build_language_detector  # noqa: E402
from data.kb.loader import default_kb_root, load_knowledge_base  # noqa: E402
from data.properties import Property, load_registry  # noqa: E402
from tests.fakes.gemini import FakeGemini, GeminiCall  # noqa: E402
from tests.fakes.http import RecordingServer  # noqa: E402

QUESTIONS = Path(__file__).with_name("questions.json")
# A Monday at 10:00 in the property's zone: the fixed "now" every expected hour assumes.
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))
ANSWER_CHARS = 300
MAX_TEXTS = 3
DECLINING_ROUTES = frozenset({"dont_know", "off_topic", "unclear"})
DONT_KNOW_PHRASE = "don't have that information"


# --- the question set ------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """One guest text and what a correct reply must show."""

    text: str
    topic: str
    expect_all: tuple[str, ...] = ()
    expect_any: tuple[str, ...] = ()
    expect_dont_know: bool = False
    expect_route: str | None = None

    @property
    def answerable(self) -> bool:
        return not self.expect_dont_know and self.expect_route is None


def load_questions(path: Path) -> list[Question]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    return [
        Question(
            text=item["text"],
            topic=item.get("topic", ""),
            expect_all=tuple(item.get("expect_all", ())),
            expect_any=tuple(item.get("expect_any", ())),
            expect_dont_know=bool(item.get("expect_dont_know", False)),
            expect_route=item.get("expect_route"),
        )
        for item in raw["questions"]
    ]


def load_heldout(split: str, path: Path | None = None) -> list[Question]:
    """One split of an answer set (its own file unless `path`); other splits are not read."""
    path = BY_SPLIT[split].path if path is None else path
    questions = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line) if line.strip() else None
        if item is None or item["split"] != split:
            continue
        questions.append(
            Question(
                text=item["question"],
                topic=item["kind"],
                expect_all=tuple(item.get("must_contain", ())),
                expect_dont_know=item.get("expect") == "decline",
            )
        )
    return questions


# --- judging a reply -------------------------------------------------------------------------

_RANGE_SHARED_MERIDIEM = re.compile(r"\b(\d{1,2})-(\d{1,2}) (am|pm)\b")
_GLUED_MERIDIEM = re.compile(r"\b(\d{1,2})(am|pm)\b")


def normalize(text: str) -> str:
    """Lowercase, straight quotes, and one spelling of clock times: "5:00 PM" = "5pm" = "5 pm".

    "5-10 PM" becomes "5 pm-10 pm", so an expected "5:00 PM" matches the compact ranges the
    knowledge base renders.
    """
    text = text.lower().replace("\u2019", "'").replace("\u2013", "-").replace("\u2014", "-")
    text = text.replace(":00", "")
    text = re.sub(r"\s*-\s*", "-", text)
    text = _GLUED_MERIDIEM.sub(r"\1 \2", text)
    return _RANGE_SHARED_MERIDIEM.sub(r"\1 \3-\2 \3", text)


def has_facts(question: Question, reply: str) -> bool:
    """Every `expect_all` string and, when given, one `expect_any` string appear in `reply`."""
    said = normalize(reply)
    if not all(normalize(fact) in said for fact in question.expect_all):
        return False
    return not question.expect_any or any(normalize(f) in said for f in question.expect_any)


def declined(result: TurnResult) -> bool:
    """The reply says the concierge has no answer (or it routed the text away as off-topic)."""
    return result.route in DECLINING_ROUTES or DONT_KNOW_PHRASE in " ".join(result.segments)


def is_correct(question: Question, result: TurnResult) -> bool:
    """Judge a reply by the question's own criterion."""
    if question.expect_route is not None:
        return result.route == question.expect_route
    if question.expect_dont_know:
        return declined(result)
    return not declined(result) and has_facts(question, " ".join(result.segments))


# --- the fake model --------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"[.!?](?=\s)")


def trim(text: str, limit: int = ANSWER_CHARS) -> str:
    """`text` cut to at most `limit` characters, at a sentence end when one is in reach."""
    if len(text) <= limit:
        return text
    head = text[: limit + 1]
    ends = [match.end() for match in _SENTENCE_END.finditer(head)]
    if ends:
        return head[: ends[-1]]
    return head[: head.rfind(" ")].rstrip(",;:") + "."


def competent_model(body: dict[str, Any]) -> dict[str, Any] | str:
    """Answer one Gemini request the way a plain, rule-following model would.

    Turn call (structured intent + answer + cited ids): intent by the same patterns the offline
    router uses (action requests, otherwise a property question); answer: the first fact line
    trimmed to about 300 characters, citing that item, or the "don't have that" line when there
    is none. Validator ("You check an SMS answer..."): always valid.
    """
    call = GeminiCall("bench", "generateContent", {}, body)
    if call.is_validator_call:
        return {"valid": True, "reason": ""}
    if call.is_turn_call:
        text = call.texts()[-1] if call.texts() else ""
        intent = offline_intent(text)
        if intent != "property_question":
            return {"intent": intent, "answer": "", "cited_ids": [], "confident": True}
        facts = call.facts
        if not facts:
            answer = "Sorry, I don't have that information."
            return {"intent": intent, "answer": answer, "cited_ids": [], "confident": True}
        item_id, fact = facts[0]
        return {"intent": intent, "answer": trim(fact), "cited_ids": [item_id], "confident": True}
    return "OK"


def without_nagle(server: RecordingServer) -> None:
    """Make a fake answer in one round trip instead of ~45 ms.

    The fakes write the headers and the body as two small segments; with Nagle's algorithm on,
    the body waits for the client's delayed ACK (~40 ms on Linux), a delay no real API adds.
    """
    handler: Any = server._server.RequestHandlerClass
    handler.disable_nagle_algorithm = True


# --- running the questions -------------------------------------------------------------------


@dataclass
class Outcome:
    question: Question
    result: TurnResult
    llm_calls: int
    validator_calls: int = 0
    correct: bool = field(init=False)

    def __post_init__(self) -> None:
        self.correct = is_correct(self.question, self.result)

    @property
    def reply(self) -> str:
        return " ".join(self.result.segments)


def offline_parts(prop: Property) -> tuple[KnowledgeIndex, SemanticGate]:
    """The property's index (BM25 fused with the offline embeddings) and the semantic gate."""
    embedder = StaticEmbedder.load()
    index = KnowledgeIndex(
        load_knowledge_base(default_kb_root(), prop.id),
        embedder=embedder,
        min_similarity=STATIC_MIN_SIMILARITY,
    )
    return index, SemanticGate.load(embedder)


def make_concierge(
    index: KnowledgeIndex, chat_model: Any, semantic_gate: SemanticGate | None
) -> GraphConcierge:
    return GraphConcierge(
        build_graph(checkpointer=InMemorySaver()),
        index_for=lambda property_id: index,
        chat_model=chat_model,
        circuit=None,
        max_texts=MAX_TEXTS,
        semantic_gate=semantic_gate,
        detector=build_language_detector(),  # as deployed: guests are answered in their language
    )


def run(
    concierge: GraphConcierge,
    prop: Property,
    questions: list[Question],
    *,
    mode: str,
    calls_so_far: Callable[[], int],
    validator_calls_so_far: Callable[[], int] = lambda: 0,
) -> list[Outcome]:
    outcomes = []
    for number, question in enumerate(questions):
        before, validators_before = calls_so_far(), validator_calls_so_far()
        result = concierge.reply(
            prop,
            f"+1203555{number:04d}",  # a new guest per question: no history carries over
            question.text,
            message_id=f"eval-{mode}-{number}",
            now=NOW,
        )
        outcomes.append(
            Outcome(
                question,
                result,
                calls_so_far() - before,
                validator_calls_so_far() - validators_before,
            )
        )
    return outcomes


# --- the report ------------------------------------------------------------------------------


def share(hits: int, total: int) -> str:
    return f"{hits}/{total} = {hits / total:.0%}" if total else "n/a"


# Branches answered by a template, without retrieval.
_CANNED_ROUTES = frozenset(
    {
        "crisis",
        "prompt_injection",
        "bsa_aml",
        "responsible_gaming",
        "age_minors",
        "patron_privacy",
        "gambling_advice",
        "human_request",
        "complaint",
        "greeting",
        "action_request",
        "off_topic",
        "unclear",
        "turn_limit",
        "handoff",
    }
)


def summarize(mode: str, outcomes: list[Outcome], seconds: float) -> None:
    answerable = [o for o in outcomes if o.question.answerable]
    unknown = [o for o in outcomes if o.question.expect_dont_know]
    routed = [o for o in outcomes if o.question.expect_route is not None]
    rows = [
        ("answered correctly (KB has it)", sum(o.correct for o in answerable), len(answerable)),
        ('wrongly "I don\'t know"', sum(declined(o.result) for o in answerable), len(answerable)),
        (
            "answerable, wrong item or facts",
            sum(not o.correct and not declined(o.result) for o in answerable),
            len(answerable),
        ),
        (
            "not in KB, answered with an item",
            sum(not declined(o.result) for o in unknown),
            len(unknown),
        ),
        ("not in KB, correctly declined", sum(o.correct for o in unknown), len(unknown)),
        ("deterministic route right", sum(o.correct for o in routed), len(routed)),
        ("all questions, own criterion", sum(o.correct for o in outcomes), len(outcomes)),
    ]
    print(f"\n== {mode} ({seconds:.1f} s, {seconds / len(outcomes) * 1000:.0f} ms per turn)")
    for label, hits, total in rows:
        print(f"  {label:33}{share(hits, total)}")
    calls = [o.llm_calls for o in outcomes]
    retrieved = [o.llm_calls for o in outcomes if o.result.route not in _CANNED_ROUTES]
    line = f"  {'LLM calls per turn':33}mean {statistics.fmean(calls):.2f}, max {max(calls)}"
    if retrieved:
        line += f"; turns past the router: mean {statistics.fmean(retrieved):.2f}"
    print(line)
    questions = [o for o in outcomes if o.question.expect_route is None]
    if questions and any(o.llm_calls for o in outcomes):
        mean = statistics.fmean(o.llm_calls for o in questions)
        needed = sum(o.validator_calls > 0 for o in questions)
        drafted = sum(o.llm_calls > 0 for o in questions)
        print(f"  {'LLM calls per question turn':33}mean {mean:.2f} (target <= 1.2)")
        print(
            f"  {'turns needing the LLM validator':33}{share(needed, drafted)} of turns with a call"
        )
    print_texts_per_reply(outcomes)
    routes: dict[str, int] = {}
    for outcome in outcomes:
        routes[outcome.result.route] = routes.get(outcome.result.route, 0) + 1
    print("  routes: " + ", ".join(f"{r} {n}" for r, n in sorted(routes.items())))


def print_texts_per_reply(outcomes: list[Outcome]) -> None:
    """SMS texts per reply: all replies, and answers (retrieved, not a template) on their own."""
    groups = {
        "texts per reply": outcomes,
        "texts per answer": [o for o in outcomes if o.result.route not in _CANNED_ROUTES],
    }
    for label, group in groups.items():
        counts = [len(o.result.segments) for o in group if o.result.segments]
        if not counts:
            continue
        print(
            f"  {label:33}mean {statistics.fmean(counts):.2f}; one text "
            f"{share(counts.count(1), len(counts))}; three or more "
            f"{share(sum(c >= 3 for c in counts), len(counts))}"
        )


def expectation(question: Question) -> str:
    if question.expect_route is not None:
        return f"route {question.expect_route}"
    if question.expect_dont_know:
        return "decline"
    wanted = " + ".join(question.expect_all)
    if question.expect_any:
        wanted += (" + " if wanted else "") + "one of (" + " | ".join(question.expect_any) + ")"
    return wanted


# Held-back and check sets: their misses are counted by kind, never printed.
REPORT_ONLY = frozenset(s.split for s in ANSWER_SETS if s.role != TUNE)


def print_misses(mode: str, outcomes: list[Outcome], show_all: bool, hidden: bool) -> None:
    misses = [o for o in outcomes if not o.correct]
    print(f"\n-- misses, {mode}: {len(misses)}")
    if hidden:
        kinds = Counter(o.question.topic for o in misses)
        print("  (held-back set: questions and replies not shown) by kind: " + str(dict(kinds)))
        return
    for outcome in outcomes if show_all else misses:
        mark = "ok  " if outcome.correct else "MISS"
        print(f"  {mark} [{outcome.question.topic}] {outcome.question.text!r}")
        print(f"       want: {expectation(outcome.question)}")
        print(f"       got ({outcome.result.route}, {outcome.llm_calls} calls): {outcome.reply}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=Path, default=QUESTIONS)
    parser.add_argument("--show-all", action="store_true", help="print every reply, not misses")
    parser.add_argument(
        "--heldout",
        choices=tuple(BY_SPLIT),
        help="use one half of bench/data/answer_heldout.jsonl (or the probe set) instead of"
        " --questions",
    )
    parser.add_argument(
        "--lexical-only", action="store_true", help="BM25 only (no offline embeddings fused)"
    )
    parser.add_argument("--min-similarity", type=float, default=STATIC_MIN_SIMILARITY)
    args = parser.parse_args()

    registry = load_registry()
    if args.heldout:
        chosen = BY_SPLIT[args.heldout]
        questions = load_heldout(args.heldout)
        prop = registry.default()
        about = describe(chosen.about, chosen.role)
        print(f"bench/data/{chosen.path.name}, split={args.heldout}: {about}")
    else:
        questions = load_questions(args.questions)
        raw = json.loads(args.questions.read_text(encoding="utf-8"))
        prop = registry.get(raw.get("property_id", "")) or registry.default()
    embedder = StaticEmbedder.load()
    index = KnowledgeIndex(
        load_knowledge_base(default_kb_root(), prop.id),
        embedder=None if args.lexical_only else embedder,
        min_similarity=args.min_similarity,
    )
    semantic_gate = SemanticGate.load(embedder)
    print(
        f"{len(questions)} questions: {sum(q.answerable for q in questions)} answerable, "
        f"{sum(q.expect_dont_know for q in questions)} not in the KB, "
        f"{sum(q.expect_route is not None for q in questions)} deterministic; "
        f"property {prop.id}, now {NOW:%A %Y-%m-%d %H:%M %Z}, "
        f"min_score {Context.min_score}, max_texts {MAX_TEXTS}"
    )

    started = time.perf_counter()
    offline = run(
        make_concierge(index, None, semantic_gate),
        prop,
        questions,
        mode="offline",
        calls_so_far=lambda: 0,
    )
    offline_seconds = time.perf_counter() - started

    with FakeGemini() as gemini:
        gemini.respond_with(competent_model)
        without_nagle(gemini.server)
        model = build_chat_model(
            api_key="bench-key", model="gemini-2.5-flash", base_url=gemini.url, timeout=10
        )
        started = time.perf_counter()
        online = run(
            make_concierge(index, model, semantic_gate),
            prop,
            questions,
            mode="llm",
            calls_so_far=lambda: len(gemini.calls()),
            validator_calls_so_far=lambda: sum(c.is_validator_call for c in gemini.calls()),
        )
        online_seconds = time.perf_counter() - started

    summarize("offline (no chat model)", offline, offline_seconds)
    summarize("fake Gemini (real ChatGoogleGenerativeAI client)", online, online_seconds)
    hidden = args.heldout in REPORT_ONLY
    print_misses("offline", offline, args.show_all, hidden)
    print_misses("fake Gemini", online, args.show_all, hidden)
    return 0


if __name__ == "__main__":
    sys.exit(main())
