"""Password hashing with Argon2id (argon2-cffi's defaults, RFC 9106's low-memory profile)."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()

# The hash of a random password nobody knows, verified against when the email is unknown.
_DUMMY_HASH = (
    "$argon2id$v=19$m=65536,t=3,p=4$qLHEgrBcBH08fUf80Lt+SQ"
    "$0dN+8jdRKPj10AJTrSN/bcqxXQAfXqtTWeg2brFNNUQ"
)

MIN_LENGTH = 12


class WeakPassword(ValueError):
    """The password is too short to protect a console account."""


def hash_password(password: str) -> str:
    """An Argon2id hash string (salt and parameters included); refuse short passwords."""
    if len(password) < MIN_LENGTH:
        raise WeakPassword(f"a console password needs at least {MIN_LENGTH} characters")
    return _hasher.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when `password` matches; any malformed hash is simply a mismatch."""
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def dummy_verify(password: str) -> None:
    """Spend the time of one verification, so an unknown email answers as slowly as a known one."""
    verify_password(_DUMMY_HASH, password)
