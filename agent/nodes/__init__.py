"""Graph nodes, one module per concern; each node takes the state and the runtime."""
