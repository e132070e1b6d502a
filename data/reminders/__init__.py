"""Reminders a guest asked for: the record, the store port and its SQLite adapter."""
