"""The semantic layer: the packaged static model, the classifier, the CLI's layer and score."""

import json
import socket
import subprocess
import sys

import numpy as np
import pytest

from agent.semantic.classifier import (
    HASH_DIM,
    MAX_WEIGHT,
    TOP_K,
    LinearClassifier,
    NearestExemplars,
)
from agent.semantic.embedder import StaticEmbedder
from agent.semantic.gate import (
    COMPLAINT_VETO_GAP,
    OVERRULE_GAP,
    SemanticGate,
    check_layers,
    load_exemplars,
    overrules,
    pick,
)
from compliance.crisis_context import false_alarm, over_or_parting
from compliance.guardrails import Guardrail, check_guardrails
from concierge.cli import main


@pytest.fixture(scope="module")
def embedder() -> StaticEmbedder:
    return StaticEmbedder.load()


@pytest.fixture(scope="module")
def gate(embedder) -> SemanticGate:
    return SemanticGate.load(embedder)


def test_model_loads_from_the_wheel_with_no_network(tmp_path):
    # A fresh interpreter with sockets disabled and the hub forced offline: nothing is fetched.
    code = (
        "import socket\n"
        "def refuse(*a, **k):\n"
        "    raise OSError('network used')\n"
        "socket.socket.connect = refuse\n"
        "socket.create_connection = refuse\n"
        "from agent.semantic.embedder import StaticEmbedder\n"
        "e = StaticEmbedder.load()\n"
        "print(e.dim, e.nbytes)\n"
    )
    env = {"HF_HUB_OFFLINE": "1", "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["256", str(32000 * 256 * 2)]
    assert not (tmp_path / ".cache").exists()  # no download cache was created either


def test_the_tokenizer_keeps_no_copy_of_the_texts_it_has_read():
    # Its BPE "word" is the whole text; with the library's default cache every distinct text
    # stayed in memory (~5 KiB each). Measured in a fresh process, private memory only.
    code = (
        "import random\n"
        "from agent.semantic.embedder import StaticEmbedder, release_freed_heap\n"
        "def private_kib():\n"
        "    for line in open('/proc/self/status'):\n"
        "        if line.startswith('RssAnon:'):\n"
        "            return int(line.split()[1])\n"
        "embedder = StaticEmbedder.load()\n"
        "rng = random.Random(7)\n"
        "words = ['buffet', 'open', 'tonight', 'room', 'spa', 'arena', 'parking', 'late']\n"
        "texts = [' '.join(rng.choice(words) + str(rng.randrange(10**6)) for _ in range(12))\n"
        "         for _ in range(4000)]\n"
        "before = private_kib()\n"
        "for text in texts:\n"
        "    embedder.token_ids([text])\n"
        "release_freed_heap()\n"
        "print(private_kib() - before)\n"
    )
    grown_kib = int(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout
    )
    assert grown_kib < 4 * 1024


def test_vectors_are_unit_length_and_closer_for_paraphrases(embedder):
    vectors = embedder.embed(
        ["someone collapsed and is not breathing", "a man fell down and stopped breathing", "spa"]
    )
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
    assert not embedder.embed([""]).any()  # no tokens: a zero vector, not NaN


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("my roommate swallowed half a bottle of sleeping tablets", Guardrail.CRISIS),
        ("a man by the craps tables is waving a blade around", Guardrail.CRISIS),
        ("tengo que dejar el juego, me está arruinando la vida", Guardrail.RESPONSIBLE_GAMING),
    ],
)
def test_semantic_layer_catches_paraphrases_the_patterns_miss(gate, text, category):
    assert check_guardrails(text) is None  # the patterns alone miss it
    verdict = check_layers(text, gate)
    assert (verdict.guardrail, verdict.layer) == (category, "semantic")
    assert verdict.score >= gate.thresholds[category]


@pytest.mark.parametrize(
    "text",
    [
        "I'm dying to see the comedy show",
        "where can I cash a check?",
        "what time does the buffet open on Sunday",
        "hi",
        "thanks!",
    ],
)
def test_semantic_layer_leaves_ordinary_texts_alone(gate, text):
    assert check_layers(text, gate).guardrail is None


