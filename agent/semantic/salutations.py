"""A greeting or a polite apology that opens a text, cut off before the gate reads it.

"hi there! guy with a gun in the lobby" means what its second half says, but the semantic
layer reads a text's words together, and a greeting's words weigh as much as the rest: on
short texts they dilute the category ("hola, operadora" reads as nothing, "hola, perdón la
molestia" lends an apology's words to a question about cash). A greeting tells nothing about
a category, so the gate reads the text without it. Only a greeting at the very start is cut,
with the apology that may follow it; a text that is only a greeting is read as written.
"""

from __future__ import annotations

import re

_GREETING = (
    r"(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|night|day)|greetings|hola|"
    r"buenas(?: noches| tardes| d[ií]as)?|buenos d[ií]as|buen d[ií]a|oi|ol[aá]|bom dia|"
    r"boa (?:tarde|noite)|e a[ií]|al[oó]|你好|您好|早上好|下午好|晚上好|哈囉|哈喽|嗨|喂|"
    # Pleasantries that open a text as a greeting does ("todo bien, gracias. ..."): they also
    # read as an emergency said to be over (compliance.crisis_context), so they are cut too.
    r"todo bien|tudo (?:bem|bom|certo)|all good|how are you|how r u|qu[eé] tal|como vai|"
    r"c[oó]mo est[aá]s?|thanks|thank you|thx|gracias|muchas gracias|obrigad[oa]|"
    r"muito obrigad[oa]|谢谢你|謝謝你|谢谢|謝謝|"
    # A question announced before it is asked ("una pregunta rápida.", "问个问题。"): it
    # tells no category, and on its own "una pregunta rápida" reads as urgent as a crisis.
    r"(?:(?:a|one|another|one more|quick|i have a|i ve got a|ive got a|got a) )*"
    r"(?:quick )?(?:question|q)|(?:una|otra|tengo una) (?:pregunta|duda)(?: r[aá]pida)?|"
    r"pregunta r[aá]pida|(?:uma|outra|tenho uma) (?:pergunta|d[uú]vida)(?: r[aá]pida)?|"
    r"pergunta r[aá]pida|d[uú]vida r[aá]pida|问个问题|問個問題|我有个问题|我有個問題|想问一下|"
    r"想問一下|"
    # A letter's formal address ("Dear Sir or Madam", "Estimados señores", "Prezados", "尊敬的
    # 酒店"): older guests write so (thirty-fourth session, AUTHORS142).
    r"dear(?: (?:sir or madam|sirs?|madam|team|staff|concierge|friends|all|hotel|front desk|"
    r"mohegan(?: sun)?(?: team| staff)?))?|to whom it may concern|"
    r"estimad[oa]s?(?: (?:se[nñ]or(?:es|a|as)?|equipo|personal|amig[oa]s|concierge|mohegan"
    r"(?: sun)?))?|prezad[oa]s?(?: (?:senhor(?:es|a|as)?|equipe|amig[oa]s|concierge|mohegan"
    r"(?: sun)?))?|尊敬的(?:先生|女士|酒店|工作人员|工作人員|礼宾|禮賓|经理|經理|客服)?(?:您好)?)"
    r"(?:\s+(?:there|again|all|guys|team|folks|y'?all|everyone|friend|amig[oa]s?|pessoal|gente|"
    r"mohegan(?: sun)?|concierge))?"
)
_APOLOGY = (
    r"(?:(?:so\s+)?sorry\s+to\s+(?:bother|trouble)(?:\s+you)?|excuse\s+me|"
    r"perd[oó]n(?:\s+(?:por\s+)?la\s+molestia)?|disculp[ae](?:\s+la\s+molestia)?|"
    r"desculp[ae](?:\s+(?:incomodar|o\s+inc[oô]modo))?|不好意思(?:打扰一下|打擾一下|打扰了|打擾了)?|"
    r"打扰一下|打擾一下|打扰了|打擾了)"
)
# A greeting or an apology, each ending at punctuation or a space, then the rest of the text.
_OPENING = re.compile(
    rf"^\s*(?:(?:{_GREETING}|{_APOLOGY})(?:[\s,.!?~:;\-—：，。！]+|(?<=[\u3400-\u9fff])(?=\S)|$)|"
    r"[,.!~:;，。！、]+\s*)+",
    re.IGNORECASE,
)
# A letter's sign-off, with the name signed after it ("Kind regards, Harold", "Atentamente,
# Rosa Díaz", "谢谢！李先生"): it tells no category either (thirty-fourth session).
_CLOSING = re.compile(
    r"(?:[\s,;:\-—，：；]+|(?<=[.!?。！？]))"
    r"(?i:(?:kind|best|warm|warmest|many thanks and|with kind) regards|regards|"
    r"sincerely(?: yours)?|yours (?:truly|sincerely|faithfully)|respectfully|thank you kindly|"
    r"many thanks|with thanks|atentamente|saludos cordiales|un (?:cordial )?saludo|cordialmente|"
    r"atenciosamente|cordiais sauda[cç][oõ]es|abra[cç]os|此致敬礼|此致|谢谢|謝謝)"
    r"(?:[\s,.!;:\-—！，。]*(?:(?i:mr|mrs|ms|dr|sr|sra|srta)\.? )?[A-ZÀ-Ý][\wÀ-ÿ'’]*"
    r"(?: [A-ZÀ-Ý][\wÀ-ÿ'’]*)?|[\s,.!！，。]+[\u3400-\u9fff]{1,4})?[\s.!。！]*$"
)
# How far from a text's end a sign-off may start ("Many thanks and regards, Dr. Ana Lopez").
_CLOSING_REACH = 64
# A word every sign-off holds: a text whose end has none is not searched.
_CLOSING_WORDS = (
    "regards",
    "sincerely",
    "yours",
    "respectfully",
    "kindly",
    "thanks",
    "atentamente",
    "saludo",
    "cordial",
    "atenciosamente",
    "sauda",
    "abra",
    "此致",
    "谢谢",
    "謝謝",
)
_WORD_CHARACTER = re.compile(r"\w")


def without_salutation(text: str) -> str:
    """`text` without the greetings and apologies it opens with and a letter's sign-off.

    As written when fewer than two letters or digits would be left.
    """
    match = _OPENING.match(text)
    rest = text[match.end() :] if match is not None else text
    # A sign-off and its name stand in a text's last few dozen characters: only those are
    # searched (~12 us a 160-character text when the whole was).
    start = max(0, len(rest) - _CLOSING_REACH)
    tail = rest[start:].lower()
    signed = any(word in tail for word in _CLOSING_WORDS)
    closing = _CLOSING.search(rest, start) if signed else None
    if closing is not None:
        rest = rest[: closing.start()]
    if rest is text or len(rest) == len(text):
        return text
    # A word or two must be left: "谢谢你！" cut to "你！" would be read as something else.
    return rest if len(_WORD_CHARACTER.findall(rest)) >= 2 else text
