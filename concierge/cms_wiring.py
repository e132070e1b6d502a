"""Composition root of the CMS sync: the Sheets client, the version store, a `CmsSync`.

Nothing here runs at import time; each builder reads the settings it is given.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

import google.auth
import gspread
from google.auth.credentials import Credentials
from google.auth.transport.requests import AuthorizedSession
from google.cloud import firestore
from google.oauth2 import service_account

from concierge.config_error import ConfigError
from data.cms.service import CmsSync
from data.kb.loader import default_kb_root, load_knowledge_base
from data.kb.versions import KnowledgeVersions
from data.kb.versions_firestore import FirestoreKnowledgeVersions
from data.kb.versions_sqlite import SqliteKnowledgeVersions
from data.properties import PropertyRegistry

SHEETS_SCOPES = ("https://www.googleapis.com/auth/spreadsheets",)
"""Read and write cells; no Drive access is needed."""

SHEETS_TIMEOUT_SECONDS = 30.0
GOOGLE_SHEETS_ROOT = "https://sheets.googleapis.com"


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
    def google_sheets_base_url(self) -> str | None:
        """Another root for the Sheets API (a local fake in tests); None: Google's."""
        ...

    @property
    def store(self) -> str:
        """The durable store: 'sqlite' or 'firestore'."""
        ...

    @property
    def firestore_project(self) -> str | None:
        """The Firestore project (STORE=firestore); None: the credentials' project."""
        ...

    @property
    def firestore_database(self) -> str:
        """The Firestore database id (STORE=firestore)."""
        ...


class _RootedSession(AuthorizedSession):
    """An authorized session whose Sheets API calls go to another root (GOOGLE_SHEETS_BASE_URL)."""

    def __init__(self, credentials: Credentials, root: str) -> None:
        super().__init__(credentials)
        self._root = root.rstrip("/")

    def request(self, method: str, url: str, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """Send the request, rewriting Google's Sheets root to the configured one."""
        if url.startswith(GOOGLE_SHEETS_ROOT):
            url = self._root + url[len(GOOGLE_SHEETS_ROOT) :]
        return super().request(method, url, *args, **kwargs)


def property_sheets(settings: CmsSettings, registry: PropertyRegistry) -> dict[str, str]:
    """Property id -> its sheet: a property's own `sheet_id`, else GOOGLE_SHEETS_ID (default)."""
    default = registry.default().id
    sheets = {}
    for prop in registry.properties:
        sheet = prop.sheet_id or (settings.google_sheets_id if prop.id == default else None)
        if sheet:
            sheets[prop.id] = sheet
    return sheets


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
    root = settings.google_sheets_base_url
    session = _RootedSession(credentials, root) if root else None
    client = gspread.Client(auth=credentials, session=session)
    client.set_timeout(SHEETS_TIMEOUT_SECONDS)
    return client


def build_knowledge_versions(
    settings: CmsSettings, *, client: firestore.Client | None = None
) -> KnowledgeVersions:
    """Where published knowledge-base versions live: beside the store selected by STORE.

    With STORE=firestore, pass the composition root's Firestore client (the store's); without
    one a client is built on FIRESTORE_PROJECT / FIRESTORE_DATABASE.
    """
    if settings.store == "firestore":
        return FirestoreKnowledgeVersions(
            client
            or firestore.Client(
                project=settings.firestore_project, database=settings.firestore_database
            )
        )
    return SqliteKnowledgeVersions(settings.sqlite_path)


def build_cms_sync(
    settings: CmsSettings,
    property_id: str,
    *,
    sheets_client: gspread.Client | None = None,
    versions: KnowledgeVersions | None = None,
    sheet_id: str | None = None,
) -> CmsSync:
    """A `CmsSync` for one property's sheet (`sheet_id`, else GOOGLE_SHEETS_ID).

    Raises `ConfigError` when neither names a sheet.
    """
    sheet = sheet_id or settings.google_sheets_id
    if not sheet:
        raise ConfigError(
            "GOOGLE_SHEETS_ID is not set: the knowledge base comes from the repository's data files"
        )
    root = settings.kb_root or default_kb_root()
    return CmsSync(
        sheets_client or build_sheets_client(settings),
        sheet,
        property_id,
        versions or build_knowledge_versions(settings),
        fallback_kb=lambda: load_knowledge_base(root, property_id),
    )
