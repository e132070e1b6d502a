"""Knowledge base: the live version, earlier versions with diffs and audit, the last sync."""

from __future__ import annotations

from typing import Any

from flask import abort, flash, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from console.blueprint import blueprint
from console.context import audit, require_property, services, staff, visible_properties
from data.kb.versions import PublishedVersion
from worker.queue import QueueUnavailable

HISTORY = 10
_SKIP_FIELDS = {"id", "status"}


def field_changes(
    older: PublishedVersion | None, newer: PublishedVersion, item_ids: list[str]
) -> dict[str, list[tuple[str, str, str]]]:
    """For each changed item id: (field, before, after), values shortened for the page."""

    def index(version: PublishedVersion | None) -> dict[str, dict[str, Any]]:
        if version is None:
            return {}
        return {str(row.get("id")): row for rows in version.items.values() for row in rows}

    before, after = index(older), index(newer)
    changes: dict[str, list[tuple[str, str, str]]] = {}
    for item_id in item_ids:
        old, new = before.get(item_id, {}), after.get(item_id, {})
        fields = sorted((set(old) | set(new)) - _SKIP_FIELDS)
        changes[item_id] = [
            (name, _short(old.get(name)), _short(new.get(name)))
            for name in fields
            if old.get(name) != new.get(name)
        ]
    return changes


def _short(value: object, limit: int = 160) -> str:
    text = "" if value is None else str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


@blueprint.route("/kb")
def knowledge() -> ResponseReturnValue:
    """One section per visible property."""
    svc = services()
    member = staff()
    sections = []
    status = svc.knowledge_status()
    for prop in visible_properties():
        history = svc.versions.history(prop.id, limit=HISTORY + 1) if svc.versions else []
        versions = []
        for position, version in enumerate(history[:HISTORY]):
            older = history[position + 1] if position + 1 < len(history) else None
            changed = list(version.diff.get("changed", []))
            versions.append({"version": version, "changes": field_changes(older, version, changed)})
        sections.append(
            {
                "prop": prop,
                "versions": versions,
                "live": history[0] if history else None,
                "files": status.get(prop.id),
                "last_sync": svc.sync_log.last(prop.id) if svc.sync_log else None,
                "audit": svc.audit.entries([prop.id], action_prefix="kb.", limit=20),
                "can_sync": svc.versions is not None and member.is_manager(prop.id),
            }
        )
    return render_template("console/kb.html", sections=sections)


@blueprint.route("/kb/sync", methods=["POST"])
def sync_now() -> ResponseReturnValue:
    """Start a sheet sync now; managers of the property only."""
    prop = require_property(request.form.get("property", ""))
    if not staff().is_manager(prop.id):
        abort(403)
    if services().versions is None:
        flash("No Google Sheet is configured: the data files are the knowledge base.", "error")
        return redirect(url_for("console.knowledge"))
    try:
        services().queue.enqueue_cms_sync_now()
    except QueueUnavailable:
        flash("The sync could not be queued; try again in a moment.", "error")
        return redirect(url_for("console.knowledge"))
    audit("kb.sync_now", property_id=prop.id)
    flash("Sync queued; reload in a few seconds for its result.", "ok")
    return redirect(url_for("console.knowledge"))
