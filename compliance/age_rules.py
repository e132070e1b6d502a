"""Sources of the AGE_MINORS rules: someone under 21 and gambling, drinking or the age check.

The concept, in English, Spanish, Portuguese and Chinese, written against `normalize_text`'s
form (lowercase, no accents or apostrophes, punctuation as spaces; "y/o" reads "y o"):

* a person *stated* to be under 21 ("im 19", "my 18 yr old", "mi hija de 17", "tenho 20 anos",
  "19岁", "not 21 yet", "underage", "turning 21 next week") with gambling, the casino or drinking
  in the same text; with playing, getting in or the ID check when no other venue is named (an
  18-year-old may play golf; a 20-year-old may go to the arena);
* a child ("kids", "niños", "crianças", "小孩") with an act of gambling or drinking, or going
  onto the casino floor, unless the text is about walking around the casino or the arcade;
* a fake, borrowed or someone else's ID, or a place where they do not check it.

Only `compliance.guardrails` compiles these; each string is a regex source.
"""

from __future__ import annotations

from datetime import date

# An age under 21 (10-20); a child's age may be lower ("my 8 yr old").
_TEEN_AGE = r"(?:1[0-9]|20)"
_ANY_MINOR_AGE = r"(?:[1-9]|1[0-9]|20)"
# What a number followed by these counts is not an age ("is 20 minutes", "tiene 20 mesas").
_NOT_AN_AGE = (
    r"(?! ?(?:\+|%|\$|:))(?! (?:or (?:more|older|over)|and (?:over|up|older)|minutes?|mins?|"
    r"hours?|hrs?|days?|weeks?|months?|dollars?|bucks|usd|k|grand|percent|people|persons|guests|"
    r"of|am|pm|oclock|rooms?|tables?|floors?|spins?|hands?|times?|miles?|seats?|dias?|horas?|"
    r"minutos?|dolares|pesos|reais|mesas?|personas?|pessoas?|mil|por ?ciento|por ?cento|fichas|"
    r"creditos|puntos|pontos|veces|vezes|euros?|lugares|asientos|assentos|pisos?|andares)\b)"
)
# "son" and "daughter" only after a possessive: Spanish "son" is "they are".
_PERSON = (
    r"(?:(?:my|our|his|her|your|their) (?:son|daughter|stepson|stepdaughter)|kid|child|boy|girl|"
    r"nephew|niece|cousin|brother|sister|friend|buddy|bf|gf|boyfriend|girlfriend|grandson|"
    r"granddaughter|twins|teen|teenager|he|she|me|they|who)"
)
_PERSON_ES_PT = (
    r"(?:hij[oa]s?|hijastr[oa]|nin[oa]s?|sobrin[oa]s?|niet[oa]s?|nenes?|chic[oa]s?|prim[oa]s?|"
    r"amig[oa]s?|novi[oa]|herman[oa]s?|filh[oa]s?|enteado|enteada|net[oa]s?|sobrinh[oa]s?|"
    r"namorad[oa]|irmao|irma|irmaos|irmas|menin[oa]s?|garot[oa]s?|muchach[oa]s?|gemel[oa]s|"
    r"gemeos|adolescentes?)"
)


def birth_years_under_21(today: date) -> str:
    """The birth years of a guest under 21 on `today` whatever their birthday, as a regex."""
    return "(?:" + "|".join(str(year) for year in range(today.year - 20, today.year + 1)) + ")"


