"""`retrieve_context`: the property's knowledge-base items that match the question."""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime

from agent.airport_ride import asks_an_airport_ride
from agent.away_place import away_place
from agent.brand_question import asks_a_brand
from agent.broadcast import asks_a_broadcast
from agent.chatter import Weight, question_after_chatter
from agent.context import Context
from agent.counted_thing import counting_first, counts_what_is_asked
from agent.cuisine_place import cuisine_first
from agent.dates import AskedTime, parse_when, strip_when
from agent.emoji_words import emoji_as_words
from agent.exact_price import asks_an_exact_price
from agent.extractive import describe_item, first_sentence, short_answer
from agent.facet_faq import (
    answers_for_venue,
    holds_own_facet,
    own_facet_first,
    prefer_general_faq,
)
from agent.followup import resolve
from agent.foreign_words import reads_as_kb_word
from agent.former_names import asks_former_name, tells_former_name, without_asking_former
from agent.guest_idioms import plain_words
from agent.hours_answer import open_first
from agent.in_room import venue_for_room
from agent.late_night import late_item, late_query
from agent.lead_choice import fuller_first
from agent.lineup import asks_a_lineup, asks_an_event_date
from agent.live_status import asks_live_status
from agent.lookalike_name import lookalike_name
from agent.lost_item import lost_item_first
from agent.measured_size import measures_what_is_asked
from agent.member_names import asks_member_names
from agent.missing_detail import hint_sentence, prices_one_thing
from agent.missing_thing import THING_ENDS, asked_clause, missing_kind, missing_thing
from agent.one_room import asks_of_one_room, without_own_room
from agent.other_casinos import other_casino
from agent.other_towns import other_town, ride_to_other_town, trip_between_towns
from agent.parking_for import parking_for_venue
from agent.personal_advice import asks_personal_advice
from agent.price_level import price_level
from agent.query_gloss import Gloss, english_query, gloss
from agent.relayed_question import plain_question
from agent.retrieval import Hit, KnowledgeIndex
from agent.retrieval_facets import (
    facet_of,
    facet_sentence,
    facet_subject,
    facet_value,
    facet_words,
    fits_subject,
    named_item,
    prefer_facet,
)
from agent.retrieval_hours import hours_of_another, prefer_hours_holder
from agent.retrieval_terms import TermStats
from agent.room_delivery import asks_room_delivery
from agent.ruled_out import without_ruled_out
from agent.run_ons import run_on_pieces
from agent.scene_words import drop_scene_words
from agent.secret_code import asks_a_secret
from agent.sports_result import asks_a_result, asks_of_a_school_team
from agent.staff_schedule import asks_a_staff_schedule, names_the_role
from agent.state import ConciergeState
from agent.stretched_words import unstretched
from agent.taste_judgement import asks_a_taste_judgement
from agent.thing_phrases import unknown_thing_phrase
from agent.time_span import interval_unstated, spans_what_is_asked
from agent.unknown_deed import unknown_deed
from agent.venue_lacks import (
    asks_beside_lead,
    lacks_diet,
    lead_lacks_part,
    placed_beside,
    venue_lacks_thing,
)
from agent.world_facts import asks_a_world_fact
from agent.yes_no import (
    is_yes_no_question,
    own_faq_first,
    settles,
    settling_first,
    topic_of,
)
from data.kb.schemas import KbItem

# Words that point back at an earlier message: "when does it open?", "how do I get there?".
_POINTS_BACK = re.compile(r"\b(it|its|it's|there|that|this|they|them|those|their)\b", re.I)
SHORT_TEXT_WORDS = 3
# ... or "is there a (set) time for check in": a time asked for, however it is put.
_ASKS_FOR_A_TIME = re.compile(
    r"\b(what time|when|how (late|early)|(is|was) there (a|any) (set |fixed )?(time|hour))\b",
    re.I,
)
_ENDS_POINTING_BACK = re.compile(r"\b(it|that|this|them|those|one)\W*$", re.I)
# A clause whose deed is done to what the words before name ("where do i do that in the
# building", "where can we get one around here") leans on them, wherever it ends.
_DEED_POINTING_BACK = re.compile(
    r"\b(do|get|find|buy|try|see|watch|place|play|grab) (it|that|this|them|those|one)\b", re.I
)
# Chinese sets its clauses apart with full-width marks, the comma too ("开了三个小时车，腰疼，
# 哪里可以按摩？"): each clause is judged as a sentence; so is a clause after a dash.
_SENTENCES = re.compile(r"[.!?;\n。！？；，\u2013\u2014]+")
# A comma sets a clause apart too ("what time does the gym open, early riser here"), but
# only for judging whether an item answers a clause: searching keeps the whole text.
_CLAUSES = re.compile(r"[.!?;\n。！？；，,]+")
CLAUSE_WORDS = 2
# Share of a question's content words (weighted by rarity) the best item must contain to be
# answered from; chosen on the tune half of bench/data/answer_heldout.jsonl.
MIN_COVERAGE = 0.4
# ... when the question uses a word the knowledge base never does: the lowest floor that
# leaves no unanswerable tune question answered (0.45; it costs 2 of 86 tune answers).
MIN_COVERAGE_WITH_UNKNOWN = 0.45
# ... unless the item is at least this close in meaning (static or Gemini embeddings); tune
# answers are the same from 0.55 to 0.7, so the stricter middle of that range.
MIN_SIMILARITY_TO_ANSWER = 0.6
# Words no item uses are set aside as the scene when the item holds this much of the rest,
# in at least this many words.
SCENE_ASIDE_COVERAGE = 0.8
SCENE_ASIDE_SHARED_WORDS = 2
# The semantic layer's off-topic score at which a question is declined: the lowest that
# keeps every tune answer (0.55-0.65 tie on the tune half; lower declines answerable typos).
# Twenty-sixth session, the linear model refitted on more tune-side texts (bench/linear_texts.py):
# over every tune-side answer set, 0.55 / 0.6 / 0.65 / 0.7 / 0.75 answered 2,131 / 2,134 / 2,137 /
# 2,137 / 2,138 of 2,262 right and 20 / 20 / 20 / 21 / 24 of 1,750 declines with an item.
OFF_TOPIC_THRESHOLD = 0.65
# Share of the question's content an item must hold to overrule the off-topic score, in at
# least this many words or in a word of its name: one word of its text ("weather" in "weather
# permitting") is chance.
ON_TOPIC_COVERAGE = 0.6
ON_TOPIC_SHARED_WORDS = 2
# A score this sure needs more shared words: "what's the weather like this weekend, thinking of
# driving up" shares "weather" and "drive" with the golf club's "weather permitting ... drive"
# (0.91); "how far is the new london train station" shares four words with the overview
# (0.96). On every tune-side set only these two questions score this high and are overruled.
SURE_OFF_TOPIC = 0.85
SURE_ON_TOPIC_SHARED_WORDS = 3


