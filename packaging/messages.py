"""Keep the message catalogs in step with the code (the one translation workflow; see
``dealertrainer/language.py``).

    python packaging/messages.py            # regenerate every language's area files from the code
    python packaging/messages.py --new-only # only add new messages (leave other entries as they are)
    python packaging/messages.py --check    # list what is wrong in the catalogs (exit 1 if anything)

Messages are found by Babel in every module of ``dealertrainer``: the core's ``_()``, ``N_()``,
``ngettext()``, ``pgettext()`` and the screens' ``tr()``, ``QCoreApplication.translate()``
and ``QT_TRANSLATE_NOOP()``. Each message lives in exactly one area file of a language: the
area (``ui``, ``baccarat``, ``blackjack``, ``stud``, ``training``) of the module it is first
found in (:func:`area_of`). Regenerating gives every entry the places the code uses it now,
moves a message whose first use moved to its new area file (its translation kept; of two
copies, the one the app shows), drops the entries of messages the code no longer has, adds new
ones untranslated, and orders each file by first use. It writes only files whose text changes,
so running it twice changes nothing. Translators then fill the ``msgstr`` of what is new.
Nothing here runs in the app.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "dealertrainer"
LOCALE = ROOT / "resources" / "locale"
SHIPPED = ("zh_CN", "zh_TW")
AREAS = ("ui", "baccarat", "blackjack", "stud", "training")

# The Qt calls take the context first; it names the class, not a meaning, and the catalogs do
# not use it (the app's translator looks messages up by their text), so only the text is taken.
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "tr": (1,),
    "translate": (2,),
    "QT_TRANSLATE_NOOP": (2,),
    "_tr": (1,),  # a screen module's own shorthand for QCoreApplication.translate(its context, text)
}


# {name} and {name:fmt} (str.format), %1 and %n (Qt's arguments), and HTML tags the screens style
FIELDS = re.compile(r"\{[a-z_][a-z0-9_]*(?:[:!][^{}]*)?\}|%\d|%n|</?[a-z]+[^>]*>")

Key = tuple[str | None, str]


@dataclass(frozen=True)
class Found:
    msgid: str | tuple[str, str]
    context: str | None
    locations: tuple[tuple[str, int], ...]  # every use, first use first (path relative to dealertrainer/)
    comments: tuple[str, ...] = ()  # "Translators:" comments in the code

    @property
    def key(self) -> Key:
        return self.context, self.msgid[0] if isinstance(self.msgid, tuple) else self.msgid

    @property
    def where(self) -> str:
        """path:line of its first use."""
        path, line = self.locations[0]
        return f"{path}:{line}"

    @property
    def area(self) -> str:
        return area_of(self.locations[0][0])


def area_of(path: str) -> str:
    """The catalog file a message first found in ``path`` (relative to dealertrainer/) goes to."""
    if path.startswith("ui/"):
        return "ui"
    for game in ("baccarat", "blackjack", "stud"):
        if game in path:
            return game
    if "pitch" in path or "insurance" in path:
        return "blackjack"
    return "training"


def fields(text: str) -> list[str]:
    """The placeholders and tags of ``text``, sorted (a translation must keep the same)."""
    return sorted(FIELDS.findall(text))


def extract(source: Path = SOURCE) -> dict[Key, Found]:
    """Every marked message in ``source`` with every place it is used, in the order first found
    (Babel walks the files in sorted order)."""
    msgids: dict[Key, str | tuple[str, str]] = {}
    contexts: dict[Key, str | None] = {}
    locations: dict[Key, list[tuple[str, int]]] = {}
    comments: dict[Key, list[str]] = {}
    method_map = [("**/migrations/**", "ignore"), ("**.py", "python")]
    for filename, lineno, message, notes, context in extract_from_dir(
            str(source), method_map=method_map, keywords=KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True):
        if not message or (isinstance(message, tuple) and not message[0]):
            continue
        if isinstance(message, tuple):
            message = tuple(part or "" for part in message)
        key = (context, message[0] if isinstance(message, tuple) else message)
        msgids.setdefault(key, message)
        contexts.setdefault(key, context)
        where = (filename.replace("\\", "/"), lineno)
        if where not in locations.setdefault(key, []):
            locations[key].append(where)
        comments.setdefault(key, [])
        comments[key].extend(note for note in notes if note not in comments[key])
    return {key: Found(msgids[key], contexts[key], tuple(locations[key]), tuple(comments[key])) for key in msgids}


def _blank(language: str) -> Catalog:
    return Catalog(locale=language, project="DealerTrainer", version=None, fuzzy=False,
                   copyright_holder="the DealerTrainer authors (MIT)", msgid_bugs_address="",
                   language_team=f"DealerTrainer {language}")


def language_files(language: str, locale: Path = LOCALE) -> Iterator[tuple[str, Catalog]]:
    for area in AREAS:
        path = locale / language / f"{area}.po"
        if path.exists():
            with path.open("rb") as file:
                yield area, read_po(file, locale=language)
        else:
            yield area, _blank(language)


def _key(message: Message) -> Key:
    return message.context, message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def _strings(message: Message) -> tuple[str, ...]:
    return tuple(message.string) if isinstance(message.string, (tuple, list)) else (message.string,)


def _translated(message: Message) -> bool:
    return all(_strings(message)) and not message.fuzzy


def missing(language: str, found: dict[Key, Found], locale: Path = LOCALE) -> list[Found]:
    """The messages ``language`` has no translation for."""
    have = {_key(message) for _area, catalog in language_files(language, locale)
            for message in catalog if message.id and _translated(message)}
    return [item for key, item in found.items() if key not in have]


def problems(language: str, found: dict[Key, Found], locale: Path = LOCALE) -> list[str]:
    """Everything wrong in ``language``'s catalogs, one line each: an entry of a message the code
    no longer has (stale), a message in two area files or not in its area's file, a message
    without a translation, a translation whose placeholders or tags differ from the message's."""
    wrong: list[str] = []
    areas: dict[Key, list[str]] = {}
    for area, catalog in language_files(language, locale):
        for message in catalog:
            if not message.id:
                continue
            key = _key(message)
            areas.setdefault(key, []).append(area)
            text = key[1]
            if key not in found:
                wrong.append(f"{language}/{area}.po: stale (no longer in the code): {text[:70]!r}")
                continue
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            for string in _strings(message):
                if string and fields(string) not in (fields(ids[0]), fields(ids[-1])):
                    wrong.append(f"{language}/{area}.po: placeholders or tags differ: {text[:50]!r} -> {string[:50]!r}")
    for key, where in areas.items():
        if len(where) > 1:
            wrong.append(f"{language}: in {len(where)} area files ({', '.join(where)}): {key[1][:70]!r}")
        elif key in found and where[0] != found[key].area:
            wrong.append(f"{language}/{where[0]}.po: belongs in {found[key].area}.po "
                         f"(first used at {found[key].where}): {key[1][:60]!r}")
    wrong.extend(f"{language}: untranslated ({item.where}): {item.key[1][:70]!r}"
                 for item in missing(language, found, locale))
    return wrong


