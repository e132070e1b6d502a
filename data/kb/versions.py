"""Published knowledge-base versions: the port the CMS publishes to and the worker reads from.

A version holds every item of a property as one unit, so a reader gets the old
version or the new one, never a mix. ``current_version_id`` is the cheap call a worker
makes each turn to notice a new version and reload.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from data.kb.loader import KnowledgeBase, build_knowledge_base


@dataclass(frozen=True)
class PublishedVersion:
    """One published knowledge base with its audit trail.

    ``items`` maps category -> items as JSON-able rows; ``content_version`` is the
    `KnowledgeBase.version` hash; ``notice`` is the change notice that caused the sync
    (None for a periodic or manual sync); ``diff`` is `SyncDiff.as_dict()`.
    """

    version_id: str
    property_id: str
    content_version: str
    published_at: datetime
    items: Mapping[str, list[dict[str, Any]]]
    notice: dict[str, Any] | None
    diff: dict[str, Any]

    @property
    def item_count(self) -> int:
        """How many items the version holds."""
        return sum(len(rows) for rows in self.items.values())

    def knowledge_base(self) -> KnowledgeBase:
        """Rebuild the validated knowledge base; raise its first `KnowledgeBaseError` if any."""
        kb, errors = build_knowledge_base(self.property_id, self.items)
        if errors:
            raise errors[0]
        return kb


class KnowledgeVersions(Protocol):
    """Where published versions live (SQLite or Firestore, beside the store)."""

    def current(self, property_id: str) -> PublishedVersion | None:
        """The version guests are served, or None before the first publish."""
        ...

    def current_version_id(self, property_id: str) -> str | None:
        """The current version's id only; cheap enough to call on every turn."""
        ...

    def publish(
        self,
        property_id: str,
        kb: KnowledgeBase,
        *,
        notice: dict[str, Any] | None,
        diff: dict[str, Any],
    ) -> PublishedVersion:
        """Store ``kb`` as a new version and make it current, atomically."""
        ...

    def history(self, property_id: str, limit: int = 20) -> list[PublishedVersion]:
        """Published versions, newest first: when, from which notice, what changed."""
        ...


def items_by_category(kb: KnowledgeBase) -> dict[str, list[dict[str, Any]]]:
    """A knowledge base as JSON-able rows grouped by category, in the knowledge base's order."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    for item in kb.items:
        grouped.setdefault(item.category, []).append(item.model_dump(mode="json"))
    return grouped


def new_version_id(published_at: datetime) -> str:
    """A unique, time-ordered id such as '20261122T153012Z-3fa9c2d1'."""
    stamp = published_at.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    return f"{stamp}-{secrets.token_hex(4)}"


def new_version(
    property_id: str,
    kb: KnowledgeBase,
    *,
    notice: dict[str, Any] | None,
    diff: dict[str, Any],
    published_at: datetime,
) -> PublishedVersion:
    """The version record a publish of ``kb`` stores (ValueError for another property's KB)."""
    check_publishable(property_id, kb)
    return PublishedVersion(
        version_id=new_version_id(published_at),
        property_id=property_id,
        content_version=kb.version,
        published_at=published_at,
        items=items_by_category(kb),
        notice=notice,
        diff=diff,
    )


def check_publishable(property_id: str, kb: KnowledgeBase) -> None:
    """Raise ValueError when ``kb`` belongs to another property."""
    if kb.property_id != property_id:
        raise ValueError(
            f"knowledge base of '{kb.property_id}' cannot be published for '{property_id}'"
        )