def search_query(state: ConciergeState, text: str) -> str:
    """The guest's `text`, with their previous text in front when this one points back at it.

    Retrieval runs before the model reads the text, so a follow-up is resolved here, by
    searching with both texts; the model then cites what it used.
    """
    if not (_POINTS_BACK.search(text) or len(text.split()) <= SHORT_TEXT_WORDS):
        return text
    earlier = [m for m in state.get("messages", [])[:-1] if m.type == "human"]
    return f"{earlier[-1].content} {text}" if earlier else text


def off_topic_score(ctx: Context, text: str) -> float:
    """How much the text reads as about nothing at the resort, 0..1 (0 without the layer).

    A text that names one of our venues is about the resort (the property's own name is no
    venue: "is mohegan sun stock up?" is still off-topic).
    """
    gate = ctx.semantic_gate
    if gate is None:
        return 0.0
    score = gate.off_topic(text)
    named = named_item(text, ctx.index) if score > 0 else None
    return 0.0 if named is not None and named.category != "overview" else score


def off_topic(
    ctx: Context, text: str, query: str = "", hit: Hit | None = None, reading: str = ""
) -> bool:
    """Whether the text reads as about nothing at the resort (sports, weather, homework).

    An item that holds most of the question's content, in two words or one of its name,
    settles it the other way: the score reads typed-on-a-phone questions ("wat time dose the
    spa opn on weeknds") as off-topic. `reading` is a foreign question's English words: the
    layer knows English best, so the higher of the two scores counts ("明天波士顿天气咋样").
    """
    score = max(off_topic_score(ctx, part) for part in filter(None, (text, reading)))
    if score < OFF_TOPIC_THRESHOLD:
        return False
    needed = SURE_ON_TOPIC_SHARED_WORDS if score >= SURE_OFF_TOPIC else ON_TOPIC_SHARED_WORDS
    for part in filter(None, (query or text, asked_clause(query or text))):
        if unknown_things(ctx, part):
            # A word no item uses is what the item cannot speak to ("will it rain at the golf
            # course"): the words it shares are the setting, no sign the text is about it.
            continue
        if hit is not None and (
            ctx.index.coverage(part, hit.item) >= ON_TOPIC_COVERAGE
            or _speaks_to_facet(part, hit.item)
        ):
            # The property's own name is in every text about it: no evidence ("the sun").
            shared = ctx.index.shared_terms(part, hit.item) - ctx.index.property_words
            # A word of its name, or the everyday word for one ("gym": the Fitness Center).
            title = ctx.index.title_terms(hit.item)
            named = any(ctx.index.terms.stands_for(t, title) for t in shared)
            if len(shared) >= needed or named:
                return False
    return True


def _speaks_to_facet(text: str, item: KbItem) -> bool:
    """Whether `item` has a sentence stating the facet `text` asks ("by car": "Driving takes").

    The words asking it ("how long") are then no content the item lacks.
    """
    facet = facet_of(text)
    return facet is not None and bool(facet_sentence(item, facet) or hint_sentence(item, facet))


