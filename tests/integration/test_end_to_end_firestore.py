"""The walking skeleton's end-to-end tests, unchanged, with STORE=firestore on the emulator."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest

from data.checkpoint.firestore_saver import FirestoreSaver
from data.store.firestore import FirestoreStore
from tests.conftest import Stack, running_stack
from tests.firestore_emulator import firestore_client, firestore_emulator
from tests.integration import test_end_to_end as skeleton

__all__ = ["firestore_client", "firestore_emulator"]


@pytest.fixture
def stack(tmp_path, redis_url, fake_telnyx, signing_key, firestore_client) -> Iterator[Stack]:
    with running_stack(
        tmp_path,
        redis_url,
        fake_telnyx,
        signing_key,
        store_adapter=FirestoreStore(firestore_client),
        checkpointer=FirestoreSaver(firestore_client, ttl=timedelta(days=90)),
        store="firestore",
    ) as running:
        yield running


test_question_is_answered_through_telnyx = skeleton.test_question_is_answered_through_telnyx
test_same_webhook_five_times_gives_one_reply = skeleton.test_same_webhook_five_times_gives_one_reply
test_stop_is_recorded_confirmed_once_and_silences_the_guest = (
    skeleton.test_stop_is_recorded_confirmed_once_and_silences_the_guest
)
test_text_to_an_unknown_number_is_dropped = skeleton.test_text_to_an_unknown_number_is_dropped
test_transient_telnyx_failure_is_retried_with_the_same_key = (
    skeleton.test_transient_telnyx_failure_is_retried_with_the_same_key
)
test_carrier_opt_out_40300_is_recorded_and_not_retried = (
    skeleton.test_carrier_opt_out_40300_is_recorded_and_not_retried
)
