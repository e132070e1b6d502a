"""Whether a semantic crisis is over, or a goodbye is only a trip ending.

Static embeddings read "mom fainted here last summer, she's fine now" and "last night of our
vacation, so sad to leave" close to their urgent neighbours: the words of an emergency or a
farewell are there, the time and the reason that defuse them are not weighed. Only the semantic
layer's crisis is checked against these (a pattern's crisis stands): a resolution or a past time,
or a move or a holiday ending, said in so many words. Twentieth session (tune side, AUTHORS46
and AUTHORS49): 9 such texts read as crisis; of the true crises the semantic layer found, the
two that named a "last trip" or a "last day" are why neither counts here without a holiday.
"""

from __future__ import annotations

import re

from compliance.guardrails import normalize_text

_PAST_OR_FINE = re.compile(
    r"\b(?:(?:is|s|shes|hes|im|were|was|all|totally|fully|perfectly) (?:\w+ )?(?:fine|ok|okay|"
    r"recovered|better) now|(?:fully|completely|totally) recovered|years? ago|last (?:year|"
    r"summer|month|winter|spring)|ya (?:esta|estoy|estamos) (?:\w+ )?(?:bien|perfect[oa]|"
    r"recuperad[oa])|el ano pasado|hace (?:un|unos|dos|tres|cuatro|cinco|varios|muchos|\d+) "
    r"(?:anos?|meses)|ya (?:me )?(?:sane|cure|recupere)|ja (?:me )?(?:sarei|curei|recuperei)|"
    r"all healed|fully healed|ja (?:ta|esta|estou|"
    r"estamos) (?:\w+ )?(?:bem|otim[oa]|recuperad[oa])|ano passado|ha \d+ (?:anos|meses))\b|"
    r"现在好了|現在好了|早就康复|早就康復|已经好了|已經好了|已经康复|已經康復|完全好了|去年|上个月|上個月|"
    # Twentieth session (AUTHORS53): the last visit, all fine; years ago, well looked after.
    r"\b(?:la (?:ultima|otra) vez que (?:fuimos|vinimos|estuvimos)|todo bien|ya paso|da ultima vez "
    r"que (?:fomos|viemos|estivemos)|ha (?:dois|tres|uns|alguns) anos|fui (?:super |muito )?bem "
    r"atendid[oa]|last time we (?:were|came|stayed|visited)|all good now|turned out fine)\b|"
    r"上次|上年|舊年|旧年|前年|已经处理好|已經處理好|没事了|沒事了|，没事|，沒事|好返|早就好了|"
    # Twenty-second session (AUTHORS66): an injury "years ago" in Spanish and Portuguese.
    r"\b(?:hace (?:anos|muchos anos|mucho tiempo)|ha (?:muitos )?anos|faz (?:muitos |uns |\d+ )?"
    r"anos|years back|back in (?:19|20)\d\d)\b|"
    # Twenty-third session (AUTHORS81): the year before last; "today he's great".
    r"\b(?:ano retrasado|ano antepassado|el ano antepasado|hoje (?:\w+ )?(?:ta|esta) (?:\w+ )?"
    r"(?:otim[oa]|bem)|hoy (?:\w+ )?esta (?:\w+ )?(?:bien|perfect[oa]))\b"
    # ... but "bem mal", "bien mal" say very bad.
    r"(?! (?:mal|ruim|pior|grave|malo|peor))"
)
_TRIP_ENDING = re.compile(
    r"\b(?:moving (?:to|back|abroad|away)|last (?:day|night) of (?:our|the|my) (?:vacation|"
    r"holiday)|ultimo dia de (?:vacaciones|ferias)|nos mudamos|me mudo|vou me mudar|vamos "
    r"(?:nos )?mudar)\b|要搬去|搬家|(?:假期|度假|休假)(?:的)?最(?:后|後)一(?:天|晚)|"
    r"要回(?:台湾|台灣|国|國|老家)了"
)

