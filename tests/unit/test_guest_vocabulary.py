"""Everyday guest words read through the knowledge base's own words."""

import Stemmer

from agent.guest_vocabulary import GuestVocabulary, packaged_vocabulary

STEM = Stemmer.Stemmer("english").stemWord


def test_a_guest_word_maps_to_the_groups_phrases_the_knowledge_base_uses():
    vocabulary = GuestVocabulary([["gym", "fitness", "work out", "treadmill"]])
    related = vocabulary.related(known_words={"fitness", "work", "out"}, stem=STEM)
    assert related[STEM("gym")] == (("fitness",), ("work", "out"))
    # A phrase the knowledge base lacks a word of is no evidence; a phrase is never a key.
    assert STEM("treadmill") in related and ("treadmill",) not in related[STEM("gym")]
    assert "work out" not in related


def test_the_packaged_vocabulary_reads_and_skips_comments():
    vocabulary = packaged_vocabulary()
    assert {"gym", "fitness", "nightclub"} <= vocabulary.words
    assert "#" not in "".join(vocabulary.words)


def test_an_everyday_word_is_covered_by_the_item_that_names_it_otherwise(index):
    fitness = index.kb.get("amenities-fitness-center")
    assert fitness is not None
    assert index.coverage("is there a gym", fitness) == 1.0
    assert index.terms.unknown_terms("is there a gym") == []
    assert index.search("is there a gym")[0].item.id == "amenities-fitness-center"


def test_a_word_the_item_holds_itself_outweighs_one_it_holds_in_other_words(index):
    arena, wolf_den = (
        index.kb.get("entertainment-mohegan-sun-arena"),
        index.kb.get("entertainment-wolf-den"),
    )
    assert arena is not None and wolf_den is not None
    question = "the big concert venue"
    assert index.coverage(question, arena) > index.coverage(question, wolf_den)


def test_a_real_guest_word_is_not_repaired_into_a_venue_word(index):
    assert index.terms.correct("any nightclub") == "any nightclub"


def test_a_singular_finds_the_items_that_use_the_plural(index):
    # bm25s drops a query word it never indexed even when its stem is indexed.
    hits = index.search("taco")  # the items say "tacos"; too short a word to repair
    assert hits and hits[0].item.id == "dining-soltoro-tequila-grill"


def test_a_real_short_word_is_content_a_slip_of_a_question_word_is_not(index):
    # "fee" is a word the guest meant, not shorthand for "free"; "dose" is a slip for "does".
    assert "fee" in index.terms.content_terms("is there a resort fee")
    assert index.terms.content_terms("wat time dose the spa open") == ["spa"]


def test_only_non_words_are_repaired_and_then_more_loosely(index):
    assert index.terms.correct("is ther a buffay").endswith("buffet")
    assert index.terms.correct("the right one") == "the right one"  # no "night"
    assert index.terms.correct("lobstr roll") != "bistro roll"


def test_a_two_letter_abbreviation_is_content_time_words_are_not(index):
    assert "ev" in index.terms.content_terms("ev charging in the garage")
    assert "am" not in index.terms.content_terms("spa open at 9 am")
    assert "pm" not in index.terms.content_terms("spa open at 9 pm")


def test_chatty_context_words_and_clock_times_carry_no_content(index):
    terms = index.terms.content_terms("where can i squeeze in a workout before my 9am meeting")
    assert "9am" not in terms and "befor" not in terms and "squeez" not in terms
    assert "workout" in terms


def test_homemade_is_covered_by_what_the_menu_calls_house_made(index):
    farm = index.kb.get("dining-the-farm-italy")
    assert farm is not None
    assert index.terms.unknown_terms("any homemade pasta") == []
    assert index.coverage("handmade pasta", farm) == 1.0


def test_biggest_is_covered_by_what_the_hotel_calls_largest(index):
    suites = index.kb.get("hotel-the-royal-suites") or next(
        item for item in index.kb.items if "Royal Suites" in item.title()
    )
    assert index.terms.unknown_terms("what's the biggest room") == []
    assert index.coverage("biggest suite", suites) == 1.0
