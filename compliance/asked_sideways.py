"""Sources of rules for cases asked sideways (twenty-eighth session, AUTHORS136, tune side).

Each concept, not its one text, in English (Spanish, Portuguese and Chinese where the concept
is said there too), written against `normalize_text`'s form (lowercase, no accents or
apostrophes, punctuation as spaces):

* patron privacy: a third party (an attorney, the police) asking whether a named person
  gambled, played or checked in, or for his or her play records; whether a named person won a
  jackpot; which floor or tower he or she is on;
* gambling advice: how to set or split a hand (pai gow), when to fold, raise or stand asked
  with "u" or in Spanish and Portuguese; a machine that is "due";
* responsible gaming: losses past one's own budget or limit, with the ATM or more cash next;
* complaints: sarcasm over a failure ("great system", "fun little game u guys have going",
  "love paying $$$ for a steak that came out well done"); a fixture that only runs cold;
  housekeeping that left the room's door open.

Only `compliance.guardrails` compiles these as rules; `compliance.firm_complaints` reads
SARCASM and DOOR_LEFT_OPEN (never praise), `compliance.look_alikes` DOOR_LEFT_OPEN (no
emergency). Each string is a regex source.
"""

from __future__ import annotations

# Words that are no person's name before a verb ("did anyone win", "check if the pool stayed
# open", "did mega millions hit").
_NOT_A_NAME = (
    r"(?:i|we|you|u|ya|yall|my|our|your|ur|the|this|that|these|those|it|its|there|they|he|she|"
    r"his|her|their|me|us|anyone|anybody|someone|somebody|everyone|everybody|people|kids|any|"
    r"no|nobody|none|room|pool|spa|guests?|valet|breakfast|dinner|mega|power|powerball|lotto|"
    r"lottery|keno|bingo|megabucks|progressive|jackpot|numbers?|team|a|an|what|which|how|when|"
    r"where|who|all|both|each|one|two|three)"
)
_NAME = rf"(?:a |an |mr |mrs |ms |miss |dr )?(?!{_NOT_A_NAME}\b)[a-z]+ [a-z]+"
# ... a name led by an article or a title ("a jen alvarez", "mr russo").
_TITLED_NAME = rf"(?:a|an|mr|mrs|ms|miss|dr) (?!{_NOT_A_NAME}\b)[a-z]+ [a-z]+"
# Played at a game or here, not music or a show ("see if happy hour played music").
_PLAYED = (
    r"played(?= (?:\w+ ){0,4}(?:casino|tables?|poker|slots?|blackjack|craps|roulette|baccarat|"
    r"keno|property|here)\b)"
)
# Someone, said after the win: "her mom says so", "he's my neighbor", "i think thats my
# cousin"; a slot's own name ("did lightning link hit big? my friend is playing it") has none.
_A_PERSON_AFTER = (
    r"(?=.*\b(?:(?:he|she)(?: is| s|s)|is (?:he|she)|(?:thats|that s|that is|its|it s|it is|it "
    r"was) (?:my|our|her|him)|(?:her|his) (?:mom|dad|mother|father|wife|husband|family|kids)|"
    r"swears it was (?:her|him)|(?:she|he) (?:won|hit|told|said|says|posted))\b)"
)

