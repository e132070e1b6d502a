from __future__ import annotations

import pytest

from agent.i18n import char_budget, localize
from agent.language import Language, Py3LangidDetector, follow_language
from agent.phrases import PHRASES
from data.properties import load_registry
from sms.encoding import count_parts
from sms.segmentation import split_for_sms_detailed

PROP = load_registry().default()


@pytest.fixture(scope="module")
def detector() -> Py3LangidDetector:
    return Py3LangidDetector()


def test_new_conversation_takes_a_clear_language(detector: Py3LangidDetector) -> None:
    assert follow_language(None, "¿A qué hora abre el buffet?", detector) is Language.ES
    assert follow_language(None, "Que horas abre a piscina?", detector) is Language.PT
    assert follow_language(None, "Casino of the Earth怎么走", detector) is Language.ZH
    assert follow_language(None, "ok", detector) is Language.EN
    assert follow_language(None, "12:30", detector) is Language.EN


def test_short_texts_keep_the_language_and_a_clear_switch_is_followed(
    detector: Py3LangidDetector,
) -> None:
    for short in ("ok", "gracias", "spa?", "thx", "👍"):
        assert follow_language(Language.ES, short, detector) is Language.ES
        assert follow_language("pt", short, detector) is Language.PT
    assert follow_language(Language.ES, "what time does the pool open", detector) is Language.EN
    assert follow_language(Language.EN, "¿dónde puedo cenar esta noche?", detector) is Language.ES
    assert follow_language(Language.EN, "谢谢", detector) is Language.ZH


def test_every_phrase_has_every_language_and_fills_in() -> None:
    keys = set(PHRASES["es"])
    assert set(PHRASES["pt"]) == keys == set(PHRASES["zh"])
    for language in ("es", "pt", "zh"):
        for key in keys:
            text = localize(
                language,
                key,
                "EN",
                PROP,
                how_to_book="x",
                lead="",
                clock="x",
                date="x",
                about="x",
                count="x",
                when="x",
                time="x",
                security="x",
                local="x",
            )
            assert "{" not in text and text != "EN"


@pytest.mark.parametrize("language", ["es", "pt", "zh"])
def test_templates_fit_the_text_cap_whole(language: str) -> None:
    values = {
        "how_to_book": "Call 1-888-226-7711.",
        "lead": "",
        "when": "8:00",
        "time": "8:00",
        "security": "(860) 555-0199",
        "local": "Seguridad: (860) 555-0199.",
        "clock": "7:00 PM",
        "date": "11/23",
        "about": "the comedy show",
        "count": "3",
    }
    for key in PHRASES[language]:
        split = split_for_sms_detailed(localize(language, key, "", PROP, **values), max_texts=3)
        assert not split.truncated, key
        assert all(count_parts(t) == 1 for t in split.texts)


def test_budget_is_counted_in_sms_parts() -> None:
    assert char_budget("en", 3) == 300
    assert char_budget("es", 3) == char_budget("zh", 3) == 130
    assert char_budget("es", 1) == 65


def test_questions_in_other_languages_are_searched_in_english() -> None:
    from agent.query_gloss import english_query

    assert english_query("¿A qué hora abre el spa?", "es") == "what time open spa"
    assert english_query("Que horas abre a piscina?", "pt") == "what time open pool"
    assert "pool" in english_query("游泳池几点开门？", "zh")
    assert english_query("quiero cenar en Todd English", "es") == "want dinner Todd English"
    assert english_query("What time does the spa open?", "en") == "What time does the spa open?"
