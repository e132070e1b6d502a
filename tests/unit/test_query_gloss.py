"""The glossary that reads Spanish, Portuguese and Chinese questions as English words."""

import pytest

from agent.query_gloss import Entry, english_query, gloss, parse_glossary


def test_phrases_win_over_their_words_and_keep_the_guests_order() -> None:
    assert english_query("¿cuántas personas caben en la arena?", "es") == (
        "how many people fit arena"
    )
    assert english_query("¿A qué hora abre el spa?", "es") == "what time open spa"
    assert english_query("Que horas abre a piscina?", "pt") == "what time open pool"


def test_accents_are_optional_and_names_are_kept_as_written() -> None:
    assert english_query("a que hora abre el spa", "es") == english_query(
        "a qué hora abre el spa", "es"
    )
    assert english_query("quiero cenar en Todd English", "es") == "want dinner Todd English"


def test_chinese_is_read_longest_term_first_with_latin_names_kept() -> None:
    read = gloss("Frank Pepe几点关门", "zh")
    assert read.query.startswith("Frank Pepe") and "close" in read.query
    assert "pool" in english_query("游泳池几点开门？", "zh")


def test_words_the_glossary_lacks_are_reported() -> None:
    read = gloss("hay cine en el casino", "es")
    assert read.untranslated == ("cine",)
    assert read.translated == "is there casino"
    assert gloss("房间有浴袍吗", "zh").untranslated == ("浴袍",)


def test_english_passes_unchanged() -> None:
    assert english_query("What time does the spa open?", "en") == "What time does the spa open?"
    assert gloss("What time?", None).untranslated == ()


def test_an_accented_term_also_answers_to_its_plain_spelling_unless_that_has_its_own() -> None:
    table = parse_glossary(
        [
            {"language": "es", "term": "qué", "english": "what"},
            {"language": "es", "term": "está", "english": "is it"},
            {"language": "es", "term": "esta", "english": "this"},
        ]
    )
    assert table.lookup("es", "que") == Entry("what")
    assert table.lookup("es", "esta") == Entry("this")
    assert table.longest["es"] == 1


def test_common_words_help_the_search_but_are_not_what_an_item_is_judged_on() -> None:
    read = gloss("donde venden pizza aqui", "es")
    assert "sell" in read.query and "pizza" in read.query
    assert read.translated == "where pizza"
    assert read.untranslated == ()


def test_the_packaged_glossary_is_well_formed() -> None:
    import csv

    from agent.query_gloss import GLOSSARY

    with GLOSSARY.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) > 1000
    seen = set()
    for row in rows:
        key = (row["language"], row["term"])
        assert row["language"] in ("es", "pt", "zh"), row
        assert row["term"] == row["term"].strip().lower() and row["english"].strip(), row
        assert key not in seen, row
        seen.add(key)


@pytest.mark.parametrize(
    ("text", "language"),
    [("o soltoro eh caro?", "es"), ("info del beauty and essex porfa", "es")],
)
def test_spanish_or_portuguese_words_in_a_text_taken_for_english_are_read(text, language):
    from agent.query_gloss import mixed_in_language

    assert mixed_in_language(text) == language


def test_a_text_taken_for_english_is_read_through_the_glossary_of_its_mixed_in_words():
    assert "expensive" in english_query("o soltoro eh caro?", "en")
    # Plain English stays as written.
    assert english_query("is the spa open late", "en") == "is the spa open late"


def test_clothing_care_is_no_dress_code_question() -> None:
    # Ironing clothes names the iron, not what to wear.
    assert english_query("o quarto tem ferro de passar roupa", "pt") == "room is there iron"
    assert "dress code" not in english_query("tem como passar roupa no quarto", "pt")
    assert "dress code" in english_query("qual a roupa para o tao", "pt")


def test_asking_what_something_is_keeps_its_article() -> None:
    # So "qual a senha" reads as "what is the password", a detail asked by name.
    assert english_query("qual a senha do wifi", "pt") == "what is the password wifi"


def test_portuguese_taken_for_spanish_is_read_through_the_portuguese_glossary() -> None:
    read = gloss("como pego o win loss statement pro imposto de renda", "es")
    assert "pego" not in read.untranslated and "imposto" not in read.untranslated
    # Without the rule the Spanish glossary leaves these Portuguese words unread.
    assert gloss("como pego o win loss statement pro imposto de renda", "pt") == read


