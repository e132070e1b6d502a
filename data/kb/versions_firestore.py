"""Firestore adapter of `KnowledgeVersions`: a pointer per property, immutable chunked versions.

Collections (under the adapter's prefix, `concierge_` by default):

- `kb_current/{property}`: the pointer ``{property_id, version_id, seq, chunks}``; the only
  document ``current_version_id`` reads.
- `kb_versions/{version_id}`: the version's metadata; ``property_key`` is
  ``"<property>.<seq, 12 digits>"`` so history is one range query on one field (no composite
  index).
- `kb_version_chunks/{version_id}.{n}`: the version's payload (items, notice and diff as
  zlib-compressed JSON) cut into pieces of at most `CHUNK_BYTES`, so a knowledge base of any
  size stays under Firestore's 1 MiB document limit.

Publishing creates the version, its chunks and moves the pointer in one transaction (the
pointer is written last). Versions are never changed after they are written, so a reader that
follows the pointer gets one complete version, the old one or the new one, never a mix.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.kb.loader import KnowledgeBase
from data.kb.versions import (
    PublishedVersion,
    new_version,
)
from data.store.firestore.common import Doc, FirestoreAdapter, as_utc, upto, utc_now

CHUNK_BYTES = 900_000
"""Payload bytes per chunk document: below the 1 MiB limit with room for the other fields."""

MAX_CHUNKS = 10
"""Chunks one publish may write: a commit request is limited to 10 MiB."""

ENCODING = "json+zlib"


class KnowledgeBaseTooLarge(ValueError):
    """The compressed knowledge base does not fit in one Firestore commit."""


class FirestoreKnowledgeVersions(FirestoreAdapter):
    """`KnowledgeVersions` in Firestore; safe to share between threads."""

    def __init__(
        self,
        client: firestore.Client,
        *,
        prefix: str = "concierge_",
        clock: Callable[[], datetime] = utc_now,
        chunk_bytes: int = CHUNK_BYTES,
    ) -> None:
        super().__init__(client, prefix=prefix)
        if not 0 < chunk_bytes <= CHUNK_BYTES:
            raise ValueError(f"chunk_bytes must be in 1..{CHUNK_BYTES}")
        self._clock = clock
        self._chunk_bytes = chunk_bytes

    def _pointer_ref(self, property_id: str) -> Any:
        return self._collection("kb_current").document(_enc(property_id))

    def _version_ref(self, version_id: str) -> Any:
        return self._collection("kb_versions").document(_enc(version_id))

    def _chunk_refs(self, version_id: str, count: int) -> list[Any]:
        chunks = self._collection("kb_version_chunks")
        return [chunks.document(f"{_enc(version_id)}.{n:04d}") for n in range(count)]

    def current(self, property_id: str) -> PublishedVersion | None:
        """The version guests are served, or None before the first publish (two reads)."""
        pointer = self._pointer_ref(property_id).get()
        if not pointer.exists:
            return None
        doc = pointer.to_dict() or {}
        return self._load([(doc["version_id"], int(doc["chunks"]))])[0]

    def current_version_id(self, property_id: str) -> str | None:
        """The current version's id only (one document read)."""
        pointer = self._pointer_ref(property_id).get()
        return str(pointer.get("version_id")) if pointer.exists else None

    def publish(
        self,
        property_id: str,
        kb: KnowledgeBase,
        *,
        notice: dict[str, Any] | None,
        diff: dict[str, Any],
    ) -> PublishedVersion:
        """Write ``kb`` as a new version and point the property at it, in one transaction."""
        version = new_version(property_id, kb, notice=notice, diff=diff, published_at=self._clock())
        payload = zlib.compress(
            json.dumps(
                {"items": version.items, "notice": notice, "diff": diff},
                ensure_ascii=False,
                separators=(",", ":"),
            ).encode()
        )
        step = self._chunk_bytes
        pieces = [payload[start : start + step] for start in range(0, len(payload), step)]
        if len(pieces) > MAX_CHUNKS:
            raise KnowledgeBaseTooLarge(
                f"the knowledge base of '{property_id}' compresses to {len(payload)} bytes; "
                f"one publish holds at most {MAX_CHUNKS * step}"
            )
        pointer_ref = self._pointer_ref(property_id)
        version_ref = self._version_ref(version.version_id)
        chunk_refs = self._chunk_refs(version.version_id, len(pieces))

        @firestore.transactional
        def switch(transaction: firestore.Transaction) -> None:
            pointer = pointer_ref.get(transaction=transaction)
            seq = int(pointer.get("seq")) + 1 if pointer.exists else 1
            transaction.create(
                version_ref,
                {
                    "version_id": version.version_id,
                    "property_id": property_id,
                    "property_key": f"{_enc(property_id)}.{seq:012d}",
                    "seq": seq,
                    "content_version": version.content_version,
                    "published_at": version.published_at,
                    "item_count": version.item_count,
                    "chunks": len(pieces),
                    "encoding": ENCODING,
                },
            )
            for n, (ref, piece) in enumerate(zip(chunk_refs, pieces, strict=True)):
                transaction.create(
                    ref, {"version_id": version.version_id, "index": n, "data": piece}
                )
            # Last, so even a store that applied the writes one by one never points at a
            # version whose chunks are missing.
            transaction.set(
                pointer_ref,
                {
                    "property_id": property_id,
                    "version_id": version.version_id,
                    "seq": seq,
                    "chunks": len(pieces),
                    "published_at": version.published_at,
                },
            )

        switch(self._client.transaction())
        return version

    def history(self, property_id: str, limit: int = 20) -> list[PublishedVersion]:
        """Published versions of the property, newest first (one query, one batched read)."""
        if limit <= 0:
            return []
        prefix = f"{_enc(property_id)}."
        query = (
            self._collection("kb_versions")
            .where(filter=FieldFilter("property_key", ">=", prefix))
            .where(filter=FieldFilter("property_key", "<", upto(prefix)))
            .order_by("property_key", direction=firestore.Query.DESCENDING)
            .limit(limit)
        )
        heads = [(str(s.get("version_id")), int(s.get("chunks"))) for s in query.stream()]
        return self._load(heads)

    def _load(self, heads: Sequence[tuple[str, int]]) -> list[PublishedVersion]:
        """Whole versions from (version id, chunk count) pairs, in the same order."""
        refs = [self._version_ref(version_id) for version_id, _ in heads]
        for version_id, count in heads:
            refs.extend(self._chunk_refs(version_id, count))
        if not refs:
            return []
        found = {s.reference.path: s for s in self._client.get_all(refs) if s.exists}
        versions = []
        for version_id, count in heads:
            head = found.get(self._version_ref(version_id).path)
            pieces = [found.get(ref.path) for ref in self._chunk_refs(version_id, count)]
            if head is None or any(piece is None for piece in pieces):
                raise RuntimeError(f"knowledge-base version {version_id} is incomplete")
            versions.append(_version(head.to_dict() or {}, [p.get("data") for p in pieces if p]))
        return versions


def _version(doc: Doc, pieces: list[bytes]) -> PublishedVersion:
    if doc.get("encoding") != ENCODING:
        raise RuntimeError(f"unknown knowledge-base version encoding {doc.get('encoding')!r}")
    payload = json.loads(zlib.decompress(b"".join(pieces)))
    return PublishedVersion(
        version_id=doc["version_id"],
        property_id=doc["property_id"],
        content_version=doc["content_version"],
        published_at=as_utc(doc["published_at"]) or doc["published_at"],
        items=payload["items"],
        notice=payload["notice"],
        diff=payload["diff"],
    )
