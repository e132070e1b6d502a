"""Everyday phrases guests text for what the knowledge base says in one plain word.

"put money on the game" is a bet, "I left my jacket at the bar" is a lost item, "doesn't cost
anything" is free. Word by word they share nothing with the item that answers (and "money",
"left", "cost" point at the ATM, check-out and prices), so the phrase is read as the plain
word before the question is searched and judged. General English, not any property's facts.
"""

from __future__ import annotations

import re

_IDIOMS: tuple[tuple[re.Pattern[str], str], ...] = (
    # "what are the odds the show is free": asks whether it is, no gamble (thirty-sixth session).
    (
        re.compile(
            r"\b(?:what(?:'s| is| are)?|whats) (?:the )?(?:odds|chances?) (?:that )?(?=(?:the|a|an|"
            r"it|its|they|we|i) )",
            re.I,
        ),
        "is",
    ),
    (
        re.compile(
            r"\bput(?:ting)? (?:some |a little |a few |a couple(?: of)? |a little bit of )?"
            r"(?:money|cash|bucks|dollars|a bet|a wager|\$?\d+\w*) on\b",
            re.I,
        ),
        "bet on",
    ),
    # "bet on the patriots game": who plays does not change where a bet is placed, and the
    # team's name ("patriots", "red sox") or the sport's ("football") finds the sports bar.
    (
        re.compile(
            r"\b(?:bet|wager)(?:ting|ing|s)? on (?:the |a |an |this |tonight'?s |today'?s )?"
            r"(?:(?!(?:the|a|an) )[\w'-]+ ){1,3}?"
            r"(?:game|games|match|matches|fight|race|races|series)\b",
            re.I,
        ),
        "bet on a game",
    ),
    # "left my jacket at the bar": a thing left somewhere, not leaving the hotel. What was lost
    # does not change where to ask for it, and no item names every thing a guest can lose.
    (
        re.compile(
            r"\b(?:left|forgot|lost|misplaced|dropped) (?:my|our|his|her|a) (?:[\w'-]+ ){0,1}"
            r"[\w'-]+(?= (?:at|in|on|by|behind|under|near|somewhere)\b|\W*$|\s*[,.!?])",
            re.I,
        ),
        "lost an item",
    ),
    (
        re.compile(
            r"\b(?:(?:does ?n[o']?t|do ?n[o']?t|wo ?n't|will not) cost (?:anything|a thing|a dime|"
            r"nothing|money)|free of charge|no cover(?: charge)?|no charge)\b",
            re.I,
        ),
        "free",
    ),
)


# Signing up for a card or a programme is joining it ("momentum card how 2 sign up").
_IDIOMS += ((re.compile(r"\bsign(?:ing|ed)? ?-?up\b", re.I), "join"),)

_ROOM = r"(?:(?:the|our|my|a) )?(?:hotel )?rooms?"
# Getting into the room is checking in, leaving it (or being out of it) checking out: "what
# time can we get into our room", "latest we can leave the hotel room". Word by word they find
# the privacy FAQ ("leave a message ... hotel") or nothing.
_IDIOMS += (
    (
        re.compile(
            rf"\b(?:get|go|move|be let) (?:in ?to|in) {_ROOM}\b|\b{_ROOM} (?:be )?ready\b",
            re.I,
        ),
        "check-in",
    ),
    (
        re.compile(rf"\b(?:leave|vacate|exit) {_ROOM}\b|\b(?:be |get )?out of {_ROOM}\b", re.I),
        "check-out",
    ),
    # Keeping the room until a time is when one must leave it: "how late can we hang onto the
    # room", "can we hold on to our room till 1".
    (
        re.compile(rf"\b(?:keep|hold(?: on ?to)?|hang on ?to|hang onto) {_ROOM}\b", re.I),
        "check-out",
    ),
    # Sleeping in is staying late in the room ("how late can i sleep in before check-out");
    # sleeping in a place ("sleep in the car") is not.
    (
        re.compile(
            r"\b(?:sleep|sleeping|lie|lying|lay) (?:in|late)\b"
            r"(?! (?:the|a|an|my|our|his|her|their|your|this|that)\b)",
            re.I,
        ),
        "stay",
    ),
    # "get my nails done": the thing is what is asked for, "done" is no part of it.
    (re.compile(r"\b((?:get|have) (?:my|our|her|his|their|the) [\w'-]+) done\b", re.I), r"\1"),
    # "before we hit the road" says when, not what: "road" is no thing asked for.
    (re.compile(r"\bhit(?:ting)? the road\b", re.I), "go"),
)


