"""Complaints said too firmly for the semantic layer's "none" to veto.

The gate lets a complaint pattern's hit go when the semantic layer reads "none" well ahead of
it (`agent.semantic.gate.vetoed`): "tengo una queja: el flan estaba demasiado rico" is praise.
A refund asked for, or a noise that kept someone awake, is never praise: short Chinese texts
of either ("隔壁好嘈 瞓唔到") read "none" first to the static embeddings all the same.
"""

from __future__ import annotations

import re

from compliance.guardrails import normalize_text

_REFUND = re.compile(
    r"\b(?:refund|refunded|reembolso|reembolsen|reembolsar|estorno|estornar)\b|退款|退錢|退钱|退返錢|退返钱"
)
_NOISE = re.compile(
    r"\b(?:noise|noisy|loud|music|partying|banging|stomping|yelling|screaming|ruido|barulho|"
    r"musica|gritando|gritos|fiesta|festa)\b|嘈|吵"
)
_NO_SLEEP = re.compile(
    r"\b(?:cant|couldnt|can t|could not|cannot) (?:get to )?sleep\b|\bno (?:puedo|pude|podemos|"
    r"pudimos) dormir\b|\bno (?:duermo|dormimos|dormi)\b|\bnao (?:consigo|consegui|conseguimos) "
    r"dormir\b|\bnao (?:dormi|dormimos)\b|"
    r"瞓唔到|瞓唔着|瞓唔著|瞓唔落|冇得瞓|睡不着|睡不著|睡唔著|无法入睡|無法入睡"
)


def firm_complaint(text: str) -> bool:
    """Whether `text` asks for a refund, or says a noise kept someone awake."""
    folded = normalize_text(text)
    if _REFUND.search(folded):
        return True
    return _NOISE.search(folded) is not None and _NO_SLEEP.search(folded) is not None
