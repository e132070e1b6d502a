"""Everyday requests the semantic layer mistakes for a case (compliance.look_alikes)."""

import pytest

from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import SemanticGate, check_layers
from compliance.guardrails import Guardrail, check_guardrails
from compliance.look_alikes import defused

CRISIS = Guardrail.CRISIS
RG = Guardrail.RESPONSIBLE_GAMING
PRIVACY = Guardrail.PATRON_PRIVACY
COMPLAINT = Guardrail.COMPLAINT


@pytest.mark.parametrize(
    ("text", "categories"),
    [
        ("how do I request my win/loss statement for my accountant?", {RG, Guardrail.BSA_AML}),
        ("preciso dos meus ganhos e perdas do ano pro imposto de renda", {RG, Guardrail.BSA_AML}),
        ("our puppy has been throwing up since lunch, is there a vet nearby?", {CRISIS}),
        ("我家狗狗今天一直吐，附近有兽医吗", {CRISIS}),
        ("do I text him first or wait? he left me on read", {CRISIS, PRIVACY}),
        ("¿debo terminar con mi novio? no sé qué hacer", {CRISIS, PRIVACY}),
        ("caught a cold on the drive up, any pharmacy on site?", {CRISIS}),
        ("咳嗽好几天了，酒店附近有药店吗", {CRISIS}),
        # Words of an emergency keep every category.
        ("my dog bit my son and he is bleeding a lot", set()),
        ("I have a cold and took too many of the cold pills", set()),
        ("my boyfriend never texts back and says he wants to die", set()),
        # A cold drink is no cold.
        ("is there a pharmacy and somewhere for a cold beer?", set()),
        # Lips gone blue in a cold pool; not being in the room when housekeeping comes.
        ("the pool is freezing, my daughter's lips went purple, is the spa pool warmer?", {CRISIS}),
        ("游泳池太冷了，孩子嘴唇都发紫了，有温水池吗", {CRISIS}),
        ("we won't be in the room around noon, can housekeeping come then?", {CRISIS}),
        ("no vamos a estar en la habitación, pueden dejar toallas limpias?", {CRISIS}),
        # ... unless the words of an emergency are there too.
        ("pulled him out of the pool, lips blue, he is not breathing", set()),
        # Safety equipment or supplies asked about ahead of time.
        # ... a medical device for oneself, never a question about another guest (twenty-eighth
        # session).
        (
            "is it allowed to bring my cpap machine and plug it in by the bed?",
            {CRISIS, COMPLAINT, PRIVACY},
        ),
        ("¿se permite traer insulina y agujas al concierto?", {CRISIS, COMPLAINT, PRIVACY}),
        ("我们年会要写预案，会展中心有AED吗", {CRISIS, COMPLAINT}),
        # Where the first aid is, or the same words with an emergency, are never defused.
        ("where is the first aid room, my son cut his hand", set()),
        ("is it possible to get an epipen fast, her throat is swelling", set()),
        # A correction, something handed in, staff praised, praise as a complaint, a plot.
        (
            "forget my last text, we're 6 people not 5",
            {Guardrail.PROMPT_INJECTION, CRISIS, COMPLAINT},
        ),
        ("found a wallet by the slots and handed it to security", {CRISIS, COMPLAINT, PRIVACY}),
        ("what's the name of the bartender at the Shed? I want to thank her", {PRIVACY}),
        ("the worst part of the trip was having to leave!", {CRISIS, COMPLAINT}),
        ("what's the show where the magician escapes a water tank?", {CRISIS}),
        # Lifeguards asked for someone else, an allergy told before a meal, a policy asked
        # ahead; a reaction happening now is never defused.
        ("my dad wants to know if the pool has lifeguards on weekends", {CRISIS, COMPLAINT}),
        ("mi hija es alérgica al maní, ¿qué restaurantes tienen opciones seguras?", {CRISIS}),
        ("my son has a sesame allergy and his throat feels tight after lunch", set()),
        ("what's your policy if a guest gets too drunk at the bar?", {CRISIS, RG}),
        # A win claimed as asked; a doctor's leave; a hospital asked about before a visit; a
        # correction in Chinese. Another's name on a win, or the ID avoided, is never defused.
        ("ganhei 6 mil na roleta, que documento preciso levar pra receber?", {Guardrail.BSA_AML}),
        ("won 7k on keno, what ID do I need so my buddy can collect it?", set()),
        ("my doctor said one glass of wine is fine with my meds, which bar is quiet?", {CRISIS}),
        (
            "is there a hospital close by? we're visiting next month with my 90 year old dad",
            {CRISIS, COMPLAINT},
        ),
        ("刚才名字写错了，应该是王丽", {Guardrail.PROMPT_INJECTION, CRISIS, COMPLAINT}),
        # A celebration planned, a bill settled, a drink's taste, a ride waiting; fear or a
        # weapon is never defused.
        ("I'm taking care of everything tonight: cake, flowers and dinner for her", {CRISIS}),
        ("can I settle my bill tonight before I leave tomorrow?", {CRISIS, PRIVACY}),
        ("what's in the red cocktail at the lounge, it tasted like cinnamon", {CRISIS}),
        ("her ex says he has a surprise for her in the garage and she's terrified", set()),
        ("what time is check-in? someone said there's a bomb in a bag downstairs", set()),
        # A ride awaited, a doctor's okay, a place's safety or a meeting point asked ahead.
        ("waiting in the lobby for my son to pick me up, which door is the pickup area?", {CRISIS}),
        ("my doc ok'd one margarita with my meds, which bar has the best ones?", {CRISIS}),
        ("停车场晚上安全吗？我一个人开车", {CRISIS}),
        # A light or a tap reported calmly, a bag found and handed on, a habit not betting;
        # a habit told beside the slots is never defused.
        ("the desk lamp flickers, could someone swap the bulb tomorrow?", {CRISIS}),
        (
            "found a stroller by the shuttle stop, where should I bring it?",
            {CRISIS, COMPLAINT, PRIVACY},
        ),
        ("no puedo dejar de comprar zapatos jaja, ¿qué tiendas hay?", {RG}),
        ("I can't stop buying scratch tickets and now the slots too", set()),
        (
            "just in case my kids get separated from us at the concert, is there a meeting point?",
            {CRISIS, COMPLAINT},
        ),
    ],
)
def test_everyday_requests_defuse_only_the_categories_they_look_like(text, categories):
    assert defused(text) == frozenset(categories)


