"""Who a bet is placed on does not change where it is placed."""

import pytest

from agent.guest_idioms import plain_words


@pytest.mark.parametrize(
    "text",
    [
        "where can we wager on the yankees game tonight",
        "anywhere to bet on tonight's hockey match?",
        "can i put $20 on the knicks game",
    ],
)
def test_the_team_or_sport_of_a_bet_is_dropped(text) -> None:
    plain = plain_words(text)
    assert "bet on a game" in plain
    assert not any(w in plain for w in ("yankees", "hockey", "knicks"))


def test_a_game_without_a_bet_keeps_its_words() -> None:
    assert plain_words("what channel is the jets game on") == "what channel is the jets game on"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("how late can we sleep in on sunday", "how late can we stay on sunday"),
        ("wanna lie in tomorrow, when's checkout", "wanna stay tomorrow, when's checkout"),
        # Sleeping in a place is no staying late.
        ("can i sleep in my car in the garage", "can i sleep in my car in the garage"),
    ],
)
def test_sleeping_in_is_staying_late(text, plain) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        # The town "it" is in: still of what the words before name.
        (
            "the spa looks great, what city is it in",
            "the spa looks great, what is the address of it",
        ),
        ("what town is it actually in", "what is the address of it"),
        # The town the resort is in is its address.
        ("what town is the casino in", "what is the address"),
    ],
)
def test_the_town_it_is_in_still_points_back(text, plain) -> None:
    assert plain_words(text) == plain


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("pool hrs this wkend?", "pool hrs this weekend?"),
        ("is the buffet open wknds", "is the buffet open weekends"),
    ],
)
def test_a_weekend_as_texted_is_a_weekend(text, plain) -> None:
    assert plain_words(text) == plain
