"""What every process shares for operations: metrics, log context, sliding-window counters."""
