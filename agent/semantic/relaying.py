"""A relaying frame that opens a text ("my mother asks if ..."), cut before the gate reads it.

Guests text for someone who does not: "My mother asked me to text you: is the buffet open?",
"mi madre pregunta si hay descuento", "我妈妈让我问一下：有早餐吗". The frame tells who asks, not
what is asked, but the semantic layer reads a text's words together and a relative's words lean
to crisis: on the tune side (bench/gate_perturbations.py, edit "relayed"), ~850 of ~12,500
ordinary texts were read as a case once a frame was put before them (thirty-fourth session).
The gate reads what is asked. Only a frame at the very start is cut, and only one whose
relative is named without a number ("my 17 year old son asks ..." keeps the age).
"""

from __future__ import annotations

import re

_RELATIVE_EN = (
    r"(?:mother|mom|mum|mommy|father|dad|daddy|wife|husband|partner|son|daughter|grandma|"
    r"grandmother|granny|grandpa|grandfather|aunt|auntie|uncle|friend|buddy|sister|brother|"
    r"mother-in-law|father-in-law|mother in law|father in law|boss|cousin|niece|nephew|parents|"
    r"grandparents|in-laws|in laws|neighbou?r|roommate|girlfriend|boyfriend|fianc[eé]e?|"
    r"colleague|coworker|client|guest)s?"
)
_RELATIVE_ES = (
    r"(?:madre|mam[aá]|padre|pap[aá]|esposa|esposo|marido|mujer|hij[oa]|abuel[oa]|abuelit[oa]|"
    r"t[ií][oa]|amig[oa]|herman[oa]|suegr[oa]|prim[oa]|novi[oa]|jef[ea]|sobrin[oa]|vecin[oa]|"
    r"padres|abuelos|cliente|compañer[oa])s?"
)
_RELATIVE_PT = (
    r"(?:m[aã]e|pai|esposa|esposo|marido|mulher|filh[oa]|av[oóô]|vov[oóô]|ti[oa]|amig[oa]|"
    r"irm[aã]o?|sogr[oa]|prim[oa]|namorad[oa]|chefe|sobrinh[oa]|vizinh[oa]|pais|av[oó]s|"
    r"cliente|colega)s?"
)
_RELATIVE_ZH = (
    r"(?:妈妈|媽媽|妈|媽|母亲|母親|爸爸|爸|父亲|父親|老婆|老公|太太|先生|丈夫|妻子|儿子|兒子|女儿|"
    r"女兒|奶奶|爷爷|爺爺|外婆|外公|姥姥|姥爷|婆婆|公公|岳母|岳父|朋友|哥哥|姐姐|弟弟|妹妹|阿姨|叔叔|"
    r"舅舅|姑姑|老板|老闆|父母|家人)"
)
# A verb of asking is a frame only before what is asked: a mark, or a word a question opens
# with ("my son asks if ...", not "my son asks a lot of questions").
_ASKED_NEXT = (
    r"(?=\s*[:：,，]|\s+(?:if|whether|what|when|where|which|who|how|why|is|are|can|could|do|"
    r"does|will|would|may|should|si|se|que|qu[eé]|cu[aá]ndo|d[oó]nde|onde|quando|c[oó]mo|cu[aá]l|"
    r"qual|cu[aá]nto|quanto|hay|tem|tiene|a qu[eé]|en qu[eé]|em que)\b)"
)
# Up to two words before the relative ("my elderly mother"), none of them a number.
_BEFORE = r"(?:(?![0-9])[\w'-]+ ){0,2}?"
_FRAME = re.compile(
    r"^\s*(?:"
    rf"(?:my|our) {_BEFORE}{_RELATIVE_EN} (?:(?:asked|asks|wants|wanted|would like) me to "
    r"(?:text|ask|write|message|send) (?:you|y'?all|the (?:hotel|desk|concierge))(?: this)?|"
    r"(?:(?:wants|wanted|would like|would love) to know|asks|asked|wonders|is wondering|"
    rf"is asking|was asking|wants me to ask|says to ask)(?: (?:you|y'?all))?{_ASKED_NEXT})"
    rf"|(?:mis?|nuestr[oa]s?) {_BEFORE}{_RELATIVE_ES} (?:me pidi[oó] que (?:les |le |te )?"
    r"(?:escribiera|preguntara|mandara|enviara)(?: esto)?|me pide que (?:les |le |te )?"
    r"(?:escriba|pregunte|mande)|(?:quiere saber|quisiera saber|desea saber|pregunta|"
    rf"pregunt[oó]){_ASKED_NEXT})"
    rf"|(?:meu|minha|meus|minhas|nosso|nossa) {_BEFORE}{_RELATIVE_PT} (?:pediu (?:pra|para|que)"
    r" (?:eu )?(?:mandar|perguntar|escrever|enviar|mandasse|perguntasse)(?: isso)?|"
    rf"(?:quer saber|gostaria de saber|deseja saber|pergunta|perguntou){_ASKED_NEXT})"
    rf"|(?:我|我们|我們)?(?:的)?{_RELATIVE_ZH}(?:让我|讓我|叫我|要我)(?:发给你们|發給你們|发|發|"
    r"问一下|問一下|问问|問問|问|問|转告|轉告)|(?:我|我们|我們)?(?:的)?"
    rf"{_RELATIVE_ZH}(?:想知道|想问一下|想問一下|想问|想問|问|問)"
    r")(?:[\s:：,，]+(?:(?:if|whether|si|se) )?|(?<=[\u3400-\u9fff])(?=\S))",
    re.IGNORECASE,
)
_WORD_CHARACTER = re.compile(r"\w")


def without_relaying_frame(text: str) -> str:
    """`text` without the frame it opens with that says whom it is sent for.

    As written when fewer than two letters or digits would be left.
    """
    match = _FRAME.match(text)
    if match is None:
        return text
    rest = text[match.end() :]
    return rest if len(_WORD_CHARACTER.findall(rest)) >= 2 else text