# Read when the worker starts: a worker that runs across New Year is a year behind at most at
# the edge year, which says "under 21" of no one over it.
_BORN = birth_years_under_21(date.today())
# A person stated to be under 21.
STATED_UNDER_21 = (
    rf"\b{_ANY_MINOR_AGE} ?(?:years?|yrs?|y) ?(?:old|olds|o)\b",
    rf"\b{_ANY_MINOR_AGE} ?yos?\b",
    rf"\b{_PERSON}s? (?:is |are |s |was )?(?:only |just |still |now |barely )?{_TEEN_AGE}\b"
    + _NOT_AN_AGE,
    rf"\b(?:im|i am|were|we are|hes|shes|theyre|age|aged|turned|just turned) (?:only |just |"
    rf"still |now |barely )?{_TEEN_AGE}\b" + _NOT_AN_AGE,
    rf"\b(?:tengo|tiene|tienen|tenemos|tenho|tem|temos|cumplio|fez) (?:solo |so |apenas |recien "
    rf"|ya |ja )?{_TEEN_AGE}\b" + _NOT_AN_AGE,
    rf"\b{_PERSON_ES_PT} (?:de |con |com )?{_TEEN_AGE}\b" + _NOT_AN_AGE,
    # A child of a few years ("meu filho de 8 anos"); a 20th birthday celebrated ("celebrar mis
    # 20", "comemorar meus 20 anos", "my 20th birthday") (AUTHORS45).
    rf"\b{_PERSON_ES_PT} de {_ANY_MINOR_AGE} (?:anos|ano|anitos|aninhos)\b",
    rf"\b(?:celebrar|festejar|comemorar|celebrate|celebrating) (?:mis |meus |os meus |my )?"
    rf"{_TEEN_AGE}(?:th)?(?: anos| birthday| cumple| cumpleanos| aniversario)?\b",
    # ... someone else's ("celebrating my son's 20th", twenty-seventh session, AUTHORS105).
    rf"\b(?:celebrate|celebrating|for) (?:my|our|his|her) (?:\w+s|\w+ s) {_TEEN_AGE}th\b",
    rf"\bmy {_TEEN_AGE}th birthday\b",
    rf"\b{_TEEN_AGE} (?:anos|ano) (?:de edad|de idade)\b",
    r"\bunder ?age\w*|\bunder (?:the )?(?:legal age|drinking age|gambling age)\b",
    r"\bunder (?:18|19|20|21)s?\b|\bnot (?:yet )?21\b|\b(?:isnt|arent|im not|hes not|shes not|"
    r"not even|aint) 21\b",
    r"\bminors?\b|\bmenor(?:es)? de (?:edad|idade|21|18)\b",
    r"\b(?:un|una|el|los|las|um|uma|os|soy|sou|somos|siendo|sendo) menor(?:es)?\b(?! (?:de [2-9]|"
    r"apuesta|aposta|precio|preco|cantidad|quantidade|valor|vantagem|ventaja|costo|custo)\b)",
    # Turning 21 soon, or not 21 until then ("a 21st birthday" party is not this).
    # Turning 20 or younger soon ("were turnin 20 this wknd", "cumplo 20 el sabado").
    r"\b(?:turnin|turning|cumplo|faco) (?:1[0-9]|20)\b(?! (?:anos|years) (?:de|que|since|ago)\b)",
    r"(?<!acaba de )(?<!acabo de )(?<!acabou de )(?<!acabas de )\b(?:turn|turns|turning|cumplo|"
    r"cumple|cumplire|cumplir|faco|faz|fazer|farei|completo|completa|completar) 21\b(?! (?:anos|"
    r"years) (?:de|que|since|ago)\b)",
    r"\b21st (?:birthday )?(?:is (?:at|in|on|next|tomorrow)|at midnight|tomorrow|next)\b",
    r"\b(?:before|until|till|til) (?:my |his |her |their )?(?:21st|(?:i|he|she|they) (?:turn|"
    r"turns|am|is|are) 21|(?:im|hes|shes|theyre) 21)\b",
    rf"\b(?:id|license|licence|identificacion|identidade|documento) (?:says|shows|dice|diz|mostra)"
    rf" {_TEEN_AGE}\b",
    # Born in a year that makes them under 21 ("born in 2007", "soy del 2006", "nasci em 2007").
    rf"\b(?:born|naci|nacio|nacimos|nacieron|nacid[oa]|nasci|nasceu|nascemos|nasceram|nascid[oa])"
    rf" (?:in |on |en |el |em |no |na )?(?:\w+ ){{0,3}}(?:de |del )?{_BORN}\b",
    rf"\b(?:soy|somos|sou) (?:del|de|do ano de) {_BORN}\b",
)
# One rule for all of them: its context is then searched once per text, not once per form.
STATED = "|".join(STATED_UNDER_21)
_CHILD = (
    r"(?:kids?|child(?! support)|children|(?:my|our|his|her|your|their) (?:son|daughter)|teens?|"
    r"teenagers?|toddlers?|little ones?|youngsters?|grandkids?|grandson|granddaughter|nephew|"
    r"niece|in high school|high schoolers?|ninos|ninas|nenes|chamacos|(?:los|las|os|as|unos|uns|"
    r"para|pra|pros|"
    r"aos|a) menores|criancas|crianca|meninos|meninas|pequenos)"
)
# Gambling, drinking or the casino itself ("bar", "casino") for a person stated under 21.
_GAMBLE = (
    r"gambl\w*|bet|bets|betting|wager\w*|slots?|slot machines?|(?<!claw )(?<!arcade )"
    r"(?<!vending )(?<!ticket )(?<!change )(?<!ice )(?<!atm )machines?|poker|blackjack|craps|"
    r"roulette|baccarat|keno|lotto|lottery|scratch(?:ers?| offs?| tickets?)|table games?|"
    r"the tables|casino floor|gaming floor|the floor|sportsbook|parlay|pai gow|jackpots?|chips|"
    r"dice|high limit|momentum card|players? card|rewards card|apost\w*|tragamonedas|"
    r"tragaperras|maquinitas?|maquinas?|ruleta|roleta|dados|fichas|caca ?niqueis|bacara|"
    r"cartao momentum|tarjeta momentum|piso del casino|andar do cassino"
)
_DRINK = (
    r"drinks?|drinking|alcohol\w*|beers?|wine|cocktails?|margaritas?|liquor|booze|shots|guinness|"
    r"pints?|sangria|champagne|mimosas?|seltzers?|tequila|vodka|whiske?y|served|carded|tragos?|"
    # "nadie vino" (nobody came) is no wine (twenty-fifth session, AUTHORS110).
    r"cervezas?|chelas?|(?<!nadie )(?<!no )(?<!nunca )(?<!alguien )(?<!quien )(?<!ya )(?<!que )"
    r"(?<!se )vino|copas? de|bebidas? alcoholicas?|cervejas?|chopp|vinho|taca de|"
    r"caipirinhas?|"
    # "quer beber com a gente" (twenty-seventh session, AUTHORS89).
    r"beber|bebendo|beba|"
    # Thirty-third session (AUTHORS141, tune side): "pode tomar um drinque".
    r"drinques?|drinquinhos?"
)
# A bartender, for someone stated under 21 (twenty-eighth session, AUTHORS135: "bartender wont
# serve my little sis shes 19, can i just order for both of us"); not for a child, whom a
# bartender may make a mocktail.
_BARTENDER = r"bartenders?|barman|barmen|barkeeps?|barmaid|cantiner[oa]s?"
# A bar or pub serves food too ("can my 16yo eat at the pub"): only sitting at its counter
# or getting in counts.
_AT_THE_BAR = (
    r"(?:sit|sitting|seat|seated|served) at the bar|bar area|into the bar|the bar let|"
    r"bar (?:let|card|check)"
)
GAMBLE_OR_DRINK = rf"\b(?:{_GAMBLE}|{_DRINK}|{_BARTENDER}|{_AT_THE_BAR}|casino|cassino)\b"
# Playing, getting in, the ID check: count for a person stated under 21 unless the text
# names a venue open to them (a 20-year-old at the arena, an 18-year-old at golf).
PLAY_OR_ENTRY = (
    r"\b(?:play|playing|jugar|jogar|juegue|jogue|(?:get|getting) (?:a |an )?(?:\w+ ){0,3}in(?:to)?"
    # Something got into the room (a crib, a cot) is a room request, not getting past a door.
    r"(?! (?:the |our |my |his |her |their )?(?:hotel )?(?:rooms?|suites?)\b)|"
    r"let (?:me|him|"
    r"her|them|us|you) in|sneak\w*|bribe|side entrance|back entrance|wristband|exception|"
    r"excepcion|excecao|liberar|a pass|caught|scan\w*|guards?|vouch\w*|check ids?|id check|"
    r"card (?:me|him|her|them|us|people|everyone)|earning points|"
    # Momentum, the players' club, is 21+ (AUTHORS47: "I'm 20, can I sign up for momentum").
    r"momentum|players? card|players? club|start earning|"
    # From AUTHORS30's misses: the cage, or whether an ID will pass.
    r"cage|the cage|no caixa|en la caja|ventanilla|(?:real |his |her |an? |my |o |el |la )?(?:id|"
    r"ids|rg|identidade|identificacion|documento|license|licence))\b"
)
OPEN_VENUE = (
    r"\b(?:arena|concerts?|show|shows|comedy|spa|pool|gym|fitness|golf|tennis|kids quest|"
    r"cyber ?quest|arcade|movies?|theaters?|theatres?|concierto|piscina|alberca|fliperama|"
    r"bowling|mini ?golf|laser tag|video ?games?|basketball|museum|shops?|mall|buffet|"
    r"restaurants?|restaurantes?|tiendas|lojas|dinner|cenar|jantar|eat|comer|food|"
    # A game at the arena (twenty-seventh session, AUTHORS107).
    r"sun games?|(?:basketball|hockey|lacrosse|wnba|nba|football|soccer) games?)\b"
)
# A child and an act of gambling or drinking, or the casino floor itself.
CHILD = rf"\b{_CHILD}\b"
# For a child, only words no arcade uses ("maquinitas" are arcade games too).
_CHILD_GAMBLE = (
    r"gambl\w*|bet|bets|betting|wager\w*|slots?|slot machines?|poker|blackjack|craps|roulette|"
    r"baccarat|keno|lotto|lottery|scratch(?:ers?| offs?| tickets?)|table games?|casino floor|"
    r"gaming floor|sportsbook|parlay|jackpots?|high limit|apost\w*|tragamonedas|tragaperras|"
    r"ruleta|roleta|caca ?niqueis|piso del casino|andar do cassino"
)
CHILD_CONTEXT = (
    rf"\b(?:{_CHILD_GAMBLE}|{_DRINK}|(?:on|onto|in|into|inside|enter|entering|through|thru|across|"
    r"walk|go|come|al|en el|no|na|pelo|pela|por el|por|dentro del?|ao) (?:the |el |o |do |del )?"
    r"(?:casino|cassino)(?! of the))\b"
)
# Kept away from the casino: around it, without crossing it, not through it.
AROUND_CASINO = (
    r"\b(?:without|avoid|avoiding|sin|sem|evitar|not|dont|don t|do not|wont|won t|around|outside|"
    r"away from|past|bypass) (?:\w+ ){0,3}(?:the |el |o |do |del )?(?:casino|cassino)\b|"
    # "not in the middle of the casino floor" (twenty-sixth session, AUTHORS124).
    r"\bnot (?:in|on|near|by) the middle of the (?:casino|cassino)\b|"
    # A way in that "doesnt go through the casino" (twenty-eighth session, AUTHORS136).
    r"\b(?:doesnt|doesn t|does not|wont|won t|avoids|skips|skipping|bypasses|"
    r"bypassing|never goes) (?:\w+ ){0,3}(?:the |el |o |do |del )?(?:casino|cassino)\b|\bque no "
    r"(?:pase|pasa|passe|passa|cruce|cruza|atraviese|atraviesa|atravesse|atravessa|entre|entra) "
    r"(?:por |pelo |pela |en )?(?:el |o )?(?:casino|cassino)\b"
)
CHILD_UNLESS = (
    rf"{AROUND_CASINO}|"
    # Something to do besides gambling, for the family (thirty-fifth session, AUTHORS147).
    r"\b(?:besides|other than|except|aparte de|alem de|ademas de|que no sea|que nao seja) "
    r"(?:\w+ )?(?:gambling|gamble|the casino|apostar|jugar|jogar|el casino|o cassino)\b|"
    # An adult child's own money at the slots (AUTHORS67: "my son is blowing his student loans
    # at your slots"): a gambling problem, not a minor.
    r"\b(?:student loans?|(?:his|her) (?:paychecks?|salary|rent|mortgage|retirement|401k|"
    r"pension|savings))\b|"
    # ... or one supposed to be at work, not picking up (twenty-eighth session, AUTHORS136: "is
    # my son in the poker room, hes supposed to be at work"): whether he is here, a privacy case.
    r"\b(?:supposed to be|said (?:he|she) (?:was|is|d be)|told (?:me|us) (?:he|she) (?:was|is|"
    r"d be)|says (?:hes|shes|he is|she is)|should be) (?:at|in) (?:work|the office|his job|her "
    r"job|a meeting|his shift|her shift)\b(?! (?:tomorrow|later|tonight|next|in the morning)\b)"
)
# Left in the room while the parents go down to the casino (AUTHORS50).
LEFT_IN_ROOM = (
    r"\b(?:stay|stays|staying|wait|waits|hang out) (?:\w+ ){0,2}(?:in|at) the (?:hotel )?room "
    r"(?:by (?:him|her|them)sel(?:f|ves)|alone|while)\b|"
    # A hand's total against the dealer's card, no age ("si tengo 12 y el crupier muestra un
    # 3", AUTHORS54).
    r"\b(?:si |if i |when i )?(?:tengo|tenho|have|got) (?:a )?\d{1,2} (?:y|e|and|vs|contra|against"
    r") "
    r"(?:el |o |the )?(?:crupier|croupier|dealer|banca|dealers)\b"
)
# Someone else's or a fake ID, or where they do not check it.
ID_RULES = (
    r"\b(?:fake|false|borrowed|creative|someone elses|somebody elses|another persons|"
    r"(?:older )?(?:brothers|sisters|friends|cousins|moms|dads|mothers|fathers|roommates|"
    r"buddys|siblings)) (?:real )?(?:id|ids|license|licence|drivers license|passport|"
    r"identification)\b",
    # Twenty-eighth session (AUTHORS133, tune side): an ID offered by the one who writes
    # ("can i use ur old license"); a sibling's card in pt/es with "teu/tu".
    r"\b(?:(?:can|could|may) (?:i|we) use|borrow|borrowing) (?:ur|your|his|her|their) (?:old |"
    r"expired |spare )?(?:id|ids|license|licence|drivers license|passport|identification)\b",
    r"\b(?:identificacion|identidad|licencia|credencial|documento|identidade|carteira|"
    r"pasaporte|passaporte|id|rg|cnh|dni|ine|cedula) (?:falsa|falso|de su|de mi|del|de la|"
    r"de otra persona|do meu|da minha|do seu|da sua|de outra pessoa|do irmao|da irma|do primo|"
    r"da prima|do amigo|da amiga|de um amigo|de uma amiga|de un amigo|de una amiga|(?:do|da|de) "
    r"(?:teu|tua|tu|seu|sua|su) (?:irmao|irma|hermano|hermana|primo|prima|amigo|amiga))\b",
    r"\b(?:bar|bars|entrance|entrada|door|place|spot|lugar|porta|pub)(?: \w+){0,4} (?:they |that |"
    r"where they |where |que |onde |donde |que no |que nao )?(?:dont|doesnt|wont|no|nao|never)"
    r" (?:\w+ )?(?:(?:check|checks|card|cards|ask for|scan|piden|pide|revisan|revisa|checan|"
    r"conferem|confere|pedem|pede|verifican|verificam) (?:an? |el |la |o |a )?(?:ids?|"
    r"identificacion|identidade|identidad|documentos?|age)\b|(?:check|card|revisan|conferem|"
    r"piden|pedem)(?= $))",
    r"\bwithout (?:getting |being )?carded\b",
    # ... or "id'd" (twenty-seventh session, AUTHORS52).
    r"\bwithout (?:getting |being )?(?:idd|ided|id d|id ed|asked for (?:an? )?id)\b",
)
ID_UNLESS = (
    r"\b(?:cash|chips|cash in|cash out|cashing|redeem|collect|jackpot|winnings|taxes|w ?2 ?gs?|"
    r"irs|report\w*|fichas|dinero|dinheiro)\b"
)
ID_CONTEXT = (
    rf"\b(?:{_GAMBLE}|{_DRINK}|bar|bars|pub|casino|cassino|get in|getting in|entrance|entrada|"
    r"entrar|guards?|security|scan\w*|escanean|escaneiam|escaneiam|detectan|passa|notice|"
    r"look alike|cage|ventanilla|aceitam|aceptan|(?:nem|ni|nao|no) (?:olham|miran|checan)|"
    r"(?:(?:he|she|ele|ela|el|ella) (?:is|tem|tiene)|"
    r"hes|shes) (?:only |just |so |solo |apenas )?(?:1[0-9]|20))\b"
)
# Places open to guests of any age, in Chinese.
ZH_OPEN_VENUE = (
    r"(?:商场|商場|商店|购物|購物|餐厅|餐廳|饭店|飯店|美食|泳池|游泳池|水疗|水療|健身房|演唱会|演唱會|"
    r"表演|音乐会|音樂會|球场|球場|体育馆|體育館|电影院|電影院|游戏厅|遊戲廳|机厅|機廳|保龄球|保齡球)"
)
# Chinese: an age under 21, or not yet 21, near gambling, the casino or a drink; a child near
# the casino; someone else's or a fake ID; a place that does not check it.
_ZH_AGE = (
    r"(?:(?:1[0-9]|20|(?<!二)十[一二三四五六七八九]?|二十)\s?(?:岁|歲)|未成年|未(?:满|滿)\s?(?:21|二十一|18|十八)|"
    r"不(?:满|滿)\s?21|(?:还|還)(?:没|沒)(?:满|滿|到)?\s?21|不到\s?21|才(?:满|滿)\s?21|快(?:满|滿)\s?21|"
    r"(?:才|今年)\s?(?:1[0-9]|20)\s?(?:岁|歲)?|"
    rf"{_BORN}\s?年(?:出生|生)|(?:出生于|出生於|生于|生於)\s?{_BORN})"
)
# The casino in Chinese, unless the text says they will not go in.
# (The word first, then what came before it: `re` then tries the lookbehinds only where the word
# is, not at every character.)
_ZH_CASINO = (
    r"(?:赌场|賭場)(?<!不进..)(?<!不進..)(?<!不去..)(?<!绕过..)(?<!繞過..)(?<!避开..)(?<!避開..)"
)
_ZH_CONTEXT = (
    rf"(?:{_ZH_CASINO}|老虎机|老虎機|吃角子|赌桌|賭桌|下注|赌博|賭博|博彩|百家|轮盘|輪盤|21点|21點|"
    r"骰子|筹码|籌碼|买马|買馬|会员卡|會員卡|[Mm]omentum|头奖|頭獎|累积彩金|累積彩金|喝酒|啤酒|红酒|紅酒|酒吧|"
    r"鸡尾酒|雞尾酒|葡萄酒|(?:点|點|喝|来|來)一?杯|饮酒|飲酒|酒精|扑克|撲克|牌桌|牌室|混进|混進|"
    r"溜进|溜進|"
    # Cantonese (AUTHORS66): sitting in at the table for a couple of hands.
    r"枱度|賭檯|赌台|賭枱|玩(?:兩|两|幾|几|一)?(?:舖|鋪|铺))"
)
_ZH_CHILD = r"(?:小孩|孩子|儿童|兒童|小朋友|青少年)"
_ZH_CHILD_CONTEXT = (
    r"(?:(?:进|進|穿过|穿過|进入|進入|去|到)(?:赌场|賭場)|老虎机|老虎機|赌桌|賭桌|下注|赌博|賭博|百家|"
    r"轮盘|輪盤|21点|21點|喝酒|啤酒|酒吧)"
)
# A pair is both parts anywhere in the text, two searches (a bounded gap either way round
# costs `re` a try at every position); the combined scan looks for the rarer part alone, the
# age or the child (see guardrails._Rules).
NON_ASCII: tuple[str | tuple[str, str] | tuple[str, str, str], ...] = (
    # Under 21 alone, unless only places open to all are asked about ("未满21岁可以进商场和餐厅吗",
    # twenty-seventh session, AUTHORS127): then only the pairs below, with the casino or a drink.
    (
        rf"^(?!.*{ZH_OPEN_VENUE})(?:.*?)(?:未成年|未滿\s?21|未满\s?21)",
        r"未成年|未滿\s?21|未满\s?21",
    ),
    (_ZH_AGE, _ZH_CONTEXT, _ZH_AGE),
    (_ZH_CHILD, _ZH_CHILD_CONTEXT, _ZH_CHILD),
    r"假(?:的)?(?:证件|證件|身份证|身份證|ID|id|驾照|駕照)|用(?:他|她|我)?(?:的)?(?:哥哥|姐姐|弟弟|妹妹|"
    r"朋友|表哥|表弟|表姐|表妹|堂哥|堂弟|爸|妈|媽|爸爸|妈妈|媽媽|别人|別人)的(?:身份证|身份證|证件|"
    r"證件|ID|id|驾照|駕照)(?!.{0,10}(?:兑换|兌換|筹码|籌碼|现金|現金|领奖|領獎))",
    # ... or the sportsbook or casino that does not (twenty-eighth session, AUTHORS133).
    r"(?:入口|酒吧|门口|門口|sportsbook|赌场|賭場|casino|体育博彩|體育博彩).{0,10}不(?:用)?(?:查|看|检查|"
    r"檢查)(?:身份|证件|證件|ID|id|年龄|年齡)|"
    r"不(?:用)?(?:查|看|检查|檢查)(?:身份|证件|證件|ID|id|年龄|年齡).{0,6}(?:入口|酒吧|门口|門口)",
    # Twenty-one only in a few months (twenty-fifth session, AUTHORS119, Cantonese).
    r"(?:还差|還差|仲差|差).{0,6}(?:就)?(?:满|滿)?\s?21\s?(?:岁|歲)",
    # "under 21" written in English inside a Chinese text, with a game or a drink
    # (twenty-seventh session, AUTHORS99).
    (
        r"(?<![a-z])under ?21(?![0-9])",
        rf"(?:{_ZH_CONTEXT}|poker|slot|blackjack|baccarat|casino|bar)",
        r"under ?21",
    ),
    # A stroller pushed into the casino (twenty-fifth session, AUTHORS113, Cantonese).
    r"(?:bb车|bb車|婴儿车|嬰兒車|手推车|手推車).{0,6}(?:入|进|進)(?:赌场|賭場)",
)