def answers(ctx: Context, query: str, hit: Hit) -> bool:
    """Whether the best item answers the question, not just shares a common word with it.

    Declined when the item holds little of the question's content (weighted by rarity) and,
    with embeddings, is not close in meaning either: "who won the celtics game" shares "game"
    with a casino, "ev charging station" shares "station" with the buffet.
    """
    # A guest often adds a second sentence ("... my locker code is 4711"): judge each one,
    # and the thing asked for on its own ("im starving after the drive, is there a pizza place").
    clause = asked_clause(query)
    parts = [query, *(p for p in _SENTENCES.split(query) if p.strip()), *filter(None, [clause])]
    # A clause set apart by a comma alone counts when it says two things and shares one with
    # the item beyond the property's own name and town ("what time does the gym open, early
    # riser here"); not "..., flight isnt til 8" (airports) or "weather in uncasville".
    home = ctx.index.property_words | set(ctx.index.terms.content_terms(ctx.prop.location))
    # A clause that asks on its own may name one thing ("is there a treadmill somewhere, ...").
    # ... and so may a run-on's first thought ("how many ppl does the arena hold is it huge").
    clauses = [
        piece for part in _CLAUSES.split(query) if part.strip() for piece in run_on_pieces(part)
    ]
    parts += [
        part
        for part in clauses
        if part not in parts
        and not _sets_the_scene(ctx, part, clauses)
        and (
            len(ctx.index.terms.content_terms(part)) >= CLAUSE_WORDS
            or asked_clause(part.strip()) == part.strip()
            # "when is checkout, hoping for a lazy morning": a clause that opens asking asks.
            or _OPENS_ASKING.match(part) is not None
        )
        and ctx.index.shared_terms(part, hit.item) - home
    ]
    # A word the knowledge base never uses ("zoo", "password") is something it cannot speak
    # to: the item must then hold more of the rest.
    if price_level(query) is not None and facet_value(hit.item, "price"):
        return True  # "cheap eats?" is answered by the price range, not by shared words
    if names_the_role(query, hit.item.search_text()) and named_item(query, ctx.index) is hit.item:
        return True  # "which chef is behind the grill": the venue named names its chef
    floor = MIN_COVERAGE_WITH_UNKNOWN if ctx.index.terms.unknown_terms(query) else MIN_COVERAGE
    if max(ctx.index.coverage(part, hit.item) for part in parts) >= floor:
        return True
    if any(_scene_aside(ctx, part, hit, home) for part in parts):
        return True
    # The facet of the question with its slips repaired ("tao dres code": a dress code).
    facet = facet_of(query) or facet_of(ctx.index.terms.correct(query))
    if facet is not None:
        # "by train?", "dress code at tao": the item holds the field asked for, and what the
        # field is asked of ("how tall is the eiffel tower" is not about the theatre's seats).
        # Without the field, a sentence of its own that speaks to the facet answers a question
        # about something it holds ("how long by car from boston": "Driving takes about ...").
        subject = facet_subject(query, facet, ctx.index)
        # A sentence of the item's own text may state the field ("About 130,000 square feet").
        field = facet_sentence(hit.item, facet)
        speaks = field or (subject and hint_sentence(hit.item, facet))
        if speaks and fits_subject(query, subject, hit.item, ctx.index):
            return True
        if facet != "hours" and not (field or hint_sentence(hit.item, facet)):
            # "how much are tix for the game": an item close in meaning that says nothing of
            # the detail asked (no price, not even "prices vary") cannot answer it.
            return False
    if answers_for_venue(query, hit.item, ctx.index):
        return True  # "dress code at novelle": the general FAQ, the venue has none of its own
    # "what was the spa's old name": an item telling a name it went by answers, whatever of
    # the asking words ("old", "name") it lacks, when it holds what the name is asked of.
    if (
        asks_former_name(query)
        and tells_former_name(hit.item.search_text())
        and ctx.index.coverage(without_asking_former(query), hit.item) >= MIN_COVERAGE
    ):
        return True
    similarity = ctx.index.similarity(query, hit.item)
    return similarity is not None and similarity >= MIN_SIMILARITY_TO_ANSWER


def former_name_first(hits: list[Hit], question: str, index: KnowledgeIndex) -> list[Hit]:
    """`hits`, for "what was the spa's old name", the one telling an earlier name first.

    Only a hit that holds what the name is asked of ("spa"): "old" finds the age FAQs.
    """
    if not asks_former_name(question):
        return hits
    rest = without_asking_former(question)
    telling = next(
        (
            hit
            for hit in hits
            if tells_former_name(hit.item.search_text())
            and index.coverage(rest, hit.item) >= MIN_COVERAGE
        ),
        None,
    )
    if telling is None:
        return hits
    return [telling, *(hit for hit in hits if hit is not telling)]


def _sets_the_scene(ctx: Context, clause: str, clauses: list[str]) -> bool:
    """Whether `clause` asks nothing beside another clause that asks of a thing of its own.

    "checking out at 11 but our bus isnt till 6, can we leave bags somewhere": the bus is why
    the bags are asked about; the clause that asks ("can we leave bags") says what. A clause
    asking of what the words before name ("..., how many seats does it have") leans on them.
    """
    if _OPENS_ASKING.match(clause):
        return False
    return any(
        _OPENS_ASKING.match(other)
        and not _points_back(other)
        and ctx.index.terms.content_terms(other)
        for other in clauses
    )


def names_only(ctx: Context, question: str, item: KbItem) -> bool:
    """Whether every venue word the question names ("suite", "shops") is in the item's name."""
    index = ctx.index
    named = set(index.terms.content_terms(index.terms.correct(question))) & index.name_words
    return named - index.property_words <= index.title_terms(item)


def _scene_aside(ctx: Context, part: str, hit: Hit, home: frozenset[str] | set[str]) -> bool:
    """Whether the item holds all of `part` but a few words no item uses.

    A word no item uses weighs the most in `coverage`, and a guest's scene is full of them
    ("anxious", "operation", "long text sorry", "the whole place"): they sink the item
    that holds everything else asked ("is the whole place accessible, the rooms also"). Set aside
    only when the item holds nearly all the rest, in more words (beyond the property's own
    name) than there are unknown ones, one of them a word of its name: "may i bring my
    hoverboard into the hotel" shares "bring" and "hotel" with an FAQ, whose title is no
    name; "does frank pepe make a vegan cheese pie" has more unknown words than the name
    shares. The thing asked for mostly comes last ("does the buffet do veterans discounts"):
    the last content word must be one the item holds.
    """
    terms = ctx.index.terms
    unknown = set(terms.unknown_terms(part))
    if not unknown:
        return False
    shared = ctx.index.shared_terms(part, hit.item) - home
    words = terms.content_terms(terms.correct(part))
    if not words or words[-1] not in shared:
        return False
    # An FAQ's title is a question of everyday words ("can kids bring ..."): no name.
    title = ctx.index.title_terms(hit.item) if hit.item.category != "faq" else set()
    return (
        len(shared) >= max(SCENE_ASIDE_SHARED_WORDS, len(unknown) + 1)
        and any(terms.stands_for(t, title) for t in shared)
        and ctx.index.known_coverage(part, hit.item) >= SCENE_ASIDE_COVERAGE
    )