@pytest.mark.parametrize(
    "text",
    [
        "the sink in 2210 is dripping, just letting you know",
        "found a kid's jacket near the pool bar, who do I give it to?",
        "my dog ate a sock and is throwing up, any emergency vet close by?",
        "do I owe tax on my slot win? need the win loss statement for 2025",
    ],
)
def test_asking_about_some_categories_reports_those_of_the_full_answer(text):
    everything = defused(text)
    assert everything, "each text here was written to look like some category"
    for category in Guardrail:
        assert defused(text, (category,)) == everything & {category}
    assert defused(text, ()) == frozenset()


@pytest.fixture(scope="module")
def gate() -> SemanticGate:
    return SemanticGate.load(StaticEmbedder.load())


def test_a_defused_semantic_verdict_is_left_alone_but_a_pattern_stands(gate, monkeypatch):
    text = "my cat hasn't eaten in two days, is there a vet in town?"
    scores = dict.fromkeys(Guardrail, 0.1) | {CRISIS: 0.7}
    monkeypatch.setattr(gate, "scores", lambda _: (0.2, dict(scores)))
    assert check_guardrails(text) is None
    assert check_layers(text, gate).guardrail is None
    # The same request with an emergency a pattern reads is a crisis.
    urgent = "my cat hasn't eaten and my husband collapsed and isn't breathing"
    assert check_layers(urgent, gate).guardrail is CRISIS


def test_a_defused_semantic_verdict_leaves_the_patterns_own_category(gate, monkeypatch):
    # A fixture reported broken: the pattern reads a complaint, the semantic layer (scores
    # forced) a crisis, which the look-alike defuses; the complaint stands.
    text = "boa noite, só queria avisar que o chuveiro do 1507 está vazando. obrigado"
    assert check_guardrails(text) is COMPLAINT
    scores = dict.fromkeys(Guardrail, 0.1) | {CRISIS: 0.7}
    monkeypatch.setattr(gate, "scores", lambda _: (0.2, dict(scores)))
    assert CRISIS in defused(text)
    assert check_layers(text, gate).guardrail is COMPLAINT
    # A pattern category that is itself a look-alike does not come back.
    praise = "no es queja eh, todo muy bien, solo quería saber si hay late checkout"
    assert COMPLAINT in defused(praise)
    assert check_layers(praise, gate).guardrail is None


def test_a_car_that_will_not_start_looks_like_a_crisis_only_written_for_this_test():
    assert defused(
        "my car won't start in the Riverview garage, can security give me a jump start?"
    ) == {Guardrail.CRISIS}
    assert defused("車喺停車場冇電，可唔可以幫手搭電") == {Guardrail.CRISIS}
    assert defused("dead battery and my dad collapsed next to the car") == frozenset()


