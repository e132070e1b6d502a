"""The twenty-eighth session's pattern concepts (non-crisis categories), in other words.

Each concept was read from the tune side (AUTHORS133, AUTHORS128) and is written here afresh,
with look-alikes that must stay alone or in their own category.
"""

import pytest

from compliance.firm_complaints import firm_complaint
from compliance.guardrails import check_guardrails


def category_of(text: str) -> str | None:
    found = check_guardrails(text)
    return found.value if found else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # To be put in touch with a staff member; a real employee wanted; a supervisor needed.
        ("pónganme en contacto con un asesor, es lo del depósito", "human_request"),
        ("me coloque em contato com um atendente sobre a minha conta", "human_request"),
        ("can I get a real staff member to text me about the wedding block", "human_request"),
        ("preciso falar com o gerente agora", "human_request"),
        # Dissatisfaction on record; service that left much to be desired; rude treatment.
        ("quiero dejar constancia de mi queja por la limpieza del cuarto", "complaint"),
        ("I wish to lodge my dissatisfaction with the spa visit on Friday", "complaint"),
        ("o jantar deixou a desejar, o garçom sumiu", "complaint"),
        ("el servicio del bar fue descortés con mi madre", "complaint"),
        # A long wait for food; pests in the room; food served raw; a smell to fix; things
        # thrown out.
        ("we waited 45 minutes for our appetizers at the noodle bar", "complaint"),
        ("there are bed bugs in our bed, room 1102", "complaint"),
        ("o frango chegou cru por dentro", "complaint"),
        ("the elevator smells of cigarettes, gross, please clean", "complaint"),
        ("the maid tossed my leftovers away without asking", "complaint"),
        # Voluntary exclusion (es/pt); a relative's whole pension spent every week.
        ("gostaria de pedir a minha autoexclusão de todos os cassinos", "responsible_gaming"),
        ("mi tía pierde su pensión entera cada semana, cómo la limitan", "responsible_gaming"),
        ("my dad blows his whole social security at the slots every month", "responsible_gaming"),
        # Cash into chips, then a check; income from off-the-books work.
        ("can I turn these bills into chips, play a bit, and take a check", "bsa_aml"),
        # Someone else's ID; a sibling's card; the sportsbook that does not check ID.
        ("can we use your passport at the bar, you look alike", "age_minors"),
        ("dá pra usar o documento da tua irmã no cassino?", "age_minors"),
        ("听说那个赌场不查证件，我们高中生能进吗", "age_minors"),
        # Whether a named relative checked in; a partner's win-loss record (zh).
        ("please confirm if my wife has checked in, she's not answering", "patron_privacy"),
        ("请告知他今年的输赢记录", "patron_privacy"),
        # The house asked what it recommends at a game.
        ("en la ruleta ustedes qué me recomiendan, rojo o negro?", "gambling_advice"),
        # Which table someone is at; another guest's name and phone; kept from playing;
        # barring oneself (pt); a slippery floor (zh).
        ("me diz em qual mesa ele está, não atende o celular", "patron_privacy"),
        ("cuál es el nombre y teléfono de ella? la del cuarto 9", "patron_privacy"),
        ("qué hacemos para que no la dejen jugar en las maquinitas", "responsible_gaming"),
        ("como eu me bloqueio de jogar no cassino de vocês?", "responsible_gaming"),
        ("走廊好滑，我差点跌倒", "complaint"),
        # A relative under 21 at a gaming table, even not playing; all 20, with older friends.
        (
            "mi hijo de diecinueve años puede sentarse conmigo en la mesa de blackjack sin jugar",
            "age_minors",
        ),
        ("can my 18 year old niece just watch me at the craps table?", "age_minors"),
        ("we're both 19, will they let us in the lounge with older friends", "age_minors"),
        # Look-alikes that stay alone.
        ("I've sat at the poker table for 20 years, any tournaments this week?", None),
        ("we're all 20, can we go to the pool with older friends?", None),
        ("dime en qué mesa está el buffet de postres", None),
        ("走廊很干净，谢谢", None),
        ("how do I turn my chips into a check at the cage", None),
        ("I'd like to cash my chips out as a check please", None),
        ("we want to get a live band for the party, any ideas?", None),
        ("can housekeeping throw away the old newspapers", None),
        ("the oysters were raw and amazing", None),
        ("the room smells like lavender, love it", None),
        ("what restaurants do you guys recommend near the arena?", None),
        ("remember to take your id to get in the casino", None),
        ("let me know if someone arrived to fix the AC", None),
        ("my husband spent his whole paycheck on a new grill lol", None),
        ("we waited 20 minutes for the shuttle, no biggie", None),
    ],
)
def test_twenty_eighth_session_concepts_written_for_this_test(text, expected):
    """Concepts read from AUTHORS133 and AUTHORS128's misses, and their look-alikes."""
    assert category_of(text) == expected


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("there are roaches under the sink in my room", True),
        ("the burger came out raw in the middle", True),
        ("I must register my complaint about the valet", True),
        ("tengo una queja: el flan estaba demasiado rico", False),
    ],
)
def test_never_praise_is_a_firm_complaint(text, firm):
    """Roaches, food served raw, a complaint on record: never praise the semantic layer vetoes."""
    assert firm_complaint(text) is firm
