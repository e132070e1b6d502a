"""The consent ledger's contract, run against its SQLite adapter and its Firestore adapter.

An adapter passes when a caller cannot tell it from the others through the port. Datetimes are
compared as instants (Firestore returns UTC); inputs here are timezone-aware, as in production.
"""

from collections.abc import Iterator
from datetime import timedelta

import pytest

from data.store.consent_ledger import ConsentLedger
from data.store.firestore.consent_ledger import FirestoreConsentLedger
from data.store.models import (
    ConsentAction,
    ConsentEvent,
    ConsentState,
)
from data.store.sqlite import consent_ledger
from data.store.sqlite.consent_ledger import SqliteConsentLedger
from tests.contract.support import (
    GUEST,
    NOW,
    OTHER_GUEST,
    OTHER_PROPERTY,
    PROPERTY,
    concern_adapters,
    consent,
)


@pytest.fixture(params=["sqlite", "firestore"])
def store(request: pytest.FixtureRequest, tmp_path) -> Iterator[ConsentLedger]:
    yield from concern_adapters(
        request, tmp_path, SqliteConsentLedger, consent_ledger.SCHEMA, FirestoreConsentLedger
    )


# Consent ledger -----------------------------------------------------------------------------


def test_consent_starts_opted_in_and_follows_the_latest_event(store: ConsentLedger) -> None:
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(opted_out=False)
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1", minutes=1)) is True
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(
        opted_out=True, since=NOW + timedelta(minutes=1), message_id="m1", source="STOP"
    )
    assert store.append_consent(consent(ConsentAction.OPT_IN, "m2", minutes=2)) is True
    assert store.consent_state(PROPERTY, GUEST) == ConsentState(
        opted_out=False, since=NOW + timedelta(minutes=2), message_id="m2", source="START"
    )


def test_a_message_id_produces_one_event_even_if_retried_with_another_action(
    store: ConsentLedger,
) -> None:
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1")) is True
    assert store.append_consent(consent(ConsentAction.OPT_OUT, "m1")) is False
    assert store.append_consent(consent(ConsentAction.OPT_IN, "m1", minutes=5)) is False
    assert store.consent_state(PROPERTY, GUEST).opted_out is True
    assert len(store.consent_events()) == 1


def test_events_without_a_message_id_are_all_kept(store: ConsentLedger) -> None:
    assert store.append_consent(consent(ConsentAction.OPT_OUT, None, minutes=1)) is True
    assert store.append_consent(consent(ConsentAction.OPT_OUT, None, minutes=1)) is True
    assert len(store.consent_events()) == 2
    assert store.consent_state(PROPERTY, GUEST).message_id is None


def test_the_ledger_is_in_append_order_and_the_last_append_decides(store: ConsentLedger) -> None:
    # A late-arriving event with an earlier time still comes after in the ledger, and decides.
    store.append_consent(consent(ConsentAction.OPT_IN, "m1", minutes=10))
    store.append_consent(consent(ConsentAction.OPT_OUT, "x1", guest=OTHER_GUEST, minutes=0))
    store.append_consent(consent(ConsentAction.OPT_OUT, "m2", minutes=5))
    assert [e.message_id for e in store.consent_events()] == ["m1", "x1", "m2"]
    assert store.consent_state(PROPERTY, GUEST).opted_out is True


def test_consent_is_per_property_and_the_ledger_filters_by_property(store: ConsentLedger) -> None:
    store.append_consent(consent(ConsentAction.OPT_OUT, "m1"))
    store.append_consent(consent(ConsentAction.OPT_OUT, "p1", property_id=OTHER_PROPERTY))
    store.append_consent(consent(ConsentAction.OPT_IN, "p2", property_id=OTHER_PROPERTY, minutes=1))
    assert store.consent_state(PROPERTY, GUEST).opted_out is True
    assert store.consent_state(OTHER_PROPERTY, GUEST).opted_out is False
    assert [e.message_id for e in store.consent_events(OTHER_PROPERTY)] == ["p1", "p2"]
    assert [e.message_id for e in store.consent_events(PROPERTY)] == ["m1"]
    assert store.consent_events("nowhere") == []


def test_ledger_events_round_trip_every_field(store: ConsentLedger) -> None:
    event = consent(ConsentAction.OPT_OUT, "m/1", keyword="STOP", text="Stop. Thank you")
    store.append_consent(event)
    assert store.consent_events() == [event]
    no_detail = ConsentEvent(ConsentAction.OPT_IN, GUEST, PROPERTY, "cli", None, NOW)
    store.append_consent(no_detail)
    assert store.consent_events()[-1] == no_detail