# What the asker wants to avoid paying adds no thing asked for: "latest we can check out
# without paying extra" asks the check-out time, and "pay" finds the prices. The order a
# list is wanted in is no thing either: "the tiers from lowest to highest", "bottom to top".
_IDIOMS += (
    (
        re.compile(
            r"\s*\b(?:without|w/o|before) (?:paying|being charged|getting charged|a charge|"
            r"a fee|an? (?:extra|late) (?:fee|charge))(?: (?:extra|more|a fee|anything))?\b",
            re.I,
        ),
        "",
    ),
    (
        re.compile(
            r"\s*\b(?:(?:from|in order(?: from)?) )?(?:the )?(?:bottom|lowest|low|first) "
            r"(?:to|thru|through) (?:the )?(?:top|highest|high|last)\b",
            re.I,
        ),
        "",
    ),
)


# Music heard live is live music ("where can we hear a live band"); a game watched is on a
# bar's screens ("watch the game with wings"); a young child told by age is a kid ("my 10 yr
# old"; from 13 on the age may be what is asked: "can my 19 year old play").
_IDIOMS += (
    (
        re.compile(r"\b(?:hear|listen to) (?:a |some )?(?:live )?(?:band|bands|music)\b", re.I),
        "live music",
    ),
    (
        re.compile(
            # Not a game of the team the arena is home to ("watch a WNBA game here"): that is
            # a ticket to the arena, not a bar's screen (thirty-fourth session, TUNE35).
            r"\bwatch(?:ing)? (?:the|a|tonight'?s|today'?s) "
            r"(?:(?!wnba\b|sun\b|connecticut\b|ct\b)[\w'-]+ ){0,2}?(?:game|games|match)\b",
            re.I,
        ),
        "watch the game on big screens",
    ),
    (
        re.compile(
            r"\b(my|our|his|her) (?:[1-9]|1[0-2]) ?(?:yo|y/o|yrs?|years?)[- ]?olds?\b", re.I
        ),
        r"\1 kid",
    ),
)


# A flight of a drink is a tasting of it ("a tequila flight"), no plane: "flight" finds the
# airport FAQ. It is read as the drink alone: "tasting" is a word no item uses, and as one it
# weighs against the place that pours the drink ("tacos and a tequila flight").
_IDIOMS += (
    (
        re.compile(
            r"\b(tequila|mezcal|beer|wine|whiskey|whisky|bourbon|scotch|sake|cider|rum) flights?\b",
            re.I,
        ),
        r"\1",
    ),
)


# The number to call is the phone number ("is there a main number i can call", "a number to
# reach the hotel"): word by word "number" and "call" find a count or nothing.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:main|general|direct|contact) (?:phone )?(?:number|line)"
            r"(?: (?:i|we|you) (?:can|could|should) (?:call|ring|dial|reach))?"
            # "what number do i call", "which number should we dial", "the number i can call".
            r"|\b(?:a|the|what|which|any|best) number (?:(?:do|should|can|could|would) )?"
            r"(?:i|we|you) (?:(?:can|could|should) )?(?:call|ring|dial|reach)(?: to reach\b)?"
            r"|\bnumber to (?:call|ring|dial|reach)\b",
            re.I,
        ),
        "phone number",
    ),
)


def plain_words(text: str) -> str:
    """`text` with each everyday phrase replaced by the plain word the knowledge base uses.

    Texting shorthand is spelled out first ("wats the addy 4 my gps": "whats the address for
    my gps").
    """
    for pattern, plain in _SHORTHAND:
        text = pattern.sub(plain, text)
    for pattern, plain in _IDIOMS:
        text = pattern.sub(plain, text)
    return text