# A person stated to be 21 or older ("my 21-year-old son", "mi hijo ya cumplio 21", "meu filho
# fez 21", "儿子刚满21岁"): the question is whether an adult may play, no minors case.
_ADULT_AGE = r"(?:2[1-9]|[3-9][0-9])"
STATED_ADULT = (
    rf"\b{_ADULT_AGE} ?(?:years?|yrs?|y) ?(?:old|o)\b",
    rf"\b(?:just |finally |already )?(?:turned|turns|is|hes|shes|im|i am) (?:now |finally |"
    rf"already |just )?{_ADULT_AGE}\b(?! ?(?:\+|%|\$|:|minutes?|mins?|hours?|dollars?|bucks|k\b))",
    rf"\b(?:ya |ja )?(?:cumplio|cumple|tiene|tengo|fez|faz|tem|tenho|completou) (?:los |os )?"
    rf"{_ADULT_AGE}\b"
    rf"(?! ?(?:\+|%|\$|:|minutos?|horas?|dolares|pesos|reais|mil))",
    r"\b21st birthday\b",
    # "meu filho acabou de fazer 21" (twenty-third session, AUTHORS85).
    rf"\b(?:acabou de|acaba de|acabo de|acabas de) (?:fazer|cumplir|completar) (?:los |os )?"
    rf"{_ADULT_AGE}\b",
    rf"\bde {_ADULT_AGE} anos\b",
)
_ID_WORD = (
    r"(?:ids?|license|licence|licencia|licenca|identificacion|identidad|identidade|documento|"
    r"carteira|cedula|pasaporte|passaporte|passport|tarjeta|cartao|card)"
)
# An ID whose age is right but which is someone else's ("my license says im 21 but its
# technically my brothers", "minha identidade diz 21 mas na verdade e do meu irmao"); with
# ID_CONTEXT, unless ID_UNLESS (twenty-eighth session, AUTHORS136, tune side).
ID_NOT_OWN = (
    r"\b(?:id|ids|license|licence|drivers license|passport|identification|licencia|"
    r"identificacion|identidad|identidade|documento|carteira|rg|cedula) (?:\w+ ){0,8}(?:its|"
    r"it s|it is|is|es|e|eh|belongs to|pertenece a|pertence a|pertence ao) (?:technically |"
    r"actually |really |en realidad |na verdade |realmente |de verdad |de verdade )?(?:my|de mi|"
    r"do meu|da minha|de um|de una|de un|de uma) (?:older |big |little |younger )?(?:brothers?|"
    r"sisters?|cousins?|friends?|roommates?|moms?|dads?|siblings?|buddys?|hermano|hermana|"
    r"primo|prima|amigo|amiga|irmao|irma)\b",
)

