"""Questions about the world, not the resort: an exchange rate, a flight, a private life.

"who is michael jordan's wife", "how much is the dollar in pesos", a share price: the
knowledge base holds none of these, so such a question is declined honestly, whatever venue
its words happen to name (Michael Jordan's Steak House; a Mexican grill for "pesos
mexicanos"). Read on the English reading of the question (other languages' through the
glossary).
"""

from __future__ import annotations

import re

_CURRENCIES = (
    r"(?:pesos?|euros?|yuan|rmb|reais|reals?|pounds? sterling|yen|canadian dollars?|"
    r"bitcoin|crypto)"
)
_WORLD_FACT = re.compile(
    r"\b(?:exchange rates?|conversion rates?|currency (?:rates?|conversion)|"
    r"(?:dollars?|usd) (?:to|in|into|vs|versus|against) " + _CURRENCIES + r"|"
    r"how much is (?:it |the )?(?:dollars?|usd)(?! (?:bills?|chips?|slots?|tables?|minimum)\b)|"
    r"(?:stock|share) (?:price|market)|flight (?:status|delayed|on time)|is my flight|"
    r"(?:news )?headlines (?:today|this morning|tonight)|in the news|breaking news|"
    # Someone's private life: whom they married, how rich or old they are.
    r"who(?:'s| is| was)? (?:[\w']+ ){0,3}(?:wife|husband|girlfriend|boyfriend|spouse|"
    r"married to|dating)|net worth|how old is (?!(?:the|this|that|it|your|our|my)\b))",
    re.IGNORECASE,
)


# The weather to come is no fact of the resort's: "will it snow saturday", "forecast for the
# weekend", "how's the weather looking". "cold weather gear", "weather permitting" ask nothing.
_WEATHER = re.compile(
    r"\b(?:forecast|(?:what|how)(?:'s|s| is| will| does)? (?:the )?weather|"
    r"weather (?:in|for|at|on|like|today|tonight|tomorrow|tmrw|tmr|this|next|going|supposed|"
    r"report|look\w*)|"
    r"(?:is|will|gonna|going to|supposed to) (?:it )?(?:rain|snow|storm|pour)\w*)\b",
    re.IGNORECASE,
)
# A fare of a ride the resort does not run (a rideshare, a cab, a flight): the company sets it.
_RIDE_FARE = re.compile(
    r"\b(?:(?:uber|lyft|taxi|cab|rideshare|ride share)s? (?:fares?|prices?|costs?|rates?)|"
    r"(?:how much|what)(?:'s|s| is| does| would| will)? (?:\w+ ){0,3}(?:an? |the )?"
    r"(?:uber|lyft|taxi|cab|rideshare)s?\b(?! (?:stand|stands|line|pickup|pick-up|drop\w*)\b)|"
    # ... or a plane ticket (thirty-fifth session, TUNE37: "cuánto cuesta un vuelo de Miami").
    r"(?:how much|what)(?:'s|s| is| does| would| will)? (?:\w+ ){0,2}(?:an? |the )?(?:flights?|"
    r"airfares?|plane tickets?|airline tickets?|plane fares?)\b|(?:flights?|airfares?|plane "
    r"tickets?|airline tickets?) (?:prices?|costs?|fares?|deals?)|cheap (?:flights?|airfares?)|"
    r"(?:fare|costs?|price) (?:of )?(?:an? |the )?(?:uber|lyft|taxi|cab|rideshare)|"
    # Which ride costs less: "is uber or lyft cheaper from the airport".
    r"(?:uber|lyft|taxi|cab|rideshare)s? (?:or|vs\.?|versus) (?:an? |the )?(?:uber|lyft|taxi|cab|"
    r"rideshare)s?\b(?: [\w']+){0,3} (?:cheaper|pricier|more expensive|cheapest|less))\b",
    re.IGNORECASE,
)
# How to cook a dish: a recipe is no fact of a venue that serves it ("how do they make the
# guacamole", "recipe for the chowder"). Other languages come through the glossary.
_RECIPE = re.compile(
    r"\b(?:recipes?|how (?:do|does|can|would|should) (?:i|we|you|they|one) "
    r"(?:cook|bake|prepare|make) (?:it|the|a|an|that|this|their|your)\b(?! (?:\w+ )?(?:reservation|"
    r"booking|payment|deposit|claim|complaint)s?\b)|how to (?:cook|bake|prepare))\b",
    re.IGNORECASE,
)


# A famous person's work beyond the venue that bears the name: "his best episode", "her
# cookbooks". The restaurant is no guide to its chef's television career.
_CAREER = re.compile(
    r"\b(?:episodes?|cookbooks?|filmography|discography|(?:tv|television) (?:career|series)|"
    r"(?:his|her|their) (?:movies?|films?|albums?|books?|records?)|"
    # Who sits on a television show's panel: "who are the judges on that cooking show".
    r"(?:judges|contestants|panelists|cast members?) (?:on|of|in)|"
    r"(?:tv|television|cooking|reality|talent|game) (?:shows?|competitions?) (?:judges?|hosts?|"
    r"winners?|contestants?|seasons?))\b",
    re.IGNORECASE,
)
# Whether the famous namesake comes to the place that bears the name: "does he ever show up at
# his steakhouse". The venue keeps no diary of its namesake's visits.
_NAMESAKE_VISITS = re.compile(
    r"\b(?:show(?:s|ing)? up|come(?:s)? (?:in|by|around)|stop(?:s)? by|drop(?:s)? by|visit(?:s)?|"
    r"hang(?:s)? out|eat(?:s)?|appear(?:s)?) (?:at|to|in) (?:his|her|their) (?:own )?"
    r"(?:restaurants?|steak ?house|place|bar|club|grill|spot|kitchen|venue)\b",
    re.IGNORECASE,
)
# How long an animal lives: "how long do wolves live in the wild", "a turtle's life span".
# A guest's own stay ("how long can we stay") is no life.
_LIFESPAN = re.compile(
    r"\b(?:how long (?:do|does|can|will|would) (?!(?:i|we|you|they|kids|children|guests?)\b)"
    r"(?:[\w'-]+ ){1,4}live\b|life ?spans?|life expectancy)",
    re.IGNORECASE,
)
# Which of two ways of a dish is the real one: a question of taste and lore, not of a venue
# ("lobster roll hot or cold, which is the real connecticut style").
_TRUE_STYLE = re.compile(
    r"\bwhich (?:one |way |style |kind |version )?is (?:the |more )?(?:real|authentic|true|"
    r"traditional)(?: [\w-]+){0,3} (?:style|way|version|kind|one)\b",
    re.IGNORECASE,
)


