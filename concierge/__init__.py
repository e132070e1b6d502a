"""Composition root: settings, wiring and the `concierge` CLI."""
