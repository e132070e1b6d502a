"""LangGraph checkpoints in Firestore, modeled on langgraph's `SqliteSaver`.

One document per checkpoint in one collection (default `lg_checkpoints`):

- id `{thread}.{ns}.{checkpoint_id}`, each part percent-encoded, so a thread id may hold "/";
- `sort_key` `{thread}.{ns}.{checkpoint_id}` with only the last part raw: one range on it finds a
  thread's or a namespace's checkpoints newest first through Firestore's automatic single-field
  index. No composite index is needed, so the emulator (which ignores indexes) hides none;
- `checkpoint` native bytes; above `chunk_bytes` the bytes go to `{collection}_chunks` documents
  written in the same commit, so no document nears the 1 MiB limit however long a conversation;
- `writes` a map of the pending writes, so `get_tuple` is one query and `put_writes` one commit;
- `lineage` the nearest ancestors: each `put` deletes the one that falls out of `keep_last`;
- `created_at`, and `expire_at` when `ttl` is set, for a Firestore TTL policy on `expire_at`.

Not `DeltaChannel`-aware: pass `keep_last=None` for graphs that use it. Async methods run the
sync ones in a worker thread (the injected client is synchronous).
"""

from __future__ import annotations

import asyncio
import hashlib
import string
import threading
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter
from google.cloud.firestore_v1.field_path import FieldPath
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    PendingWrite,
    SerializerProtocol,
    get_checkpoint_id,
    get_checkpoint_metadata,
)
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from data.checkpoint.turn_guard import save_allowed

_SAFE_ID_CHARS = frozenset(string.ascii_letters + string.digits + "+-")
_BATCH_LIMIT = 450  # Firestore allows 500 writes per commit
_IN_LIMIT = 30  # values per Firestore "in" filter
_LINEAGE_CACHE_SIZE = 4096
Doc = dict[str, Any]


def encode_id_part(value: str) -> str:
    """Percent-encode all but letters, digits, "+" and "-": no "/", "." or "__x__" survives."""
    return "".join(
        char if char in _SAFE_ID_CHARS else "".join(f"%{b:02X}" for b in char.encode())
        for char in value
    )


def _write_key(task_id: str, idx: int) -> str:
    # A plain identifier: field paths then need no quoting, which the emulator does not parse.
    return "w" + hashlib.sha256(f"{task_id}\x00{idx}".encode()).hexdigest()[:32]