# Texting shorthand, spelled out: general English, read before any phrase.
_SHORTHAND: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), plain)
    for pattern, plain in (
        (r"\b(?:2nite|2night|tonite|2nyt)\b", "tonight"),
        (r"\b2day\b", "today"),
        (r"\b(?:wknd|wkend|wkd|weeknd|wekend)(s?)\b", r"weekend\1"),
        (r"\b(?:2moro|2morrow|2mrw|tmrw|tmrrw|tmr)\b", "tomorrow"),
        (r"\bnite\b", "night"),
        (r"\bw/o\b", "without"),
        (r"\bw/(?=\s)", "with"),
        (r"\bppl\b", "people"),
        (r"\bgrp\b", "group"),
        (r"\b(?:wat|wut|wht)\b", "what"),
        (r"\b(?:whcih|wihch|whihc|wchih)\b", "which"),
        (r"\b(?:wats|wuts)\b", "whats"),
        # "i" and "e" swapped, as in "their", "receive", "believe", "weird": "thier".
        (r"\bthier(s?)\b", r"their\1"),
        (r"\brecie?ve", "receive"),
        (r"\bbeleive", "believe"),
        (r"\bwierd", "weird"),
        (r"\bwen\b", "when"),
        (r"\bhw\b", "how"),
        (r"\baddy\b", "address"),
        (r"\b(?:rezzies|rezzys|rezs)\b", "reservations"),
        (r"\b(?:rezzy|rezy)\b", "reservation"),
        (r"\b(main|phone|front desk|hotel|contact) #", r"\1 number"),
        (r"\b(?:numbr|numbah|numba|nmbr|nbr)\b", "number"),
        (
            r"\b4 (?=(?:my|me|us|the|a|an|u|you|our|dinner|lunch|breakfast|brunch|tonight)\b)",
            "for ",
        ),
        (r"\b2 (?=(?:the|my|our|u|you)\b)", "to "),
        (r"\bb4\b", "before"),
        (r"\babt\b", "about"),
        # "or nah" closing a yes-or-no question is "or not": "nah" is no thing asked for.
        (r"\bor nah+\b", "or not"),
        # Wi-Fi as texted: "wify", "wi fi", "wyfy", "wiffi".
        (r"\bw[iy][- ]?ff?(?:y|ie)\b|\bw[iy] ?ff?i\b|\bwiffi\b", "wifi"),
        # The words that ask a price, a dress code or a booking, misspelled: "expensiv",
        # "pricy", "dres cod", "reservashun". No item uses them, so search cannot repair them.
        (r"\b(?:e?xp[ea]n[sc]i?ve?|expen[sc]ive|expinsive)\b", "expensive"),
        (r"\bpric(?:y|ie|ee)\b", "pricey"),
        (r"\bdress? ?cod(?:e)?\b", "dress code"),
        (r"\breserv(?:a|e)(?:shun|shon|sion|tin)(s?)\b", r"reservation\1"),
        # ... and a capacity's seats typed by ear: "how many seets"; how early, its "a" lost:
        # "erliest check in".
        (r"\bseets?\b|\bseatz\b", "seats"),
        (r"\ber(ly|lier|liest)\b", r"ear\1"),
    )
)


# Something "the size of a frisbee" or "as big as your face" is oversized: the frisbee or the
# face is no thing asked for, and "size" finds the theatres' and ballrooms' sizes.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:the size of|as big as|bigger than) (?:my|your|his|her|our|a|an|the) [\w'-]+\b",
            re.I,
        ),
        "oversized",
    ),
)

# Eating all one can is a buffet ("ayce crab legs?"); open all night is open 24 hours ("is the
# poker room open round the clock"): word by word the first is stopwords and "eat",
# the second finds the late-night food FAQ.
_IDIOMS += (
    (re.compile(r"\b(?:all[- ]you[- ]can[- ]eat|ayce)\b", re.I), "buffet"),
    (
        re.compile(r"\bopen (?:all night(?: long)?|round the clock|around the clock|24/7)", re.I),
        "open 24 hours",
    ),
)

# A dog named by its breed in two words ("our golden retriever", "a german shepherd"): the
# first word is no thing of its own, and "golden" alone would count as a thing no item names.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:golden|labrador|german|australian|border|french|english|bernese|great|"
            r"cocker|jack|yorkshire|shih|siberian) (?:retrievers?|shepherds?|collies?|bulldogs?|"
            r"doodles?|mountain dogs?|danes?|spaniels?|russells?|terriers?|tzus?|huskies|husky)\b",
            re.I,
        ),
        "dog",
    ),
)

# "how many people does the arena hold when it's sold out": full is what a capacity means, the
# words of selling out find the tickets FAQ instead of the room's capacity.
_IDIOMS += (
    (
        re.compile(
            r"(\bhow many\b.{0,60}?) (?:when|if) (?:it'?s|it is|its|they'?re|they are) "
            r"(?:totally |completely |all the way )?(?:full|sold out|packed|maxed out)\b",
            re.I,
        ),
        r"\1 at capacity",
    ),
)