# Where a game or a word comes from: "who invented roulette", "why is craps called craps",
# "which country invented baccarat", "history of blackjack". Lore, not the resort's
# ("quien invento", "quem inventou" keep the guest's verb; "发明" is read as "invented").
_ORIGIN = re.compile(
    r"\b(?:invent\w*|inventó|invento|inventou|inventaram|inventaron|originat\w*|"
    r"(?:origins?|history) of(?! (?:the )?"
    r"(?:mohegan|resort|casino|property|tribe|this|here|you)\b)|"
    r"(?:where|when) did (?:[\w'-]+ ){1,3}(?:come from|start|begin)|"
    r"why (?:is|are|do they call|did they call) (?:[\w'-]+ ){1,4}(?:called|named)|"
    r"why (?:is|are) (?:it |they )?called|(?:what|where) does the (?:word|name) |"
    # Whom a place is named for: "named after him", "who is the town named for".
    r"named (?:after|for) (?:him|her|them|someone|somebody|who|whom)\b|"
    r"who (?:is|was|were) (?:[\w'-]+ ){1,3}named (?:after|for)\b)",
    re.IGNORECASE,
)
# Who someone of the past was: "who was uncas?", "who were the pequots". Whoever was on a
# stage or at a table is asked with more words ("who was playing", "who was on last night").
_WHO_WAS = re.compile(
    r"\bwho (?:was|were) (?!(?:the|a|an|this|that|it|there|on|at|in|here|playing|performing|"
    r"singing|headlining|opening|your|our|my|his|her|their|you|we|i|he|she|they)\b)"
    r"[\w'-]+(?: [\w'-]+)?\s*(?:[?.!,]|$)",
    re.IGNORECASE,
)
# A famous person's own life, beyond the venue named for them: "is he still married", "how
# many years did michael jordan play".
_LIFE = re.compile(
    r"\b(?:still married|(?:is|was) (?:[\w'-]+ ){1,3}married|divorced|"
    r"how many (?:years|seasons|championships|rings|titles|mvps?) (?:did|has|have|does) "
    r"(?:[\w'-]+ ){1,3}(?:play|win|won|played))",
    re.IGNORECASE,
)
# Where a famous person comes from: "where is bobby flay from", "where was he born", "where
# did she grow up", a hometown (Chinese "哪里人" reads "hometown"). What a place or a ride is
# from ("where is the shuttle from", "where's the lobster from") is no person's life.
_HOMETOWN = re.compile(
    r"\b(?:home ?towns?|where (?:is|was|'s|s) (?!(?:the|a|an|this|that|it|its|your|our|my|"
    r"pick\w*|valet|parking|shuttles?|bus|check\w*)\b)(?:[\w'-]+ ){1,3}(?:originally )?from|"
    r"where (?:was|were) (?:[\w'-]+ ){1,6}born|"
    r"where(?:'d| did) (?:he|she|they|[a-z]+ [a-z]+) (?:grow up|grew up|come from))\b",
    re.IGNORECASE,
)


# How far one heavenly body is from another: "how far is the moon from the earth", "the
# distance between the earth and the sun". Our own names are no bodies ("the earth tower",
# "mohegan sun", "the sun terrace").
_BODY = (
    r"(?<!mohegan )(?:the )?(?:earth|sun|moon|mars|venus|jupiter|saturn|mercury|neptune|uranus|"
    r"pluto|nearest star)\b(?! (?:tower|expo|casino|terrace|boulevard|pool|ballroom)\b)"
)
_SPACE = re.compile(
    rf"\b(?:how far|distance|how many (?:miles|kilometers|km|light years))\b"
    rf"(?: [\w'-]+){{0,4}}? {_BODY}(?: [\w'-]+){{0,2}}?(?: (?:from|to|and|until|till))? {_BODY}",
    re.IGNORECASE,
)


def asks_a_world_fact(question: str) -> bool:
    """Whether the question asks a fact of the world the resort's knowledge base never holds.

    Besides the above: the weather to come, a rideshare's or a cab's fare, a dish's recipe, a
    famous person's shows and books (and a television show's judges), which style of a dish is
    the real one, how long an animal lives, whether a namesake shows up at his own place,
    where a game or its name comes from (and whom a place is named for), who someone of the past
    was, a famous person's marriage, career or hometown, and how far apart heavenly bodies are.
    """
    return any(
        pattern.search(question) is not None
        for pattern in (
            _WORLD_FACT,
            _WEATHER,
            _RIDE_FARE,
            _RECIPE,
            _CAREER,
            _TRUE_STYLE,
            _LIFESPAN,
            _NAMESAKE_VISITS,
            _ORIGIN,
            _WHO_WAS,
            _LIFE,
            _HOMETOWN,
            _SPACE,
        )
    )