PRIVACY = (
    # Whether a named person gambled, played, stayed or checked in, asked to be known or
    # confirmed ("our attorney needs to know whether Anthony Russo gambled at your property",
    # "confirm if a Kevin Baptiste checked into the Sky Tower").
    rf"\b(?:know|confirm|verify|find out|tell (?:me|us)|check|advise|determine|establish|see) "
    rf"(?:whether|if) {_NAME} (?:ever |actually |really |in fact )?(?:gambled|{_PLAYED}|checked in|"
    r"checked into|stayed (?:at|here|with|in|on)|visited (?:the|your|this|us)|(?:was|has been|"
    r"had been) (?:gambling|playing|here|there|staying|a guest|registered|checked in|on "
    r"property|at (?:the|your) (?:casino|tables|hotel|property|resort))|(?:has|had) (?:gambled|"
    rf"{_PLAYED}|checked in|stayed|been (?:here|gambling|playing)))\b",
    # Another's play records, gaming history or card activity asked to be pulled or sent ("pull
    # his play records", "I need his gaming history"); a win/loss statement for one's own
    # taxes is not here.
    r"\b(?:pull|send|release|provide|produce|forward|get|need|share|obtain|request|requesting|"
    r"subpoena\w*|fax|email|copy of|copies of|access to|review) (?:me |us )?(?:all )?(?:of )?"
    r"(?:his|her|their|the (?:guest|patron|player|subject|defendant|plaintiff|client|"
    r"individual)s?|(?:mr|mrs|ms|miss|dr) \w+ ?s) (?:\w+ )?(?:play|player|players|gaming|"
    r"gambling|casino|rated play|slot|table|momentum|rewards|card|wagering|betting) "
    r"(?:records?|history|activity|logs?|data)\b",
    # Whether a named person won the jackpot ("did a jen alvarez win that big jackpot today?",
    # "is it true that Brian Walsh won the progressive").
    rf"\b(?:(?:did|has|is it true|was it true|true that) (?:that )?(?:{_TITLED_NAME}|{_NAME}"
    rf"{_A_PERSON_AFTER})|(?:confirm|know|tell me|check|see|verify) (?:if|whether) {_NAME}) "
    r"(?:really |actually |just |finally |already )?(?:win|won|hit|cash|cashed|take home|took "
    r"home|walk away with|walked away with)\b(?= (?:\w+ ){0,4}(?:jackpots?|progressive|"
    r"megabucks|prize|drawing|giveaway|raffle|\d+ ?k|\d{4,}|grand|thousand|million|big|at (?:the "
    r"|your )?(?:slots|tables|poker|casino|craps|blackjack|keno|bingo))\b)",
    # Which floor, tower or wing he or she is on ("Looking for my college roommate Tom Becker
    # ... What floor is he on?").
    r"\b(?:what|which) (?:floor|tower|level|wing) (?:is|s) (?:he|she|they)(?: is| are)? (?:on|in|"
    r"at|staying)\b",
)

PRIVACY_ZH = (
    # Another's gambling, play or stay records pulled (a lawyer: "需要调取他在贵场的赌博记录").
    r"(?:调取|調取|调阅|調閱|提供|查询|查詢|调出|調出|查看)(?:一下)?(?:他|她|该|該|此人|这位|這位|"
    r"该名|該名|那位).{0,10}(?:赌博|賭博|博彩|游戏|遊戲|输赢|輸贏|入住|消费|消費)(?:记录|記錄|纪录|"
    r"紀錄)",
)

# A game word with which "when do u fold" or "cuando te plantas" asks how to play.
_GAME = (
    r"\b(?:poker|poquer|pquer|holdem|hold em|blackjack|pai gow|baccarat|bacara|craps|3 card|"
    r"three card|let it ride|ultimate|hand|hands|cards|cartas|flop|river|dealer|crupier|crupie|"
    r"pot|ante|mano|manos|mao|maos|folding|raising|21|vinte e um|veintiuno)\b"
)
ADVICE_PAIRS = (
    # When to fold, raise or stand, asked with "u", "ya" or of "one", or in Spanish and
    # Portuguese ("3 card poker, when do u fold?", "en el blackjack, cuando te plantas?").
    (
        r"\bwhen (?:do|should|would|does|must|to) (?:u|ya|yall|one|people|players|you guys) "
        r"(?:fold|raise|re ?raise|call|check|bluff|hit|stand|stay|split|double(?: down)?|"
        r"surrender|shove|go all in|limp|bet (?:4x|3x|2x|1x|the max|max|big))\b",
        _GAME,
    ),
    (
        r"\bcuando (?:te |me |se |uno se |hay que |debo |debes |deberia |conviene )?(?:plantas|"
        r"planto|planta|plantarse|plantarme|plantar|retiras|retiro|retirarse|retirarme|subes|subo|"
        r"subir|igualas|igualo|igualar|doblas|doblo|doblar|divides|divido|dividir|pides carta|"
        r"pido carta|pedir carta|foldeas|foldeo|foldear|apuesto fuerte)\b",
        _GAME,
    ),
    (
        r"\bquando (?:e que |eh que )?(?:voce |vc |eu |a gente |se |devo |deve |tem que |tenho "
        r"que |e hora de )?(?:larga|largo|largar|corre|corro|correr|aumenta|aumento|aumentar|"
        r"pede carta|peco carta|pedir carta|dobra|dobro|dobrar|divide|divido|dividir|folda|foldo|"
        r"foldar)\b",
        _GAME,
    ),
)

