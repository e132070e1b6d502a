"""Firestore cost of a conversation turn: our FirestoreSaver vs PyPI langgraph-checkpoint-firestore.

One run, same emulator, same graph (a StateGraph with a messages list and one node that answers
with an SMS-length reply), one conversation of --turns turns per saver and durability mode.
Calls are counted by a gRPC interceptor on each saver's own client channel; "bytes written" is
the size of the Commit requests. Document sizes follow Firestore's storage-size rules, read back
from the emulator after the last turn.

    .venv/bin/python bench/firestore_turn.py [--turns 200] [--durability async exit]

The PyPI package is optional and is kept out of the project's environment (it builds its own
client and has no dependency we lack); without it the script measures our saver alone:

    .venv/bin/pip install --no-deps --target /tmp/lcf langgraph-checkpoint-firestore==0.4.0
    PYTHONPATH=/tmp/lcf .venv/bin/python bench/firestore_turn.py
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, TypedDict

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from google.cloud import firestore  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer  # noqa: E402
from langgraph.graph import END, START, StateGraph  # noqa: E402
from langgraph.graph.message import add_messages  # noqa: E402

from data.checkpoint import FirestoreSaver  # noqa: E402
from tests.firestore_emulator import RpcCounter, count_rpcs, start_emulator  # noqa: E402

QUESTION = "Hi! What time does the buffet open tomorrow, and do I need a reservation for 4 people?"
ANSWER = (
    "Good morning! Seasons Buffet opens at 8 AM tomorrow and serves until 9 PM. No reservations "
    "are taken; parties of 4 are seated on arrival, and weekend waits are shortest before 10 AM. "
    "It is on the Casino of the Earth level next to the Sky entrance. Enjoy your visit!"
)


class Chat(TypedDict):
    messages: Annotated[list, add_messages]


def answer(state: Chat) -> dict:
    return {"messages": [AIMessage(content=ANSWER)]}


def build_graph():
    builder = StateGraph(Chat)
    builder.add_node("answer", answer)
    builder.add_edge(START, "answer")
    builder.add_edge("answer", END)
    return builder


# Firestore storage sizes (https://firebase.google.com/docs/firestore/storage-size) --------------


def value_size(value: Any) -> int:
    if value is None or isinstance(value, bool):
        return 1
    if isinstance(value, int | float | datetime):
        return 8
    if isinstance(value, str):
        return len(value.encode()) + 1
    if isinstance(value, bytes):
        return len(value)
    if isinstance(value, list):
        return sum(value_size(item) for item in value)
    if isinstance(value, dict):
        return sum(len(key.encode()) + 1 + value_size(item) for key, item in value.items())
    return len(str(value).encode()) + 1


def document_size(snapshot: Any) -> int:
    path = snapshot.reference.path.split("/")
    return sum(len(part.encode()) + 1 for part in path) + 16 + value_size(snapshot.to_dict()) + 32


def our_documents(client: firestore.Client) -> list[Any]:
    docs = [*client.collection("lg_checkpoints").stream()]
    return docs + [*client.collection("lg_checkpoints_chunks").stream()]


def pypi_documents(client: firestore.Client, thread_id: str) -> list[Any]:
    checkpoints = (
        client.collection("checkpoints").document(f"{thread_id}_").collection("checkpoints")
    )
    docs = []
    for checkpoint in checkpoints.stream():
        docs.append(checkpoint)
        docs.extend(checkpoint.reference.collection("writes").stream())
    return docs


# One conversation -------------------------------------------------------------------------------


@dataclass
class Result:
    saver: str
    durability: str
    calls_per_turn: float
    calls_by_method: dict[str, float]
    bytes_per_turn: float
    last_turn_bytes: int
    largest_document: int
    state_bytes: int
    documents: int
    ms_per_turn: float


def converse(name: str, saver: Any, client: Any, rpcs: RpcCounter, turns: int, durability: str):
    graph = build_graph().compile(checkpointer=saver)
    thread_id = f"mohegan_sun:+1203555{uuid.uuid4().hex[:4]}"
    config = {"configurable": {"thread_id": thread_id}}
    calls, sent, by_method = [], [], []
    started = time.perf_counter()
    for _ in range(turns):
        rpcs.reset()
        graph.invoke({"messages": [HumanMessage(content=QUESTION)]}, config, durability=durability)
        calls.append(rpcs.total)
        sent.append(rpcs.commit_bytes)
        by_method.append(dict(rpcs.calls))
    elapsed = time.perf_counter() - started
    final = saver.get_tuple(config).checkpoint
    state_bytes = len(JsonPlusSerializer().dumps_typed(final)[1])
    docs = our_documents(client) if name == "ours" else pypi_documents(client, thread_id)
    steady = by_method[1:] or by_method  # the first turn finds no checkpoint to read
    methods = sorted({m for turn in steady for m in turn})
    return Result(
        saver=name,
        durability=durability,
        calls_per_turn=statistics.mean(calls[1:] or calls),
        calls_by_method={m: statistics.mean(t.get(m, 0) for t in steady) for m in methods},
        bytes_per_turn=statistics.mean(sent),
        last_turn_bytes=sent[-1],
        largest_document=max(document_size(doc) for doc in docs),
        state_bytes=state_bytes,
        documents=len(docs),
        ms_per_turn=1000 * elapsed / turns,
    )


def run_ours(turns: int, durability: str) -> Result:
    client = firestore.Client(project=f"bench-{uuid.uuid4().hex[:12]}")
    rpcs = count_rpcs(client)
    try:
        return converse("ours", FirestoreSaver(client), client, rpcs, turns, durability)
    finally:
        client.close()


def run_pypi(turns: int, durability: str) -> Result | None:
    try:
        from langgraph_checkpoint_firestore import FirestoreSaver as PypiSaver
    except ImportError:
        return None
    saver = PypiSaver(f"bench-{uuid.uuid4().hex[:12]}", "checkpoints")  # builds its own client
    rpcs = count_rpcs(saver.client)
    try:
        return converse("pypi 0.4.0", saver, saver.client, rpcs, turns, durability)
    finally:
        saver.client.close()


def report(results: list[Result]) -> None:
    header = (
        f"{'saver':<11} {'durability':<10} {'calls/turn':>10} {'KiB/turn':>9} {'KiB last':>9} "
        f"{'state KiB':>9} {'largest doc KiB':>15} {'docs':>5} {'ms/turn':>8}  calls by method"
    )
    print(header)
    for r in results:
        methods = ", ".join(f"{m} {n:.1f}" for m, n in r.calls_by_method.items())
        print(
            f"{r.saver:<11} {r.durability:<10} {r.calls_per_turn:>10.1f} "
            f"{r.bytes_per_turn / 1024:>9.1f} {r.last_turn_bytes / 1024:>9.1f} "
            f"{r.state_bytes / 1024:>9.1f} {r.largest_document / 1024:>15.1f} {r.documents:>5} "
            f"{r.ms_per_turn:>8.1f}  {methods}"
        )
    for durability in dict.fromkeys(r.durability for r in results):
        pair = {r.saver: r for r in results if r.durability == durability}
        if "ours" in pair and "pypi 0.4.0" in pair:
            ours, pypi = pair["ours"], pair["pypi 0.4.0"]
            calls = ours.calls_per_turn / pypi.calls_per_turn
            sent = ours.bytes_per_turn / pypi.bytes_per_turn
            largest = ours.largest_document / pypi.largest_document
            print(
                f"{durability}: ours/pypi calls per turn {calls:.2f}, bytes per turn {sent:.2f},"
                f" largest document {largest:.2f}"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument(
        "--durability", nargs="+", default=["async", "exit"], choices=["async", "sync", "exit"]
    )
    args = parser.parse_args()
    logging.getLogger("langgraph_checkpoint_firestore").setLevel(logging.WARNING)
    emulator = start_emulator()
    os.environ["FIRESTORE_EMULATOR_HOST"] = emulator.host
    try:
        results: list[Result] = []
        for durability in args.durability:
            results.append(run_ours(args.turns, durability))
            pypi = run_pypi(args.turns, durability)
            if pypi is None:
                print("langgraph-checkpoint-firestore is not importable: measuring ours alone")
            else:
                results.append(pypi)
        print(f"{args.turns} turns of one conversation each, npm Firestore emulator on loopback")
        report(results)
    finally:
        emulator.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
