"""Scares told as over: the words of an emergency inside a story that has already ended well.

Thirty-fifth session (AUTHORS146, tune side): "ayer hubo una ambulancia en el lobby pero ya se
fueron, está abierto el lobby bar?", "以为儿子不见了，原来在Kids Quest，几点关门", "worried my
husband got lost but he just texted hes at the poker room", "o alarme tocou mais cedo mas era
teste", "昨天孩子手指划破了，保安已经帮忙处理了". Each source spans only the scare and its end (a
past time, then "gone", "turned out", "a test", "already handled"), so words of an emergency
outside the span still count: "thought he was lost but he's at the pool and not breathing" keeps
"not breathing".

Sources are written against `normalize_text`'s form (lower case, accents folded, punctuation as
spaces). `compliance.guardrails` cuts them before the crisis rules (as the crisis idioms), and
`compliance.look_alikes` before it looks for words of an emergency, and clears a semantic
crisis reading on them.
"""

from __future__ import annotations

_PAST = (
    r"(?:ontem|ayer|anoche|anteontem|antier|mais cedo|mas temprano|hace (?:un )?rato|hoje cedo|"
    r"(?:hoje |esta )?de manha|esta manha|esta manana|earlier|yesterday|last night|this "
    r"(?:morning|afternoon)|before)"
)
_GONE = (
    r"(?:ja foi|ja foram|ja se foi|ja se foram|foi embora|foram embora|ya se fue|ya se fueron|se "
    r"fueron|already left|already gone|is gone|are gone|were gone|has left|have left|they left|"
    r"it left)"
)

SOURCES = (
    # An ambulance seen before and gone now.
    rf"\b{_PAST} (?:\w+ ){{0,5}}(?:ambulancias?|ambulances?|paramedics?|paramedicos?)\b"
    rf"(?: \w+){{0,6}}? (?:but |pero |mas |and |y |e )?{_GONE}\b",
    r"(?:救护车|救護車)[^。！？]{0,6}?(?:现在|現在)?(?:已经|已經)(?:走了|离开了|離開了|开走了|開走了)",
    # Someone thought lost who turned up.
    r"\b(?:thought|worried|i was worried|freaked out|panicked) (?:that )?(?:\w+ ){0,3}(?:was |"
    r"got |had gotten |had )?(?:lost|missing|gone missing|wandered off)\b(?: \w+){0,3}? (?:but|"
    r"turns out|turned out)\b(?: \w+){0,5}? (?:found|texted|called|showed up|turned up|is at|was "
    r"at|hes at|shes at|he s at|she s at|was in|is in|was just|is fine|came back)\b",
    r"\b(?:pense|crei|pensabamos|creimos|me preocupe) (?:que )?(?:\w+ ){0,3}(?:se )?(?:habia )?"
    r"(?:perdio|perdido|perdida|desaparecido|desaparecida|desaparecio)\b(?: \w+){0,3}? (?:pero|"
    r"y) (?:\w+ ){0,5}?(?:estaba|esta|me escribio|me llamo|aparecio|lo encontramos|la "
    r"encontramos|ya llego|volvio)\b",
    r"\b(?:achei|pensei|achamos|pensamos|fiquei preocupad[oa]) (?:que )?(?:\w+ ){0,3}(?:tinha |"
    r"havia |se )?(?:sumido|sumida|sumiu|perdido|perdida|perdeu|desaparecido|desaparecida|"
    r"desapareceu)\b(?: \w+){0,3}? (?:mas|e) (?:\w+ ){0,5}?(?:mandou|estava|esta|ta|ligou|"
    r"apareceu|achamos|encontramos|voltou|chegou)\b",
    r"(?:以为|以為)[^。！？]{0,8}(?:不见了|不見了|走丢了|走丟了|走失了|丢了|丟了|失踪了|失蹤了)"
    r"[^。！？]{0,3}(?:原来|原來|结果|結果|其实|其實)",
    # An alarm that was a test or a drill.
    r"\b(?:fire )?(?:alarm|alarma|alarme|sirene|sirena|siren)\b(?: \w+){0,6}? (?:was|were|era|"
    r"foi|fue|es|e|just|only|solo|so) (?:(?:a|an|um|un|una|uma|just a|only a|apenas um|solo una|"
    r"so um|de) )?(?:test|teste|prueba|simulacro|drill|testing|probando|testando)\b",
    r"(?:警报|警報|火警|警铃|警鈴)[^。！？]{0,8}?(?:是|只是)?(?:测试|測試|演习|演習)",
    # A small injury from before that staff already took care of.
    rf"\b{_PAST}\b(?: \w+){{0,12}}? (?:security|staff|the nurse|a medic|first aid|they|someone) "
    r"(?:\w+ )?(?:already )?(?:handled|took care of|patched|bandaged|cleaned)\b",
    rf"\b{_PAST}\b(?: \w+){{0,12}}? ya (?:lo |la |le |nos )?(?:atendieron|resolvieron|curaron|"
    r"vendaron)\b",
    rf"\b{_PAST}\b(?: \w+){{0,12}}? ja (?:nos )?(?:atenderam|resolveram|cuidaram|fizeram o "
    r"curativo)\b",
    r"(?:昨天|昨晚|之前|前天)[^。！？]{0,30}?(?:已经|已經)(?:帮忙|幫忙|帮我们|幫我們)?"
    r"(?:处理|處理|包扎|包紮|解决|解決)(?:好)?了",
)
