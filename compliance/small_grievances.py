"""Anger about a small thing: a complaint, however strong the words.

Thirty-fifth session (AUTHORS148, tune side): "the housekeeper folded my towels into swans and
took my pillow mint. Absolutely ridiculous!!", "房间里只给一块小得可怜的香皂 ... 气死我了！",
"¡Qué vergüenza de servicio!". Strong words beside an amenity, a dish or a staff member's
slip read to the semantic layer as distress; said of such a thing, they are a complaint. Both
parts are regex sources against `normalize_text`'s form (accents folded, lower case);
`compliance.guardrails` reads them as a complaint and `compliance.look_alikes` clears a
semantic crisis on them (words of an emergency elsewhere in the text still count).
"""

from __future__ import annotations

ANGER = (
    r"\b(?:ridiculous|unacceptable|insulted|insulting|disgrace\w*|pathetic|what a joke|absurd|"
    r"outrageous|shameful|are you kidding|kidding me|worst (?:\w+ ){0,3}(?:ever|of my)|never "
    r"been so (?:insulted|disrespected)|verguenza|ridicul[oa]|inaceptable|indignad\w*|"
    r"absurd[oa]|una burla|falta de respeto|es el colmo|pesim[oa]|vergonha|inaceitavel|"
    r"desrespeitad[oa]|palhacada|de brincadeira|pessim[oa]|falta de respeito|nunca me senti tao "
    r"(?:desrespeitad[oa]|humilhad[oa])|pior (?:\w+ ){0,3}(?:da|de|do) (?:\w+ )?(?:viagem|vida|"
    r"ferias))\b"
)
SMALL_THING = (
    r"\b(?:towels?|soap|pillows?|remote|batter(?:y|ies)|coffee|eggs|fries|pool|lifeguard|"
    r"shampoo|toilet paper|ice bucket|mint|hair ?dryer|waiter|waitress|lemon|sheets|blankets?|"
    r"minibar|tv|wifi|almohadas?|toallas?|jabon|champu|papel higienico|cafe|huevos|papas|"
    r"piscina|control|pilas|pilhas|secador|toalhas?|sabonete|travesseiros?|batata|gelo|mesero|"
    r"garcom|camarera|camareira|arrumadeira)\b"
)
ANGER_ZH = (
    r"离谱|離譜|气死|氣死|糟透|不尊重|太过分|太過分|什么高档|什麼高檔|岂有此理|豈有此理|这种气|"
    r"這種氣"
)
SMALL_THING_ZH = (
    r"冰桶|香皂|肥皂|毛巾|枕头|枕頭|遥控器|遙控器|吹风机|吹風機|煎蛋|炒蛋|咖啡|柠檬|檸檬|泳池|救生员|"
    r"救生員|洗发水|洗髮水|拖鞋|床单|床單|服务生|服務生"
)
