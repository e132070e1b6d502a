"""Process settings, read from the environment (and `.env`) with pydantic-settings."""

from __future__ import annotations

import base64
import binascii
import os
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


def _user_cache_dir() -> Path:
    """`$XDG_CACHE_HOME/concierge`, else `~/.cache/concierge`."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "concierge"


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
    telnyx_opt_out_handling: Literal["telnyx", "ours"] = Field(
        default="telnyx",
        description="Who answers STOP/START: Telnyx's profile (default) or only us.",
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
    conversation_lock_seconds: float = Field(
        default=120.0,
        gt=0,
        description="Lease of a conversation's lock; renewed while a turn runs, freed if it dies.",
    )
    worker_concurrency: int = Field(default=8, description="Celery worker threads.")
    visibility_timeout_seconds: int = Field(
        default=600,
        description="A task held by a worker that died or lost Redis is redelivered after this.",
    )

    hyperscan_cache_dir: Path = Field(
        default_factory=lambda: _user_cache_dir() / "hyperscan",
        description="Compiled guardrail scans kept between worker starts; unwritable: rebuilt.",
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
    google_sheets_base_url: str | None = Field(
        default=None, description="Sheets API root; unset means Google's (tests use a local fake)."
    )
    cms_webhook_secret: SecretStr | None = Field(
        default=None, description="HMAC secret shared with the sheet's Apps Script."
    )
    cms_debounce_seconds: float = Field(
        default=10.0, description="Change notices within this window become one sync."
    )
    cms_sync_every_seconds: float = Field(
        default=300.0, gt=0, description="Periodic sync that catches lost change notices."
    )

    # Celery beat (one scheduler per deployment: the Procfile's `beat` process)
    send_reminders_every_seconds: float = Field(
        default=30.0, gt=0, description="How often beat sends reminders that have come due."
    )
    max_open_reminders: int = Field(
        default=3, ge=1, description="Open reminders one guest may have at once."
    )
    release_held_every_seconds: float = Field(
        default=60.0, gt=0, description="How often beat releases texts held for quiet hours."
    )
    expire_handoffs_every_seconds: float = Field(
        default=60.0, gt=0, description="How often beat hands idle handoffs back to the bot."
    )
    reconcile_inbound_every_seconds: float = Field(
        default=30.0,
        gt=0,
        description="How often beat looks for acknowledged texts no worker started.",
    )
    inbound_grace_seconds: float = Field(
        default=120.0,
        gt=0,
        description="An acknowledged text no worker has started after this long is queued again.",
    )
    clock_offset_file: Path | None = Field(
        default=None,
        description="File of seconds added to the system clock (drills and end-to-end tests).",
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
    session_gap_hours: float = Field(
        default=12.0,
        gt=0,
        description="A quiet gap this long starts a new conversation (turn limit, fallbacks).",
    )
    max_texts_per_reply: int = Field(default=3, description="Most texts one reply may use.")
    coalesce_texts: bool = Field(
        default=True,
        description="A text that arrives before the reply goes out is answered with the earlier.",
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
    gemini_thinking_budget: int | None = Field(
        default=0,
        ge=-1,
        description="Thinking tokens per Gemini call: 0 off (latency), -1 dynamic.",
    )
    llm_timeout_seconds: float = Field(default=20.0, description="Seconds per Gemini request.")
    llm_failure_threshold: int = Field(
        default=5, description="Consecutive LLM failures that open the shared circuit."
    )
    llm_cooldown_seconds: float = Field(
        default=60.0, description="How long the LLM circuit stays open before one probe."
    )

    console_secret_key: SecretStr | None = Field(
        default=None, description="Signs staff console sessions; unset: no console is mounted."
    )
    console_secure_cookies: bool = Field(
        default=True, description="Console cookies only over HTTPS (off for local HTTP)."
    )
    console_login_attempts: int = Field(
        default=10, description="Login attempts per account (and 3x per address) per 15 minutes."
    )
    log_level: str = Field(default="INFO", description="Root log level.")
    worker_metrics_port: int = Field(
        default=9108, description="Port of the worker's Prometheus metrics; 0 turns it off."
    )

    @field_validator("telnyx_public_key")
    @classmethod
    def _ed25519_public_key(cls, value: str | None) -> str | None:
        """The portal's key: base64 of exactly 32 bytes, else no webhook could ever verify."""
        if value is None:
            return None
        value = value.strip()
        try:
            raw = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError(
                "must be the base64 Ed25519 public key from the Telnyx portal "
                "(Keys & Credentials > Public Key); this is not base64"
            ) from None
        if len(raw) != 32:
            raise ValueError(
                f"must decode to 32 bytes (an Ed25519 public key), got {len(raw)}; "
                "copy the Public Key from the Telnyx portal, not the API key"
            )
        return value
