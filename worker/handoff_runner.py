"""Periodic and background handoff work: expiry back to the bot, staff webhook posts."""

from __future__ import annotations

import logging

import redis
import requests

from data.properties import PropertyRegistry
from data.store.base import Store
from worker.delivery import Delivery
from worker.handoff import HandoffDesk
from worker.locks import Locks
from worker.staff_webhook import WebhookFailed, post_ticket

log = logging.getLogger(__name__)


class HandoffRunner:
    """What the `expire_handoffs` and `notify_staff` tasks call."""

    def __init__(
        self,
        *,
        desk: HandoffDesk,
        store: Store,
        registry: PropertyRegistry,
        delivery: Delivery,
        locks: Locks,
        redis_client: redis.Redis,
        session: requests.Session,
    ) -> None:
        self._desk = desk
        self._store = store
        self._registry = registry
        self._delivery = delivery
        self._locks = locks
        self._redis = redis_client
        self._session = session

    def expire_due(self) -> int:
        """Hand expired tickets back to the bot and tell each guest; return how many."""
        count = 0
        for ticket in self._desk.expired():
            prop = self._registry.get(ticket.property_id)
            if prop is None:
                continue
            with self._locks.hold(prop.id, ticket.guest):
                texts = self._desk.release(prop, ticket.number, reason="expired")
                if texts:
                    plan = self._store.plan_outbound(texts)
                    self._delivery.deliver(plan, inbound_at=None)
                    count += 1
        if count:
            log.info("expired %d handoff tickets", count)
        return count

    def notify_webhook(self, property_id: str, ticket_number: int) -> None:
        """Post the ticket to the property's staff webhook once (a claim in Redis)."""
        prop = self._registry.get(property_id)
        ticket = self._store.get_ticket(ticket_number)
        if prop is None or ticket is None or not prop.staff_webhook_url:
            return
        claim = f"staff-webhook:{ticket_number}"
        if not self._redis.set(claim, "1", nx=True, ex=7 * 86400):
            return
        try:
            post_ticket(self._session, prop.staff_webhook_url, prop, ticket)
        except WebhookFailed:
            self._redis.delete(claim)
            raise
