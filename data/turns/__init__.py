"""The turn log: which route produced each reply plan, its LLM calls and its first-text latency."""
