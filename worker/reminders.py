"""Reminders the guest asked for: set and cancel them by text, send each once when due.

`ReminderDesk` answers a guest's reminder text (confirming what and when, in the property's
time zone). `ReminderSender` runs from Celery beat: it claims each due reminder atomically in
the store (two beat ticks, or two beat processes, never both send it), then sends it through
the usual delivery path as a reply the guest asked for: consent is re-checked (never after
STOP) and quiet hours apply as for an answer to the guest's own text.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta

from agent.i18n import localize
from agent.reminder_request import (
    DEFAULT_ABOUT,
    CancelReminders,
    ReminderRequest,
    UnclearReminder,
    read_reminder,
)
from agent.retrieval import KnowledgeIndex
from compliance.privacy import mask_number
from data.properties import Property, PropertyRegistry
from data.reminders.models import Reminder, ReminderStatus
from data.reminders.store import ReminderStore
from data.store.base import Store
from data.store.models import InboundMessage, OutboundStatus, OutboundText
from worker.delivery import Delivery
from worker.locks import Locks

log = logging.getLogger(__name__)

REMINDER_CLASS = "reply"  # the guest asked for it: sent like an answer to their own text
# A claim older than this belongs to a worker that died; the reminder is taken again (its
# stored plan and idempotency key keep it from going out twice).
STALE_CLAIM = timedelta(minutes=5)


def when_text(at: datetime, now: datetime) -> str:
    """'7:00 PM today', '9:30 AM tomorrow' or '9:30 AM Tue Nov 24', in the property's zone."""
    clock = at.strftime("%-I:%M %p")
    if at.date() == now.date():
        return f"{clock} today"
    if at.date() == (now + timedelta(days=1)).date():
        return f"{clock} tomorrow"
    return f"{clock} {at.strftime('%a %b %-d')}"


class ReminderDesk:
    """Answers reminder texts: set (up to `max_open` per guest), cancel, or ask for a time."""

    def __init__(
        self,
        *,
        reminders: ReminderStore,
        index_for: Callable[[str], KnowledgeIndex],
        clock: Callable[[], datetime],
        max_open: int,
    ) -> None:
        self._reminders = reminders
        self._index_for = index_for
        self._clock = clock
        self._max_open = max_open

    def answer(
        self, prop: Property, turn: InboundMessage, text: str, language: str
    ) -> list[str] | None:
        """The reply to a reminder text, or None when the text is not about reminders."""
        now = self._clock().astimezone(prop.zone)
        intent = read_reminder(text, now, self._index_for(prop.id))
        if intent is None:
            return None
        guest = turn.from_number
        if isinstance(intent, CancelReminders):
            cancelled = self._reminders.cancel_open(prop.id, guest, reason="guest cancelled")
            if not cancelled:
                english = "You have no reminders set with me."
                return [localize(language, "reminder_none", english, prop)]
            count = str(len(cancelled))
            english = f"Done: I cancelled {count} reminder{'s' if len(cancelled) > 1 else ''}."
            return [localize(language, "reminder_cancelled", english, prop, count=count)]
        if isinstance(intent, UnclearReminder):
            english = (
                'I can set a reminder for a time today or tomorrow, like "remind me at 7 PM '
                'about the show" or "text me 30 minutes before the spa closes".'
            )
            return [localize(language, "reminder_unclear", english, prop)]
        return [self._set(prop, turn, intent, language, now)]

    def _set(
        self,
        prop: Property,
        turn: InboundMessage,
        request: ReminderRequest,
        language: str,
        now: datetime,
    ) -> str:
        if request.about == DEFAULT_ABOUT:
            request = replace(
                request, about=localize(language, "reminder_default", DEFAULT_ABOUT, prop)
            )
        reminder = Reminder(
            id=turn.message_id,
            property_id=prop.id,
            guest=turn.from_number,
            property_number=turn.to_number,
            about=request.about[:120],
            due_at=request.due_at,
            language=language,
            created_at=self._clock(),
        )
        if not self._reminders.add(reminder, max_open=self._max_open):
            limit = str(self._max_open)
            english = (
                f"You already have {limit} reminders set, the most I can keep. Reply "
                '"cancel my reminders" to clear them.'
            )
            return localize(language, "reminder_limit", english, prop, count=limit)
        when = when_text(request.due_at, now)
        english = (
            f"Got it: I'll text you at {when} ({prop.name} time) about {request.about}. "
            'Reply "cancel my reminder" to cancel.'
        )
        return localize(
            language,
            "reminder_set",
            english,
            prop,
            clock=request.due_at.strftime("%-I:%M %p"),
            date=request.due_at.strftime("%m/%d"),
            about=request.about,
        )


class ReminderSender:
    """Sends due reminders once each (run by Celery beat)."""

    def __init__(
        self,
        *,
        reminders: ReminderStore,
        store: Store,
        registry: PropertyRegistry,
        delivery: Delivery,
        locks: Locks,
        clock: Callable[[], datetime],
    ) -> None:
        self._reminders = reminders
        self._store = store
        self._registry = registry
        self._delivery = delivery
        self._locks = locks
        self._clock = clock

    def send_due(self) -> int:
        """Send every due reminder this process claims; how many it sent."""
        now = self._clock()
        stale = now - STALE_CLAIM
        sent = 0
        for reminder in self._reminders.due(now, stale_claim_before=stale):
            if not self._reminders.claim(reminder.id, now, stale_claim_before=stale):
                continue  # another tick or process has it
            sent += self._send(reminder)
        return sent

    def _send(self, reminder: Reminder) -> int:
        prop = self._registry.get(reminder.property_id)
        if prop is None:
            self._reminders.finish(reminder.id, ReminderStatus.CANCELLED, "unknown property")
            return 0
        if self._store.consent_state(prop.id, reminder.guest).opted_out:
            self._reminders.finish(reminder.id, ReminderStatus.CANCELLED, "guest opted out")
            log.info("reminder %s not sent: %s opted out", reminder.id, mask_number(reminder.guest))
            return 0
        english = f"Reminder from {prop.name}: {reminder.about}."
        body = localize(reminder.language, "reminder_due", english, prop, about=reminder.about)
        text = OutboundText(
            key=f"reminder-{reminder.id}-1",
            inbound_id=f"reminder-{reminder.id}",
            seq=1,
            property_id=prop.id,
            from_number=reminder.property_number,
            to_number=reminder.guest,
            text=body,
            message_class=REMINDER_CLASS,
        )
        with self._locks.hold(prop.id, reminder.guest):
            plan = self._store.plan_outbound([text])
            # Due time counts as the guest's request: the reply grace runs from it.
            self._delivery.deliver(plan, inbound_at=reminder.due_at)
            final = self._store.planned_outbound(text.inbound_id)
        status = final[0].status if final else OutboundStatus.CANCELLED
        if status is OutboundStatus.CANCELLED:
            self._reminders.finish(reminder.id, ReminderStatus.CANCELLED, "delivery cancelled")
            return 0
        self._reminders.finish(reminder.id, ReminderStatus.SENT, str(status))
        log.info("reminder %s to %s: %s", reminder.id, mask_number(reminder.guest), status)
        return 1
