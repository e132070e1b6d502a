"""Texts staff send from the console: the same lock, consent and quiet-hours checks as the bot.

The console enqueues one task per action; this code builds the texts, stores them as a plan
keyed by the action id (so a redelivered task sends nothing twice) and delivers them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from compliance.privacy import mask_number
from data.properties import PropertyRegistry
from data.store.base import Store
from data.turns.log import STAFF_ROUTE, TurnLog, TurnRecord
from worker.delivery import Delivery
from worker.handoff import HandoffDesk, console_plan_id
from worker.locks import Locks

log = logging.getLogger(__name__)

REPLY = "reply"
HANDBACK = "handback"


class ConsoleSends:
    """What the `console_send` task calls."""

    def __init__(
        self,
        *,
        desk: HandoffDesk,
        store: Store,
        registry: PropertyRegistry,
        delivery: Delivery,
        locks: Locks,
        clock: Callable[[], datetime],
        turns: TurnLog | None = None,
    ) -> None:
        self._desk = desk
        self._store = store
        self._registry = registry
        self._delivery = delivery
        self._locks = locks
        self._clock = clock
        self._turns = turns

    def send(self, payload: dict[str, Any]) -> None:
        """Carry out `{"kind", "ticket", "action_id", "staff", "text"}` once per action id."""
        kind = str(payload["kind"])
        action_id = str(payload["action_id"])
        ticket = self._store.get_ticket(int(payload["ticket"]))
        prop = self._registry.get(ticket.property_id) if ticket else None
        if ticket is None or prop is None:
            log.error("console %s for unknown ticket %s", kind, payload["ticket"])
            return
        plan_id = console_plan_id(action_id)
        with self._locks.hold(prop.id, ticket.guest):
            plan = self._store.planned_outbound(plan_id)
            if not plan:
                if kind == REPLY:
                    texts = self._desk.console_reply(
                        prop, ticket, str(payload["text"]), action_id=action_id
                    )
                elif kind == HANDBACK:
                    texts = self._desk.console_handback(prop, ticket, action_id=action_id)
                else:
                    log.error("unknown console action %s", kind)
                    return
                guest_at = self._desk.last_guest_text_at(ticket)
                if self._turns is not None:
                    self._turns.record(
                        TurnRecord(
                            plan_id=plan_id,
                            property_id=prop.id,
                            guest=ticket.guest,
                            route=STAFF_ROUTE,
                            llm_calls=0,
                            guest_at=guest_at,
                            planned_at=self._clock(),
                            actor=str(payload.get("staff") or ""),
                        )
                    )
                plan = self._store.plan_outbound(texts)
            # A reply inside the grace period of the guest's latest text is a reply; later
            # it is proactive and waits for the guest's quiet hours to end.
            self._delivery.deliver(plan, inbound_at=self._desk.last_guest_text_at(ticket))
        log.info("console %s on #%d to %s", kind, ticket.number, mask_number(ticket.guest))
