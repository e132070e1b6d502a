"""Audit: what staff did at the properties the signed-in member manages (managers only)."""

from __future__ import annotations

from flask import abort, render_template
from flask.typing import ResponseReturnValue

from console.blueprint import blueprint
from console.context import services, staff, visible_properties

LIMIT = 300


@blueprint.route("/audit")
def audit_log() -> ResponseReturnValue:
    """Newest first: property actions, then sign-ins are in the log but tied to no property."""
    member = staff()
    managed = [prop.id for prop in visible_properties() if member.is_manager(prop.id)]
    if not managed:
        abort(403)
    entries = services().audit.entries(managed, limit=LIMIT)
    names = {prop.id: prop.name for prop in visible_properties()}
    return render_template("console/audit.html", entries=entries, names=names)