# Twenty-first session (AUTHORS59): a condition told as background, one's youth, someone late,
# an ambulance already gone, "all fine now"; these count only with nothing happening now.
_BACKGROUND = re.compile(
    r"\b(?:all fine now|(?:mas|but) (?:ele |ela |he |she |its |it s )?(?:esta|ta|is) (?:bem|fine)"
    r"|na minha juventude|quando (?:eu )?era (?:jovem|crianca|pequen[oa])|cuando era (?:nin[oa]|"
    r"joven|pequen[oa])|when i was (?:young|a kid|little|a child)|my late (?:husband|wife|father|"
    r"mother|dad|mom|son|daughter|brother|sister)|passed (?:away )?in (?:19|20)\d\d|(?:they|it) "
    r"(?:already )?left|already left|ya se (?:fue|fueron)|ja (?:foi|foram) embora|"
    # The last visit's scare, found at once (AUTHORS66: "la ultima vez mi hijo se perdio 5
    # minutos y seguridad lo encontro rapidisimo").
    r"la ultima vez|da ultima vez|last time|(?<!no )(?:lo|la|los) encontr(?:o|aron|amos)|"
    r"(?<!nao )(?:o|a) encontr(?:ou|aram|amos)|achou (?:rapid\w*|logo)|found (?:him|her|them) "
    r"(?:right away|quickly|fast|in (?:a )?(?:few )?minutes))\b|"
    r"现在(?:完全)?(?:没|沒)(?:问题|問題)|已经回房|已經回房|很快(?:就)?找到|已经找到了|已經找到了|小时候|小時候|年轻时|年輕時|"
    # Twenty-third session (AUTHORS81): "ya encontré a mi hijo", "搵到個女啦".
    r"\bya (?:lo |la |los )?encontre\b|\bja (?:o |a )?(?:encontrei|achei)\b|搵(?:到|返).{0,4}啦|"
    # ... or turned up ("ya apareció", AUTHORS94), a lost child who found his parents.
    r"\bya aparecio\b|\bja apareceu\b|\bfound (?:his|her|their) (?:parents|mom|dad|family)\b"
)
# An emergency going on as the guest writes (thirty-sixth session, AUTHORS150, tune side: a
# child choking told after "todo bien" at the buffet).
_GOING_ON = re.compile(
    r"\b(?:not breathing|isnt breathing|cant breathe|can t breathe|is choking|hes choking|shes "
    r"choking|turning (?:blue|purple)|no (?:puede|pode) (?:respirar|toser|tossir)|no respira|nao "
    r"respira|nao consegue respirar|se (?:esta|ta) (?:poniendo|ficando) (?:morad[oa]|azul|"
    r"rox[oa])|(?:se esta |esta )?atragant(?:ando|ada|ado)|(?:esta |ta )?engasgad[oa]|no "
    r"reacciona|nao reage)\b|喘不过气|喘不過氣|噎住了|不能呼吸|没有呼吸|沒有呼吸|嘴唇发紫|嘴唇發紫"
)
_NOW = re.compile(
    r"\b(?:right now|now|ahora|ahorita|agora|just now|not breathing|unconscious|wont wake|"
    r"bleeding)\b|刚才|剛才|马上|馬上|快来|快來"
)

# Twenty-fifth session (AUTHORS109): an alarming sight that turned out harmless, said in so many
# words ("oh nvm he's just shooting the dome", "era só o escapamento", "原来是老朋友开玩笑");
# counts only with no call for help or sign of harm left in the text. A bare "nvm" does not
# count: "nvm about the spa, my mom fell in the tub" takes back the question, not the alarm.
# Nor does "se fue solo" (went off alone, AUTHORS134), which is no "fue solo" (was only).
_FALSE_ALARM = re.compile(
    r"\b(?:nvm|never ?mind) (?:hes|shes|its|it s|theyre|they re|he s|she s) (?:just|only)\b|"
    r"\bturned out (?:to be |he was |she was |it was |they "
    r"were )?(?:just|only)\b|\b(?:false alarm|falsa alarma|alarme falso)\b|\b(?:hes|shes|"
    r"theyre|its|it s|it was|he was|she was|they were|that was) (?:just|only) (?:a |an |the |"
    r"some )?(?:\w+ )?(?:prank|joke|joking|kidding|messing|playing|pretending|acting|rehearsing|"
    r"photo|picture|selfie|shooting|filming|looking|searching|fixing|stretching|resting|"
    r"napping|sleeping|exhaust|steam|fog|smoke machine|fog machine|part of)\b|\b(?:part of "
    r"the|parte del|parte do|parte de la|parte da) (?:show|act|performance|espectaculo|numero|"
    r"espetaculo|apresentacao|number)\b|\b(?<!\bse )(?:era|fue|foi) (?:so|solo|apenas|nomas|"
    r"nada mas|somente) (?:pra|para|un|una|o|a|el|la|um|uma)?\b|\b(?:resulto|acabou) (?:ser|"
    r"que era|sendo)\b|\bno fim era\b|\bna verdade era\b|\bsupongo que es normal\b|\bthats the "
    r"fog machine\b|"
    r"原来是|原來是|原来只是|原來只是|原来他|原來他|原来她|原來她|其实是|其實是|虚惊一场|虛驚一場|是在表演|"
    r"是表演|原来在|原來在"
)
_HARM_LEFT = re.compile(
    r"\b(?:help|911|ambulance|not breathing|unconscious|wont wake|bleeding|hurt|injured|"
    r"ayuda|ambulancia|no respira|sangr\w*|herid[oa]|ajuda|socorro|nao respira|machucad[oa]|"
    r"ferid[oa]|but (?:now|then|really)|pero (?:ahora|de verdad)|mas (?:agora|de verdade)|cant "
    r"breathe|no puedo respirar|nao consigo respirar|chest|pecho|peito|pills|pastillas|"
    r"comprimidos|overdos\w*|gun|knife|arma|pistola|cuchillo|faca)\b|"
    r"救命|救护车|救護車|受伤|受傷|流血|不会动|不會動|没呼吸|沒呼吸|但是现在|但是現在"
)


