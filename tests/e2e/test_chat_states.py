"""`concierge chat` shows each bubble's delivery state as Telnyx's receipts move it.

The stack runs as the Procfile starts it; `concierge chat` runs as a person runs it (its own
process, lines on stdin); the test plays Telnyx by posting signed `message.finalized` receipts.
"""

from __future__ import annotations

import base64
import json
import subprocess
import time
import urllib.request
from pathlib import Path

from concierge.devkeys import DEV_KEY_FILE
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore
from tests.conftest import GUEST, telnyx_headers
from tests.e2e.procfile import procfile_stack, wait_until
from tests.fakes.telnyx import FakeTelnyx
from tests.integration.test_delivery_receipts import receipt
from tests.integration.test_receipt_actions import finalized_failure


def test_chat_shows_delivered_failed_and_the_retry(
    tmp_path: Path, redis_url: str, fake_telnyx: FakeTelnyx
) -> None:
    settings = {
        "REDIS_URL": redis_url,
        "TELNYX_API_KEY": "KEY-test",
        "TELNYX_BASE_URL": fake_telnyx.url,
        "SEND_PACING_SECONDS": "0",
    }
    directory = tmp_path / "stack"
    with procfile_stack(directory, settings) as stack:
        # The chat signs with the development key under var/: make it the stack's key.
        (directory / DEV_KEY_FILE).write_text(base64.b64encode(bytes(stack.key)).decode())
        chat = subprocess.Popen(
            ["bash", "-c", f"exec concierge chat --from {GUEST}"],
            env=stack.env,
            cwd=directory,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        store = SqliteStore(directory / "concierge.db")

        def post(document: dict) -> None:
            body = json.dumps(document).encode()
            request = urllib.request.Request(
                f"http://127.0.0.1:{stack.port}/webhooks/telnyx",
                data=body,
                headers=telnyx_headers(stack.key, body),
            )
            with urllib.request.urlopen(request, timeout=10) as reply:
                assert reply.status == 200

        try:
            assert chat.stdin is not None
            chat.stdin.write("where is the poker room?\n")
            chat.stdin.flush()
            wait_until(lambda: store.outbound_to(GUEST), 60, "the reply", stack.logs)
            wait_until(
                lambda: all(t.provider_message_id for _, t in store.outbound_to(GUEST)),
                30,
                "the reply to be sent",
                stack.logs,
            )
            first = store.outbound_to(GUEST)[0][1]
            # The first bubble fails for a temporary carrier reason: it is sent once more.
            post(finalized_failure(first.provider_message_id, "40006"))
            retry_key = f"{first.key}-retry"

            def retry_sent() -> bool:
                plan = store.planned_outbound(retry_key)
                return bool(plan) and plan[0].provider_message_id is not None

            wait_until(retry_sent, 30, "the retry", stack.logs)
            retry = store.planned_outbound(retry_key)[0]
            post(receipt(retry.provider_message_id or "", "message.finalized", "delivered"))
            wait_until(
                lambda: store.planned_outbound(retry_key)[0].status is OutboundStatus.DELIVERED,
                30,
                "the retry's receipt",
                stack.logs,
            )
            time.sleep(1.5)  # the chat looks at its bubbles every half second
            chat.stdin.write("/quit\n")
            chat.stdin.flush()
            output, _ = chat.communicate(timeout=30)
        finally:
            if chat.poll() is None:
                chat.kill()
            store.close()
        assert "where is the poker room?" in output
        assert "→ sent" in output  # each bubble's first state
        assert "✗ failed" in output and "[delivery_failed: 40006]" in output
        assert "✓ delivered (retry)" in output