# How many come along ("party of 12 for brunch", "a crew of 5") says who, not what: the number
# is in no item's text of that thing, and weighs as a rare word.
_IDIOMS += ((re.compile(r"\b(group|party|crew|bunch) of (?:\d{1,2}|[a-z]+teen)\b", re.I), r"\1"),)

# Pulling into a garage or a lot is parking there ("what lot should we pull into").
_IDIOMS += (
    (
        re.compile(
            r"\bpull(?:ing)? (?:in ?to|in|up to)(?= (?:the |a )?(?:garage|lot|deck)|\W*$)", re.I
        ),
        "park in",
    ),
)

# Knots in one's back are worked out by a massage; children bouncing off the walls, and
# wearing them out, say why, not what ("any arcade to tire them out").
_IDIOMS += (
    (
        re.compile(
            r"\b(?:work(?:ing|ed)?|rub(?:bing)?|get(?:ting)?) (?:the |these |those )?knots? out\b"
            r"|\bknots? in (?:my|our|his|her) (?:back|neck|shoulders?)\b",
            re.I,
        ),
        "massage",
    ),
    (
        re.compile(
            r"\b(?:bouncing|climbing) off the walls\b|\b(?:wear|tire)(?:s|ing)? (?:them|him|her|"
            r"the kids|us|me) out\b",
            re.I,
        ),
        "",
    ),
)

# Leaving the car somewhere is parking it ("where should I leave my car"); getting one's hands
# on tickets is buying them ("how do I get my hands on arena tickets").
_IDIOMS += (
    (
        re.compile(
            r"\b(?:leave|leaving|stash|put|dump) (?:my|our|the) (?:car|truck|suv|van|ride|"
            r"vehicle)\b(?! (?:keys?|doors?|windows?|trunk))",
            re.I,
        ),
        "park my car",
    ),
    (
        re.compile(
            r"\bget (?:my|our) hands on\b|\bsnag\b|\bscore (?=(?:some |two |\d )?tix|"
            r"(?:some |two |\d )?tickets)",
            re.I,
        ),
        "buy",
    ),
)

# The town a resort stands in is part of its address ("what town is the casino actually in");
# who owns it, what owns it ("who owns the place anyway"); the highest or the first tier is
# one of the tiers; "nearest" or "closest" picks no thing by itself (the airport FAQ's
# "nearest" outweighed the ATM in "where is the nearest atm").
_IDIOMS += (
    # ... of "it", of what the words before name ("the golf course ... and what town is it in"):
    # where it is, still pointing back.
    (
        re.compile(
            r"\b(?:what|which) (?:town|city|village|municipality|county) (?:is|s) it"
            r"(?: (?:actually|really|exactly|located))? in\b",
            re.I,
        ),
        "what is the address of it",
    ),
    (
        re.compile(
            r"\b(?:what|which) (?:town|city|village|municipality|county) (?:is|s) (?:the |this |"
            r"your )?(?:casino|resort|hotel|place|property|it|mohegan sun)\b(?: \w+)?"
            r"(?: (?:actually|really|exactly|located))? in\b|\b(?:what|which) (?:town|city) "
            r"(?:are|r) (?:you|u|yall|you guys) (?:actually |really |located )?in\b",
            re.I,
        ),
        "what is the address",
    ),
    (
        re.compile(
            r"\bwho (?:actually |really |exactly )?(?:owns|runs|operates) "
            r"(?:the |this |your )?(?:place|casino|resort|hotel|"
            r"property|it|mohegan sun|joint)\b",
            re.I,
        ),
        "operator owned by",
    ),
    (
        re.compile(
            r"\b(?:highest|top|best|biggest|first|lowest|entry|bottom|basic|starting) "
            r"(?:tier|level|status|rank)s?\b",
            re.I,
        ),
        "tiers",
    ),
    (
        re.compile(
            r"\b(?:nearest|closest) (?!(?:airports?|train|stations?|hospitals?|city|town|hotels?|"
            r"bus|amtrak|ferry|casino|towns|cities|to|from|one|ones|by|for|in|at|place|spot|option|"
            r"way)\b)",
            re.I,
        ),
        "",
    ),
)

