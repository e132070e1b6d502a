"""Complaints said too firmly for the semantic layer's "none" to veto.

The gate lets a complaint pattern's hit go when the semantic layer reads "none" well ahead of
it (`agent.semantic.gate.vetoed`): "tengo una queja: el flan estaba demasiado rico" is praise.
A refund asked for, a charge made twice, or a noise that kept someone awake or went on into
the small hours is never praise: short Chinese texts
of either ("隔壁好嘈 瞓唔到") read "none" first to the static embeddings all the same.
"""

from __future__ import annotations

import re

from compliance.asked_sideways import DOOR_LEFT_OPEN, SARCASM, STAFF
from compliance.guardrails import normalize_text

_REFUND = re.compile(
    r"\b(?:refund|refunded|reembolso|reembolsen|reembolsar|estorno|estornar)\b|退款|退錢|退钱|退返錢|退返钱|"
    # Charged twice (twenty-third session, AUTHORS92).
    r"\b(?:charged (?:us |me )?twice|cobraron dos veces|cobrad[oa] duas vezes|cobraram duas "
    r"vezes)\b|扣了(?:两|兩)次|重复扣|重複扣|多扣"
)
# Noise at a late hour (twenty-third session, AUTHORS92: "隔壁从凌晨一点吵到现在").
_LATE = re.compile(
    r"\b(?:since (?:midnight|\d ?am)|\d ?am|desde (?:la|las) \d|madrugada|meia noite)\b|"
    r"凌晨|半夜|深夜|(?:三|四|两|兩)(?:點|点)"
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

# Never praise either (twenty-eighth session, AUTHORS133, tune side): roaches or bed bugs in
# the room, food served raw, dissatisfaction put on record, a long wait for one's food.
_NEVER_PRAISE = re.compile(
    r"\b(?:cucarachas?|baratas?|roaches|cockroaches|bed ?bugs|chinches|percevejos|ratones|ratos|"
    r"mice|rats)\b|"
    r"\b(?:veio|vieram|vino|vinieron|llego|chegou|came|came out|arrived) (?:\w+ )?"
    r"(?:crua|cru|cruas|crus|cruda|crudo|crudas|crudos|raw|undercooked)\b|"
    r"\b(?:dejar constancia de|dejo constancia de|register|registrar|lodge) (?:mi|my|our|nuestra|"
    r"minha|nossa) (?:\w+ )?(?:inconformidad|insatisfaccion|disappointment|dissatisfaction|"
    r"displeasure|complaint|queja|descontento)\b|"
    r"\bwaited (?:over |almost |nearly |more than |like )?(?:an hour|\w+ (?:minutes|mins|hours)|"
    r"\d+ (?:minutes|mins|hours)) for (?:our|my|the) (?:food|entrees|entree|meal|meals|order|"
    r"appetizers|drinks|steaks?|dinner|lunch|breakfast)\b|"
    # An hour stood in line, service "so slow" (thirty-sixth session, AUTHORS149).
    r"\b(?:una hora|uma hora|an hour) (?:parad[oa]s?|de pie|de pe|en (?:la )?fila|na fila|in "
    r"line|standing)\b|\b(?:que|q) (?:servicio|atencion|atendimento|check ?in) (?:tan|tao) "
    r"(?:lento|demorado)\b"
)

# Sarcasm over a failure (twenty-eighth session, AUTHORS136, tune side: "my key card has stopped
# working 3 times today. fun little game u guys have going"): its praise is the complaint.
_SARCASM = re.compile("|".join(SARCASM))
# ... and the room's door left open by housekeeping (AUTHORS136).
_DOOR_LEFT_OPEN = re.compile(DOOR_LEFT_OPEN)
_STAFF = re.compile(STAFF)


def firm_complaint(text: str) -> bool:
    """Whether `text` is a complaint that is never praise.

    A refund, a double charge, a late and sleepless noise, roaches, food served raw, a
    complaint put on record, sarcasm over a failure, the room's door left open by housekeeping.
    """
    folded = normalize_text(text)
    if _REFUND.search(folded) or _NEVER_PRAISE.search(folded) or _SARCASM.search(f" {folded} "):
        return True
    if _DOOR_LEFT_OPEN.search(folded) and _STAFF.search(folded):
        return True
    if _NOISE.search(folded) is None:
        return False
    return _NO_SLEEP.search(folded) is not None or _LATE.search(folded) is not None
