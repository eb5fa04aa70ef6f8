"""The words the app shows, in the trainee's language.

One workflow for every message, the core's and the screens': gettext catalogs (``.po``) kept
with Babel, read at start for the language in force. No Qt here.

- Core code marks a message with ``_()`` (translated at once, in the language in force) or
  ``N_()`` (only marked, for a constant defined at import; translate it with ``_()`` where it
  is shown). Templates have NAMED placeholders, filled after translation, so a language may
  put them in any order::

      _("Pay seat {seat} {amount}").format(seat=seat, amount=money(amount))

  ``ngettext(singular, plural, n)`` for a count (English grammar never built by hand);
  ``pgettext(context, message)`` where one English word needs two translations.
- Screens keep Qt's ``self.tr("...")``: ``ui/translations`` installs a translator that
  answers from these same catalogs, so there is one set of files for both.
- The catalogs: ``resources/locale/<language>/<area>.po`` (areas only split the work:
  ``ui``, ``baccarat``, ``blackjack``, ``stud``, ``training``; all of a language's files are
  read as one catalog). ``python packaging/messages.py`` extracts the marked messages and
  adds the new ones to each language's files, untranslated; ``tests/test_messages.py`` fails
  while a shipped language lacks one or a translation drops a placeholder.
- A choice's answer is a language-neutral key (its English label, kept in the records); the
  label shown is ``_(key)``.

The language is chosen once at start (:func:`use_language`) before any question is made;
English needs no catalog.
"""

from __future__ import annotations

import gettext as _gettext
import os
import sys
import threading
from collections.abc import Mapping
from datetime import date, datetime
from importlib import resources
from pathlib import Path

__all__ = ["LANGUAGES", "N_", "_", "language_in_force", "ngettext", "number_marks", "pgettext", "in_seconds", "short_day",
           "day_and_time", "system_language", "translated", "use_language"]

ENGLISH = "en"
# The languages shipped, each named in itself (as the setting lists them).
LANGUAGES: Mapping[str, str] = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}

_SIMPLIFIED = ("zh_cn", "zh_sg", "zh_hans", "zh_my")
_TRADITIONAL = ("zh_tw", "zh_hk", "zh_mo", "zh_hant")
_MAX_CATALOG_BYTES = 8 * 1024 * 1024  # a shipped catalog is far smaller; a bigger file is not read


class _Catalog:
    """One language's messages: msgid (or (context, msgid)) -> translation; plural forms kept whole."""

    def __init__(self, language: str, messages: dict[object, str | tuple[str, ...]], plural: str) -> None:
        self.language = language
        self.messages = messages
        self._plural = _gettext.c2py(plural) if plural else (lambda n: int(n != 1))

    def get(self, key: object) -> str | None:
        found = self.messages.get(key)
        if isinstance(found, tuple):
            found = found[0]
        return found or None

    def plural(self, singular: str, n: int) -> str | None:
        found = self.messages.get(singular)
        if isinstance(found, tuple):
            index = self._plural(n)
            return found[index] if 0 <= index < len(found) and found[index] else None
        return found or None


_lock = threading.Lock()
_catalog: _Catalog | None = None  # None: English, the messages as written


def locale_folder() -> Path:
    """Where the shipped catalogs are: ``resources/locale``. In a PyInstaller build that is
    ``sys._MEIPASS/resources/locale`` (the spec puts ``resources/`` there, as ``ui.resources``
    reads it; the bundle has no package ``dealertrainer.resources``), else the package."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources" / "locale"
    return Path(str(resources.files("dealertrainer.resources"))) / "locale"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The shipped language the system asks for (gettext's order: LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG); English when it asks for none we ship."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if not value:
            continue
        for wanted in value.split(":"):
            found = shipped_language(wanted)
            if found is not None:
                return found
        if name != "LANGUAGE":  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides
            return ENGLISH
    return ENGLISH


def shipped_language(code: str) -> str | None:
    """``code`` (``zh_TW.UTF-8``, ``zh-Hant-HK``, ``en_GB``, ...) as a shipped language, or None."""
    code = code.split(".")[0].split("@")[0].replace("-", "_").casefold()
    if code in ("zh",) or code.startswith(_SIMPLIFIED):
        return "zh_CN"
    if code.startswith(_TRADITIONAL):
        return "zh_TW"
    if code in ("en", "c", "posix") or code.startswith("en_"):
        return ENGLISH
    return None


def read_catalog(language: str, folder: Path | None = None) -> _Catalog:
    """Every ``.po`` file of ``language`` read as one catalog (Babel's reader)."""
    from babel.messages.pofile import read_po  # only for a language other than English

    folder = (folder or locale_folder()) / language
    messages: dict[object, str | tuple[str, ...]] = {}
    plural = ""
    for path in sorted(folder.glob("*.po")):
        if path.stat().st_size > _MAX_CATALOG_BYTES:
            continue
        with path.open("rb") as file:
            catalog = read_po(file, locale=language)
        plural = plural or catalog.plural_expr
        for message in catalog:
            if not message.id or message.fuzzy:
                continue
            msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
            key: object = (message.context, msgid) if message.context else msgid
            text = tuple(message.string) if isinstance(message.string, (tuple, list)) else message.string
            if text:
                messages[key] = text
    return _Catalog(language, messages, plural)


_read: dict[tuple[object, ...], _Catalog] = {}


def _catalog_read(language: str, folder: Path | None) -> _Catalog:
    """``read_catalog``, read again only when a file of the language changed (a language put in
    force again, as tests do, costs a look at the files' dates, not a read)."""
    base = (folder or locale_folder()) / language
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(base.glob("*.po")))
    key = (language, str(base), stamp)
    found = _read.get(key)
    if found is None:
        found = _read[key] = read_catalog(language, folder)
    return found


