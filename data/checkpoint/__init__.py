"""LangGraph checkpointers of our own (the SQLite one comes from langgraph-checkpoint-sqlite)."""

from data.checkpoint.firestore_saver import FirestoreSaver

__all__ = ["FirestoreSaver"]
