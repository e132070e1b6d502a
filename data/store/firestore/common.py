"""What the Firestore adapters share: the client and collection prefix, time values, key ranges."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from google.api_core import exceptions as gexc
from google.cloud import firestore

from data.checkpoint.firestore_saver import encode_id_part as _enc
from data.store.base import StoreUnavailable

Doc = dict[str, Any]


def utc_now() -> datetime:
    """The current instant, in UTC."""
    return datetime.now(UTC)


def as_utc(value: datetime | None) -> datetime | None:
    """A plain aware datetime from what Firestore returns (a UTC subclass of datetime)."""
    if value is None:
        return None
    return datetime(
        value.year,
        value.month,
        value.day,
        value.hour,
        value.minute,
        value.second,
        value.microsecond,
        tzinfo=value.tzinfo or UTC,
    ).astimezone(UTC)


def sortable(value: datetime) -> str:
    """A string that sorts like the instant: fixed-width UTC with microseconds."""
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    return aware.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")


def upto(prefix: str) -> str:
    """The first string after every string that starts with `prefix` (which ends with ".")."""
    return prefix[:-1] + "/"  # "/" sorts right after the "." that ends every prefix


class FirestoreAdapter:
    """An adapter on an injected `google.cloud.firestore.Client`; safe to share between threads."""

    def __init__(self, client: firestore.Client, *, prefix: str = "concierge_") -> None:
        self._client = client
        self._prefix = prefix

    @property
    def client(self) -> firestore.Client:
        """The injected client, so adapters of other concerns can share it."""
        return self._client

    def _collection(self, name: str) -> Any:
        return self._client.collection(self._prefix + name)

    def _inbound_ref(self, message_id: str) -> Any:
        return self._collection("inbound").document(_enc(message_id))

    def check(self) -> None:
        """Raise StoreUnavailable unless Firestore answers one read within 5 seconds."""
        try:
            self._collection("health").document("ping").get(retry=None, timeout=5)
        except (gexc.GoogleAPIError, OSError) as exc:
            raise StoreUnavailable(f"Firestore: {exc}") from exc
