"""The error the composition root raises for a missing or wrong setting."""


class ConfigError(RuntimeError):
    """A setting is missing or wrong; the message says which and how to fix it."""
