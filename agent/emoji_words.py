"""Emoji written for a word ("can i bring my 🐶", "🍕 where"): the word, for the search.

A guest in a hurry lets a picture name the thing asked about. Only pictures of things the
knowledge base can be asked about are read as words (a dog, a pizza, a car, a pool); faces
and hearts say how the guest feels, not what they ask, and are left as they are (the small
talk they set apart is agent.chatter's).
"""

from __future__ import annotations

import re

# Picture -> the English word the knowledge base would use. Variation selectors and skin
# tones are read past (`_PICTURE`).
_WORDS = {
    "🐶": "dog",
    "🐕": "dog",
    "🐩": "dog",
    "🐱": "cat",
    "🐈": "cat",
    "🍕": "pizza",
    "🍔": "burger",
    "🌮": "tacos",
    "🍣": "sushi",
    "🍜": "noodles",
    "🍝": "pasta",
    "🥩": "steak",
    "🦞": "lobster",
    "🍦": "ice cream",
    "🍰": "dessert",
    "🥐": "bakery",
    "☕": "coffee",
    "🍺": "beer",
    "🍻": "beer",
    "🍷": "wine",
    "🍸": "cocktail",
    "🍹": "cocktail",
    "🚗": "car",
    "🚕": "taxi",
    "🚌": "bus",
    "✈": "airport",
    "🅿": "parking",
    "🏊": "pool",
    "💆": "massage",
    "💅": "nails",
    "🏋": "gym",
    "🎰": "slots",
    "🎲": "craps",
    "🃏": "poker",
    "🎤": "concert",
    "🎸": "concert",
    "🎭": "show",
    "🎟": "tickets",
    "🎫": "tickets",
    "🛍": "shopping",
    "🏀": "basketball",
    "⛳": "golf",
    "🎳": "bowling",
    "🛏": "bed",
    "🏨": "hotel",
    "📶": "wifi",
}
_PICTURE = re.compile(
    "(" + "|".join(re.escape(picture) for picture in _WORDS) + ")[\ufe0f\U0001f3fb-\U0001f3ff]*"
    r"(?:\u200d[\u2640\u2642]\ufe0f?)?"
)


def emoji_as_words(text: str) -> str:
    """`text` with each picture of a thing replaced by its word, set apart by spaces."""
    if _PICTURE.search(text) is None:
        return text
    spaced = _PICTURE.sub(lambda match: f" {_WORDS[match.group(1)]} ", text)
    return re.sub(r" {2,}", " ", spaced).strip()
