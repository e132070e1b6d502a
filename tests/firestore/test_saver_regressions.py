"""FirestoreSaver on the emulator: the bugs of the PyPI saver, and what our own design promises.

Regressions named in shared/FACTS.md for langgraph-checkpoint-firestore 0.4.0: `delete_thread("a")`
also deleted "a_2"; pending writes sorted as strings (10 before 2) and interleaved across tasks;
"/" in a thread id crashed it; base64 storage and a client it built itself.
"""

import asyncio
import textwrap
import threading
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, TypedDict
from uuid import uuid4

import pytest
from google.cloud import firestore
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.base import Checkpoint, empty_checkpoint
from langgraph.checkpoint.base.id import uuid6
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages

from data.checkpoint import FirestoreSaver
from data.checkpoint.firestore_saver import encode_id_part
from data.checkpoint.turn_guard import TurnAbandoned, TurnGuard, guarded_by
from tests.firestore_emulator import RunningEmulator, count_rpcs, unique_project

COLLECTION = "lg_checkpoints"


def config(thread_id: str, ns: str = "", checkpoint_id: str | None = None) -> dict:
    configurable = {"thread_id": thread_id, "checkpoint_ns": ns}
    if checkpoint_id:
        configurable["checkpoint_id"] = checkpoint_id
    return {"configurable": configurable}


def new_checkpoint(**channel_values) -> Checkpoint:
    checkpoint = empty_checkpoint()
    checkpoint["id"] = str(uuid6(clock_seq=-1))
    checkpoint["channel_values"] = channel_values
    checkpoint["channel_versions"] = {name: 1 for name in channel_values}
    return checkpoint


def put_chain(saver: FirestoreSaver, thread_id: str, n: int, ns: str = "", **values) -> list[dict]:
    stored, parent = [], None
    for step in range(n):
        cfg = config(thread_id, ns, parent["configurable"]["checkpoint_id"] if parent else None)
        parent = saver.put(cfg, new_checkpoint(**values), {"source": "loop", "step": step}, {})
        stored.append(parent)
    return stored


def raw_docs(client: firestore.Client, collection: str = COLLECTION) -> dict[str, dict]:
    return {snap.id: snap.to_dict() for snap in client.collection(collection).stream()}


def thread_ids_left(client: firestore.Client) -> set[str]:
    return {doc["thread_id"] for doc in raw_docs(client).values()}


# delete_thread deletes exactly that thread -----------------------------------------------


