"""Data and adapters: property registry, knowledge base, stores, Telnyx sender."""
