"""The console's blueprint object; view modules attach their routes to it."""

from __future__ import annotations

from flask import Blueprint

blueprint = Blueprint(
    "console",
    __name__,
    url_prefix="/console",
    template_folder="templates",
    static_folder="static",
)
