"""Sender port and its adapters: Telnyx and the local outbox."""
