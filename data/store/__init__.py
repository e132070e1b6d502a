"""Store port and its adapters."""
