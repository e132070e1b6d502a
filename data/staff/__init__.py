"""Staff of the console: accounts with per-property roles, ticket claims, the audit log."""