def focused(ctx: Context, query: str) -> str:
    """The question proper when the words before it only set the scene.

    "long day of driving, exhausted lol is there a spa": searched whole, "day" and "driving"
    find the opening-hours and directions FAQs. When the asking clause alone finds an item
    that answers it, that clause is the search; otherwise the whole text is. A clause that
    ends pointing back ("where do i find it", "the fanciest place for that") is about the
    words before it: the whole text.
    """
    # "what is the dress code at tao? my wife wants to look right": the asking words open the
    # whole text, so the one sentence with a question mark is the clause.
    candidates = (
        asked_clause(query),
        _last_question(query),
        _asking_tail(query, ctx),
        _first_question(query),
    )
    clause = next((c for c in candidates if c is not None and c != query), None)
    if clause is not None:
        clause = _one_named(query[: query.rfind(clause)], clause)
    if clause is None or _points_back(clause):
        return query
    hits = ctx.index.search(clause, k=1, min_score=ctx.min_score)
    return clause if hits and answers(ctx, clause, hits[0]) else query


# The last thing the scene names with an article ("would enjoy an arcade while we rest").
_A_THING = re.compile(r"\b(?:an?|some) ((?:[\w'-]+ ?){1,3})", re.I)
# Words that end a thing so named: what follows says when, where, or goes on.
_THING_ENDS_TOO = frozenset("while and but so if when because since or tonight today".split())


def _one_named(before: str, clause: str) -> str:
    """`clause` asking for "one" of a thing, with the thing the words `before` it name.

    "my son would love an arcade. is there one here?" -> "is there an arcade here?". The
    clause as it is when it asks for no "one" or the words before name no thing.
    """
    asked = _ONE_ASKED_FOR.search(clause)
    named = list(_A_THING.finditer(before))
    if asked is None or not named:
        return clause
    words: list[str] = []
    for word in named[-1].group(1).split():
        if word.lower() in THING_ENDS or word.lower() in _THING_ENDS_TOO or not strip_when(word):
            break
        words.append(word)
    if not words:
        return clause
    return f"{clause[: asked.start('one')]}a {' '.join(words)}{clause[asked.end('one') :]}"


def facet_asker(query: str, asked: str, index: KnowledgeIndex) -> str:
    """What the facet is asked of: the question searched when it is a sentence of `asked`.

    "how many seats in the arena? guessing how packed the concert will be": the facet is the
    arena's, not the concert's. The whole text when the search is no sentence of it or asks no
    facet, or another one, or the words before name the venue: they say what is asked of.
    """
    clause = query.strip().rstrip("?!. ").lower()
    sentences = [p.strip().rstrip("?!. ").lower() for p in _SENTENCES.split(asked) if p.strip()]
    facet = facet_of(query)
    if facet is None or facet != facet_of(asked) or len(sentences) < 2 or clause not in sentences:
        return asked
    # "dinner at the farm italy. is there a dress code": the venue named before is asked of.
    venue = named_item(asked, index)
    return asked if venue is not None and named_item(query, index) is not venue else query


def asks_past_the_scene(ctx: Context, asked: str, hit: Hit) -> bool:
    """Whether the question after the scene asks of a word no item uses, unanswered by `hit`.

    "we just saw the dome, now my son asks how far away the moon is": the scene's words find
    the dome, but what is asked (the moon) is nothing the knowledge base holds. Searching the
    whole text is right for a clause that leans on the scene ("where do i find it"), not for
    one that asks about a new thing of its own.
    """
    # A thing asked for by "is there ..." is judged by `missing_thing` already, and the words
    # before it may say what it is for ("wanna laugh tonight, is there stand up somewhere").
    clause = _last_question(asked) or _asking_tail(asked, ctx)
    if clause is None or clause == asked or _points_back(clause):
        return False
    return bool(unknown_things(ctx, strip_when(clause))) and not answers(ctx, clause, hit)


def unknown_things(ctx: Context, text: str) -> list[str]:
    """The text's words (stemmed) no item uses, but numbers and words asking for its facet.

    "which highways do i take": no item says "highway", but the word asks for directions by
    car, which the knowledge base gives; it names no thing the knowledge base lacks.
    """
    facet = {ctx.index.terms.stem(w) for w in facet_words(facet_of(text))}
    return [t for t in ctx.index.terms.unknown_terms(text) if not t.isdigit() and t not in facet]


def _points_back(clause: str) -> bool:
    """Whether the clause is about what the words before it name ("where do i find it")."""
    return bool(
        _ENDS_POINTING_BACK.search(clause)
        or _DEED_POINTING_BACK.search(clause)
        or _WHOM_TO_ASK.match(clause)
        or _THEY_ASKED_OF.search(clause)
        or _IT_ASKED_OF.search(clause)
        or _ONE_ASKED_FOR.search(clause)
        or _SUGGESTION_ASKED.match(clause)
    )


# "... an arcade. is there one on property?": "one" is the thing the words before name.
_ONE_ASKED_FOR = re.compile(
    r"\b(?:is there|are there|do you (?:guys )?have|have you got|got) (?P<one>one|any|some)"
    r"(?: (?:on ?site|on (?:the )?property|here|nearby|close by|around(?: here)?|in the "
    r"(?:building|resort|hotel|casino)|at the (?:resort|hotel|casino)))?\W*$",
    re.I,
)
# A suggestion asked of no thing ("which restaurant would you suggest?"): what is wanted is
# what the words before say ("sushi and dim sum tonight").
_SUGGESTION_ASKED = re.compile(
    r"\W*(?:so |then |ok |okay )?(?:which|what|where)(?: (?:restaurant|place|spot|venue|bar|"
    r"option|one)s?)? (?:would|do|should|could|can|will) (?:you|u|ya) (?:suggest|recommend|"
    r"propose|advise)\W*$",
    re.I,
)


