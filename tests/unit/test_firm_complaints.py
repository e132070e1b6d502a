from __future__ import annotations

import pytest

from compliance.firm_complaints import firm_complaint


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        # Written for this test.
        ("樓上好嘈，成晚瞓唔到", True),
        ("the party next door was so loud we couldn't sleep at all", True),
        ("la música del cuarto de al lado, no pude dormir nada", True),
        ("the valet scratched my door, I want a refund for parking", True),
        ("停车费收了两次，麻烦退款", True),
        ("账单重复扣了两次，麻烦处理", True),
        ("隔壁从凌晨两点吵到现在", True),
        ("can't sleep because of the time change, do you sell earplugs?", False),
        ("tengo una queja: el flan estaba demasiado rico jaja", False),
        ("the room is so quiet, best sleep ever", False),
    ],
)
def test_a_refund_or_a_noise_that_kept_someone_awake_is_firm(text, firm):
    assert firm_complaint(text) is firm
