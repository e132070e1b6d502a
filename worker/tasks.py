"""Thin Celery tasks: decode the message, call plain code, declare retries."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from celery import Celery, Task

from data.cms.sheet_reader import SheetUnavailable
from data.sender.base import TransientSendError
from data.store.base import Store, StoreUnavailable
from data.store.models import InboundMessage, OutboundStatus
from worker.celery_app import (
    CMS_NOTICE,
    CMS_SYNC,
    EXPIRE_HANDOFFS,
    HANDLE_INBOUND,
    NOTIFY_STAFF,
    RECORD_DELIVERY,
    RELEASE_HELD,
)
from worker.cms_sync import CmsSyncBusy, CmsSyncRunner
from worker.handoff_runner import HandoffRunner
from worker.inbound import InboundHandler
from worker.locks import ConversationBusy
from worker.release import HeldTextReleaser
from worker.staff_webhook import WebhookFailed

log = logging.getLogger(__name__)

MAX_RETRIES = 8
UNEXPECTED_RETRIES = 3
BACKOFF_CAP_SECONDS = 300.0


@dataclass(frozen=True)
class WorkerServices:
    """What the tasks call; built by the composition root."""

    handler: InboundHandler
    store: Store
    releaser: HeldTextReleaser
    cms: CmsSyncRunner | None = None
    handoffs: HandoffRunner | None = None


def retry_delay(retries: int, retry_after: float | None) -> float:
    """Exponential backoff (1, 2, 4 ... s, capped), never sooner than the carrier's Retry-After."""
    backoff = min(BACKOFF_CAP_SECONDS, 2.0**retries)
    return max(backoff, retry_after or 0.0)


def register_tasks(app: Celery, services: WorkerServices) -> None:
    """Bind the tasks to `app`, closing over `services` (no module-level state)."""

    @app.task(name=HANDLE_INBOUND, bind=True, shared=False, max_retries=MAX_RETRIES, acks_late=True)
    def handle_inbound(self: Task, payload: dict[str, Any]) -> None:
        inbound = InboundMessage.from_payload(payload)
        try:
            services.handler.handle(inbound)
        except TransientSendError as exc:
            delay = retry_delay(self.request.retries, exc.retry_after)
            log.warning("send for %s will retry in %.1fs: %s", inbound.message_id, delay, exc)
            raise self.retry(exc=exc, countdown=delay) from exc
        except (ConversationBusy, StoreUnavailable) as exc:
            raise self.retry(exc=exc, countdown=retry_delay(self.request.retries, None)) from exc
        except Exception as exc:
            # A bug or a broken dependency: retry a few times, then apologise instead of
            # leaving an acknowledged text unanswered.
            if self.request.retries < UNEXPECTED_RETRIES:
                log.exception("turn %s failed; retrying", inbound.message_id)
                raise self.retry(
                    exc=exc, countdown=retry_delay(self.request.retries, None)
                ) from exc
            log.exception("turn %s failed for good; apologising", inbound.message_id)
            services.handler.give_up(inbound)

    @app.task(name=CMS_NOTICE, bind=True, shared=False, acks_late=True, max_retries=MAX_RETRIES)
    def cms_notice(self: Task, notice: dict[str, Any]) -> None:
        if services.cms is None:
            log.warning("CMS notice ignored: GOOGLE_SHEETS_ID is not set")
            return
        countdown = services.cms.note(notice)
        app.send_task(CMS_SYNC, kwargs={"force": False}, countdown=countdown)

    @app.task(name=CMS_SYNC, bind=True, shared=False, acks_late=True, max_retries=MAX_RETRIES)
    def cms_sync(self: Task, force: bool = False) -> None:
        if services.cms is None:
            return
        try:
            services.cms.run(force=force)
        except CmsSyncBusy as exc:
            raise self.retry(exc=exc, countdown=5) from exc
        except SheetUnavailable as exc:
            # Nothing was published; the sheet is retried, and the periodic sync follows anyway.
            delay = retry_delay(self.request.retries + 4, None)
            raise self.retry(exc=exc, countdown=delay, max_retries=3) from exc

    @app.task(name=NOTIFY_STAFF, bind=True, shared=False, acks_late=True, max_retries=5)
    def notify_staff(self: Task, property_id: str, ticket_number: int) -> None:
        if services.handoffs is None:
            return
        try:
            services.handoffs.notify_webhook(property_id, ticket_number)
        except WebhookFailed as exc:
            raise self.retry(exc=exc, countdown=retry_delay(self.request.retries, None)) from exc

    @app.task(name=EXPIRE_HANDOFFS, bind=True, shared=False, acks_late=True, max_retries=0)
    def expire_handoffs(self: Task) -> int:
        if services.handoffs is None:
            return 0
        try:
            return services.handoffs.expire_due()
        except (TransientSendError, ConversationBusy, StoreUnavailable) as exc:
            log.warning("expiring handoffs failed, next tick retries: %s", exc)
            return 0

    @app.task(name=RELEASE_HELD, bind=True, shared=False, acks_late=True, max_retries=0)
    def release_held(self: Task) -> int:
        try:
            return services.releaser.release_due()
        except (TransientSendError, ConversationBusy, StoreUnavailable) as exc:
            # The next beat tick tries again; the texts stay held in the store meanwhile.
            log.warning("releasing held texts failed, next tick retries: %s", exc)
            return 0

    @app.task(
        name=RECORD_DELIVERY, bind=True, shared=False, max_retries=MAX_RETRIES, acks_late=True
    )
    def record_delivery(self: Task, payload: dict[str, Any]) -> None:
        status = OutboundStatus(str(payload["status"]))
        found = services.store.update_delivery(
            str(payload["provider_message_id"]), status, str(payload.get("detail", ""))
        )
        if not found:
            log.info("delivery report for unknown message %s", payload["provider_message_id"])
