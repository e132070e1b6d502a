"""The offline semantic layer: static embeddings, the guardrail classifier on top of them."""