# "want a massage saturday. what time do they open": "they" are what the words before name.
_THEY_ASKED_OF = re.compile(r"\b(?:do|does|did|will|would|can|are|were) they\b", re.I)
# Likewise "it" ("earth tower how many rooms and when was it built"), but not the "it" that
# stands for nothing named ("is it possible to ...", "is it ok if ...").
_IT_ASKED_OF = re.compile(
    r"\b(?:is|was|does|did) it\b(?! (?:possible|ok|okay|true|worth|necessary|allowed|required|"
    r"too|hard|easy|better|best|cheaper|safe|normal|legal|free to)\b)",
    re.I,
)


# Whom to turn to depends on the matter the words before tell ("left my phone at the bar.
# who do i contact?", "... who do we ask about getting it back"): alone, the clause finds the
# general contact line.
_WHOM_TO_ASK = re.compile(
    r"\W*(?:so |then |ok |okay )?who (?:do|should|can|would) (?:i|we) (?:contact|call|ask|"
    r"talk to|speak (?:to|with)|reach out to|get in touch with)"
    r"(?: about (?:[\w'-]+ ){0,2}(?:it|that|this|them|those|one)(?: back)?)?\W*$",
    re.I,
)


def _first_question(text: str) -> str | None:
    """The opening question of a text whose later sentences only set the scene, or None.

    "Which garage is closest to the arena? going to a show tonight": the one sentence with a
    question mark asks; what follows says why.
    """
    parts = [p.strip() for p in re.split(r"(?<=[.!?])\s+", text.strip()) if p.strip()]
    if len(parts) < 2 or not parts[0].endswith("?") or any("?" in p for p in parts[1:]):
        return None
    if len(parts[0].split()) <= SHORT_TEXT_WORDS:
        return None  # "Where?" leans on what follows
    return parts[0]


def _last_question(text: str) -> str | None:
    """The closing question of a text whose earlier sentences only set the scene, or None.

    "We have tickets for tonight. Which garage is best?": the question is the last sentence.
    """
    parts = [p.strip() for p in re.split(r"(?<=[.!?])\s+", text.strip()) if p.strip()]
    if len(parts) < 2 or not parts[-1].endswith("?") or any("?" in p for p in parts[:-1]):
        return None
    if len(parts[-1].split()) <= SHORT_TEXT_WORDS:
        return None  # "Where?" asks about the scene it closes: the whole text is the question
    return parts[-1]


# A question run on after the scene without a question mark ("..., she turns in early lol so
# what time does the seafood place close"): it starts at its asking words after a joining word.
_ASKING_TAIL = re.compile(
    # A dash sets the scene apart as a comma does ("flying in from denver — where do we ...").
    r"(?:,|\s[-\u2013\u2014]|[\u2013\u2014]|\b(?:so|and|but|lol|anyway|anyways|also))\s+"
    r"(?=(?:what|when|where|which|how (?:late|early|long|much|far|do|does|can))\b)",
    re.I,
)
SCENE_WORDS_BEFORE = 5
# A text that opens with these asks from its first word: it has no scene to set aside.
_OPENS_ASKING = re.compile(
    r"\W*(?:do|does|did|is|are|was|were|can|could|will|would|should|may|what|when|where|"
    r"which|who|how)\b",
    re.I,
)


def _asking_tail(text: str, ctx: Context) -> str | None:
    """The question at the end of a text that sets a scene first without punctuating it.

    The last asking words after a comma or a joining word start it, when at least
    `SCENE_WORDS_BEFORE` words come before them and the tail names a thing besides when:
    "live dj and cocktails, where do we head friday night" asks about the words before
    its asking ones.
    """
    starts = [m.end() for m in _ASKING_TAIL.finditer(text)]
    if not starts or len(text[: starts[-1]].split()) < SCENE_WORDS_BEFORE:
        return None
    if _OPENS_ASKING.match(text):
        # "does the kids arcade take cards, how much is a game": the words before ask a
        # question of their own, so they are no scene; the tail asks about what they name.
        return None
    tail = text[starts[-1] :].strip()
    terms = ctx.index.terms
    named = set(terms.content_terms(strip_when(tail))) - set(terms.content_terms(_TIMES_OF_DAY))
    return tail if named else None


_TIMES_OF_DAY = "morning afternoon evening night nights day days late early"


# Shorter leftovers are seldom a topic: slang and particles ("pa", "aki", "q"; 自, 办).
_TOPIC_LENGTH = {True: 4, False: 2}  # letters of a Latin word; characters of a Chinese run


# A yes/no question for a thing, as the glossary writes it, and in Chinese.
# The unread word right after the asking words, or after a kind of place: "hay sala de bingo"
# reads "is there room bingo ...", the room is the bingo's.
_HAVE_UNREAD = re.compile(
    r"\b(?:do you have|is there|are there|have) (?:(?:room|hall|place|area|court|courts|shop|"
    r"store|club|bar|salon|parlor|space|zone|field|track|lanes?) (\S+)(?: |$)|(\S+)$)"
)
_ZH_HAVE = re.compile(r"有没有|有沒有|有冇|有无|有無|有吗|有嗎")