@dataclass
class Changes:
    """What one language's regeneration did (counted in entries)."""
    added: int = 0  # new messages, untranslated
    dropped: int = 0  # entries of messages the code no longer has
    merged: int = 0  # extra copies of a message found in more than one area file, removed
    moved: int = 0  # messages now in another area file (their first use moved), translation kept
    written: list[str] = field(default_factory=list)  # the files whose text changed


def _pick(copies: list[tuple[str, Message]], area: str) -> Message:
    """Of a message's copies in several area files, the one to keep: the translation the app
    shows today (``language.read_catalog`` reads the files in name order, the last translated
    copy wins), so regenerating changes no text on screen; untranslated, its own area's copy."""
    translated = [copy for copy in copies if _translated(copy[1])]
    if translated:
        return max(translated, key=lambda copy: copy[0])[1]
    return min(copies, key=lambda copy: (copy[0] != area, AREAS.index(copy[0])))[1]


def _entry(item: Found, old: Message | None, plurals: int) -> Message:
    """``item`` as a catalog entry: the code's msgid, places and comments; the translation,
    flags and translator comments of ``old`` (when it had the same shape, singular or plural)."""
    plural = isinstance(item.msgid, tuple)
    string: str | tuple[str, ...] = tuple("" for _ in range(plurals)) if plural else ""
    flags: set[str] = set()
    user_comments: list[str] = []
    if old is not None:
        user_comments = list(old.user_comments)
        if isinstance(old.string, (tuple, list)) == plural:
            string = tuple(old.string) if plural else old.string
            flags = set(old.flags) - {"python-format"}
    return Message(item.msgid, string, locations=list(item.locations), flags=flags,
                   auto_comments=list(item.comments), user_comments=user_comments, context=item.context)


