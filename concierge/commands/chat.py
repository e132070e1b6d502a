"""`concierge chat`: a terminal phone that texts the local receiver with signed webhooks."""

from __future__ import annotations

import argparse
import json
import textwrap
import threading
import time
import urllib.error
import urllib.request

from nacl.signing import SigningKey

from concierge.arguments import phone_number
from concierge.commands.chat_states import DeliveryStates, state_line
from concierge.devkeys import load_or_create_dev_key, signed_headers
from concierge.events import message_received
from concierge.settings import Settings
from concierge.wiring import build_registry, load_settings
from data.properties import Property
from data.store.models import OutboundStatus
from data.store.sqlite import SqliteStore

REPLY_WAIT_SECONDS = 20.0
QUIET_AFTER_LAST_TEXT = 1.5


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `chat` command."""
    parser = subparsers.add_parser("chat", help="text the local concierge from the terminal")
    parser.add_argument(
        "--from", dest="guest", type=phone_number, default="+12035550123", help="your number"
    )
    parser.add_argument("--to", dest="to_number", default=None, help="property number to text")
    parser.set_defaults(func=lambda args: chat_loop(load_settings(), args.guest, args.to_number))


def _bubble(text: str, *, mine: bool) -> str:
    lines = textwrap.wrap(text, 48) or [""]
    width = max(len(line) for line in lines)
    pad = " " * 20 if mine else ""
    top = f"{pad}╭{'─' * (width + 2)}╮"
    body = [f"{pad}│ {line.ljust(width)} │" for line in lines]
    bottom = f"{pad}╰{'─' * (width + 2)}╯"
    return "\n".join([top, *body, bottom])


def _post(settings: Settings, body: bytes, headers: dict[str, str]) -> str:
    request = urllib.request.Request(
        f"http://127.0.0.1:{settings.port}/webhooks/telnyx", data=body, headers=headers
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as reply:
            return str(json.loads(reply.read()).get("status"))
    except urllib.error.HTTPError as exc:
        return f"HTTP {exc.code}: {exc.read().decode(errors='replace')}"
    except (urllib.error.URLError, OSError) as exc:
        return f"cannot reach the receiver: {exc}"


def chat_loop(settings: Settings, guest: str, to_number: str | None) -> int:
    """Read lines, send each as a text, print the replies as bubbles; /quit or EOF ends."""
    registry = build_registry(settings)
    prop = registry.for_number(to_number) if to_number else registry.default()
    if prop is None:
        print(f"error: {to_number} does not route to any property")
        return 2
    key = load_or_create_dev_key(settings.sqlite_path.parent)
    store = SqliteStore(settings.sqlite_path)
    seen = max((row for row, _ in store.outbound_to(guest)), default=0)
    first, states, stop = seen, DeliveryStates(), threading.Event()
    # Bubbles already shown whose delivery state moves (receipts, a retry) get a line.
    states.watch(
        lambda: [text for _, text in store.outbound_to(guest, first)],
        lambda line: print(f"\r{line}", flush=True),
        stop,
    )
    print(f"Texting {prop.name} at {prop.numbers[0]} from {guest}. /quit to leave.")
    try:
        return _converse(settings, store, prop, guest, key, seen, states)
    finally:
        stop.set()


def _converse(
    settings: Settings,
    store: SqliteStore,
    prop: Property,
    guest: str,
    key: SigningKey,
    seen: int,
    states: DeliveryStates,
) -> int:
    """The prompt loop: one line sent as one text, then its replies shown."""
    while True:
        try:
            line = input("you> ").strip()
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        if line in ("/quit", "/exit"):
            return 0
        if not line:
            continue
        print(_bubble(line, mine=True))
        event = message_received(from_number=guest, to_number=prop.numbers[0], text=line)
        body = json.dumps(event).encode()
        status = _post(settings, body, signed_headers(key, body))
        if status != "queued":
            print(f"  ({status})")
            continue
        seen = _show_replies(store, guest, seen, states)


def _show_replies(store: SqliteStore, guest: str, seen: int, states: DeliveryStates) -> int:
    deadline = time.monotonic() + REPLY_WAIT_SECONDS
    last_text_at: float | None = None
    while time.monotonic() < deadline:
        for row, text in store.outbound_to(guest, after_rowid=seen):
            if text.status == OutboundStatus.PENDING:
                break
            seen = row
            if text.status in (OutboundStatus.SENT, OutboundStatus.DELIVERED):
                print(_bubble(text.text, mine=False))
            else:
                print(f"  ({text.status}: {text.error})")
            states.shown(text)
            print(state_line(text))
            last_text_at = time.monotonic()
        if last_text_at is not None and time.monotonic() - last_text_at > QUIET_AFTER_LAST_TEXT:
            return seen
        time.sleep(0.1)
    if last_text_at is None:
        print("  (no reply)")
    return seen