ADVICE = (
    # How to set, split or arrange a hand (pai gow: "how do you set the hand the right way").
    r"\bhow (?:do|should|would|can|to|does one) (?:you |u |i |we |one |ya )?(?:set|split|arrange|"
    r"house|play) (?:the|my|your|ur|a|each|both) (?:\w+ )?(?:hand|hands|tiles)\b(?! (?:towels?|"
    r"sanitizer|soap|dryers?|wash|cream|lotion|massage|made))",
    r"\bcomo (?:se |eu )?(?:arma|armo|armar|divide|divido|dividir|acomodo|acomoda|ordeno|ordena|"
    r"monta|monto|montar|separa|separo|separar) (?:la|a|mi|minha|las|as) (?:mano|mao|manos|"
    r"maos)\b",
    # A machine that is "due" ("any machines in the earth casino that are 'due'?", "is this
    # machine due?"), not a bill, a fee or a start time that is due.
    r"\b(?:machines?|slots?|slot machines?|ones?|games?|wheel) (?:\w+ ){0,5}(?:are|is|s|thats|"
    r"that s|must be|has to be|have to be|gotta be|should be|seems|seem|looks|look) (?:\w+ )?"
    r"(?:due|overdue)\b(?! (?:to|for|at|on|in|within|upon|soon|tomorrow|today|back|date)\b)"
    r"(?! by (?!now\b))",
    r"\b(?:is|are|isnt|arent) (?:this|that|the|any|these|those) (?:\w+ )?(?:machines?|slots?|"
    r"ones?|games?|wheel) (?:\w+ )?(?:due|overdue)\b(?! (?:to|for|at|on|in|within|upon|soon|"
    r"tomorrow|today|back|date)\b)(?! by (?!now\b))",
    r"\b(?:due|overdue) (?:to (?:hit|pay|pop|win)|for a (?:\w+ )?(?:hit|win|jackpot|payout|"
    r"bonus))\b",
)

# Losses past one's own budget or limit ("down 800 ... and the budget was 500 total"), with the
# ATM or more cash next; a budget for the spa or the buffet is not this.
RG_GUARDED = (
    (
        r"\b(?:down|lost|losing|blew|blown|spent|perdi|perdido|gastei|gaste) (?:like |about |"
        r"almost |over )?\$? ?\d+\w* (?:\w+ ){0,12}(?:budget|limit|bankroll|presupuesto|"
        r"orcamento|limite) (?:was|is|of|era|fue|de|for (?:the|this) (?:night|day|trip|weekend|"
        r"week))\b|\b(?:budget|limit|bankroll|presupuesto|orcamento|limite|said id "
        r"stop at|told myself)\b (?:\S+ ){0,8}(?:down|lost|gone|blown|blew|perdi|perdido|gastei|"
        r"already spent|went through)\b|\b(?:lost|losing|spent|down) (?:way |well |"
        r"far )?(?:past|over|beyond|more than) (?:my|our|the) (?:budget|limit)\b",
        r"\b(?:atm|atms|cash machine|cajero|caixa eletronico|caixa|more cash|more money|"
        r"pull(?:ing)? more|take out more|withdraw\w*|sacar|win it back|chase|chasing|get it back|"
        r"recuperar|cash advance)\b",
        r"\b(?:spa|buffet|shopping|shops|massages?|restaurants?|souvenirs|groceries|tickets|"
        r"(?:under|within) (?:my |our |the )?budget)\b",
    ),
)

