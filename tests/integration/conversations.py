"""Short guest conversations and what each reply must (and must not) say.

The property clock is Monday 23 November 2026, 10:00 in Uncasville (America/New_York), so
"tomorrow" is Tuesday and "Saturday" is 28 November. Each turn is (guest text, expected
phrases, phrases that must not appear, most texts the reply may take).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

PROPERTY_NOW = datetime(2026, 11, 23, 10, 0, tzinfo=ZoneInfo("America/New_York"))


@dataclass(frozen=True)
class Turn:
    text: str
    expect: tuple[str, ...] = ()
    reject: tuple[str, ...] = ()
    max_texts: int = 2


@dataclass(frozen=True)
class Conversation:
    name: str
    turns: tuple[Turn, ...]
    topic: str = "follow-up"
    tags: frozenset[str] = field(default_factory=frozenset)


def t(text: str, *expect: str, reject: tuple[str, ...] = (), max_texts: int = 2) -> Turn:
    return Turn(text, expect, reject, max_texts)


NOT_NOW = ("open now", "closed now")

CONVERSATIONS: tuple[Conversation, ...] = (
    # --- follow-ups: the subject (venue, day, hours) carries over -------------------------
    Conversation(
        "pool-then-tomorrow",
        (
            t("is the pool open?", "Sky Tower Indoor Pool", "open now", max_texts=1),
            t("what about tomorrow?", "Pool", "tomorrow 7 AM-10 PM", reject=("I-95", *NOT_NOW)),
        ),
    ),
    Conversation(
        "spa-tomorrow-then-pool",
        (
            t(
                "what time does the spa open tomorrow?",
                "Mandara Spa",
                "tomorrow 9 AM-8 PM",
                reject=NOT_NOW,
                max_texts=1,
            ),
            t("and the pool?", "Pool", "tomorrow 7 AM-10 PM", reject=NOT_NOW, max_texts=1),
        ),
    ),
    Conversation(
        "steakhouse-tonight-then-late",
        (
            t(
                "is the steakhouse open tonight?",
                "Michael Jordan's Steak House",
                "5-10 PM",
                reject=NOT_NOW,
            ),
            t("is it open late?", "Michael Jordan's Steak House", "until 10 PM", reject=NOT_NOW),
        ),
    ),
    Conversation(
        "burgers-then-saturday",
        (
            t("where is Bobby's Burgers?", "Bobby's Burgers"),
            t(
                "is it open on Saturday?",
                "Bobby's Burgers",
                "Saturday 11 AM-midnight",
                reject=NOT_NOW,
            ),
        ),
    ),
    Conversation(
        "spa-hours-then-saturday",
        (
            t("what are the spa hours?", "Mandara Spa", "9 AM-8 PM"),
            t("and on Saturday?", "Mandara Spa", "Saturday 8 AM-8 PM", reject=NOT_NOW),
        ),
    ),
    Conversation(
        "tao-then-tomorrow",
        (
            t("tell me about TAO", "TAO"),
            t("what time does it open tomorrow?", "TAO", "tomorrow 5-10 PM", reject=NOT_NOW),
        ),
    ),
    Conversation(
        "fitness-then-pool",
        (
            t("is the fitness center open?", "Fitness Center", "open now"),
            t("how about the pool?", "Pool", "7 AM-10 PM"),
        ),
    ),
    Conversation(
        "massage-then-sunday",
        (
            t("where can I get a massage?", "Mandara Spa"),
            t("is it open Sunday?", "Mandara Spa", "Sunday 8 AM-8 PM", reject=NOT_NOW),
            t("thanks!", "welcome"),
        ),
    ),
    Conversation(
        "pool-close-then-fitness",
        (
            t("what time does the pool close?", "Pool", "10 PM"),
            t("and the fitness center?", "Fitness Center", "6 AM-10 PM"),
        ),
    ),
    Conversation(
        "lansdowne-friday-then-tonight",
        (
            t("is the Lansdowne open late on Friday?", "Lansdowne", "until 2 AM on Friday"),
            t("what about tonight?", "Lansdowne", "midnight", reject=("2 AM",)),
        ),
    ),
    Conversation(
        "deli-tonight-then-tomorrow-night",
        (
            t("when does the deli close tonight?", "Chief's Deli", "11 PM"),
            t("and tomorrow night?", "Chief's Deli", "tomorrow 7 AM-11 PM", reject=NOT_NOW),
        ),
    ),
    # --- dates and times in the question -----------------------------------------------------
    Conversation(
        "steakhouse-at-9-then-saturday",
        (
            t("is the steakhouse open at 9 tonight?", "open at 9 PM tonight", reject=NOT_NOW),
            t("what about Saturday?", "Saturday 11 AM-2 PM, 5-11 PM", reject=NOT_NOW),
        ),
        topic="dates",
    ),
    Conversation(
        "spa-this-weekend",
        (
            t(
                "what are the spa hours this weekend?",
                "Saturday 8 AM-8 PM",
                "Sunday 8 AM-8 PM",
                reject=NOT_NOW,
            ),
            t("thanks", "welcome"),
        ),
        topic="dates",
    ),
    Conversation(
        "comix-tomorrow-then-friday",
        (
            t("is comix open tomorrow?", "Comix", "no hours listed for tomorrow"),
            t("what about Friday?", "Comix", "Friday 4 PM-1 AM"),
        ),
        topic="dates",
    ),
    Conversation(
        "tao-at-11-then-friday",
        (
            t("is TAO open at 11 tonight?", "TAO", "not open at 11 PM tonight", "5-10 PM"),
            t("and on Friday?", "TAO", "Friday 5 PM-midnight"),
        ),
        topic="dates",
    ),
    Conversation(
        "shops-now-then-9-tomorrow",
        (
            t("are the shops open now?", "Shops", "open now, until 10 PM"),
            t("what about at 9 tomorrow?", "Shops", "not open at 9 AM tomorrow"),
        ),
        topic="dates",
    ),
    Conversation(
        "pool-sunday-then-spa",
        (
            t(
                "what time does the pool open on Sunday?",
                "Pool",
                "Sunday 7 AM-10 PM",
                reject=NOT_NOW,
            ),
            t("and the spa?", "Mandara Spa", "Sunday 8 AM-8 PM", reject=NOT_NOW),
        ),
        topic="dates",
    ),
    Conversation(
        "steakhouse-open-now",
        (
            t(
                "is the steakhouse open now?",
                "Michael Jordan's Steak House",
                "closed now",
                "opens 5 PM",
            ),
            t("what about tomorrow?", "tomorrow 5-10 PM", reject=NOT_NOW),
        ),
        topic="dates",
    ),
    Conversation(
        "tuscany-tomorrow-at-noon",
        (
            t("is Tuscany open tomorrow at noon?", "Tuscany", "open at noon tomorrow"),
            t("how late is it open on Saturday?", "Tuscany", "until 11 PM on Saturday"),
        ),
        topic="dates",
    ),
    # --- yes/no only from a fact that states it ----------------------------------------------
    Conversation(
        "dog-then-service-dog",
        (
            t("can I bring my dog?", "No.", "does not accept pets", reject=("Yes", "under 21")),
            t("what about my service dog?", "service animals are welcome"),
        ),
        topic="yes/no",
    ),
    Conversation(
        "smoking-casino-then-room",
        (
            t("is smoking allowed in the casino?", "No.", "smoke-free", reject=("Yes",)),
            t("can I smoke in my room?", "No.", "non-smoking", reject=("Yes",)),
        ),
        topic="yes/no",
    ),
    Conversation(
        "parking-then-valet",
        (
            t("is parking free?", "Yes.", "free", max_texts=1),
            t("do I have to pay for valet?", "Yes.", "fees are posted", reject=("No.",)),
        ),
        topic="yes/no",
    ),
    Conversation(
        "dress-code",
        (
            t("is there a dress code?", "casual", reject=("Yes", "No.")),
            t("do I have to dress up for the casino?", "No.", "casual", reject=("Yes",)),
        ),
        topic="yes/no",
    ),
    Conversation(
        "kids-then-arcade",
        (
            t("can I bring my kids?", "Yes.", "under 21"),
            t("is there an arcade for them?", "Cyber Quest"),
        ),
        topic="yes/no",
    ),
    Conversation(
        "check-in-age",
        (
            t("can my 20 year old check in to the hotel?", "No.", "21 or older", reject=("Yes",)),
            t("what time is check-in?", "4:00 PM", reject=("Yes", "No.")),
        ),
        topic="yes/no",
    ),
    Conversation(
        "weed-then-cigarettes-outside",
        (
            t("can I smoke weed in my room?", "No,", "cannabis use isn't allowed", reject=("Yes",)),
            t("can I smoke cigarettes outdoors?", "Yes.", "outdoor areas", reject=("No.",)),
        ),
        topic="yes/no",
    ),
    Conversation(
        "cats",
        (
            t("do you allow cats?", "No.", "does not accept pets", reject=("Yes",)),
            t("ok thanks", "welcome"),
        ),
        topic="yes/no",
    ),
    Conversation(
        "spa-saturday-no-bare-yes",
        (
            t("is the spa open on Saturday?", "Saturday 8 AM-8 PM", reject=("Yes", "No.")),
            t("do I need to book?", "Mandara Spa", reject=("Yes", "No.")),
        ),
        topic="yes/no",
    ),
    Conversation(
        "wifi",
        (
            t("is there wifi?", "Yes.", "Wi-Fi", max_texts=1),
            t("can I smoke in the casino?", "No.", "smoke-free", reject=("Yes",)),
        ),
        topic="yes/no",
    ),
)

# The limits stack answers two turns a minute per guest.
LIMITED_CONVERSATIONS: tuple[Conversation, ...] = (
    Conversation(
        "limit-then-gambling-help",
        (
            t("where is the poker room?", "Poker Room"),
            t("where is the spa?", "Mandara Spa"),
            t("and the pool?", "faster than I can answer"),
            t(
                "I can't stop gambling, lost my rent money again tonight",
                "1-888-789-7777",
                reject=("faster than I can answer",),
            ),
        ),
        topic="limits",
    ),
    Conversation(
        "limit-then-a-person",
        (
            t("where is the poker room?", "Poker Room"),
            t("what about the sportsbook?", "Sportsbook"),
            t("is the spa open?", "faster than I can answer"),
            t("can I talk to a person?", "team member", reject=("faster than I can answer",)),
        ),
        topic="limits",
    ),
    Conversation(
        "limit-note-once-then-help",
        (
            t("is the pool open?", "Pool"),
            t("what about tomorrow?", "tomorrow"),
            t("and the spa?", "faster than I can answer"),
            t("HELP", "Reply STOP", reject=("faster than I can answer",)),
        ),
        topic="limits",
    ),
)
