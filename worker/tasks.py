"""Thin Celery tasks: decode the message, call plain code, declare retries."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import redis
from celery import Celery, Task
from celery.exceptions import Reject, Retry

from data.cms.sheet_reader import SheetUnavailable
from data.store.base import Store, StoreUnavailable
from data.store.models import InboundMessage, OutboundStatus
from sms.sender.base import TransientSendError
from worker.beat import Heartbeats
from worker.celery_app import (
    CMS_NOTICE,
    CMS_SYNC,
    CONSOLE_SEND,
    EXPIRE_HANDOFFS,
    HANDLE_INBOUND,
    NOTIFY_STAFF,
    RECONCILE_INBOUND,
    RECORD_DELIVERY,
    RELEASE_HELD,
    SEND_REMINDERS,
)
from worker.cms_sync import CmsSyncBusy, CmsSyncRunner
from worker.console_sends import ConsoleSends
from worker.early_receipts import EarlyReceipts
from worker.handoff_runner import HandoffRunner
from worker.inbound import InboundHandler
from worker.inbound_ledger import InboundLedger
from worker.locks import ConversationBusy
from worker.queue import QueueUnavailable, TaskQueue
from worker.receipt_actions import ReceiptActions
from worker.release import HeldTextReleaser
from worker.reminders import ReminderSender
from worker.staff_webhook import WebhookFailed

log = logging.getLogger(__name__)

MAX_RETRIES = 8
UNEXPECTED_RETRIES = 3
BACKOFF_CAP_SECONDS = 300.0
# A failure receipt that came before its send stored the Telnyx id is looked at once more.
EARLY_FAILURE_RECHECK_SECONDS = 30.0


@dataclass(frozen=True)
class WorkerServices:
    """What the tasks call; built by the composition root."""

    handler: InboundHandler
    store: Store
    releaser: HeldTextReleaser
    cms: CmsSyncRunner | None = None
    handoffs: HandoffRunner | None = None
    console: ConsoleSends | None = None
    heartbeats: Heartbeats | None = None
    receipts: EarlyReceipts | None = None
    reminders: ReminderSender | None = None
    receipt_actions: ReceiptActions | None = None
    ledger: InboundLedger | None = None

    def beat_ran(self, name: str) -> None:
        """Record that the periodic task `name` ran (the worker's /health reports it)."""
        if self.heartbeats is not None:
            self.heartbeats.record(name)


def retry_delay(retries: int, retry_after: float | None) -> float:
    """Exponential backoff (1, 2, 4 ... s, capped), never sooner than the carrier's Retry-After."""
    backoff = min(BACKOFF_CAP_SECONDS, 2.0**retries)
    return max(backoff, retry_after or 0.0)


def retry_or_requeue(task: Task, **retry: Any) -> Retry:
    """`task.retry(**retry)`, except that a retry the broker cannot take keeps the message.

    Celery answers a retry it cannot publish (Redis down) with Reject(requeue=False): once
    Redis is back, the worker drops the message and an acknowledged text is lost. Requeued
    instead, it runs again (turns are idempotent); if Redis is still down, the message stays
    unacknowledged and is redelivered after the visibility timeout.
    """
    try:
        return task.retry(**retry)
    except Reject as rejected:
        raise Reject(rejected.reason, requeue=True) from rejected


def mark_started(ledger: InboundLedger | None, message_id: str) -> None:
    """Tell the ledger a worker has the text; best effort (a miss only queues it once more)."""
    if ledger is None:
        return
    try:
        ledger.started(message_id)
    except redis.RedisError as exc:
        log.warning("could not mark %s started: %s", message_id, exc)


def register_tasks(app: Celery, services: WorkerServices) -> None:
    """Bind the tasks to `app`, closing over `services` (no module-level state)."""

    @app.task(name=HANDLE_INBOUND, bind=True, shared=False, max_retries=MAX_RETRIES, acks_late=True)
    def handle_inbound(self: Task, payload: dict[str, Any]) -> None:
        inbound = InboundMessage.from_payload(payload)
        mark_started(services.ledger, inbound.message_id)
        try:
            services.handler.handle(inbound)
        except TransientSendError as exc:
            delay = retry_delay(self.request.retries, exc.retry_after)
            log.warning("send for %s will retry in %.1fs: %s", inbound.message_id, delay, exc)
            raise retry_or_requeue(self, exc=exc, countdown=delay) from exc
        except (ConversationBusy, StoreUnavailable) as exc:
            raise retry_or_requeue(
                self, exc=exc, countdown=retry_delay(self.request.retries, None)
            ) from exc
        except Exception as exc:
            # A bug or a broken dependency: retry a few times, then apologise instead of
            # leaving an acknowledged text unanswered.
            if self.request.retries < UNEXPECTED_RETRIES:
                log.exception("turn %s failed; retrying", inbound.message_id)
                raise retry_or_requeue(
                    self, exc=exc, countdown=retry_delay(self.request.retries, None)
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
        if force:
            services.beat_ran("cms_sync")
        if services.cms is None:
            return
        try:
            services.cms.run(force=force)
        except CmsSyncBusy as exc:
            raise retry_or_requeue(self, exc=exc, countdown=5) from exc
        except SheetUnavailable as exc:
            # Nothing was published; the sheet is retried, and the periodic sync follows anyway.
            delay = retry_delay(self.request.retries + 4, None)
            raise retry_or_requeue(self, exc=exc, countdown=delay, max_retries=3) from exc

    @app.task(name=NOTIFY_STAFF, bind=True, shared=False, acks_late=True, max_retries=5)
    def notify_staff(self: Task, property_id: str, ticket_number: int) -> None:
        if services.handoffs is None:
            return
        try:
            services.handoffs.notify_webhook(property_id, ticket_number)
        except WebhookFailed as exc:
            raise retry_or_requeue(
                self, exc=exc, countdown=retry_delay(self.request.retries, None)
            ) from exc

    @app.task(name=CONSOLE_SEND, bind=True, shared=False, acks_late=True, max_retries=MAX_RETRIES)
    def console_send(self: Task, payload: dict[str, Any]) -> None:
        if services.console is None:
            log.error("console send ignored: the worker has no console sender")
            return
        try:
            services.console.send(payload)
        except TransientSendError as exc:
            delay = retry_delay(self.request.retries, exc.retry_after)
            raise retry_or_requeue(self, exc=exc, countdown=delay) from exc
        except (ConversationBusy, StoreUnavailable) as exc:
            raise retry_or_requeue(
                self, exc=exc, countdown=retry_delay(self.request.retries, None)
            ) from exc

    @app.task(name=EXPIRE_HANDOFFS, bind=True, shared=False, acks_late=True, max_retries=0)
    def expire_handoffs(self: Task) -> int:
        services.beat_ran("expire_handoffs")
        if services.handoffs is None:
            return 0
        try:
            return services.handoffs.expire_due()
        except (TransientSendError, ConversationBusy, StoreUnavailable) as exc:
            log.warning("expiring handoffs failed, next tick retries: %s", exc)
            return 0

    @app.task(name=RELEASE_HELD, bind=True, shared=False, acks_late=True, max_retries=0)
    def release_held(self: Task) -> int:
        services.beat_ran("release_held")
        try:
            return services.releaser.release_due()
        except (TransientSendError, ConversationBusy, StoreUnavailable) as exc:
            # The next beat tick tries again; the texts stay held in the store meanwhile.
            log.warning("releasing held texts failed, next tick retries: %s", exc)
            return 0

    @app.task(name=RECONCILE_INBOUND, bind=True, shared=False, acks_late=True, max_retries=0)
    def reconcile_inbound(self: Task) -> int:
        services.beat_ran("reconcile_inbound")
        if services.ledger is None:
            return 0
        queue = TaskQueue(app)
        try:
            return services.ledger.reconcile(
                lambda payload: queue.enqueue_inbound(InboundMessage.from_payload(payload))
            )
        except (redis.RedisError, QueueUnavailable) as exc:
            log.warning("reconciling acknowledged texts failed, next tick retries: %s", exc)
            return 0

    @app.task(name=SEND_REMINDERS, bind=True, shared=False, acks_late=True, max_retries=0)
    def send_reminders(self: Task) -> int:
        services.beat_ran("send_reminders")
        if services.reminders is None:
            return 0
        try:
            return services.reminders.send_due()
        except (TransientSendError, ConversationBusy, StoreUnavailable) as exc:
            # A claimed reminder whose send failed is taken again once its claim goes stale.
            log.warning("sending reminders failed, a later tick retries: %s", exc)
            return 0

    @app.task(
        name=RECORD_DELIVERY, bind=True, shared=False, max_retries=MAX_RETRIES, acks_late=True
    )
    def record_delivery(self: Task, payload: dict[str, Any]) -> None:
        status = OutboundStatus(str(payload["status"]))
        provider_id = str(payload["provider_message_id"])
        detail = str(payload.get("detail", ""))
        if services.receipts is not None:
            known = services.receipts.record(provider_id, status, detail)
        else:
            known = services.store.update_delivery(provider_id, status, detail)
        if not known:
            log.info("delivery report for unknown message %s", provider_id)
            if status is OutboundStatus.FAILED and not payload.get("looked_again"):
                # Kept as an early receipt; act on it once the send has stored its id.
                app.send_task(
                    RECORD_DELIVERY,
                    args=[{**payload, "looked_again": True}],
                    countdown=EARLY_FAILURE_RECHECK_SECONDS,
                )
        elif services.receipt_actions is not None:
            services.receipt_actions.after_receipt(
                provider_id, status, detail, str(payload.get("to", ""))
            )