# "Ballpark" before a question or a figure hedges it ("ballpark how expensive is the
# steakhouse", "ballpark figure for dinner"): no ballpark is asked for.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:in the )?ballpark(?: (?:figure|estimate|number|guess))?(?: of)?,?"
            r"(?= (?:how|what|whats|what's|price|cost|for|on|is|are|\$?\d)\b)",
            re.I,
        ),
        "roughly",
    ),
    # ... or said after the question, on its own ("is tao pricey? ballpark").
    (
        re.compile(r"(?<=[?,.])\s*ballpark(?: (?:figure|estimate|number|guess))?(?=\W*$)", re.I),
        " roughly",
    ),
)

# What to wear told by the garment ("do i need a jacket and tie", "should i pack a blazer")
# is the dress code: word by word "jacket" finds the lost-and-found FAQ or nothing. What was
# won and lost over a year ("something showing my wins and losses for taxes") is the
# win/loss statement.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:(?:(?:need|have) to )?(?:wear|pack|bring|put on) (?:a |my )?)?"
            r"(?:(?:jacket|blazer|sport ?coat|suit|coat) (?:and|&|or|n) (?:a )?tie"
            r"|(?:jackets?|ties?|blazers?) (?:required|needed|mandatory)"
            r"|(?:need|have|pack|bring|wear|put on)(?: to wear)? (?:a |my )?"
            r"(?:jacket|tie|blazer|sport ?coat|suit and tie)(?= (?:for|to|at|in)\b|\W*$))\b",
            re.I,
        ),
        "dress code",
    ),
    (
        re.compile(
            r"\b(?:what (?:i|we|he|she) (?:won|win) and (?:lost|lose)|(?:my |our )?(?:wins?|"
            r"winnings) (?:and|&|n) (?:losses|loses|losings)|(?:won|win) (?:and|&|n|or) "
            r"(?:lost|loss)(?! (?:statement|report)))\b",
            re.I,
        ),
        "win/loss statement",
    ),
)

# Food made in front of the diner ("guac they mash right at the table", "carved at your table")
# is tableside: word by word "table" finds the casino's tables and the restaurants' bookings.
# Size said big ("giant pancakes", "huge portions", "a giant breakfast") is oversized: no item's
# text says "giant" or "huge".
_IDIOMS += (
    (
        re.compile(
            r"\b((?:make|makes|made|making|mash|mashes|mashed|mashing|prepare|prepares|"
            r"prepared|preparing|mix|mixes|mixed|carve|carves|carved|toss|tosses|tossed|cook|"
            r"cooks|cooked)(?: (?:it|them|the \w+|\w+))?)(?: right)? (?:at|by|next to) "
            r"(?:the|your|our) table\b",
            re.I,
        ),
        r"\1 tableside",
    ),
    (
        re.compile(
            r"\b(?:giant|huge|massive|gigantic|ginormous|humongous|enormous|monster|mega)"
            r"(?= (?:stacks?|plates?|portions?|servings?|pancakes?|burgers?|waffles?|slices?|"
            # ... and a meal said big ("a giant breakfast", "a huge brunch").
            r"breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|meals?)\b)",
            re.I,
        ),
        "oversized",
    ),
)

# A "joint" named by what it serves ("the breakfast joint", "a pizza joint") is a place to eat
# or drink, not cannabis: the yes/no rule for cannabis reads the bare word.
_IDIOMS += (
    (
        re.compile(
            r"\b(breakfast|brunch|pizza|burger|taco|bbq|barbecue|steak|sushi|noodle|ramen|"
            r"wings?|chicken|seafood|sandwich|coffee|dessert|pancake|food|diner|burrito|"
            r"hot ?dog|crab|lobster|italian|mexican|chinese|asian|sports|comedy|music|dance|"
            r"late[- ]night) joints?\b",
            re.I,
        ),
        r"\1 place",
    ),
)

# Boredom says why, not what ("the kids are bored out of their minds, any arcade"), as children
# bouncing off the walls do; "an arcade type place", "a sports bar kind of spot" ask for the
# arcade or the sports bar: "type", "kind" and "style" there are no thing asked for.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:(?:is|are|am|'re|'m|getting|get|got) )?(?:so |super |really )?bored"
            r"(?: out of (?:their|his|her|my|our) minds?| to (?:death|tears)| stiff| silly)?\b"
            # ... when the question follows it ("bored. any arcade?"), not said alone.
            r"(?=\s*(?:[,.!;]|\b(?:and|so|lol)\b))",
            re.I,
        ),
        "",
    ),
    (
        re.compile(
            r"\b(?!(?:what|whats|which|any|some|the|a|an|that|this|same|other|every|each|one|"
            r"no|all|right|wrong)\b)([a-z]+)[- ](?:type|kind|sort|style)(?: of)?"
            r"(?= (?:places?|spots?|things?|rooms?|venues?|areas?)\b)",
            re.I,
        ),
        r"\1",
    ),
)

