"""Greetings and thanks: recognised without a model, answered from a template."""

from __future__ import annotations

import re

from data.properties import Property

_GREETING = re.compile(
    r"^(hi+|hello+|hey+|hiya|howdy|yo|good (morning|afternoon|evening)|greetings|hola|sup|"
    r"buen[oa]s( d[ií]as| tardes| noches)?|ol[aá]|oi|bom dia|boa (tarde|noite)|你好|您好)"
    r"( there)?( (concierge|team|all|folks))?[\s!.,?！。]*$",
    re.IGNORECASE,
)
_THANKS = re.compile(
    r"^(thanks?( you)?( so much| very much)?|thx|ty|great,? thanks?|perfect,? thanks?|ok(ay)?,? "
    r"thanks?|(muchas )?gracias|obrigad[oa]|谢谢|多谢)[\s!.,！。]*$",
    re.IGNORECASE,
)


def is_greeting(text: str) -> bool:
    """True for a bare greeting with no question in it."""
    return bool(_GREETING.match(text.strip()))


def is_thanks(text: str) -> bool:
    """True for a bare thank-you."""
    return bool(_THANKS.match(text.strip()))


def greeting_reply(prop: Property) -> str:
    """The welcome text for a property."""
    return (
        f"Hi! This is the {prop.name} concierge. Ask me about dining, shows, rooms, the spa "
        "or the casino, and I'll text you back."
    )


def thanks_reply(prop: Property) -> str:
    """The reply to a thank-you."""
    return f"You're welcome! Enjoy your time at {prop.name}."
