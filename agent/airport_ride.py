"""A ride between the resort and an airport: "is there a shuttle from bradley airport".

The knowledge base names the nearest airports and that taxis, rideshares and car rentals serve
them; it runs no shuttle, bus or van of its own to or from one. Asked for such a ride, the
airports' line is no answer to whether it exists: the guest gets an honest decline. How to get
from the airport ("how do i get here from the airport", "can i take a taxi from the airport")
asks no ride of ours and stays answered.
"""

from __future__ import annotations

import re

_RIDE = r"(?:shuttles?|buses|bus|vans?|transfers?|transportation|pick-? ?ups?)"
_AIRPORT = r"(?:[\w.]+\s+){0,2}(?:airports?|aeroporto|aeropuerto)"
_AIRPORT_RIDE = re.compile(
    rf"\b(?:airport {_RIDE}|{_RIDE}\b(?:\s+[\w.]+){{0,6}}?\s+(?:from|to|at|de|do|da|desde|"
    rf"para|pro|al|a)\s+(?:the\s+|o\s+|el\s+)?{_AIRPORT}|{_AIRPORT}\s+{_RIDE})\b",
    re.I,
)


def asks_an_airport_ride(question: str) -> bool:
    """Whether the question asks for a shuttle, bus or van to or from an airport."""
    return _AIRPORT_RIDE.search(question) is not None