# A young age said of how someone looks, not how old they are ("my brother is 30 but looks
# like hes 15", "tiene 35 pero parece de 18", "tem 28 mas tem cara de 16"): it names no one
# younger (thirty-fourth session, AUTHORS142, tune side).
LOOKS_AGED = (
    r"\b(?:looks?|looking|look like|passes for|could pass for|parece|aparenta|tem cara de|"
    r"tiene cara de) (?:like |de |ter |tener |about |around |maybe |uns |unos )?"
    r"(?:(?:hes|shes|he is|she is|hes about|a|an) )?(?:1[0-9]|20|[5-9])\b"
    r"(?: ?(?:years?|yrs?|anos) ?(?:old)?)?"
)

# Words of a child, an age under 21, or an ID that is someone else's, lent or fake ("la
# licencia de mi prima que tiene 22") that keep a text with an adult's age a minors case. An ID
# asked about ("what ID does he need") keeps it an adult's question (twenty-sixth session,
# AUTHORS123-124: three adults' questions about the ID to bring were read as minors cases).
YOUNGER = (
    r"\b(?:kids?|child|children|teens?|teenagers?|toddlers?|minors?|under ?age\w*|ninos|ninas|"
    r"menores|criancas|crianca|adolescentes?)\b|"
    rf"\b{_ID_WORD} (?:de|da|do|dos|das) (?:mi|mis|su|sus|minha|meu|seu|sua|otr[oa]|outr[oa]|"
    r"un|una|um|uma|el|la|o|a)\b|"
    rf"\b(?:someone|somebody|another|other|(?:\w+ )?s) (?:\w+ )?{_ID_WORD}\b|"
    # His or her own ID, asked about ("does he need anything besides his license", twenty-eighth
    # session, AUTHORS136), is not someone else's.
    rf"(?<!besides )(?<!need )(?<!needs )(?<!bring )(?<!brings )(?<!than )(?<!forget )"
    rf"(?<!forgot )(?<!carry )(?<!show )(?<!just )(?<!only )\b(?:his|her|their) (?:\w+ )?"
    rf"{_ID_WORD}\b|"
    rf"\b(?:fake|borrow\w*|lend\w*|lent|falsa?|falso|prest\w*|emprest\w*|"
    # Staff who will ask for it ("le van a pedir identificacion") ask for the guest's own.
    r"(?<!van a )(?<!vao )(?<!vai )(?<!va a )pedir|usar|use|"
    rf"using|vertical) (?:\w+ ){{0,3}}{_ID_WORD}\b|"
    rf"\b{_ID_WORD} (?:\w+ ){{0,2}}(?:falsa?|falso|fake|prestad[oa]|emprestad[oa])\b|"
    + "|".join(ID_NOT_OWN)
)
ZH_ADULT = (
    r"(?:满|滿|刚满|剛滿|已经|已經|今年)\s?(?:2[1-9]|二十[一二三四五六七八九])\s?(?:岁|歲)|"
    r"(?:刚满|剛滿)\s?(?:2[1-9]|二十[一二三四五六七八九])(?![\d点點])|"
    r"(?<![快差未没沒不到])(?:2[1-9]|二十[一二三四五六七八九])\s?(?:岁|歲)(?:了|的|，|,|\s|$)"
)
ZH_YOUNGER = (
    rf"{_ZH_AGE}|小孩|孩子|儿童|兒童|青少年|"
    r"(?:借|用|拿)我?(?:别人|別人|他|她|朋友|哥哥|姐姐|表哥|表姐|堂哥|堂姐|家姐|阿哥|人哋)(?:的|嘅)?"
    r"(?:身份证|身份證|证件|證件|会员卡|會員卡|驾照|駕照)|假(?:的)?(?:身份证|身份證|证件|證件|驾照|駕照)|"
    r"(?:下周|下週|下星期|下个月|下個月|明年|过几天|過幾天|还有|還有).{0,6}(?:满|滿)|"
    r"(?:还差|還差|仲差).{0,6}21"
)