def test_an_accented_terms_plain_spelling_does_not_shadow_an_everyday_word() -> None:
    table = parse_glossary([{"language": "es", "term": "uñas", "english": "nails"}])
    assert table.lookup("es", "uñas") == Entry("nails")
    assert table.lookup("es", "unas") is None  # "unas alitas": some wings, no nails
    assert "nails" not in english_query("unas alitas y una cerveza", "es")


def test_a_word_is_found_through_its_other_number() -> None:
    table = parse_glossary(
        [
            {"language": "pt", "term": "filhos", "english": "kids"},
            {"language": "es", "term": "tenedor", "english": "fork"},
            {"language": "es", "term": "esta", "english": "this"},
        ]
    )
    assert table.lookup_word("pt", "filho") == Entry("kids")
    assert table.lookup_word("es", "tenedores") == Entry("fork")
    assert table.lookup_word("es", "estas") is None  # a function word is looked up as written


@pytest.mark.parametrize(
    ("question", "language", "english"),
    [
        # "tenis" alone is a sneaker (dress code); on a court it is the sport.
        ("hay canchas de tenis?", "es", "tennis courts"),
        ("tem quadra de tênis?", "pt", "tennis court"),
        ("vai chover amanhã? qual a previsão do tempo", "pt", "weather forecast"),
        ("明天天气怎么样", "zh", "weather"),
        ("como funcionan los puntos", "es", "how do work"),
        ("como me inscribo en el club", "es", "join"),
    ],
)
def test_everyday_words_guests_text_are_read(question: str, language: str, english: str) -> None:
    assert english in english_query(question, language)
    assert "sneakers" not in english_query(question, language)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("manejamos 4 horas y me duele la espalda", "es"),
        ("minha filha adolescente ta entediada", "pt"),
    ],
)
def test_the_scene_a_guest_sets_is_translated_not_left_as_strange_words(
    question: str, language: str
) -> None:
    assert all(word.isdigit() for word in gloss(question, language).untranslated)


def test_a_room_of_the_resort_and_gifts_are_read_in_every_language() -> None:
    assert "poker room" in english_query("onde fica a sala de poker", "pt")
    assert "poker room" in english_query("donde está la sala de poker", "es")
    assert english_query("onde fika o spa", "pt") == english_query("onde fica o spa", "pt")
    assert gloss("哪里可以买伴手礼", "zh").untranslated == ()


def test_a_phrase_typed_with_some_of_its_accents_is_read_as_its_plain_spelling() -> None:
    from agent.query_gloss import _longest_term

    table = parse_glossary([{"language": "es", "term": "quién es el dueño", "english": "who owns"}])
    typed = "quien es el dueño".split()
    assert _longest_term(table, "es", typed, 0, " ") == (Entry("who owns"), 4)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("hasta qué hora me puedo quedar en la habitación", "es"),
        ("asta q ora me puedo quedar en el cuarto", "es"),
        ("a q ora es la salida", "es"),
        ("até que horas posso ficar no quarto amanhã?", "pt"),
        ("que horas tenho que sair do quarto", "pt"),
        ("最晚几点退房", "zh"),
    ],
)
def test_staying_in_the_room_until_a_time_reads_as_check_out(question: str, language: str) -> None:
    assert "check-out" in english_query(question, language)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        # Staying in to rest, going out to dinner: a scene, not the time to leave the room.
        ("prefiero quedarme en el cuarto, hay servicio al cuarto?", "es"),
        ("vamos sair do hotel pra jantar, onde tem lagosta", "pt"),
    ],
)
def test_staying_in_or_going_out_as_a_scene_is_no_check_out(question: str, language: str) -> None:
    assert "check-out" not in english_query(question, language)


def test_a_phrase_typed_with_only_some_of_its_accents_is_read() -> None:
    assert english_query("quien es el dueño del casino", "es") == "who owns casino"
    assert english_query("quién es el dueno del casino", "es") == "who owns casino"