def _text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=False, omit_header=False, ignore_obsolete=True)
    return out.getvalue()


def regenerate(found: dict[Key, Found], locale: Path = LOCALE, new_only: bool = False) -> dict[str, Changes]:
    """Bring every shipped language's area files in step with ``found`` (see the module's text).
    With ``new_only``, only add the new messages, untranslated, to their area files (entries
    already there, and files that gain nothing, are left exactly as they are)."""
    report: dict[str, Changes] = {}
    for language in SHIPPED:
        changes = Changes()
        files = dict(language_files(language, locale))
        copies: dict[Key, list[tuple[str, Message]]] = {}
        for area, catalog in files.items():
            for message in catalog:
                if message.id:
                    copies.setdefault(_key(message), []).append((area, message))
        changes.dropped = sum(len(where) for key, where in copies.items() if key not in found)
        changes.added = sum(1 for key in found if key not in copies)
        for key, where in copies.items():
            if key in found:
                changes.merged += len(where) - 1
                changes.moved += all(area != found[key].area for area, _m in where)
        if new_only:
            changes.dropped = changes.merged = changes.moved = 0
            rebuilt = {}
            for key, item in found.items():
                if key not in copies:
                    catalog = rebuilt.setdefault(item.area, files[item.area])
                    catalog[item.msgid] = _entry(item, None, catalog.num_plurals)
        else:
            rebuilt = {}
            for area, catalog in files.items():
                new = _blank(language)
                new.header_comment = catalog.header_comment
                new.mime_headers = catalog.mime_headers
                rebuilt[area] = new
            for key, item in found.items():
                old = _pick(copies[key], item.area) if key in copies else None
                entry = _entry(item, old, rebuilt[item.area].num_plurals)
                rebuilt[item.area][entry.id] = entry
        for area, catalog in rebuilt.items():
            path = locale / language / f"{area}.po"
            text = _text(catalog)
            if not path.exists() or path.read_bytes() != text:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(text)
                changes.written.append(f"{language}/{area}.po")
        report[language] = changes
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only list what is wrong: stale entries, messages in two area files or out of "
                             "their area, untranslated messages, placeholders or tags that differ")
    parser.add_argument("--new-only", action="store_true",
                        help="only add new messages (while others edit the catalogs in parallel)")
    args = parser.parse_args(argv)
    found = extract()
    if args.check:
        wrong = [line for language in SHIPPED for line in problems(language, found)]
        print("\n".join(wrong) or f"{len(found)} messages; the catalogs are in step")
        return 1 if wrong else 0
    report = regenerate(found, new_only=args.new_only)
    print(f"{len(found)} messages")
    for language, changes in report.items():
        print(f"{language}: {changes.added} added, {changes.dropped} stale dropped, {changes.merged} duplicate "
              f"copies merged, {changes.moved} moved to their area; written: {', '.join(changes.written) or 'nothing'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
