"""Telnyx and CMS webhook receiver (Flask)."""

from webhooks.app import create_app

__all__ = ["create_app"]
