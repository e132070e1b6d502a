"""Telnyx adapter of the sender port, through the official SDK."""

from __future__ import annotations

import telnyx

from data.store.models import OutboundText
from sms.sender.base import PermanentSendError, SendReceipt, TransientSendError


def _error_code(error: telnyx.APIStatusError) -> str | None:
    """The first Telnyx error code in an error response body, if any."""
    body = error.body
    if isinstance(body, dict):
        errors = body.get("errors")
        if isinstance(errors, list) and errors and isinstance(errors[0], dict):
            code = errors[0].get("code")
            return str(code) if code is not None else None
    return None


def _retry_after(error: telnyx.APIStatusError) -> float | None:
    value = error.response.headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


class TelnyxSender:
    """Sends texts with `client.messages.send`; the client is built by the caller.

    Build the client with `max_retries=0`: retries belong to the Celery task, which re-checks
    consent and quiet hours before every attempt.
    """

    def __init__(self, client: telnyx.Telnyx, *, messaging_profile_id: str | None = None) -> None:
        self._client = client
        self._profile = messaging_profile_id

    def send(self, text: OutboundText) -> SendReceipt:
        """Send one text with its idempotency key; map SDK errors onto the port's errors."""
        try:
            response = self._client.messages.send(
                from_=text.from_number,
                to=text.to_number,
                text=text.text,
                idempotency_key=text.key,
                messaging_profile_id=self._profile or telnyx.omit,
            )
        except telnyx.RateLimitError as exc:
            raise TransientSendError(
                "rate limited", code=_error_code(exc), retry_after=_retry_after(exc)
            ) from exc
        except telnyx.InternalServerError as exc:
            raise TransientSendError(
                f"Telnyx {exc.status_code}", code=_error_code(exc), retry_after=_retry_after(exc)
            ) from exc
        except telnyx.APIStatusError as exc:
            code = _error_code(exc)
            raise PermanentSendError(f"Telnyx {exc.status_code} code {code}", code=code) from exc
        except telnyx.APIConnectionError as exc:
            raise TransientSendError(f"cannot reach Telnyx: {exc}") from exc
        data = response.data
        message_id = getattr(data, "id", None) if data is not None else None
        return SendReceipt(provider_message_id=str(message_id or text.key))
