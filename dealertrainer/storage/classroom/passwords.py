"""Passwords of a class's people, never stored as given (standard library only).

- ``hash_password``/``password_matches``: scrypt, kept in ``people.password_hash`` for the
  app's own check where no server checks a sign-in (a SQLite class database);
- ``scram_verifier``: the SCRAM-SHA-256 verifier PostgreSQL keeps for a LOGIN role, worked out
  here so the password itself never travels to the server when a sign-in is made. The server
  (and libpq when signing in) first prepares a password with SASLprep (RFC 4013); ``saslprep``
  does the same, so a password with accents or wide spaces signs in as it was set.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import stringprep
import unicodedata

__all__ = ["MAX_PASSWORD", "MIN_PASSWORD", "PasswordRefused", "check_password", "hash_password",
           "password_matches", "saslprep", "scram_verifier"]

MIN_PASSWORD = 8
MAX_PASSWORD = 256
# scrypt's cost: 16 MiB and about 50 ms per check here (RFC 7914's interactive setting).
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
SCRAM_ITERATIONS = 4096  # PostgreSQL's own default (scram_iterations)


class PasswordRefused(ValueError):
    """A password we will not set, with the reason in words."""


def check_password(password: str) -> str:
    """The password, or ``PasswordRefused`` when it is too short, too long or holds a NUL."""
    if len(password) < MIN_PASSWORD:
        raise PasswordRefused(f"a password needs at least {MIN_PASSWORD} characters")
    if len(password) > MAX_PASSWORD:
        raise PasswordRefused(f"a password may hold at most {MAX_PASSWORD} characters")
    if "\0" in password:
        raise PasswordRefused("a password cannot hold a NUL character")
    return password


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    """``scrypt$n$r$p$salt-hex$hash-hex``."""
    salt = os.urandom(16) if salt is None else salt
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def password_matches(password: str, stored: str) -> bool:
    """True when ``password`` is the one ``stored`` was made from (False for a damaged hash)."""
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt" or int(n) > 2**20 or int(r) > 32 or int(p) > 16:
            return False
        again = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
                               dklen=len(bytes.fromhex(digest)), maxmem=2**30)
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(again.hex(), digest)


def saslprep(text: str) -> str:
    """RFC 4013's preparation as PostgreSQL applies it: on a string it cannot prepare (a
    prohibited character), the password is used as it is, as the server does."""
    mapped = "".join(" " if stringprep.in_table_c12(c) else c for c in text if not stringprep.in_table_b1(c))
    prepared = unicodedata.normalize("NFKC", mapped)
    prohibited = (stringprep.in_table_c12, stringprep.in_table_c21_c22, stringprep.in_table_c3,
                  stringprep.in_table_c4, stringprep.in_table_c5, stringprep.in_table_c6, stringprep.in_table_c7,
                  stringprep.in_table_c8, stringprep.in_table_c9, stringprep.in_table_a1)
    if any(test(c) for c in prepared for test in prohibited):
        return text
    if any(stringprep.in_table_d1(c) for c in prepared):
        if any(stringprep.in_table_d2(c) for c in prepared) or not (
                stringprep.in_table_d1(prepared[0]) and stringprep.in_table_d1(prepared[-1])):
            return text
    return prepared


def scram_verifier(password: str, *, salt: bytes | None = None, iterations: int = SCRAM_ITERATIONS) -> str:
    """``SCRAM-SHA-256$iterations:salt$StoredKey:ServerKey`` (base64), as PostgreSQL stores it."""
    salt = os.urandom(16) if salt is None else salt
    salted = hashlib.pbkdf2_hmac("sha256", saslprep(password).encode("utf-8"), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    server_key = hmac.new(salted, b"Server Key", "sha256").digest()
    stored_key = hashlib.sha256(client_key).digest()

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode("ascii")

    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"