class FirestoreSaver(BaseCheckpointSaver[int]):
    """Checkpoint saver on an injected `google.cloud.firestore.Client`.

    `put` and `put_writes` are one commit each; `get_tuple` is one query (plus one read when the
    checkpoint is chunked). Pending writes come back in `(task_path, task_id, idx)` order.
    `delete_thread("a")` deletes thread "a" only. Deserialization is strict: only langgraph's safe
    types and those the compiled graph allowlists are rebuilt. Writes to one checkpoint merge
    into distinct fields, so parallel tasks never overwrite each other.

    Example (against the emulator, set FIRESTORE_EMULATOR_HOST; in production, credentials):

    ```python
    from google.cloud import firestore
    from langgraph.graph import START, MessagesState, StateGraph

    from data.checkpoint import FirestoreSaver

    builder = StateGraph(MessagesState)
    builder.add_node("echo", lambda state: {"messages": [("ai", state["messages"][-1].content)]})
    builder.add_edge(START, "echo")
    client = firestore.Client(project="demo-concierge")
    graph = builder.compile(checkpointer=FirestoreSaver(client))
    thread = {"configurable": {"thread_id": "mohegan_sun/+12035550147"}}
    graph.invoke({"messages": [("user", "Buffet hours?")]}, thread)
    graph.invoke({"messages": [("user", "Thanks!")]}, thread)
    assert len(graph.get_state(thread).values["messages"]) == 4
    ```
    """

    def __init__(
        self,
        client: firestore.Client,
        *,
        collection: str = "lg_checkpoints",
        keep_last: int | None = 20,
        ttl: timedelta | None = None,
        chunk_bytes: int = 256 * 1024,
        serde: SerializerProtocol | None = None,
    ) -> None:
        if keep_last is not None and keep_last < 2:
            raise ValueError("keep_last must be at least 2 (the checkpoint and its parent)")
        super().__init__(serde=serde or JsonPlusSerializer(allowed_msgpack_modules=None))
        self.client = client
        self._heads = client.collection(collection)
        self._chunks = client.collection(f"{collection}_chunks")
        self.keep_last = keep_last
        self.ttl = ttl
        self.chunk_bytes = chunk_bytes
        self._lineages: OrderedDict[tuple[str, str, str], tuple[int, list[Doc]]] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    @contextmanager
    def from_project(
        cls, project: str | None = None, *, database: str | None = None, **options: Any
    ) -> Iterator[FirestoreSaver]:
        """A saver on a client of its own (default credentials), closed on exit."""
        client = firestore.Client(project=project, database=database)
        try:
            yield cls(client, **options)
        finally:
            client.close()

    # Keys -----------------------------------------------------------------------------

    @staticmethod
    def _prefix(thread_id: str, ns: str | None = None) -> str:
        thread = encode_id_part(thread_id) + "."
        return thread if ns is None else f"{thread}{encode_id_part(ns)}."

    def _head(self, thread_id: str, ns: str, checkpoint_id: str) -> Any:
        return self._heads.document(self._prefix(thread_id, ns) + encode_id_part(checkpoint_id))

    def _chunk_refs(self, head_id: str, count: int) -> list[Any]:
        return [self._chunks.document(f"{head_id}~{i}") for i in range(count)]

    def _range(self, prefix: str, below: str | None = None) -> Any:
        upper = prefix + below if below is not None else prefix[:-1] + "/"  # "/" follows "."
        return self._heads.where(filter=FieldFilter("sort_key", ">=", prefix)).where(
            filter=FieldFilter("sort_key", "<", upper)
        )

    # Writing ----------------------------------------------------------------------------

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Store a checkpoint (and prune its lineage) in one commit; return its config.

        Nothing is stored for a turn the worker abandoned (TurnAbandoned; see turn_guard).
        """
        with save_allowed():
            return self._put(config, checkpoint, metadata)

    def _put(
        self, config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata
    ) -> RunnableConfig:
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        checkpoint_id, parent_id = checkpoint["id"], conf.get("checkpoint_id")
        type_, blob = self.serde.dumps_typed(checkpoint)
        merged = get_checkpoint_metadata(config, metadata)
        meta_type, meta = self.serde.dumps_typed(merged)
        step = self.chunk_bytes
        parts = [blob[i : i + step] for i in range(0, len(blob), step)] if len(blob) > step else []
        kept, doomed = self._lineage(thread_id, ns, parent_id)
        ref, stamps = self._head(thread_id, ns, checkpoint_id), self._stamps()
        head = {
            **self._identity(thread_id, ns, checkpoint_id),
            **stamps,
            "parent_checkpoint_id": parent_id,
            "run_id": str(merged["run_id"]) if merged.get("run_id") is not None else None,
            "type": type_,
            "checkpoint": None if parts else blob,
            "chunks": len(parts),
            "metadata_type": meta_type,
            "metadata": meta,
            "lineage": kept,
        }
        batch = self.client.batch()
        batch.set(ref, head, merge=list(head))  # merge keeps writes that raced ahead of the put
        for chunk_ref, part in zip(self._chunk_refs(ref.id, len(parts)), parts, strict=True):
            batch.set(chunk_ref, {"data": part, **stamps})
        for ancestor in doomed:
            old = self._head(thread_id, ns, ancestor["id"])
            for doomed_ref in [old, *self._chunk_refs(old.id, int(ancestor.get("chunks", 0)))]:
                batch.delete(doomed_ref)
        batch.commit()
        self._remember((thread_id, ns, checkpoint_id), len(parts), kept)
        return _config(thread_id, ns, checkpoint_id)

    def put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Merge a task's writes into its checkpoint's document in one commit.

        Nothing is stored for a turn the worker abandoned (TurnAbandoned; see turn_guard).
        """
        if not writes:
            return
        with save_allowed():
            self._put_writes(config, writes, task_id, task_path)

    def _put_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str,
    ) -> None:
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        checkpoint_id = str(conf["checkpoint_id"])
        entries: Doc = {}
        for position, (channel, value) in enumerate(writes):
            idx = WRITES_IDX_MAP.get(channel, position)
            type_, blob = self.serde.dumps_typed(value)
            entries[_write_key(task_id, idx)] = {
                "task_id": task_id,
                "task_path": task_path,
                "idx": idx,
                "channel": channel,
                "type": type_,
                "value": blob,
            }
        # The identity lets delete_thread and the TTL find a document whose put never came.
        expire_at = self._stamps()["expire_at"]
        data = {**self._identity(thread_id, ns, checkpoint_id), "expire_at": expire_at}
        data["writes"] = entries
        paths = [name for name in data if name != "writes"]
        merge = [*paths, *(FieldPath("writes", key) for key in entries)]
        self._head(thread_id, ns, checkpoint_id).set(data, merge=merge)

    def _identity(self, thread_id: str, ns: str, checkpoint_id: str) -> Doc:
        return {
            "thread_id": thread_id,
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
            "sort_key": self._prefix(thread_id, ns) + checkpoint_id,
        }

    def _stamps(self) -> Doc:
        now = datetime.now(UTC)
        return {"created_at": now, "expire_at": now + self.ttl if self.ttl else None}

    def _lineage(
        self, thread_id: str, ns: str, parent_id: str | None
    ) -> tuple[list[Doc], list[Doc]]:
        """Ancestors to keep on the new checkpoint, and those that fall out of `keep_last`."""
        if self.keep_last is None or not parent_id:
            return [], []
        with self._lock:
            known = self._lineages.get((thread_id, ns, parent_id))
        if known is None:  # parent written and never read by this process: one read
            snapshot = self._head(thread_id, ns, parent_id).get(field_paths=["chunks", "lineage"])
            if not snapshot.exists:
                return [], []
            fields = snapshot.to_dict() or {}
            known = (int(fields.get("chunks") or 0), list(fields.get("lineage") or []))
        chunks, parent_lineage = known
        full = [{"id": parent_id, "chunks": chunks}, *parent_lineage]
        return full[: self.keep_last - 1], full[self.keep_last - 1 :]

    def _remember(self, key: tuple[str, str, str], chunks: int, lineage: list[Doc]) -> None:
        with self._lock:
            self._lineages[key] = (chunks, lineage)
            self._lineages.move_to_end(key)
            while len(self._lineages) > _LINEAGE_CACHE_SIZE:
                self._lineages.popitem(last=False)

    # Reading ----------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """The checkpoint named by `config`, else the thread's latest in its namespace."""
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        if checkpoint_id := get_checkpoint_id(config):
            snapshot = self._head(thread_id, ns, checkpoint_id).get()
            return self._tuple(snapshot.to_dict()) if snapshot.exists else None
        newest = self._range(self._prefix(thread_id, ns)).order_by(
            "sort_key", direction=firestore.Query.DESCENDING
        )
        for query in (newest.limit(1), newest):  # the second only past a half-written document
            for snapshot in query.stream():
                if found := self._tuple(snapshot.to_dict()):
                    return found
        return None

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints newest first; metadata `filter` is applied after reading."""
        before_id = get_checkpoint_id(before) if before else None
        docs = self._listed(config, before_id, None if filter else limit)
        yielded = 0
        for doc in docs:
            if before_id is not None and doc["checkpoint_id"] >= before_id:
                continue
            found = self._tuple(doc)
            if found is None or any(found.metadata.get(k) != v for k, v in (filter or {}).items()):
                continue
            yield found
            yielded += 1
            if limit is not None and yielded >= limit:
                return

    def _listed(self, config: RunnableConfig | None, before_id: str | None, limit: int | None):
        conf = config["configurable"] if config else {}
        if conf.get("checkpoint_id"):
            snapshot = self._head(
                str(conf["thread_id"]), str(conf.get("checkpoint_ns", "")), conf["checkpoint_id"]
            ).get()
            return [snapshot.to_dict()] if snapshot.exists else []
        if "thread_id" in conf and conf.get("checkpoint_ns") is not None:
            prefix = self._prefix(str(conf["thread_id"]), str(conf["checkpoint_ns"]))
            query = self._range(prefix, before_id).order_by(
                "sort_key", direction=firestore.Query.DESCENDING
            )
            query = query.limit(limit) if limit is not None else query
            return [snapshot.to_dict() for snapshot in query.stream()]
        if "thread_id" in conf:
            query = self._range(self._prefix(str(conf["thread_id"])))
        else:
            query = self._heads.order_by("checkpoint_id", direction=firestore.Query.DESCENDING)
        docs = [snapshot.to_dict() for snapshot in query.stream()]
        return sorted(docs, key=lambda doc: doc.get("checkpoint_id", ""), reverse=True)

    def _tuple(self, doc: Doc | None) -> CheckpointTuple | None:
        """Rebuild a tuple; None for a document whose checkpoint is missing or incomplete."""
        if not doc or "type" not in doc:
            return None
        blob: bytes = doc.get("checkpoint") or b""
        if doc.get("chunks"):
            refs = self._chunk_refs(self._head(*_ids(doc)).id, int(doc["chunks"]))
            parts = {s.id: s.get("data") for s in self.client.get_all(refs) if s.exists}
            if len(parts) < len(refs):
                return None  # a TTL deletion half done: the checkpoint is gone
            blob = b"".join(parts[ref.id] for ref in refs)
        thread_id, ns, checkpoint_id = _ids(doc)
        self._remember(
            (thread_id, ns, checkpoint_id), int(doc.get("chunks") or 0), doc.get("lineage") or []
        )
        parent_id = doc.get("parent_checkpoint_id")
        return CheckpointTuple(
            config=_config(thread_id, ns, checkpoint_id),
            checkpoint=self.serde.loads_typed((doc["type"], blob)),
            metadata=self.serde.loads_typed((doc["metadata_type"], doc["metadata"])),
            parent_config=_config(thread_id, ns, parent_id) if parent_id else None,
            pending_writes=_pending(self.serde, doc.get("writes") or {}),
        )

    # Deleting and copying ---------------------------------------------------------------

    def delete_thread(self, thread_id: str) -> None:
        """Delete every checkpoint and write of exactly this thread, in all namespaces."""
        self._delete(self._range(self._prefix(str(thread_id))).stream())
        with self._lock:
            for key in [key for key in self._lineages if key[0] == str(thread_id)]:
                del self._lineages[key]

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Delete the checkpoints (with their writes) that these runs produced."""
        unique = list(dict.fromkeys(run_ids))
        for start in range(0, len(unique), _IN_LIMIT):
            chunk = unique[start : start + _IN_LIMIT]
            self._delete(self._heads.where(filter=FieldFilter("run_id", "in", chunk)).stream())

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """`keep_latest` keeps each namespace's newest checkpoint; `delete` drops the threads."""
        if strategy not in ("keep_latest", "delete"):
            raise ValueError(f"unknown prune strategy {strategy!r}")
        for thread_id in thread_ids:
            if strategy == "delete":
                self.delete_thread(thread_id)
                continue
            snapshots = list(self._range(self._prefix(str(thread_id))).stream())
            newest: dict[str, str] = {}
            for snap in snapshots:
                doc = snap.to_dict()
                ns = doc["checkpoint_ns"]
                newest[ns] = max(newest.get(ns, ""), doc["checkpoint_id"])
            self._delete(
                s for s in snapshots if s.get("checkpoint_id") != newest[s.get("checkpoint_ns")]
            )

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Copy every checkpoint and write of one thread to another; the source is untouched."""
        batch, ops = self.client.batch(), 0
        for snapshot in self._range(self._prefix(str(source_thread_id))).stream():
            doc = snapshot.to_dict()
            _, ns, checkpoint_id = _ids(doc)
            target = self._head(str(target_thread_id), ns, checkpoint_id)
            copies = [(target, {**doc, **self._identity(str(target_thread_id), ns, checkpoint_id)})]
            sources = self._chunk_refs(snapshot.id, int(doc.get("chunks") or 0))
            for old, new in zip(sources, self._chunk_refs(target.id, len(sources)), strict=True):
                copies.append((new, old.get().to_dict()))
            if ops + len(copies) > _BATCH_LIMIT:
                batch.commit()
                batch, ops = self.client.batch(), 0
            for ref, data in copies:
                batch.set(ref, data)
            ops += len(copies)
        if ops:
            batch.commit()

    def _delete(self, snapshots: Iterable[Any]) -> None:
        """Delete documents with their chunks, a document and its chunks in the same commit."""
        batch, ops = self.client.batch(), 0
        for snapshot in snapshots:
            refs = [snapshot.reference]
            refs += self._chunk_refs(snapshot.id, int(snapshot.to_dict().get("chunks") or 0))
            if ops + len(refs) > _BATCH_LIMIT:
                batch.commit()
                batch, ops = self.client.batch(), 0
            for ref in refs:
                batch.delete(ref)
            ops += len(refs)
        if ops:
            batch.commit()

    # Async: the same work in a worker thread --------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        """Async `get_tuple`."""
        return await asyncio.to_thread(self.get_tuple, config)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        """Async `list`."""
        found = await asyncio.to_thread(
            lambda: [*self.list(config, filter=filter, before=before, limit=limit)]
        )
        for item in found:
            yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        """Async `put`."""
        return await asyncio.to_thread(self.put, config, checkpoint, metadata, new_versions)

    async def aput_writes(
        self,
        config: RunnableConfig,
        writes: Sequence[tuple[str, Any]],
        task_id: str,
        task_path: str = "",
    ) -> None:
        """Async `put_writes`."""
        await asyncio.to_thread(self.put_writes, config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        """Async `delete_thread`."""
        await asyncio.to_thread(self.delete_thread, thread_id)

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Async `delete_for_runs`."""
        await asyncio.to_thread(self.delete_for_runs, run_ids)

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Async `copy_thread`."""
        await asyncio.to_thread(self.copy_thread, source_thread_id, target_thread_id)

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        """Async `prune`."""
        await asyncio.to_thread(lambda: self.prune(thread_ids, strategy=strategy))


def _ids(doc: Doc) -> tuple[str, str, str]:
    return doc["thread_id"], doc["checkpoint_ns"], doc["checkpoint_id"]


def _config(thread_id: str, ns: str, checkpoint_id: str) -> RunnableConfig:
    return {
        "configurable": {
            "thread_id": thread_id,
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
        }
    }


def _pending(serde: SerializerProtocol, writes: Doc) -> list[PendingWrite]:
    ordered = sorted(writes.values(), key=lambda w: (w["task_path"], w["task_id"], w["idx"]))
    return [
        (w["task_id"], w["channel"], serde.loads_typed((w["type"], w["value"]))) for w in ordered
    ]
