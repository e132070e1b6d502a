"""A turn is counted once against a guest's rate, however many times it is started."""

from __future__ import annotations

import redis

from worker.rate_limits import GuestRateLimits


def test_the_same_turn_started_again_counts_once(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url)
    limits = GuestRateLimits(client, turns_per_minute=2, new_numbers_per_prefix_hour=100)
    guest = "+12035550188"

    def check(turn_key: str) -> bool:
        return limits.check_turn(
            "mohegan_sun", guest, first_contact=False, turn_key=turn_key
        ).allowed

    # A turn abandoned for a newer text, the turn that answers both, a redelivered task.
    assert [check("m-1"), check("m-1"), check("m-1")] == [True, True, True]
    assert check("m-2") is True
    assert check("m-3") is False  # the third distinct turn in the minute is over the limit
    client.close()
