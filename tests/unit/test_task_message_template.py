"""The receiver's task message template writes the bytes Celery and kombu would write."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator

import pytest

from worker import task_messages
from worker.celery_app import HANDLE_INBOUND, create_celery
from worker.task_messages import TaskMessageFramer

TRICKY = [
    "(payload of m-1)",
    'q"uote \\ back\\slash \u00e9 \U0001f600 new\nline \ud800 tab\t',
    "",
    "@@task-id@@",  # a placeholder's spelling as a value is only a value
]


def fixed_ids() -> Iterator[uuid.UUID]:
    return iter([uuid.UUID(int=number) for number in range(1, 100)])


@pytest.fixture
def framer() -> TaskMessageFramer:
    return TaskMessageFramer(create_celery("redis://127.0.0.1:1/0"))


@pytest.mark.parametrize("shown", TRICKY)
def test_the_template_frames_the_same_bytes_as_framing_from_scratch(
    framer: TaskMessageFramer, monkeypatch: pytest.MonkeyPatch, shown: str
) -> None:
    payload = {
        "message_id": shown,
        "text": shown + " what time does the buffet open",
        "media_urls": ["https://example.test/a.jpg", shown],
        "received_at": "2026-11-27T15:00:00+00:00",
    }
    ids = fixed_ids()
    monkeypatch.setattr(uuid, "uuid4", lambda: next(ids))
    templated = framer.frame(HANDLE_INBOUND, [payload], argsrepr=f"(payload of {shown})")
    ids = fixed_ids()
    scratch = framer.frame_from_scratch(HANDLE_INBOUND, [payload], argsrepr=f"(payload of {shown})")
    assert templated == scratch
    pre_encoded = framer.frame_json(
        HANDLE_INBOUND, json.dumps([payload]), argsrepr=f"(payload of {shown})"
    )
    assert json.loads(pre_encoded)["body"] == json.loads(scratch)["body"]


def test_each_message_has_its_own_task_id_and_delivery_tag(framer: TaskMessageFramer) -> None:
    first, second = (
        json.loads(framer.frame(HANDLE_INBOUND, [{"n": n}], argsrepr="(p)")) for n in (1, 2)
    )
    assert first["headers"]["id"] != second["headers"]["id"]
    assert first["properties"]["delivery_tag"] != second["properties"]["delivery_tag"]
    for framed in (first, second):
        task_id = framed["headers"]["id"]
        assert framed["headers"]["root_id"] == framed["properties"]["correlation_id"] == task_id
        assert framed["properties"]["delivery_tag"] != task_id


def test_a_forked_process_names_itself_as_the_origin(
    framer: TaskMessageFramer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # gunicorn workers are forks of one parent: each must frame its own `origin`.
    framer.frame(HANDLE_INBOUND, [{}], argsrepr="(p)")
    monkeypatch.setattr(task_messages.os, "getpid", lambda: 424242)
    framed = json.loads(framer.frame(HANDLE_INBOUND, [{}], argsrepr="(p)"))
    assert framed["headers"]["origin"].startswith("gen424242@")