def test_delete_thread_spares_threads_whose_ids_start_the_same(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    for thread_id in ["a", "a_2", "a.b", "a/b", "a%2Fb", "ab"]:
        put_chain(saver, thread_id, 2)
    saver.delete_thread("a")
    assert thread_ids_left(firestore_client) == {"a_2", "a.b", "a/b", "a%2Fb", "ab"}
    assert saver.get_tuple(config("a")) is None
    saver.delete_thread("a/b")
    assert thread_ids_left(firestore_client) == {"a_2", "a.b", "a%2Fb", "ab"}


def test_delete_thread_removes_every_namespace_and_chunk(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client, chunk_bytes=32)
    put_chain(saver, "guest", 2, ns="", blob="x" * 200)
    put_chain(saver, "guest", 2, ns="child:1", blob="y" * 200)
    assert raw_docs(firestore_client, f"{COLLECTION}_chunks") != {}
    saver.delete_thread("guest")
    assert raw_docs(firestore_client) == {}
    assert raw_docs(firestore_client, f"{COLLECTION}_chunks") == {}


# pending writes in (task_path, task_id, idx) order -----------------------------------------


def test_writes_of_one_task_keep_numeric_order_past_ten(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    [stored] = put_chain(saver, "t", 1)
    saver.put_writes(stored, [("items", n) for n in range(12)], "task-1", "~__pregel_pull, a")
    pending = saver.get_tuple(stored).pending_writes
    assert [value for _, _, value in pending] == list(range(12))


def test_writes_of_several_tasks_are_grouped_by_path_then_task(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    [stored] = put_chain(saver, "t", 1)
    saver.put_writes(stored, [("ch", "b0"), ("ch", "b1")], "task-b", "~__pregel_pull, b")
    saver.put_writes(
        stored, [("ch", "a0"), ("ch", "a1"), ("ch", "a2")], "task-z", "~__pregel_pull, a"
    )
    saver.put_writes(stored, [("ch", "c0")], "task-a", "~__pregel_pull, b")
    pending = saver.get_tuple(stored).pending_writes
    assert [(task, value) for task, _, value in pending] == [
        ("task-z", "a0"),
        ("task-z", "a1"),
        ("task-z", "a2"),
        ("task-a", "c0"),
        ("task-b", "b0"),
        ("task-b", "b1"),
    ]
    listed = next(saver.list(config("t")))
    assert listed.pending_writes == pending


def test_writes_that_arrive_before_their_checkpoint_survive_its_put(firestore_client) -> None:
    # With async durability langgraph may submit put_writes before the put of the same checkpoint.
    saver = FirestoreSaver(firestore_client)
    checkpoint = new_checkpoint()
    early = config("t", checkpoint_id=checkpoint["id"])
    saver.put_writes(early, [("ch", "early")], "task-1")
    assert saver.get_tuple(config("t")) is None  # a document with writes only is no checkpoint
    saver.put(config("t"), checkpoint, {"source": "input", "step": -1}, {})
    assert saver.get_tuple(config("t")).pending_writes == [("task-1", "ch", "early")]


def test_concurrent_writes_of_parallel_tasks_all_land(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    [stored] = put_chain(saver, "t", 1)
    tasks = [f"task-{n:02d}" for n in range(8)]
    threads = [
        threading.Thread(target=saver.put_writes, args=(stored, [("ch", task)], task, "p"))
        for task in tasks
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert [value for _, _, value in saver.get_tuple(stored).pending_writes] == tasks


# "/" and other characters in ids -----------------------------------------------------------


@pytest.mark.parametrize(
    "thread_id", ["mohegan_sun/+12035550147", "a/b/c", "__x__", ".", "..", "%"]
)
def test_any_thread_id_round_trips(firestore_client, thread_id: str) -> None:
    saver = FirestoreSaver(firestore_client)
    stored = put_chain(saver, thread_id, 2, ns="sub/graph:1", note=thread_id)
    latest = saver.get_tuple(config(thread_id, "sub/graph:1"))
    assert latest.config == stored[-1]
    assert latest.checkpoint["channel_values"] == {"note": thread_id}
    assert [t.config for t in saver.list({"configurable": {"thread_id": thread_id}})] == stored[
        ::-1
    ]
    assert [*saver.list(config(thread_id))] == []  # the root namespace holds none
    assert all("/" not in doc_id for doc_id in raw_docs(firestore_client))
    saver.delete_thread(thread_id)
    assert raw_docs(firestore_client) == {}


def test_encoded_ids_are_valid_firestore_ids() -> None:
    for raw in ["a/b", "__x__", ".", "..", "a.b", "+1203-555", "naïve"]:
        encoded = encode_id_part(raw)
        assert "/" not in encoded and "." not in encoded and not encoded.startswith("__")
    assert encode_id_part("+1203-555") == "+1203-555"
    assert encode_id_part("a/b") != encode_id_part("a%2Fb")


# native bytes on the injected client ------------------------------------------------------


def test_checkpoints_are_native_bytes_in_the_injected_clients_project(
    firestore_client, firestore_emulator: RunningEmulator, monkeypatch
) -> None:
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    other = firestore.Client(project=unique_project())
    saver = FirestoreSaver(firestore_client)
    assert saver.client is firestore_client
    checkpoint = new_checkpoint(greeting="hello")
    saver.put(config("t"), checkpoint, {"source": "input", "step": -1}, {})
    [doc] = raw_docs(firestore_client).values()
    assert isinstance(doc["checkpoint"], bytes) and isinstance(doc["metadata"], bytes)
    assert doc["checkpoint"] == saver.serde.dumps_typed(checkpoint)[1]
    assert raw_docs(other) == {}
    other.close()


def test_put_put_writes_and_get_tuple_are_one_rpc_each(firestore_emulator, monkeypatch) -> None:
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    client = firestore.Client(project=unique_project())
    rpcs = count_rpcs(client)
    saver = FirestoreSaver(client)
    first = saver.put(config("t"), new_checkpoint(), {"step": -1}, {})
    assert dict(rpcs.calls) == {"Commit": 1}
    second = saver.put(first, new_checkpoint(), {"step": 0}, {})  # prunes with no extra read
    rpcs.reset()
    saver.put_writes(second, [("a", 1), ("b", 2), ("c", 3)], "task-1")
    assert dict(rpcs.calls) == {"Commit": 1}
    rpcs.reset()
    assert saver.get_tuple(config("t")).config == second
    assert dict(rpcs.calls) == {"RunQuery": 1}
    client.close()


# TTL fields, retention, document size --------------------------------------------------------


def test_every_document_has_created_at_and_expire_at_when_a_ttl_is_set(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client, ttl=timedelta(days=30), chunk_bytes=64)
    first, second = put_chain(saver, "t", 2, blob="z" * 500)
    docs = [*raw_docs(firestore_client).values()]
    docs += raw_docs(firestore_client, f"{COLLECTION}_chunks").values()
    assert len(docs) > 2
    for doc in docs:
        assert doc["expire_at"] - doc["created_at"] == timedelta(days=30)
    [before] = [
        doc for doc in docs if doc.get("checkpoint_id") == second["configurable"]["checkpoint_id"]
    ]
    saver.put_writes(second, [("ch", 1)], "task-1")  # a write keeps the thread alive longer
    [after] = [doc for doc in raw_docs(firestore_client).values() if doc.get("writes")]
    assert after["created_at"] == before["created_at"]
    assert after["expire_at"] >= before["expire_at"]
    no_ttl = FirestoreSaver(firestore_client, collection="plain")
    put_chain(no_ttl, "t", 1)
    [plain] = raw_docs(firestore_client, "plain").values()
    assert plain["created_at"] is not None and plain["expire_at"] is None


def test_a_long_thread_keeps_only_its_last_checkpoints(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client, keep_last=3, chunk_bytes=40)
    stored = put_chain(saver, "t", 10, blob="q" * 100)
    assert [t.config for t in saver.list(config("t"))] == stored[-3:][::-1]
    chunk_owners = {
        doc_id.split("~")[0] for doc_id in raw_docs(firestore_client, f"{COLLECTION}_chunks")
    }
    assert chunk_owners == set(raw_docs(firestore_client))
    assert saver.get_tuple(stored[-1]).parent_config == stored[-2]


def test_retention_continues_in_a_process_that_never_saw_the_parent(firestore_client) -> None:
    stored = put_chain(FirestoreSaver(firestore_client, keep_last=2), "t", 3)
    fresh = FirestoreSaver(firestore_client, keep_last=2)
    latest = fresh.put(stored[-1], new_checkpoint(), {"step": 3}, {})
    assert [t.config for t in fresh.list(config("t"))] == [latest, stored[-1]]


def test_a_state_over_one_mebibyte_is_stored_in_bounded_documents(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    big = "".join(str(n) for n in range(250_000))  # about 1.2 MB
    [stored] = put_chain(saver, "t", 1, transcript=big)
    assert saver.get_tuple(stored).checkpoint["channel_values"]["transcript"] == big
    chunks = raw_docs(firestore_client, f"{COLLECTION}_chunks").values()
    assert len(chunks) >= 5
    assert max(len(chunk["data"]) for chunk in chunks) <= saver.chunk_bytes
    [head] = raw_docs(firestore_client).values()
    assert head["checkpoint"] is None


def test_keep_last_below_two_is_refused(firestore_client) -> None:
    with pytest.raises(ValueError, match="keep_last"):
        FirestoreSaver(firestore_client, keep_last=1)


# strict deserialization -----------------------------------------------------------------


@dataclass
class Smuggled:
    payload: str


def test_unlisted_types_are_not_rebuilt(firestore_client, caplog) -> None:
    saver = FirestoreSaver(firestore_client)
    [stored] = put_chain(saver, "t", 1, when=timedelta(minutes=5))
    saver.put_writes(stored, [("ch", Smuggled("rm -rf"))], "task-1")
    loaded = saver.get_tuple(stored)
    assert loaded.checkpoint["channel_values"] == {"when": timedelta(minutes=5)}
    assert not isinstance(loaded.pending_writes[0][2], Smuggled)
    assert "Blocked deserialization" in caplog.text
    allowed = saver.with_allowlist({(Smuggled.__module__, "Smuggled")})
    assert allowed.get_tuple(stored).pending_writes[0][2] == Smuggled("rm -rf")


# a real graph --------------------------------------------------------------------------


class Chat(TypedDict):
    messages: Annotated[list, add_messages]


def echo(state: Chat) -> dict:
    return {"messages": [AIMessage(content=f"you said {state['messages'][-1].content}")]}


def chat_graph():
    builder = StateGraph(Chat)
    builder.add_node("echo", echo)
    builder.add_edge(START, "echo")
    builder.add_edge("echo", END)
    return builder


def test_a_conversation_survives_a_new_saver_on_the_same_database(firestore_client) -> None:
    thread = {"configurable": {"thread_id": f"mohegan_sun:+1203555{uuid4().hex[:4]}"}}
    first = chat_graph().compile(checkpointer=FirestoreSaver(firestore_client))
    first.invoke({"messages": [HumanMessage(content="hi")]}, thread)
    second = chat_graph().compile(checkpointer=FirestoreSaver(firestore_client))
    result = second.invoke({"messages": [HumanMessage(content="buffet hours?")]}, thread)
    assert [m.content for m in result["messages"]] == [
        "hi",
        "you said hi",
        "buffet hours?",
        "you said buffet hours?",
    ]
    history = [*second.get_state_history(thread)]
    assert len(history) == 6 and history[-1].metadata["source"] == "input"


def test_async_methods_see_what_sync_methods_wrote(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    stored = put_chain(saver, "t", 2)

    async def scenario() -> None:
        await saver.aput_writes(stored[-1], [("ch", "async")], "task-1")
        latest = await saver.aget_tuple(config("t"))
        assert latest.pending_writes == [("task-1", "ch", "async")]
        assert [t.config async for t in saver.alist(config("t"), limit=1)] == [stored[-1]]
        await saver.adelete_thread("t")

    asyncio.run(scenario())
    assert saver.get_tuple(config("t")) is None


def test_the_docstring_example_runs(firestore_emulator: RunningEmulator, monkeypatch) -> None:
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    example = FirestoreSaver.__doc__.split("```python\n")[1].split("```")[0]
    project = unique_project()
    exec(textwrap.dedent(example).replace("demo-concierge", project), {})
    client = firestore.Client(project=project)
    assert {doc["thread_id"] for doc in raw_docs(client).values()} == {"mohegan_sun/+12035550147"}
    client.close()


# an abandoned turn saves nothing (data/checkpoint/turn_guard.py) -------------------------


def test_an_abandoned_turn_saves_no_checkpoint_and_no_writes(firestore_client) -> None:
    saver = FirestoreSaver(firestore_client)
    (saved,) = put_chain(saver, "guest", 1)
    guard = TurnGuard()
    with guarded_by(guard):
        saver.put_writes(saved, [("messages", "still running")], "task-1")
        guard.abandon()
        with pytest.raises(TurnAbandoned):
            saver.put(saved, new_checkpoint(messages="abandoned"), {"step": 1}, {})
        with pytest.raises(TurnAbandoned):
            saver.put_writes(saved, [("messages", "late")], "task-2")
    latest = saver.get_tuple(config("guest"))
    assert latest is not None
    assert latest.config["configurable"]["checkpoint_id"] == saved["configurable"]["checkpoint_id"]
    assert [w[2] for w in latest.pending_writes] == ["still running"]
    # Outside the abandoned turn the same saver saves as usual.
    put_chain(saver, "guest", 1)
    assert len(list(saver.list(config("guest")))) == 2
