"""Composition root of the CMS sync: the Sheets client, the version store, a `CmsSync`.

Nothing here runs at import time; each builder reads the settings it is given.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import google.auth
import gspread
from google.oauth2 import service_account

from concierge.config_error import ConfigError
from data.cms.service import CmsSync
from data.kb.loader import default_kb_root, load_knowledge_base
from data.kb.versions import KnowledgeVersions
from data.kb.versions_sqlite import SqliteKnowledgeVersions

SHEETS_SCOPES = ("https://www.googleapis.com/auth/spreadsheets",)
"""Read and write cells; no Drive access is needed."""

SHEETS_TIMEOUT_SECONDS = 30.0


class CmsSettings(Protocol):
    """The settings the CMS reads (a subset of `concierge.settings.Settings`)."""

    @property
    def google_sheets_id(self) -> str | None:
        """The spreadsheet holding the knowledge base; None: repository files only."""
        ...

    @property
    def google_sheets_credentials(self) -> Path | None:
        """A service-account JSON file; None: application default credentials."""
        ...

    @property
    def sqlite_path(self) -> Path:
        """The SQLite file that also holds published versions."""
        ...

    @property
    def kb_root(self) -> Path | None:
        """The knowledge base folder; None: the packaged data."""
        ...

    @property
    def store(self) -> str:
        """The durable store: 'sqlite' or 'firestore'."""
        ...


def build_sheets_client(settings: CmsSettings) -> gspread.Client:
    """A gspread client on the service account file, else on application default credentials."""
    scopes = list(SHEETS_SCOPES)
    if settings.google_sheets_credentials is not None:
        credentials = service_account.Credentials.from_service_account_file(
            str(settings.google_sheets_credentials), scopes=scopes
        )
    else:
        try:
            credentials, _ = google.auth.default(scopes=scopes)
        except google.auth.exceptions.DefaultCredentialsError as exc:
            raise ConfigError(
                "no Google credentials: set GOOGLE_SHEETS_CREDENTIALS to a service-account JSON "
                f"file shared on the sheet, or set up application default credentials ({exc})"
            ) from exc
    client = gspread.Client(auth=credentials)
    client.set_timeout(SHEETS_TIMEOUT_SECONDS)
    return client


def build_knowledge_versions(settings: CmsSettings) -> KnowledgeVersions:
    """Where published knowledge-base versions live (next to the SQLite store)."""
    if settings.store != "sqlite":
        raise ConfigError("published knowledge-base versions need STORE=sqlite for now")
    return SqliteKnowledgeVersions(settings.sqlite_path)


def build_cms_sync(
    settings: CmsSettings,
    property_id: str,
    *,
    sheets_client: gspread.Client | None = None,
    versions: KnowledgeVersions | None = None,
) -> CmsSync:
    """A `CmsSync` for one property; raise `ConfigError` when GOOGLE_SHEETS_ID is not set."""
    if not settings.google_sheets_id:
        raise ConfigError(
            "GOOGLE_SHEETS_ID is not set: the knowledge base comes from the repository's data files"
        )
    root = settings.kb_root or default_kb_root()
    return CmsSync(
        sheets_client or build_sheets_client(settings),
        settings.google_sheets_id,
        property_id,
        versions or build_knowledge_versions(settings),
        fallback_kb=lambda: load_knowledge_base(root, property_id),
    )