def read_foreign(
    ctx: Context, question: str, language: str | None, lead: KbItem | None = None
) -> tuple[str, bool]:
    """What to judge a foreign question's lead item against; and whether it is off the KB.

    The second part: whether the question is mostly about things neither the glossary nor
    the knowledge base knows. A word the glossary lacks is kept when the knowledge base knows
    it (a venue's name) and left out of the judged query otherwise: it is usually a word we
    cannot translate, not a sign the item misses the point. But when such words (of a topic's
    length) are as many as the content words we could read ("cuanto esta la accion de tesla
    hoy", "hay cine en el casino"), the question is about something the knowledge base does
    not hold.
    """
    read = gloss(question, language)
    if read.query == " ".join(read.untranslated):
        return read.query, False  # the glossary knows no word of it: most likely English
    terms = ctx.index.terms
    name = ctx.index.title_terms(lead) if lead is not None else set()
    known = [w for w in read.untranslated if reads_as_kb_word(w, terms, name)]
    strange = [
        w for w in read.untranslated if w not in known and len(w) >= _TOPIC_LENGTH[w.isascii()]
    ]
    # Day and time words say when, not what: judged as the English query is ("sunday").
    judged = strip_when(" ".join([read.translated, *known])) or strip_when(read.query)
    # Nothing strange is no sign of a strange topic, however few words are read ("taoo几点").
    foreign = bool(strange) and len(strange) >= len(terms.content_terms(judged))
    if foreign and _asked_plainly(ctx, question, language, name):
        # "holaa vamos llegando con mi suegra jaja. a q hora hay q dejar el cuarto?": the
        # greeting's slang outnumbers what is read, but the sentence that asks is all read.
        foreign = False
    # Unless the strange word is the very thing asked for ("la alberca tiene tobogán?",
    # "泳池有没有滑梯"): whatever else is read, the thing is one the KB does not name.
    foreign = foreign or asks_for_unread(read.query, question, strange)
    # Each sentence is read on its own too, so that `answers` can judge the one that asks
    # ("hay algun lugar pa un masaje?? ando todo adolorido del viaje").
    sentences = [
        _read_words(gloss(part, language), terms, name)
        for part in _SENTENCES.split(question)
        if part.strip()
    ]
    if len(sentences) > 1:
        judged = ". ".join(filter(None, [judged, *sentences]))
    return judged, foreign


def _asked_plainly(
    ctx: Context, question: str, language: str | None, name: set[str] | frozenset[str]
) -> bool:
    """Whether a sentence of several that asks (ends with "?") holds no word we cannot read."""
    sentences = [part.strip() for part in re.split(r"(?<=[.!?。！？])\s*", question)]
    sentences = [part for part in sentences if part]
    if len(sentences) < 2:
        return False
    terms = ctx.index.terms
    for sentence in sentences:
        if not sentence.endswith(("?", "？")):
            continue
        read = gloss(sentence, language)
        unread = [
            w
            for w in read.untranslated
            if not reads_as_kb_word(w, terms, name) and len(w) >= _TOPIC_LENGTH[w.isascii()]
        ]
        if not unread and terms.content_terms(_read_words(read, terms, name)):
            return True
    return False


def asks_for_unread(query: str, question: str, strange: list[str]) -> bool:
    """Whether a foreign yes/no question asks whether there is a thing we could not read.

    The glossed `query` has the unread word right after "do you have" / "is there" (or after
    a kind of place: "sala de bingo"); in Chinese, the question asks 有没有 and ends with it.
    """
    asked = _HAVE_UNREAD.search(query)
    if asked is not None and (asked.group(1) or asked.group(2)) in strange:
        return True
    ending = question.rstrip(" ？?。!！吗嗎呢啊")
    return _ZH_HAVE.search(question) is not None and any(
        not word.isascii() and ending.endswith(word) for word in strange
    )


def glossed_words(question: str, language: str | None, terms: TermStats) -> str:
    """A foreign question's English words, every one the glossary gave (common ones too).

    Words the glossary lacks are left out unless the knowledge base knows them (a venue's
    name): they are no sign it lacks a thing. But an English word the glossary gave that no
    item uses is ("tem carregador pra emprestar": charger). Day and time words say when.
    """
    read = gloss(question, language)
    unknown = {w for w in read.untranslated if not (w.isascii() and terms.items_with(w) > 0)}
    # "todo", "algo": the glossary's pronouns are no thing ("hay algo que sirva todo el dia").
    unknown |= _PRONOUNS
    return strip_when(" ".join(w for w in read.query.split() if w not in unknown))


_PRONOUNS = frozenset(
    "something anything everything nothing someone anyone everyone somewhere anywhere "
    "everywhere all".split()
)


def _read_words(read: Gloss, terms: TermStats, name: set[str] | frozenset[str]) -> str:
    """A gloss's translated words and the untranslated ones the knowledge base knows."""
    known = [w for w in read.untranslated if reads_as_kb_word(w, terms, name)]
    return strip_when(" ".join([read.translated, *known]))


def content_weight(ctx: Context, text: str, language: str | None) -> Weight:
    """What `text` (read in English) names.

    Its words of content, those the knowledge base uses, and those in a venue's name ("who
    won the game": content, none known; "where do we go": no content; "what is the Comix
    Roadhouse": a name).
    """
    index = ctx.index
    terms = index.terms
    english = english_query(unstretched(text, terms.words), language, terms.words)
    content = terms.content_terms(terms.correct(english))
    unknown = set(terms.unknown_terms(english))
    known = [term for term in content if term not in unknown]
    return Weight(len(content), len(known), sum(term in index.name_words for term in known))


