"""FirestoreStore beyond the shared contract: failure reporting, races, and its transactions.

What the emulator models, these tests run on it: `create()` preconditions are checked per write
in its single event loop, so racing writers of the same message id or the same plan really race.
What it does not model is isolation between concurrent transactions (it never aborts one, so two
transactions that read the same counter both commit: lost updates). Real Firestore gives
serializable transactions: a commit whose read documents changed since they were read is aborted
and the client retries the function. So for the row counter and the ledger number the tests below
check, on the wire, the two things our code must do for that guarantee to apply: read the
counter inside the transaction, and commit the new value in that same transaction.
"""

import threading
from datetime import UTC, datetime

import pytest
from google.cloud import firestore

from data.store.base import StoreUnavailable
from data.store.firestore import FirestoreStore
from data.store.models import ConsentAction, ConsentEvent, InboundMessage, OutboundText
from tests.firestore_emulator import RunningEmulator, count_rpcs, unique_project

NOW = datetime(2026, 11, 22, 15, 0, tzinfo=UTC)
GUEST = "+12035550147"


def text(inbound_id: str, seq: int = 1, words: str = "hi") -> OutboundText:
    return OutboundText(
        f"{inbound_id}-{seq}", inbound_id, seq, "mohegan_sun", "+18605550100", GUEST, words, "reply"
    )


def race(target, arguments: list[tuple]) -> list:
    results: list = [None] * len(arguments)
    barrier = threading.Barrier(len(arguments))

    def run(index: int, args: tuple) -> None:
        barrier.wait(timeout=10)
        results[index] = target(*args)

    threads = [threading.Thread(target=run, args=(i, a)) for i, a in enumerate(arguments)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return results


@pytest.fixture
def counted(firestore_emulator: RunningEmulator, monkeypatch):
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", firestore_emulator.host)
    client = firestore.Client(project=unique_project())
    rpcs = count_rpcs(client)
    yield FirestoreStore(client), rpcs
    client.close()


def test_check_reports_an_unreachable_firestore(monkeypatch) -> None:
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", "127.0.0.1:9")  # discard port: nothing answers
    client = firestore.Client(project=unique_project())
    with pytest.raises(StoreUnavailable, match="Firestore"):
        FirestoreStore(client).check()
    client.close()


def test_racing_deliveries_of_one_text_log_it_once(firestore_client) -> None:
    store = FirestoreStore(firestore_client)
    message = InboundMessage("m1", "mohegan_sun", GUEST, "+18605550100", "hi", NOW)
    assert sorted(race(store.record_inbound, [(message,)] * 6)) == [False] * 5 + [True]


def test_racing_plans_for_one_text_store_one_plan(firestore_client) -> None:
    store = FirestoreStore(firestore_client)
    plans = [([text("m1", 1, f"draft {n}"), text("m1", 2, f"more {n}")],) for n in range(5)]
    stored = race(store.plan_outbound, plans)
    assert all(result == stored[0] for result in stored)
    assert len(store.outbound_to(GUEST)) == 2


def test_racing_opt_outs_from_one_message_make_one_event(firestore_client) -> None:
    store = FirestoreStore(firestore_client)
    event = ConsentEvent(ConsentAction.OPT_OUT, GUEST, "mohegan_sun", "STOP", "m1", NOW)
    assert sorted(race(store.append_consent, [(event,)] * 5)) == [False] * 4 + [True]
    assert store.consent_events() == [event]


def _transaction_reads_and_commit(rpcs) -> tuple[set[str], bytes, object]:
    [(_, read)] = [(m, r) for m, r in rpcs.requests if m == "BatchGetDocuments"]
    [(_, commit)] = [(m, r) for m, r in rpcs.requests if m == "Commit"]
    return {path.rsplit("/documents/", 1)[1] for path in read.documents}, read.transaction, commit


def test_a_plan_takes_its_rows_from_a_counter_read_in_its_transaction(counted) -> None:
    store, rpcs = counted
    store.plan_outbound([text("m1", 1), text("m1", 2)])
    rpcs.reset()
    store.plan_outbound([text("m2", 1)])
    read_paths, read_tx, commit = _transaction_reads_and_commit(rpcs)
    assert read_paths == {"concierge_plans/m2", f"concierge_outbound_rows/{GUEST}"}
    assert read_tx and commit.transaction == read_tx
    written = {w.update.name.rsplit("/documents/", 1)[1]: w for w in commit.writes}
    assert written[f"concierge_outbound_rows/{GUEST}"].update.fields["last"].integer_value == 3
    assert not written["concierge_plans/m2"].current_document.exists  # a create
    assert [row for row, _ in store.outbound_to(GUEST)] == [1, 2, 3]


def test_a_consent_append_numbers_the_ledger_inside_its_transaction(counted) -> None:
    store, rpcs = counted
    store.append_consent(
        ConsentEvent(ConsentAction.OPT_OUT, GUEST, "mohegan_sun", "STOP", "a", NOW)
    )
    rpcs.reset()
    store.append_consent(
        ConsentEvent(ConsentAction.OPT_IN, GUEST, "mohegan_sun", "START", "b", NOW)
    )
    read_paths, read_tx, commit = _transaction_reads_and_commit(rpcs)
    assert read_paths == {"concierge_counters/consent_events", "concierge_consent_events/m.b"}
    assert read_tx and commit.transaction == read_tx
    written = {w.update.name.rsplit("/documents/", 1)[1]: w for w in commit.writes}
    assert written["concierge_counters/consent_events"].update.fields["last"].integer_value == 2
    state = written[f"concierge_consent_state/mohegan%5Fsun.{GUEST}"]
    assert state.update.fields["opted_out"].boolean_value is False


def test_completing_a_turn_reads_its_texts_in_the_transaction(counted) -> None:
    store, rpcs = counted
    store.record_inbound(InboundMessage("m1", "mohegan_sun", GUEST, "+18605550100", "a", NOW))
    store.record_inbound(InboundMessage("m2", "mohegan_sun", GUEST, "+18605550100", "b", NOW))
    rpcs.reset()
    store.complete_turn("m2", ["m1"], [text("m2")])
    read_paths, read_tx, commit = _transaction_reads_and_commit(rpcs)
    assert {"concierge_inbound/m1", "concierge_inbound/m2", "concierge_plans/m2"} <= read_paths
    assert read_tx and commit.transaction == read_tx
    updated = {
        w.update.name.rsplit("/", 1)[1] for w in commit.writes if "inbound/" in w.update.name
    }
    assert updated == {"m1", "m2"}