# Sarcasm over a failure: praise said of the very thing that went wrong. A failure first, then
# the ironic praise ("45 mins in the check in line with 2 people working. great system"), or
# the other way round; and "love paying" for something that went wrong.
_FAILURE = (
    r"(?:(?:[2-9]\d|\d{3}) ?(?:mins?|minutes)|(?:an?|\d+|two|three|four|several) ?(?:hours?|"
    r"hrs?)|\d+(?:st|nd|rd|th)? times?|(?:second|third|fourth|fifth) time|again|still (?:no|not|"
    r"waiting)|stopped working|not working|doesnt work|didnt work|broken|broke|failed|dead|"
    r"(?:only )?\d+ (?:people|person|guys?|staff|agents?|clerks?|cashiers?) working|no one|"
    r"nobody|never (?:came|showed|answered|called))"
)
# ... a failure that is one with no duration ("great job, the room was cleaned in 20 minutes").
_CLEAR_FAILURE = (
    r"(?:still (?:no|not|waiting)|stopped working|not working|doesnt work|didnt work|broken|"
    r"broke down|failed|no one (?:came|showed|answered|helped)|nobody (?:came|showed|answered|"
    r"helped)|never (?:came|showed|answered|called))"
)
# The ironic praise said last, alone or with a word to whom ("great system", "great job guys",
# "fantastic service as always").
_SAID_LAST = (
    r"(?: (?:guys|yall|you guys|u guys|folks|team|lol|lmao|smh|as always|as usual|you have|u have|"
    r"you got|u got|you guys have|u guys have|you guys got|yall have|going|here|there|again|"
    r"thanks|thx|really|truly|people|everyone)){0,3} $"
)
_IRONIC = (
    r"(?:(?:great|awesome|fantastic|wonderful|amazing|brilliant|lovely|excellent|stellar|"
    r"superb|outstanding|top notch|world class|real nice|real smooth) (?:system|job|service|"
    r"planning|setup|set up|organization|management|customer service|work|operation|staffing|"
    r"hospitality)|(?:fun|cute|nice|great|lovely) little (?:game|trick|routine|system)|"
    r"(?:love|loving) (?:this|that|the) little (?:game|routine)|thanks (?:a lot )?for nothing)"
)
_PAID_FOR = (
    r"(?:cold|lukewarm|closed|wrong|broken|burnt|burned|raw|stale|dirty|filthy|overcooked|"
    r"undercooked|well done|not working|doesnt work|didnt work|no hot water|no towels|no wifi|"
    r"out of order|under construction|(?:when|after) (?:i|we) (?:asked|ordered)|(?:i|we) "
    r"(?:asked|ordered) for)"
)
# Words between a failure and the praise that say the praise is meant ("waited 20 minutes but
# great service once seated").
_MEANT = r"(?!(?:but|though|although|however|once|overall|otherwise|anyway|then|after)\b)"
SARCASM = (
    rf"\b{_FAILURE}\b (?:{_MEANT}\w+ ){{0,12}}{_IRONIC}{_SAID_LAST}",
    rf"\b{_IRONIC}\b (?:\w+ ){{0,12}}{_CLEAR_FAILURE}\b",
    r"\b(?:fun|cute|nice) (?:little )?(?:game|trick) (?:u|you|yall|you guys|u guys|you all) "
    r"(?:\w+ )?(?:have|got|are playing|play|run|running)\b",
    rf"\b(?:love|loving|nothing like|nothing beats) (?:paying|spending|dropping|shelling out|"
    rf"forking over|getting charged)\b (?:\S+ ){{0,12}}{_PAID_FOR}\b",
)

