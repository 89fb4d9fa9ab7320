"""The join code: six characters the host gives out with its address, which gate its seats.

Made by the secrets module from letters and digits that are not mistaken for one another
(no 0/O, 1/I/L); typed in any case, with or without spaces or a dash; compared in constant
time. A connection that gives a wrong code too often is closed (host_table.py). The code also
keys the encryption of the connection (tls_key).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LENGTH = 6
TRIES = 3  # wrong codes one connection may give before it is closed


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def shown(code: str) -> str:
    """The code as the host shows it: two groups of three ("K7P-Q2M")."""
    return f"{code[:3]}-{code[3:]}"


def typed(text: str) -> str:
    """What a person typed, as a code: capitals, without spaces and dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def matches(given: str, code: str) -> bool:
    return hmac.compare_digest(typed(given).encode("utf-8"), code.encode("utf-8"))


def same_token(given: str, token: str) -> bool:
    return bool(token) and hmac.compare_digest(given.encode("utf-8"), token.encode("utf-8"))


KEY_ROUNDS = 100_000  # PBKDF2 rounds: a guess of the code costs this much, offline too


def tls_key(code: str) -> bytes:
    """The pre-shared key of the encrypted connection (TLS-PSK, with an ephemeral key
    exchange): made from the join code, as typed, so only a program given the code connects;
    a wrong code fails the handshake."""
    return hashlib.pbkdf2_hmac("sha256", typed(code).encode("utf-8"),
                               b"sagrada-artisans network play", KEY_ROUNDS)


def new_token() -> str:
    """A seat's rejoin token: kept by the guest that holds the seat, never shown."""
    return secrets.token_urlsafe(18)