# When in the stay, or before which show, says when, not what: "where can i lift weights during
# my stay", "a burger fast before the concert starts". Word by word "during" and "starts" weigh
# as things asked for, and "concert" finds the arena's tickets.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:during|for the rest of|throughout) (?:my|our|the|this) (?:stay|trip|visit)\b|"
            r"\bbefore (?:the|our|my|a) (?:concert|show|game|gig|match|fight)"
            r"(?: (?:starts|begins|tonight))?(?=\W*$)",
            re.I,
        ),
        "",
    ),
)

# One's own tally, asked how to look up ("see how many reward dollars i have on my card",
# "check how much i have left on my card"): the balance, not a number the knowledge base could
# count ("how many ..." asks a count it would decline).
_IDIOMS += (
    (
        re.compile(
            r"\b(see|check|find out|know|look up|view|track|keep track of|tell me)\s+how "
            r"(?:many|much)\s+((?:[\w'-]+ ){0,3}?)(?:(?:do|did) )?(?:i|we)(?: still)? "
            r"(?:have|got|earned)(?: left)?"
            r"(?: (?:on|in) (?:my|our) (?:[\w'-]+ )?(?:card|account))?\b",
            re.I,
        ),
        r"check my \2balance",
    ),
)


# What replaced a place, or took over its space, is the place that is there in the former one
# ("what took over the old ballo spot", "which restaurant replaced ballo"): its own text tells
# the earlier name after "former".
_IDIOMS += (
    (
        re.compile(
            r"\b(?:replac(?:ed|es|ing)|(?:took|taken|takes|taking) over)(?: (?:the|what was))?"
            r"(?: old)?\b",
            re.I,
        ),
        "is in the former",
    ),
)


# A car park filling up is a busy night for it: "what if the garages fill up", "when the lot
# is full" ask what the busy-night parking is ("On busy nights the Thames garage ... opens").
_IDIOMS += (
    (
        re.compile(
            r"\b(garages?|lots?|parking(?: lots?| garages?)?|decks?) (?:are |is |get |gets |"
            r"getting |got |were |was )?(?:full|fill(?:s|ed|ing)? up|filled|packed)\b",
            re.I,
        ),
        r"\1 are busy",
    ),
)


# A machine sought for cash is a cash machine: "need cash, where's a machine", "money machine".
# Alone, "machine" finds the gym's weight machines or the slots.
_IDIOMS += (
    (
        re.compile(
            r"\b((?:cash|money)\b[^.?!]{0,40}?\b)(?:a |the |an? nearest |the nearest )?machines?\b",
            re.I,
        ),
        r"\1atm",
    ),
)


# Rolling in is arriving ("rolling in around 2pm"); a set or fixed time is a time ("is there a
# set time"). Word by word they find "lobster rolls" and a restaurant "set beside" a waterfall.
_IDIOMS += (
    (re.compile(r"\brol(?:l|ls|led|ling|lin) (?:in|up)\b", re.I), "arrive"),
    (re.compile(r"\b(a|the) (?:set|fixed) (time|hour)\b", re.I), r"\1 \2"),
)


# Without a car, a guest asks how to come by public transport: "coming from nyc w/o a car",
# "no car this trip". Word by word "car" finds the drive and the garages.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:without|w/o|w/out|with no|no|(?:do ?n[o']?t|do not|won'?t) have) "
            r"(?:an? |my |our |the )?(?:car|vehicle|ride)\b",
            re.I,
        ),
        "by train or bus",
    ),
)


# Which building or part of the resort a place is in asks where it is: "what building is the
# gym in", a glossed "健身房在哪栋楼" ("gym what building"). No item calls itself a building.
_IDIOMS += (
    (
        re.compile(
            r"\b(?:what|which) (?:building|bldg|wing|part of the (?:resort|property|hotel|"
            r"casino|building))(?: (?:is|are))?\b",
            re.I,
        ),
        "where is",
    ),
)