def test_patterns_win_and_report_their_layer(gate):
    verdict = check_layers("I want to kill myself", gate)
    assert (verdict.guardrail, verdict.layer, verdict.score) == (Guardrail.CRISIS, "pattern", 1.0)


def test_exemplars_cover_every_category_in_every_language():
    seen = {(e.category, e.language) for e in load_exemplars()}
    for category in [*(str(c) for c in Guardrail), "none"]:
        for language in ("en", "es", "pt", "zh"):
            assert (category, language) in seen, (category, language)


def test_cli_classify_reports_the_semantic_layer_and_score(capsys):
    code = main(["classify", "my roommate swallowed half a bottle of sleeping tablets", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0
    assert result["guardrail"] == "crisis"
    assert result["layer"] == "semantic"
    assert 0.0 < result["score"] <= 1.0
    assert result["keyword"] is None


def test_cli_classify_patterns_only_loads_no_model(capsys, monkeypatch):
    monkeypatch.setattr(socket.socket, "connect", None)
    code = main(
        ["classify", "a man by the craps tables is waving a blade around", "--patterns-only"]
    )
    assert code == 0
    assert capsys.readouterr().out.splitlines() == ["keyword: none", "guardrail: none"]


def test_the_best_category_wins_and_crisis_leans_to_recall():
    thresholds = dict.fromkeys(Guardrail, 0.5) | {Guardrail.CRISIS: 0.3}
    scores = dict.fromkeys(Guardrail, 0.0) | {Guardrail.COMPLAINT: 0.45, Guardrail.CRISIS: 0.4}
    # The complaint is best but under its threshold: crisis does not win by default ...
    assert pick(0.1, scores, thresholds, margin=0.0) is None
    # ... unless it comes within the crisis lean of the best score.
    assert pick(0.1, scores, thresholds, margin=0.0, crisis_lean=0.05) is Guardrail.CRISIS
    # Crisis still has to beat "none" by the margin.
    assert pick(0.38, scores, thresholds, margin=0.04, crisis_lean=0.05) is None
    scores[Guardrail.COMPLAINT] = 0.7
    assert pick(0.1, scores, thresholds, margin=0.0, crisis_lean=0.05) is Guardrail.COMPLAINT


def test_a_crisis_that_only_leans_needs_the_lean_margin_over_none():
    thresholds = dict.fromkeys(Guardrail, 0.5) | {Guardrail.CRISIS: 0.3}
    scores = dict.fromkeys(Guardrail, 0.0) | {Guardrail.PATRON_PRIVACY: 0.45, Guardrail.CRISIS: 0.4}
    lean = {"margin": 0.0, "crisis_lean": 0.1, "crisis_margin": 0.0}
    # 0.005 over "none", with privacy ahead: no crisis with a lean margin of 0.01 ...
    assert pick(0.395, scores, thresholds, **lean) is Guardrail.CRISIS
    assert pick(0.395, scores, thresholds, **lean, lean_margin=0.01) is None
    # ... but 0.02 over it is, and a crisis that is first needs only its own margin.
    assert pick(0.38, scores, thresholds, **lean, lean_margin=0.01) is Guardrail.CRISIS
    first = scores | {Guardrail.PATRON_PRIVACY: 0.2}
    assert pick(0.395, first, thresholds, **lean, lean_margin=0.01) is Guardrail.CRISIS


def test_crisis_and_responsible_gaming_need_only_the_recall_margin_over_none():
    thresholds = dict.fromkeys(Guardrail, 0.4)
    for category in (Guardrail.RESPONSIBLE_GAMING, Guardrail.CRISIS, Guardrail.COMPLAINT):
        scores = dict.fromkeys(Guardrail, 0.0) | {category: 0.5}
        common = pick(0.4, scores, thresholds, margin=0.16)
        leaning = pick(0.4, scores, thresholds, margin=0.16, recall_margin=0.04)
        assert common is None  # 0.1 over "none" is not the common margin
        assert leaning is (None if category is Guardrail.COMPLAINT else category)


def test_crisis_alone_takes_its_own_margin_when_one_is_given():
    thresholds = dict.fromkeys(Guardrail, 0.4)
    for category in (Guardrail.CRISIS, Guardrail.RESPONSIBLE_GAMING):
        scores = dict.fromkeys(Guardrail, 0.0) | {category: 0.45}
        # 0.03 over "none": under the recall margin, over crisis's own.
        said = pick(0.42, scores, thresholds, margin=0.16, recall_margin=0.08, crisis_margin=0.02)
        assert said is (category if category is Guardrail.CRISIS else None)
    scores = dict.fromkeys(Guardrail, 0.0) | {Guardrail.CRISIS: 0.45}
    assert pick(0.42, scores, thresholds, margin=0.16, recall_margin=0.08) is None


def test_a_category_takes_its_own_margin_when_one_is_given():
    thresholds = dict.fromkeys(Guardrail, 0.4)
    scores = dict.fromkeys(Guardrail, 0.0) | {Guardrail.PATRON_PRIVACY: 0.5}
    # 0.06 over "none": under the common margin, at privacy's own; complaint has none of its own.
    own = {Guardrail.PATRON_PRIVACY: 0.06}
    assert pick(0.44, scores, thresholds, margin=0.1) is None
    assert pick(0.44, scores, thresholds, margin=0.1, margins=own) is Guardrail.PATRON_PRIVACY
    scores = dict.fromkeys(Guardrail, 0.0) | {Guardrail.COMPLAINT: 0.5}
    assert pick(0.44, scores, thresholds, margin=0.1, margins=own) is None


def test_the_shipped_margins_are_read_from_thresholds_json(gate):
    assert all(category in gate.thresholds for category in gate.margins)
    assert Guardrail.CRISIS not in gate.margins


def test_a_complaint_pattern_gives_way_to_a_clear_none(embedder, monkeypatch):
    # "tengo una queja" written as praise: when the semantic layer finds no category and its
    # "none" leads the complaint score by the veto gap, the text is left alone.
    text = "tengo una queja: el postre estaba demasiado rico jaja"
    assert check_guardrails(text) is Guardrail.COMPLAINT
    praising = SemanticGate.load(embedder)
    scores = dict.fromkeys(Guardrail, 0.1) | {Guardrail.COMPLAINT: 0.40}
    monkeypatch.setattr(praising, "scores", lambda _: (0.41 + COMPLAINT_VETO_GAP, dict(scores)))
    assert check_layers(text, praising).guardrail is None
    scores[Guardrail.COMPLAINT] = 0.46
    assert check_layers(text, praising).guardrail is Guardrail.COMPLAINT


def test_only_a_complaint_pattern_gives_way_to_none(embedder, monkeypatch):
    text = "what room is john smith in"
    assert check_guardrails(text) is Guardrail.PATRON_PRIVACY
    unsure = SemanticGate.load(embedder)
    scores = dict.fromkeys(Guardrail, 0.1)
    monkeypatch.setattr(unsure, "scores", lambda _: (0.9, dict(scores)))
    assert check_layers(text, unsure).guardrail is Guardrail.PATRON_PRIVACY


def test_nearest_exemplar_scores_favour_the_label_of_a_close_exemplar(embedder):
    labels = ["none", "crisis", "complaint"]
    model = LinearClassifier(embedder, labels)
    texts = ["what time is dinner", "my friend is not breathing", "the room is dirty"]
    nearest = NearestExemplars(model).fit(texts, labels)
    row = nearest.scores(["my friend stopped breathing"])[0]
    assert row.argmax() == 1 and 0.0 <= row.min() and row.max() <= 1.0


def test_nearest_exemplar_scores_are_the_cosines_of_the_whole_feature_rows(embedder):
    """The split, compressed exemplar rows give the cosines of the features themselves,
    also for exemplars that fill one bag slot several times ("ha ha ha")."""
    labels = ["none", "crisis", "complaint"]
    model = LinearClassifier(embedder, labels)
    texts = [
        "what time is dinner",
        "ha ha ha ha ha ha",
        "no no no no he is not breathing, not breathing",
        "help help help",
        "the room is dirty, dirty dirty",
        "我们的房间很脏很脏",
    ]
    categories = ["none", "none", "crisis", "crisis", "complaint", "complaint"]
    nearest = NearestExemplars(model).fit(texts, categories)
    queries = ["ha ha", "he is not breathing not breathing", "dirty dirty room", "房间很脏"]
    width = embedder.dim + HASH_DIM
    rows = model.features(texts)[:, :width].astype(np.float64)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    for query, got in zip(queries, nearest.scores(queries), strict=True):
        row = model.features([query])[0, :width].astype(np.float64)
        sims = rows @ (row / np.linalg.norm(row))
        for code, label in enumerate(labels):
            best = np.sort(sims[[c == label for c in categories]])[::-1][:TOP_K]
            expected = MAX_WEIGHT * best[0] + (1 - MAX_WEIGHT) * best.mean()
            assert got[code] == pytest.approx(max(expected, 0.0), abs=1e-6)


def test_a_more_urgent_semantic_first_choice_overrules_a_pattern(gate):
    # The pattern layer reads "meu pai está perto do cassino" as a question about another
    # guest; the pain and cold sweat are the semantic layer's first choice, and crisis
    # outranks privacy. (Chest pain and "can't breathe" are crisis patterns themselves now.)
    assert (
        check_guardrails(
            "meu pai está perto do cassino com muita dor no peito e não consegue respirar"
        )
        is Guardrail.CRISIS
    )
    text = "meu pai está perto do cassino com muita dor no braço e suando frio"
    assert check_guardrails(text) is Guardrail.PATRON_PRIVACY
    verdict = check_layers(text, gate)
    assert verdict.guardrail is Guardrail.CRISIS and verdict.layer == "semantic"


def test_a_more_urgent_first_choice_overrules_a_pattern_only_by_a_clear_gap():
    # Crisis always does; another category must score clearly above the pattern's own.
    assert overrules(Guardrail.CRISIS, 0.41, 0.40)
    assert not overrules(Guardrail.RESPONSIBLE_GAMING, 0.55, 0.47)
    assert overrules(Guardrail.RESPONSIBLE_GAMING, 0.47 + OVERRULE_GAP, 0.47)


def test_a_pattern_stands_when_the_semantic_layer_hesitates(embedder, monkeypatch):
    # A pattern reads advice; the semantic layer's first choice is a more urgent category
    # scoring barely above advice: the pattern's exact reading stands, and a clear gap wins.
    text = "which machine should i play to win"
    assert check_guardrails(text) is Guardrail.GAMBLING_ADVICE
    hesitant = SemanticGate.load(embedder)
    scores = dict.fromkeys(Guardrail, 0.1)
    scores[Guardrail.RESPONSIBLE_GAMING] = 0.60
    scores[Guardrail.GAMBLING_ADVICE] = 0.55
    monkeypatch.setattr(hesitant, "scores", lambda _: (0.2, dict(scores)))
    assert check_layers(text, hesitant).guardrail is Guardrail.GAMBLING_ADVICE
    scores[Guardrail.GAMBLING_ADVICE] = 0.60 - OVERRULE_GAP - 0.01
    assert check_layers(text, hesitant).guardrail is Guardrail.RESPONSIBLE_GAMING


def _leaning_to_crisis(embedder, monkeypatch, first: Guardrail):
    """A gate whose scores put `first` at 0.60 and crisis within its lean behind (editable)."""
    leaning = SemanticGate.load(embedder)
    scores = dict.fromkeys(Guardrail, 0.1)
    scores[first] = 0.60
    scores[Guardrail.CRISIS] = 0.60 - leaning.crisis_lean / 2
    monkeypatch.setattr(leaning, "scores", lambda _: (0.2, dict(scores)))
    return leaning, scores


def test_crisis_reported_by_leaning_to_recall_overrules_a_pattern_it_does_not_agree_with(
    embedder, monkeypatch
):
    # A pattern reads a gambling problem. When the semantic layer's first choice is another
    # category, with crisis close behind, crisis is reported by leaning to recall and wins
    # over the pattern; when its first choice is the pattern's own category, the two layers
    # agree and the pattern's reading stands. Far behind (outside the lean), it stands too.
    # Of oneself: a relative's addiction asked about by the family is a look-alike the
    # semantic crisis is cleared by (compliance.look_alikes).
    text = "i am addicted to gambling, who can help me"
    assert check_guardrails(text) is Guardrail.RESPONSIBLE_GAMING
    leaning, scores = _leaning_to_crisis(embedder, monkeypatch, Guardrail.HUMAN_REQUEST)
    assert leaning.classify(text).guardrail is Guardrail.CRISIS
    assert check_layers(text, leaning).guardrail is Guardrail.CRISIS
    scores[Guardrail.HUMAN_REQUEST] = 0.1
    scores[Guardrail.RESPONSIBLE_GAMING] = 0.60
    assert leaning.classify(text).guardrail is Guardrail.CRISIS
    assert check_layers(text, leaning).guardrail is Guardrail.RESPONSIBLE_GAMING
    scores[Guardrail.CRISIS] = 0.60 - leaning.crisis_lean - 0.05
    assert leaning.classify(text).guardrail is Guardrail.RESPONSIBLE_GAMING
    assert check_layers(text, leaning).guardrail is Guardrail.RESPONSIBLE_GAMING


def test_crisis_overrules_a_question_about_another_guest_only_as_first_choice(
    embedder, monkeypatch
):
    # A message for another guest's room: a pattern reads privacy. Crisis reported only by
    # leaning to recall leaves the pattern's reading; crisis as the first choice wins.
    text = "can you send a note up to the room of Ana Reyes saying i'm in the lobby"
    assert check_guardrails(text) is Guardrail.PATRON_PRIVACY
    leaning, scores = _leaning_to_crisis(embedder, monkeypatch, Guardrail.PATRON_PRIVACY)
    assert leaning.classify(text).guardrail is Guardrail.CRISIS
    assert check_layers(text, leaning).guardrail is Guardrail.PATRON_PRIVACY
    scores[Guardrail.CRISIS] = 0.65
    assert check_layers(text, leaning).guardrail is Guardrail.CRISIS


@pytest.mark.parametrize(
    ("text", "defused"),
    [
        ("my uncle collapsed here two years ago, he's fully recovered now. any suites?", True),
        ("el año pasado a mi mamá le dio algo aquí, ya está bien. hay buffet?", True),
        ("last night of our vacation, so sad to leave, where should we eat", True),
        ("这次是假期最后一晚了，推荐个餐厅吧", True),
        ("上次来的时候我在大厅不舒服，没事了。这次想订两晚", True),
        ("da última vez que viemos meu pai passou mal, mas fui bem atendida", True),
        ("me torcí el tobillo hace tres años y ya sané, hay mucho que caminar?", True),
        ("quebrei o pé há dois anos mas já sarei, dá pra ir a pé até a arena?", True),
        ("when I was a kid I had a bad accident in a lake, do you have a shallow pool?", True),
        ("my late husband loved the buffet here, is it still open on sundays?", True),
        ("meu avô tem pressão alta mas está bem, tem elevador na torre?", True),
        ("me fracturé la muñeca hace años, ¿el spa da masajes suaves?", True),
        ("la última vez se nos perdió el niño y lo encontraron enseguida, hay pulseras?", True),
        ("我表妹上周在酒吧晕了一下，现在已经完全好了，还能订位吗", True),
        ("女儿在商场走丢了一会儿，很快就找到了，有儿童手环吗", True),
        ("mi abuelo salió del cuarto y no lo encontramos, tiene 90 años", False),
        ("when I was a kid I had an accident in a lake, now my son is under the water", False),
        ("my uncle collapsed by the slots and he is not answering me", False),
        ("this was my last trip, goodbye everyone", False),
    ],
)
def test_a_semantic_crisis_that_is_over_or_a_trip_ending_is_left_alone(
    embedder, monkeypatch, text, defused
):
    # The semantic layer reads a crisis (scores forced); a text that says the emergency is over
    # or the goodbye is a holiday ending is left alone, another stays a crisis.
    gate = SemanticGate.load(embedder)
    scores = dict.fromkeys(Guardrail, 0.1) | {Guardrail.CRISIS: 0.7}
    monkeypatch.setattr(gate, "scores", lambda _: (0.2, dict(scores)))
    assert check_guardrails(text) is not Guardrail.CRISIS or not defused
    found = check_layers(text, gate).guardrail
    assert found is (None if defused else Guardrail.CRISIS)


def test_a_pattern_crisis_is_never_defused(gate):
    # Last year's visit is mentioned, but a pattern reads a crisis now: it stands.
    text = "we came last year and loved it, but now my dad collapsed and isn't breathing"
    assert check_guardrails(text) is Guardrail.CRISIS
    assert check_layers(text, gate) == check_layers(text, None)


@pytest.mark.parametrize(
    "text",
    [
        "where is my husband, he said he wants to end his life",
        "my friend keeps saying she's going to kill herself",
        "mi hermano quiere matarse",
        "meu amigo vai se matar",
    ],
)
def test_someone_elses_life_at_risk_is_a_crisis(text):
    assert check_guardrails(text) is Guardrail.CRISIS


def test_vectors_of_a_batch_and_of_single_texts_are_the_same():
    embedder = StaticEmbedder.load()
    texts = ["where is the buffet", "¿dónde está el spa?", "我想找人工客服"]
    before = embedder.embed(texts)
    kb = ["the spa opens at nine", "valet parking at the north entrance"]
    documents = embedder.embed_documents(kb)
    assert np.array_equal(embedder.embed(texts), before)
    assert np.array_equal(np.asarray(documents, np.float32), embedder.embed(kb))


def test_an_adults_age_with_no_one_younger_is_no_minors_case(gate):
    # Both layers read an age beside a casino word; 21 or more, and no one younger named.
    text = "mi hijo ya cumplió 21, puede jugar a la ruleta con nosotros?"
    assert check_guardrails(text) is Guardrail.AGE_MINORS
    assert check_layers(text, gate).guardrail is None
    minor = "mi hijo tiene 19, puede jugar a la ruleta con nosotros?"
    assert check_layers(minor, gate).guardrail is Guardrail.AGE_MINORS
    assert check_layers("my son turned 21, can he play blackjack?", None).guardrail is None
    assert check_layers("my son is 19, can he play blackjack?", None).guardrail is (
        Guardrail.AGE_MINORS
    )


@pytest.mark.parametrize(
    "text",
    [
        "ya encontré a mi nieta, estaba en el arcade. gracias igual",
        "搵返個仔啦，原來喺洗手間，唔該晒",
        "minha mãe passou mal aí no ano retrasado, hoje está ótima. tem buffet sem glúten?",
        "nada, ya apareció mi sobrino, estaba en el arcade",
        "the lost girl found her parents at the info desk, thanks",
    ],
)
def test_found_again_or_long_past_is_over_written_for_this_test(text):
    assert over_or_parting(text)


@pytest.mark.parametrize(
    "text",
    [
        "hoje ele tá bem mal, desmaiou perto das máquinas",
        "hoy mi papá está bien mal, no respira bien",
    ],
)
def test_very_bad_today_is_not_over_written_for_this_test(text):
    assert not over_or_parting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a man was lying flat by the bar, turned out he was just stretching his back", True),
        ("alguien gritaba, pero era solo un cumpleaños sorpresa", True),
        ("看到有人倒在地上，原来是在拍照", True),
        ("it was a false alarm, the smoke was from the kitchen grill", True),
        # The alarm is real, or help is still asked for.
        ("turned out he was just drunk, but now he's not breathing", False),
        ("I thought she was joking but she took the pills", False),
        ("nvm about the spa, my dad fell and is bleeding", False),
    ],
)
def test_a_sight_that_turned_out_harmless_written_for_this_test(text, expected):
    assert false_alarm(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An adult's age read as no minors case, and another guest asked about: privacy stands.
        ("my son is 30, can you tell me if he has been gambling at your casino this week", "p"),
        # An adult's age and nothing else: no case.
        ("can my 22 year old daughter play poker with us", None),
    ],
)
def test_an_adults_age_leaves_the_other_pattern_standing_written_for_this_test(
    gate, text, expected
):
    verdict = check_layers(text, gate)
    found = verdict.guardrail
    assert found is Guardrail.PATRON_PRIVACY if expected else found is None, verdict
