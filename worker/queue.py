"""Enqueue work for the worker; what the receiver calls to hand a text over durably."""

from __future__ import annotations

import time

from celery import Celery

from data.store.models import InboundMessage
from worker.celery_app import CMS_NOTICE, CMS_SYNC, CONSOLE_SEND, HANDLE_INBOUND, RECORD_DELIVERY


class QueueUnavailable(RuntimeError):
    """The broker did not accept the task; the caller must not acknowledge the text."""


class TaskQueue:
    """Publishes tasks by name, so the receiver never imports the worker's task code."""

    def __init__(self, app: Celery) -> None:
        self._app = app

    def _publish(self, name: str, payload: dict[str, object]) -> None:
        # Celery copies a repr of the arguments into the message headers and its task events,
        # where monitoring tools show them: that would be the guest's number and text. Naming
        # only the message id keeps them out (and skips Celery's repr of the payload).
        label = payload.get("message_id") or payload.get("provider_message_id") or ""
        try:
            self._app.send_task(
                name, args=[payload], argsrepr=f"(payload of {label or name})", kwargsrepr="{}"
            )
        except Exception as exc:  # kombu raises a wide range of transport errors
            raise QueueUnavailable(f"cannot enqueue {name}: {exc}") from exc

    def close(self) -> None:
        """Release the broker connections."""
        self._app.close()

    def enqueue_inbound(self, message: InboundMessage) -> None:
        """Queue a guest's text for a turn."""
        self._publish(HANDLE_INBOUND, message.to_payload())

    def enqueue_cms_sync(self, notice: dict[str, object]) -> None:
        """Queue a CMS change notice, stamped now; the worker debounces it into a sync."""
        # Workers may handle notices out of order; the stamp tells them which came last.
        self._publish(CMS_NOTICE, {**notice, "queued_at": time.time()})

    def enqueue_delivery(
        self, provider_message_id: str, status: str, detail: str, *, to: str = ""
    ) -> None:
        """Queue a delivery report for the message log (`to`: the guest it was sent to)."""
        self._publish(
            RECORD_DELIVERY,
            {
                "provider_message_id": provider_message_id,
                "status": status,
                "detail": detail,
                "to": to,
            },
        )

    def enqueue_console_send(self, payload: dict[str, object]) -> None:
        """Queue a staff member's console reply or hand-back for the worker to send."""
        self._publish(CONSOLE_SEND, payload)

    def enqueue_cms_sync_now(self) -> None:
        """Queue a sheet sync that runs at once (no debounce), as the periodic sync does."""
        try:
            self._app.send_task(CMS_SYNC, kwargs={"force": True})
        except Exception as exc:  # kombu raises a wide range of transport errors
            raise QueueUnavailable(f"cannot enqueue {CMS_SYNC}: {exc}") from exc