# Twenty-eighth session (AUTHORS134, tune side): a stage act, a performer's trick wondered at
# ("that magician basically stabbed a guy on stage and he walked off fine, how does he do it"):
# the performer named and the trick or the wonder, each in so many words, no harm left beside.
_PERFORMER = re.compile(
    r"\b(?:magicians?|illusionists?|magos?|magicos?|ilusionistas?|hypnotists?|hipnotizador\w*|"
    r"hipnotista|escape artists?|escapologists?|escapistas?|knife throwers?|sword swallowers?|"
    r"stunt ?(?:man|men|woman|performers?|show)|dubles?|acrobat\w*|acrobatas?|magic show|show de "
    r"magia|espectaculo de magia)\b|魔术师|魔術師|魔术表演|魔術表演|杂技|雜技"
)
_TRICK = re.compile(
    r"\b(?:how (?:does|did|do|can) (?:he|she|they|it) (?:do|pull off|pull) (?:it|that|this)|how is "
    r"(?:that|it|this) (?:even )?possible|(?:its|it s|it was|what a|cool|crazy|insane|great) "
    r"(?:\w+ )?(?:trick|illusion)|tricks?|illusions?|"
    r"como (?:lo|o) (?:hace|hizo|hacen|faz|fez|fazem)|"
    r"como (?:hace|hizo|faz|fez) (?:eso|esto|isso|isto)|trucos?|truques?|ilusion|ilusao|walked "
    r"(?:off|away) (?:fine|unharmed|without a scratch)|sin un rasguno|sem um arranhao|salio "
    r"(?:caminando|ileso)|saiu (?:andando|ileso))\b|"
    r"怎么做到|怎麼做到|怎么变|怎麼變|障眼法|戏法|戲法"
)


def false_alarm(text: str) -> bool:
    """Whether `text` says the alarming sight it describes turned out harmless, no harm left.

    Or that it was a performer's trick, wondered at: the performer and the trick named.
    """
    folded = normalize_text(text)
    if _PERFORMER.search(folded) is not None and _TRICK.search(folded) is not None:
        if _HARM_LEFT.search(_TRICK.sub(" ", _PERFORMER.sub(" ", folded))) is None:
            return True
    if _FALSE_ALARM.search(folded) is None:
        return False
    return _HARM_LEFT.search(_FALSE_ALARM.sub(" ", folded)) is None


def over_or_parting(text: str) -> bool:
    """Whether `text` says its emergency is past or resolved, or its goodbye is a trip ending.

    Never while an emergency is said to be going on ("todo bien ... se atragantó, no puede
    toser, se está poniendo morada").
    """
    folded = normalize_text(text)
    if _GOING_ON.search(folded):
        return False
    if _PAST_OR_FINE.search(folded) or _TRIP_ENDING.search(folded):
        return True
    if _BACKGROUND.search(folded) is None:
        return False
    return _NOW.search(_BACKGROUND.sub(" ", folded)) is None