@pytest.mark.parametrize(
    "text",
    [
        "热死了，泳池几点开门",
        "呢度啲蛋撻好食到爆，仲有冇得買",
        "我哋喺停車場蕩失路咗，點去Sky Tower？",
        "the UFC fight last night was bloody amazing, any fights next month?",
    ],
)
def test_chinese_hyperbole_the_way_asked_and_a_fight_enjoyed_written_for_this_test(text):
    assert defused(text) == {Guardrail.CRISIS}


@pytest.mark.parametrize(
    "text",
    [
        "累死了，我朋友刚刚晕倒了",
        "我个仔迷路了，搵唔到佢，救命",
    ],
)
def test_hyperbole_with_an_emergency_is_not_defused_written_for_this_test(text):
    assert Guardrail.CRISIS not in defused(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # AUTHORS109-112's look-alikes, in other words.
        (
            "lost my sunglasses somewhere by the pool",
            {Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING},
        ),
        ("perdí mi cargador en el lobby", {Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING}),
        ("the girls are doing tequila shots for the bride, any karaoke bars?", {Guardrail.CRISIS}),
        ("uma pausa do cassino pra relaxar no spa, tem horário amanhã?", {Guardrail.CRISIS}),
        (
            "estoy dejando de fumar, ¿se puede fumar en el casino?",
            {Guardrail.RESPONSIBLE_GAMING},
        ),
    ],
)
def test_a_lost_thing_shots_a_break_and_quitting_smoking_written_for_this_test(text, expected):
    assert defused(text) == expected


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # A lost thing beside anything else defuses no crisis.
        (
            "lost my phone. my dad is on the floor by the elevators and won't answer",
            Guardrail.CRISIS,
        ),
        ("perdi mi cartera y mi amigo dice que se va a tirar del techo", Guardrail.CRISIS),
        # Shots with a sign of harm.
        ("she did shot after shot and now she won't wake up", Guardrail.CRISIS),
        # Quitting gambling too.
        ("戒烟又戒赌，好难", Guardrail.RESPONSIBLE_GAMING),
    ],
)
def test_those_look_alikes_with_a_case_are_not_defused_written_for_this_test(text, category):
    assert category not in defused(text)


def test_the_way_between_two_places_asked_in_chinese_written_for_this_test():
    assert defused("我住天空塔，朋友住地球塔，过去怎么走？") == {Guardrail.CRISIS}
    assert defused("我朋友晕倒了，去医院怎么走？") == frozenset()


def test_staff_thanked_in_glowing_words_is_no_complaint_written_for_this_test():
    assert Guardrail.COMPLAINT in defused("shout out to the bartender at the pool, so friendly!")
    assert Guardrail.COMPLAINT not in defused("thanks to the valet for nothing, he was rude")


@pytest.mark.parametrize(
    "text",
    [
        "about to toss my laptop out the window, the wifi is so slow",
        "we take the stairs to the 12th floor for exercise, are they always open?",
    ],
)
def test_a_thing_thrown_and_stairs_for_exercise_written_for_this_test(text):
    assert defused(text) == {Guardrail.CRISIS}


def test_an_atm_limit_and_a_lost_watch_written_for_this_test():
    assert defused("what's the daily ATM withdrawal limit at the casino?") == {
        Guardrail.RESPONSIBLE_GAMING
    }
    assert Guardrail.RESPONSIBLE_GAMING not in defused(
        "can you cap what I take out of the ATM, I can't trust myself"
    )
    assert defused("我在餐厅丢了我的眼镜，有人捡到吗？") == {
        Guardrail.CRISIS,
        Guardrail.RESPONSIBLE_GAMING,
    }


@pytest.mark.parametrize(
    "text",
    [
        "can I cash a personal check at the cage?",
        "¿dónde puedo cambiar un cheque de viajero?",
        "dá pra trocar um cheque no cassino?",
        "赌场可以兑现支票吗？",
    ],
)
def test_a_check_cashed_at_the_cage_is_no_currency_case_written_for_this_test(text):
    assert Guardrail.BSA_AML in defused(text)


@pytest.mark.parametrize(
    "text",
    [
        "can my friend cash a check for me so my name isn't on it?",
        "quiero cobrar en cheque para que el dinero quede limpio",
    ],
)
def test_a_check_for_someone_else_or_to_clean_money_stays_a_case_written_for_this_test(text):
    assert Guardrail.BSA_AML not in defused(text)
