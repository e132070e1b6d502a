"""Setting and cancelling reminders by text: signed webhooks, a live worker, fake Telnyx."""

from __future__ import annotations

from data.reminders.models import ReminderStatus
from data.reminders.sqlite import SqliteReminders
from tests.conftest import GUEST, Stack
from tests.integration.test_guest_language import ask


def test_set_limit_and_cancel_by_text(stack: Stack) -> None:
    reminders = SqliteReminders(stack.settings.sqlite_path)
    [confirmation] = ask(stack, "text me in 30 minutes about the buffet", "rem-1")
    assert (
        confirmation.startswith("Got it: I'll text you at ") and "about the buffet" in confirmation
    )
    for n in (2, 3):
        ask(stack, f"remind me in {n} hours about dinner", f"rem-{n}")
    assert len(reminders.open_for("mohegan_sun", GUEST)) == 3
    [limit] = ask(stack, "remind me in 4 hours about the pool", "rem-4")
    assert limit.startswith("You already have 3 reminders set")
    assert len(reminders.open_for("mohegan_sun", GUEST)) == 3

    assert ask(stack, "cancel my reminders please", "rem-5") == ["Done: I cancelled 3 reminders."]
    assert all(r.status is ReminderStatus.CANCELLED for r in reminders.listing(include_closed=True))
    assert ask(stack, "cancel my reminder", "rem-6") == ["You have no reminders set with me."]
    reminders.close()


def test_spanish_guest_gets_the_confirmation_in_spanish(stack: Stack) -> None:
    ask(stack, "¿Dónde está el buffet? Tengo hambre", "rem-es-1")
    [confirmation] = ask(stack, "recuérdame en 30 minutos sobre el buffet", "rem-es-2")
    assert confirmation.startswith("Listo: le escribiré a las")
    [plain] = ask(stack, "recuérdame en 2 horas", "rem-es-3")
    assert plain.endswith('su recordatorio. Responda "cancel my reminder" para cancelarlo.')
