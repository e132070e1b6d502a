"""Knowledge indexes per property, rebuilt only when the published version changes."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from agent.retrieval import DEFAULT_MIN_SIMILARITY, KnowledgeIndex
from agent.retrieval_facets import venue_names
from agent.text_embedder import TextEmbedder
from data.kb.loader import KnowledgeBaseError, load_knowledge_base
from data.kb.versions import KnowledgeVersions
from data.properties import PropertyRegistry

log = logging.getLogger(__name__)


class KnowledgeIndexes:
    """One index per property and published version; built at start-up and at publish.

    Each call checks the published version id (a cheap lookup), so a running worker notices a
    CMS publish on its next turn. Building an index embeds the whole knowledge base, so it never
    happens inside a guest's turn once the worker is warm: `warm()` builds every property at
    start-up, `refresh()` rebuilds one right after a publish, and a turn that notices a version
    this process has not built yet keeps the previous index while a background thread builds
    the new one. Locks are per property. A turn holds one index, so it sees one version.
    Without a published version the repository's data files are the knowledge base.
    """

    def __init__(
        self,
        root: Path,
        registry: PropertyRegistry,
        versions: KnowledgeVersions | None = None,
        embedder: TextEmbedder | None = None,
        min_similarity: float = DEFAULT_MIN_SIMILARITY,
    ) -> None:
        self._root = root
        self._registry = registry
        self._versions = versions
        self._embedder = embedder
        self._min_similarity = min_similarity
        self._indexes: dict[str, tuple[str | None, KnowledgeIndex]] = {}
        self._guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._rebuilding: set[str] = set()

    def __call__(self, property_id: str) -> KnowledgeIndex:
        """The index of `property_id`'s current version (KnowledgeBaseError if invalid)."""
        version_id = self._current_version_id(property_id)
        cached = self._indexes.get(property_id)
        if cached is not None and cached[0] == version_id:
            return cached[1]
        if cached is not None:
            self._rebuild_in_background(property_id)
            return cached[1]
        return self.refresh(property_id)  # only before warm-up: nothing to serve meanwhile

    def refresh(self, property_id: str) -> KnowledgeIndex:
        """Build (and embed) the current version's index now, unless it is already built."""
        with self._lock_for(property_id):
            version_id = self._current_version_id(property_id)
            cached = self._indexes.get(property_id)
            if cached is not None and cached[0] == version_id:
                return cached[1]
            published = (
                self._versions.current(property_id) if self._versions and version_id else None
            )
            if published is not None:
                kb = published.knowledge_base()
                version_id = published.version_id
            else:
                kb = load_knowledge_base(self._root, property_id)
            index = KnowledgeIndex(kb, embedder=self._embedder, min_similarity=self._min_similarity)
            venue_names(index)  # with the index, not in the first turns that ask for a venue
            self._indexes[property_id] = (version_id, index)
            return index

    def warm(self) -> None:
        """Build every property's index (at worker start-up); an invalid one is left for later."""
        for prop in self._registry.properties:
            try:
                self.refresh(prop.id)
            except (KnowledgeBaseError, OSError) as exc:
                log.error("knowledge base of %s not built at start-up: %s", prop.id, exc)

    def _current_version_id(self, property_id: str) -> str | None:
        return self._versions.current_version_id(property_id) if self._versions else None

    def _lock_for(self, property_id: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(property_id, threading.Lock())

    def _rebuild_in_background(self, property_id: str) -> None:
        with self._guard:
            if property_id in self._rebuilding:
                return
            self._rebuilding.add(property_id)

        def rebuild() -> None:
            try:
                self.refresh(property_id)
            except Exception:  # the previous version keeps serving; the next turn tries again
                log.exception("rebuilding the knowledge index of %s failed", property_id)
            finally:
                with self._guard:
                    self._rebuilding.discard(property_id)

        threading.Thread(target=rebuild, name=f"kb-{property_id}", daemon=True).start()

    def status(self) -> dict[str, object]:
        """Per-property item counts and versions, for /health."""
        report: dict[str, object] = {}
        ok = True
        for prop in self._registry.properties:
            try:
                kb = self(prop.id).kb
                report[prop.id] = {"items": len(kb.items), "version": kb.version}
            except (KnowledgeBaseError, OSError) as exc:
                ok = False
                report[prop.id] = f"invalid: {exc}"
        report["ok"] = ok
        return report
