"""Process settings, read from the environment (and `.env`) with pydantic-settings."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Every setting the concierge reads; the README's settings table mirrors this class."""

    # An empty variable (FOO=) means "unset", as in most .env files.
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    # Telnyx
    telnyx_api_key: SecretStr | None = Field(
        default=None, description="Telnyx API key; without it replies go to the local outbox."
    )
    telnyx_public_key: str | None = Field(
        default=None,
        description="Base64 Ed25519 key that signs Telnyx webhooks (the receiver requires it).",
    )
    telnyx_base_url: str = Field(
        default="https://api.telnyx.com/v2",
        description="Telnyx API base URL (the SDK's own variable).",
    )
    telnyx_messaging_profile_id: str | None = Field(
        default=None, description="Messaging profile used for outbound texts."
    )
    max_webhook_bytes: int = Field(default=65536, description="Largest webhook body accepted.")

    # Infrastructure
    redis_url: str = Field(default="redis://127.0.0.1:6379/0", description="Broker and claims.")
    claim_ttl_seconds: int = Field(
        default=7 * 24 * 3600, description="How long a Telnyx message id stays claimed."
    )
    store: Literal["sqlite", "firestore"] = Field(default="sqlite", description="Durable store.")
    firestore_project: str | None = Field(
        default=None, description="GCP project of the Firestore store; unset: the ADC project."
    )
    firestore_database: str = Field(default="(default)", description="Firestore database id.")
    conversation_ttl_days: int = Field(
        default=90, description="Firestore checkpoints expire this long after they are written."
    )
    sqlite_path: Path = Field(default=Path("var/concierge.db"), description="SQLite store file.")
    checkpoint_path: Path = Field(
        default=Path("var/checkpoints.db"), description="SQLite file of conversation checkpoints."
    )
    port: int = Field(default=8080, description="HTTP port of the webhook receiver.")
    worker_concurrency: int = Field(default=8, description="Celery worker threads.")
    visibility_timeout_seconds: int = Field(
        default=3600, description="A task held by a worker that died is redelivered after this."
    )

    # Content
    properties_file: Path | None = Field(
        default=None, description="Property registry JSON; default: the packaged registry."
    )
    kb_root: Path | None = Field(
        default=None, description="Knowledge base folder; default: the packaged data."
    )

    # CMS (Google Sheet)
    google_sheets_id: str | None = Field(
        default=None, description="Spreadsheet with the knowledge base; unset: the data files."
    )
    google_sheets_credentials: Path | None = Field(
        default=None, description="Service-account JSON; unset: application default credentials."
    )
    cms_webhook_secret: SecretStr | None = Field(
        default=None, description="HMAC secret shared with the sheet's Apps Script."
    )
    cms_debounce_seconds: float = Field(
        default=10.0, description="Change notices within this window become one sync."
    )
    cms_sync_every_seconds: float = Field(
        default=300.0, description="Periodic sync that catches lost change notices."
    )

    # Abuse limits
    guest_turns_per_minute: int = Field(
        default=6, description="Answered turns per guest per minute; more get one slow-down note."
    )
    new_numbers_per_prefix_hour: int = Field(
        default=25, description="New numbers from one exchange per hour before they get no reply."
    )
    webhook_requests_per_ip_minute: int = Field(
        default=3000, description="Webhook requests per client IP per minute (429 above)."
    )

    # Human handoff
    handoff_expiry_minutes: int = Field(
        default=120, description="An open handoff with no activity this long returns to the bot."
    )

    # Replies
    max_texts_per_reply: int = Field(default=3, description="Most texts one reply may use.")
    burst_window_seconds: float = Field(
        default=2.0, description="Texts a guest sends within this window get one answer."
    )
    send_pacing_seconds: float = Field(
        default=0.25, description="Pause between texts of one reply so they arrive in order."
    )

    # Compliance
    quiet_hours_replies: Literal["send", "defer"] = Field(
        default="send", description="'defer' holds even answers to a guest's text in quiet hours."
    )
    reply_grace_minutes: int = Field(
        default=15, description="How long after a guest's text a reply still counts as an answer."
    )

    # LLM
    google_api_key: SecretStr | None = Field(
        default=None, description="Gemini API key; without it answers come from the knowledge base."
    )
    gemini_model: str = Field(default="gemini-2.5-flash", description="Gemini chat model.")
    embedding_model: str = Field(
        default="gemini-embedding-001", description="Gemini embedding model for retrieval."
    )
    gemini_base_url: str | None = Field(
        default=None, description="Gemini API root; unset means Google's (tests use a local fake)."
    )
    llm_timeout_seconds: float = Field(default=20.0, description="Seconds per Gemini request.")
    llm_failure_threshold: int = Field(
        default=5, description="Consecutive LLM failures that open the shared circuit."
    )
    llm_cooldown_seconds: float = Field(
        default=60.0, description="How long the LLM circuit stays open before one probe."
    )

    log_level: str = Field(default="INFO", description="Root log level.")
    worker_metrics_port: int = Field(
        default=9108, description="Port of the worker's Prometheus metrics; 0 turns it off."
    )
