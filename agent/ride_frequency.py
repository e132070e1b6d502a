"""Questions about how often a ride runs: an honest decline.

"how often does the parking shuttle come", "cada cuánto pasa el shuttle", "de quanto em quanto
tempo passa o ônibus", "接驳车几分钟一班": the knowledge base says where a shuttle runs and that
it is free, never every how many minutes, so such a question is declined, not answered with
the shuttle's blurb or the garages. Where the shuttle goes or whether it is free are answered.
Read on the English reading and on the guest's own words.
"""

from __future__ import annotations

import re

_RIDE = re.compile(
    r"\b(?:shuttles?|bus(?:es)?|trains?|trams?|trolley|ferry|ferries|vans?|autob[uú]s|"
    r"[oô]nibus|cami[oó]n|transporte|traslado)\b|接驳车|接駁車|班车|班車|巴士|穿梭",
    re.I,
)
_HOW_OFTEN = re.compile(
    r"\b(?:how often|how frequent(?:ly)?|frequency|every how many|how many minutes between|"
    r"how long between|cada cu[aá]nto|cada cuantos minutos|con qu[eé] frecuencia|"
    r"de quanto em quanto|com que frequ[eê]ncia|a cada quanto|cada quanto)\b|"
    r"(?:几|幾)分钟?(?:一班|一趟)|多久一(?:班|趟)|多长时间一(?:班|趟)|多長時間一(?:班|趟)|间隔|間隔",
    re.I,
)


def asks_ride_frequency(question: str, original: str = "") -> bool:
    """Whether the question (or the guest's words) asks how often a shuttle or bus runs."""
    return any(
        _RIDE.search(text) is not None and _HOW_OFTEN.search(text) is not None
        for text in (question, original)
    )
