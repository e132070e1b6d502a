"""Celery app and thin tasks; the plain code they call lives beside them."""