@pytest.mark.parametrize(
    ("question", "language", "english"),
    [
        ("en que pueblo esta el casino", "es", "what town"),
        ("em que cidade fica o cassino", "pt", "what city"),
        ("赌场在哪个小镇", "zh", "what town"),
        ("在哪個城市", "zh", "what city"),
        ("cual es el numero de telefono principal", "es", "main"),
        ("总机电话是多少", "zh", "main phone number"),
        ("en que edificio queda el buffet", "es", "building"),
        ("水疗中心在哪栋楼", "zh", "what building"),
        ("餐厅在哪个塔", "zh", "which tower"),
        ("cual es la estacion de tren mas cercana", "es", "train station nearest"),
        ("坐火车在哪站下车", "zh", "which station get off"),
        ("高速公路几号出口", "zh", "highway which exit"),
        ("onde fica o estacionamento coberto", "pt", "covered parking garage"),
        ("de quem é o cassino", "pt", "who owns"),
        ("赌场是谁的", "zh", "who owns"),
        ("de que tribu es", "es", "tribe"),
        ("como funciona el programa de puntos", "es", "points program"),
        ("qual o nível mais alto", "pt", "highest tier"),
        ("最高等級是什麼", "zh", "highest tier"),
        ("hay un pub irlandes", "es", "irish pub"),
        ("有爱尔兰酒吧吗", "zh", "irish pub"),
        ("康州太阳队主场在哪里", "zh", "connecticut sun home games"),
        ("quanto custa uma limpeza de pele", "pt", "facial"),
        ("onde fica o balcão", "pt", "counter"),
        ("donde queda el mostrador de momentum", "es", "momentum desk"),
    ],
)
def test_resort_facts_guests_ask_are_read(question: str, language: str, english: str) -> None:
    read = gloss(question, language)
    assert english in read.query
    assert read.untranslated == ()


@pytest.mark.parametrize(
    ("question", "language", "english"),
    [
        ("a q hra sierra el spa hoy?", "es", "what time close spa today"),
        ("mñn abre la alberca?", "es", "tomorrow open pool"),
        ("abri q horas a piscina", "pt", "open what time pool"),
        ("ond fica o pub irlandês", "pt", "where is irish pub"),
        ("kd o balcão de informações", "pt", "where is information desk"),
        ("我找不道停车场", "zh", "can't find parking garage"),
        ("酒巴几点关门", "zh", "bar what time close"),
        ("幾點關門", "zh", "what time close"),
    ],
)
def test_texting_slips_and_shorthand_are_read(question: str, language: str, english: str) -> None:
    read = gloss(question, language)
    assert read.query == english
    assert read.untranslated == ()


@pytest.mark.parametrize(
    "text",
    [
        "is the sierra nevada on tap",
        "we loved the rio in vegas",
        "my son and i want a spray tan",
        "what time is check out",
    ],
)
def test_english_with_look_alike_words_is_left_as_written(text: str) -> None:
    assert english_query(text, "en") == text


def test_a_longer_term_keeps_its_characters_from_a_shorter_one() -> None:
    # No "几点关" term takes "关" away from "关门".
    assert gloss("几点关门", "zh").untranslated == ()


def test_everyday_phrases_are_not_read_as_their_words() -> None:
    # A ride on a horse is no horse race; signing up ("darse de alta") is nothing "high".
    assert "horseback riding" in english_query("hay paseos a caballo", "es")
    assert "horse racing" not in english_query("hay paseos a caballo", "es")
    read = english_query("quiero darme de alta en el programa de puntos", "es")
    assert "sign up" in read and "high" not in read


def test_mahjong_and_balconies_are_read_so_a_missing_one_is_declined() -> None:
    assert gloss("酒店有麻将桌吗", "zh").query.endswith("mahjong tables")
    assert "balcony" in gloss("房间有没有阳台", "zh").query


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("donde esta el restorante de mariscos", "es"),
        ("hay algun restorant abierto", "es"),
        ("onde fica o restorante de sushi", "pt"),
    ],
)
def test_restaurant_spelled_by_ear_is_a_restaurant(text: str, language: str) -> None:
    read = gloss(text, language)
    assert "restaurant" in read.query.split() and not read.untranslated


@pytest.mark.parametrize(
    ("text", "language", "word"),
    [
        ("la piscina abre el sab?", "es", "saturday"),
        ("a que hora cierra el bar el dom", "es", "sunday"),
        ("o bar abre q horas no dmg", "pt", "sunday"),
        ("a piscina abre na seg?", "pt", "monday"),
    ],
)
def test_texted_day_names_are_read(text: str, language: str, word: str) -> None:
    read = gloss(text, language)
    assert word in read.query.split() and not read.untranslated