def retrieve_context(state: ConciergeState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Read the text against the conversation's subject, then search; keep each hit's facts.

    The resolved question and the time asked about go into the state for the answer.
    """
    ctx = runtime.context
    # A question in another language is searched with English words (the KB is English).
    language = state.get("language")
    # "Dear staff, ...", "my aunt asks whether ...": the question as asked plainly.
    # "survived the drive 💀 what are the pool hours?": the part that asks, searched alone.
    asked_part = question_after_chatter(
        state["guest_text"], lambda part: content_weight(ctx, part, language)
    )
    # "can i bring my 🐶": a picture of a thing is its word.
    plain = unstretched(plain_question(emoji_as_words(asked_part)), ctx.index.terms.words)
    resolution = resolve(plain, state.get("subject"), ctx.now)
    if resolution.query:
        query = resolution.query
    else:
        # With a subject, a text that is no follow-up is a new question: searched alone.
        text = plain if state.get("subject") else search_query(state, plain)
        # Who comes along and why ("my wife", "our anniversary") is no part of what is asked.
        english_text = without_own_room(english_query(text, language, ctx.index.terms.words))
        english_text = without_ruled_out(english_text)  # "not the vegas one, ...": no topic
        plain = drop_scene_words(strip_when(plain_words(english_text)), ctx.index.terms.items_with)
        query = focused(ctx, plain)
    # The rules below read English: another language's question is read through the glossary,
    # and everyday phrases as the plain word ("put money on the game": bet).
    asked = plain_words(
        without_ruled_out(
            without_own_room(english_query(resolution.question, language, ctx.index.terms.words))
        )
    )
    when = resolution.when or (parse_when(asked, ctx.now) if asked != resolution.question else None)
    hits = ctx.index.search(query, k=4, min_score=ctx.min_score)
    if facet_of(asked) is None:  # a facet question is judged on its field (prefer_facet)
        hits = fuller_first(hits, query, ctx.index, MIN_COVERAGE)
    hits = prefer_facet(hits, facet_asker(query, asked, ctx.index), ctx.index)
    # "left my jacket by the wolf den": the lost and found, not the venue named.
    hits = lost_item_first(hits, asked, ctx.index)
    hits = prefer_general_faq(prefer_hours_holder(hits, asked, ctx.index), asked, ctx.index)
    hits = former_name_first(hits, asked, ctx.index)
    items = [hit.item for hit in hits]
    if named_item(asked, ctx.index) is None:  # no venue named: an FAQ may lead
        items = own_faq_first(asked, items)
    faqs = [item for item in ctx.index.kb.items if item.category == "faq"]
    # A named venue's own field answers before a general FAQ that settles the topic.
    own_field = holds_own_facet(asked, items, ctx.index)
    found = (
        own_facet_first(asked, items, ctx.index)
        if own_field
        else settling_first(asked, items, faqs)
    )
    # "what's open at 7 AM?": what is open then goes first; a question that asks for a time
    # itself ("arriving at noon, what time can we check in") names the time as its scene.
    if not resolution.follow_up and not _ASKS_FOR_A_TIME.search(asked):
        found = open_first(found, when)
        # "a bite after midnight" with nothing found open then: the item about late hours.
        # A venue named is asked of itself ("is tao open at 11pm").
        late = late_query(query, found, when) if named_item(asked, ctx.index) is None else None
        late_lead = late_item(late, found[0], ctx.index, ctx.min_score) if late else None
        if late and late_lead is not None:
            found = [late_lead, *(item for item in found if item is not late_lead)]
            query = late
    # "how many restaurants": the one counting; a venue named is asked of itself.
    found = counting_first(asked, found, ctx.index, named_item(asked, ctx.index))
    if named_item(asked, ctx.index) is None:  # "any pizza restaurant": the pizzeria
        found = cuisine_first(asked, found, ctx.index)
    # "which restaurant is next to the waterfall": the one placed beside it, not the landmark.
    beside = placed_beside(asked, found[0], ctx.index) if found else None
    if beside is not None:
        found = [beside, *(item for item in found if item is not beside)]
    # "which garage for the wolf den": the parking item that names it, not the venue's blurb.
    parking = parking_for_venue(asked, ctx.index, found[0]) if found else None
    if parking is not None:
        found = [parking, *(item for item in found if item is not parking)]
    # A fact that settles a yes/no question ("no pets") answers it, whatever the word overlap.
    # Only a yes/no question is settled that way: "what's the wifi password?" is not
    # answered by "Wi-Fi is free".
    settled = bool(found) and is_yes_no_question(asked) and settles(asked, found[0])
    # "is there a dog park": a thing no item ever names is settled by no policy ("no pets").
    settled = settled and unknown_thing_phrase(asked, ctx.index.kb.items) is None
    # A topic the general FAQ would settle ("can i wear jeans"), asked of a venue with its own
    # field for it, is settled by that field.
    settled = settled or (own_field and topic_of(asked) is not None)
    english = language in (None, "", "en")
    reading = "" if english else english_query(state["guest_text"], language)
    # Judged on the item the reply would lead with (an FAQ may have moved ahead of the hits).
    lead = next((hit for hit in hits if found and hit.item.id == found[0].id), None)
    lead = lead or (Hit(item=found[0], score=0.0) if found else None)
    judged, foreign = (
        (query, False)
        if english
        else read_foreign(ctx, resolution.question, language, lead.item if lead else None)
    )
    # A yes settled by a policy FAQ ("is parking free") is ours: asked of another casino or
    # town ("is parking free at the casino up in the catskills") it says nothing.
    elsewhere = lead is not None and (
        other_casino(asked, ctx.index.kb.items) is not None
        or other_town(asked, lead.item, ctx.prop.location) is not None
        # "is there a jacuzzi in our room": the pool's hot tub settles nothing of the room.
        or venue_for_room(asked, lead.item, ctx.index)
    )
    if elsewhere or (
        lead is not None
        and not settled
        and (
            foreign
            or (
                price_level(asked) is None
                # Another language's words the glossary lacks are no thing the KB lacks; a
                # time word after the thing hides its end ("any big news headlines today?").
                and any(
                    missing_thing(text, ctx.index.terms) is not None
                    for text in (
                        (asked, strip_when(asked))
                        if english
                        else (judged, glossed_words(resolution.question, language, ctx.index.terms))
                    )
                )
            )
            or unknown_thing_phrase(asked, ctx.index.kb.items) is not None
            # "what planets can i see": a kind no item is, of a lead the question does not name.
            or (
                english
                and missing_kind(asked, ctx.index.terms, ctx.index.title_terms(lead.item))
                is not None
            )
            or other_casino(asked, ctx.index.kb.items) is not None
            # "the casino of the fire": built like our names, and none of them.
            or lookalike_name(asked, ctx.index.kb.items) is not None
            or asks_a_result(asked)  # "is the arena's hockey team winning": no results kept
            or asks_of_a_school_team(asked)  # "the college team's schedule": not the Sun's
            or asks_a_world_fact(asked)  # "who is michael jordan's wife": not the resort's
            or asks_of_one_room(asked)  # "does room 2214 have a river view": the desk knows
            # "what nights does kevin bartend": the venue knows its staff's shifts, the KB not.
            or asks_a_staff_schedule(asked, ctx.index.name_words, ctx.index.terms.stem)
            or asks_a_brand(asked)  # "what brand of shampoo": no maker is kept
            # "which wines does tuscany pour": a wine list is kept, not its bottles.
            or asks_member_names(asked, lead.item, ctx.index)
            or asks_a_lineup(asked, ctx.now)  # "who's on at the arena friday": no lineups kept
            or asks_an_event_date(asked)  # "when is the home opener": no calendar is kept
            # "how long is the wait right now": nothing live is kept.
            or asks_live_status(asked, state["guest_text"])
            or asks_an_exact_price(asked)  # "a night in the sky tower": no amount is kept
            # "can frank pepe deliver to our room": no room service nor delivery is kept.
            or asks_room_delivery(asked, state["guest_text"])
            # "TAO or Beauty & Essex for her 40th, which is better": no judgement is kept.
            or asks_a_taste_judgement(asked, state["guest_text"])
            or asks_a_broadcast(asked, state["guest_text"])  # "what channel": no tv schedule
            # "should i break up with him": counsel on one's own life is not the resort's.
            or asks_personal_advice(asked, state["guest_text"])
            or asks_a_secret(asked)  # "what's the wifi password": no code is kept
            # "who is the chef at the grill": a venue whose text names no chef.
            or names_the_role(asked, lead.item.search_text()) is False
            # "how much is the cheesecake at the diner": a price level prices no one dish.
            or prices_one_thing(asked, lead.item, ctx.index)
            or lacks_diet(asked, lead.item, ctx.index)  # "vegan options": never said of it
            # "the name of the shop next to the bakery": the bakery is where, not what.
            or asks_beside_lead(asked, lead.item, ctx.index)
            or other_town(asked, lead.item, ctx.prop.location) is not None
            # The glossary drops "en", "em": the town is read in the guest's own words too.
            or (
                not english
                and other_town(state["guest_text"], lead.item, ctx.prop.location, asked) is not None
            )
            or away_place(asked) is not None  # "... like that at home": not at the resort
            # "a shuttle to new haven": no ride away from the resort is kept.
            or ride_to_other_town(asked, state["guest_text"])
            or asks_an_airport_ride(asked)  # "a shuttle from the airport": none is run
            # "the train from nyc to philly": a trip neither end of which is the resort.
            or trip_between_towns(
                asked, ctx.index.kb.items, ctx.prop.location, ctx.prop.name.split()
            )
            is not None
            # "can you ship a pizza to florida": a deed no item speaks of, whatever it shares.
            or (english and unknown_deed(asked, ctx.index.terms) is not None)
            or venue_lacks_thing(asked, lead.item, ctx.index)
            or (
                # "mini" of golf; in Spanish or Portuguese, only of the venue named, whose
                # word order the glossary keeps ("pizza de horno de ladrillo" is no lack).
                (english or (language != "zh" and named_item(asked, ctx.index) is lead.item))
                and lead_lacks_part(asked, lead.item, ctx.index)
            )
            # Chinese puts a modifier before its head as English does ("免费饮料": free drinks).
            or (
                language == "zh"
                and lead_lacks_part(
                    glossed_words(resolution.question, language, ctx.index.terms),
                    lead.item,
                    ctx.index,
                )
            )
            # "how many floors does the earth tower have": no number of the item counts them.
            or not counts_what_is_asked(asked, lead.item, ctx.index)
            # "how deep is the pool": no length or height of the item is given.
            or not measures_what_is_asked(asked, lead.item, names_only(ctx, asked, lead.item))
            # "what time does the box office open": the arena names it, and keeps no hours.
            or hours_of_another(asked, lead.item, ctx.index)
            # "how long is the comedy show": no running time of the item is given.
            or not spans_what_is_asked(asked, lead.item)
            # "接驳车几分钟一班": a figure of minutes apart the item never states.
            or interval_unstated(asked, state["guest_text"], lead.item)
            or (english and asks_past_the_scene(ctx, asked, lead))
            or off_topic(ctx, state["guest_text"], judged, lead, reading)
            # "the bar next to the steakhouse": the place said to be beside the landmark asked
            # answers, whatever words of the landmark its own text lacks.
            or not (beside is lead.item or answers(ctx, judged, lead))
        )
    ):
        found = []
    return {
        "query": query,
        "question": resolution.question,
        "when": when.as_dict() if when else None,
        "hits": [
            {
                "id": item.id,
                "title": item.title(),
                "category": item.category,
                "facts": fact_sheet(item, ctx, asked, when),
            }
            for item in found
        ],
    }


def fact_sheet(item: Any, ctx: Context, question: str, when: AskedTime | None = None) -> str:
    """What the model may say about one item: its description plus the asked day's hours.

    The item's sentence that holds what was asked comes first when the description lacks it
    ("does the poker room run omaha": the games it offers), so the model reads the answer.
    """
    lines = [describe_item(item, ctx.now, question, when)]
    focused = short_answer(item, ctx.now, question, when, ctx.index.terms)
    if focused not in lines[0]:
        lines.insert(0, focused)
    rest = item.summary().removeprefix(first_sentence(item.summary())).strip()
    if rest and rest not in lines[0]:  # an FAQ's description is its whole answer already
        lines.append(rest)
    hours = item.opening_hours()
    if hours is not None:
        lines.append(f"Weekly hours: {hours.describe()}.")
    return " ".join(lines)