def use_language(language: str | None, folder: Path | None = None) -> str:
    """Put ``language`` in force (None: the system's). Returns the language in force: English
    when ``language`` is not shipped or its catalogs cannot be read."""
    global _catalog
    chosen = system_language() if language is None else (shipped_language(language) or ENGLISH)
    catalog = None
    if chosen != ENGLISH:
        try:
            catalog = _catalog_read(chosen, folder)
        except (OSError, ValueError, ImportError):
            chosen = ENGLISH
    with _lock:
        _catalog = catalog
    return chosen


def language_in_force() -> str:
    catalog = _catalog
    return ENGLISH if catalog is None else catalog.language


#: The locale whose conventions (Babel's data) dates and numbers follow in each language: English
#: writes a day as "19 Nov", as the app always has.
_LOCALES: Mapping[str, str] = {"en": "en_GB", "zh_CN": "zh_Hans_CN", "zh_TW": "zh_Hant_TW"}
_marks: dict[str, tuple[str, str]] = {"en": (",", ".")}


def number_marks() -> tuple[str, str]:
    """The marks the language in force groups thousands and separates decimals with (Babel's
    locale data; "," and "." in English and in both Chinese languages)."""
    language = language_in_force()
    found = _marks.get(language)
    if found is None:
        from babel.numbers import get_decimal_symbol, get_group_symbol  # only for a language other than English

        found = _marks[language] = (get_group_symbol(_LOCALES[language]), get_decimal_symbol(_LOCALES[language]))
    return found


def short_day(day: date) -> str:
    """A day as short as a chart's axis wants it, as the language in force writes it (Babel):
    "19 Nov", "11月19日"."""
    from babel.dates import format_skeleton  # a chart is drawn long after start: not on the start's path

    return format_skeleton("MMMd", day, locale=_LOCALES[language_in_force()])


def day_and_time(moment: datetime) -> str:
    """A day with its weekday and the time, as the language in force writes it: "Mon 30 Nov 2026
    09:00", "2026年11月30日周一 09:00"."""
    if language_in_force() == ENGLISH:
        return moment.strftime("%a %d %b %Y %H:%M")
    from babel.dates import format_skeleton  # as short_day: never on the start's path

    locale = _LOCALES[language_in_force()]
    return f"{format_skeleton('yMMMEd', moment, locale=locale)} {format_skeleton('Hm', moment, locale=locale)}"


def in_seconds(value: float, spec: str = ".1f") -> str:
    """A time in seconds with its unit, as the language in force writes it: "2.5 s", "2.5 秒"
    (``spec``: how the number is written, ".0f" for whole seconds)."""
    return _("{seconds} s").format(seconds=format(value, spec))


def translated(message: str, context: str | None = None) -> str | None:
    """``message``'s translation in the language in force, or None (English, or none shipped)."""
    catalog = _catalog
    if catalog is None:
        return None
    if context is not None:
        found = catalog.get((context, message))
        if found is not None:
            return found
    return catalog.get(message)


def _(message: str) -> str:
    """``message`` in the language in force (as written when it has no translation)."""
    return translated(message) or message


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it (translate it where shown)."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` as translated in ``context`` (one English word, two meanings)."""
    return translated(message, context) or message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` in the language in force."""
    catalog = _catalog
    if catalog is not None:
        found = catalog.plural(singular, n)
        if found is not None:
            return found
    return singular if n == 1 else plural

