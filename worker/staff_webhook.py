"""Post a handoff to the property's staff webhook (Slack-style JSON: {"text": ...})."""

from __future__ import annotations

import requests

from data.properties import Property
from data.store.models import Ticket


class WebhookFailed(RuntimeError):
    """The staff webhook did not accept the post; worth retrying."""


def ticket_message(prop: Property, ticket: Ticket) -> dict[str, str]:
    """The JSON body: a short summary with the ticket number and how to answer."""
    return {
        "text": (
            f"{prop.name} concierge handoff #{ticket.number}: {ticket.summary}. Text "
            f"'#{ticket.number} your message' to {prop.numbers[0]} from a staff phone to reply."
        )
    }


def post_ticket(session: requests.Session, url: str, prop: Property, ticket: Ticket) -> None:
    """POST the ticket summary; raise WebhookFailed on a network error or a non-2xx answer."""
    try:
        response = session.post(url, json=ticket_message(prop, ticket), timeout=5)
    except requests.RequestException as exc:
        raise WebhookFailed(str(exc)) from exc
    if not response.ok:
        raise WebhookFailed(f"staff webhook answered {response.status_code}")
