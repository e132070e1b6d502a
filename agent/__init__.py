"""The concierge agent: retrieval, answers, SMS persona, and the LangGraph graph."""
