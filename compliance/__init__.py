"""Pure compliance rules: keywords, consent decisions, quiet hours, guardrails. No I/O."""
