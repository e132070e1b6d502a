"""Read-side views of the message log for the staff console: conversation lists and counts."""