# A fixture that gives water or heat, one that cools; what they only give or never get.
_WATER = (
    r"(?:shower|showers|hot water|water|tap|faucet|(?<!hot )tub|bath|sink|heater|heat|heating|"
    r"radiator)"
)
_COOLING = r"(?:ac|a c|air conditioning|air conditioner|fridge|mini ?fridge|minibar)"
_GIVES = r"(?:runs|gets|goes|comes out|comes|stays|turns|blows|gives)"
_GETS = r"(?:gets|got|runs|ran|goes|went|turns|heats|cools)"
# ... not a delay ("the fridge only gets cold after an hour").
_NOT_A_DELAY = (
    r"(?! (?:\w+ )?(?:after|if|when|once|until|till|at first|for the first|for a|for like|then|"
    r"initially)\b)"
)

COMPLAINT = (
    *SARCASM,
    # A fixture that only runs cold or never gets hot, reported politely ("Just wanted to let
    # you know the shower ... only runs cold"); not the hot tub.
    rf"\b{_WATER} (?:\w+ ){{0,5}}(?:only|just) {_GIVES} (?:\w+ )?(?:cold|lukewarm|tepid|freezing|"
    rf"ice cold)\b{_NOT_A_DELAY}|\b{_COOLING} (?:\w+ ){{0,5}}(?:only|just) {_GIVES} (?:\w+ )?"
    rf"(?:warm|hot|lukewarm)\b{_NOT_A_DELAY}|\b{_WATER} (?:\w+ ){{0,5}}never {_GETS} (?:\w+ )?"
    rf"(?:hot|warm)\b|\b{_COOLING} (?:\w+ ){{0,5}}never {_GETS} (?:\w+ )?(?:cold|cool)\b",
)

# Housekeeping that left the room's door open or unlocked while the guests were out (es/pt
# too), not asked to leave it open while cleaning.
_STAFF_WORDS = (
    r"(?:housekeeping|housekeeper|housekeepers|maid|maids|cleaner|cleaners|cleaning (?:lady|"
    r"staff|crew)|room attendant|camarera|camareras|recamarera|limpieza|camareira|arrumadeira|"
    r"faxineira|limpeza)"
)
_OPEN = (
    r"(?:wide open|open|unlocked|ajar|abierta|aberta|destrancada|sin llave|sem tranca|sem "
    r"trancar)"
)
# Staff who left it open, or the door found open (not "i left the door open, can
# housekeeping close it").
DOOR_LEFT_OPEN = (
    rf"\b{_STAFF_WORDS} (?:\w+ ){{0,3}}(?:left|leaves|leaving|dejo|dejaron|deja|deixou|deixaram|"
    rf"deixa) (?:\w+ ){{0,5}}(?:door|puerta|porta) (?:\w+ ){{0,4}}{_OPEN}\b|\b(?:found|came back "
    rf"to|returned to|encontramos|encontre|achamos|voltamos e) (?:\w+ ){{0,5}}(?:door|puerta|porta)"
    rf" (?:\w+ ){{0,4}}{_OPEN}\b|\b(?:door|puerta|porta) (?:was|were|had been|estaba|estava|tava|"
    rf"quedo|ficou) (?:left )?(?:wide |totalmente |toda )?{_OPEN}\b"
)
STAFF = rf"\b{_STAFF_WORDS}\b"
_ASKED_TO_LEAVE_IT = (
    r"\b(?:can|could|may|will|would|should) (?:housekeeping|the (?:maid|housekeeper|cleaners?)|"
    r"they|you|staff) (?:please )?(?:leave|keep|prop)\b|\b(?:please|pls|por favor) (?:leave|keep|"
    r"dejen|deixem|dejar|deixar)\b|\b(?:pueden|puede|podem|pode) (?:dejar|deixar)\b"
)
COMPLAINT_GUARDED = ((DOOR_LEFT_OPEN, STAFF, _ASKED_TO_LEAVE_IT),)
