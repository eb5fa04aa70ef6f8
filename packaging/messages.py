"""Keep the message catalogs in step with the code (the one translation workflow; see
``dealertrainer/language.py``).

    python packaging/messages.py        # extract; add new messages to every language, untranslated
    python packaging/messages.py --check    # list what a shipped language lacks (exit 1 if anything)

Messages are found by Babel in every module of ``dealertrainer``: the core's ``_()``, ``N_()``,
``ngettext()``, ``pgettext()`` and the screens' ``tr()``, ``QCoreApplication.translate()``
and ``QT_TRANSLATE_NOOP()``. A new message goes into the area file of the module it was first
found in (``ui``, ``baccarat``, ``blackjack``, ``stud``, ``training``); translators then fill
its ``msgstr``. Nothing here runs in the app.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
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


@dataclass(frozen=True)
class Found:
    msgid: str | tuple[str, str]
    context: str | None
    where: str  # path:line of its first use

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid[0] if isinstance(self.msgid, tuple) else self.msgid


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


def extract(source: Path = SOURCE) -> dict[tuple[str | None, str], Found]:
    """Every marked message in ``source``, first use first."""
    found: dict[tuple[str | None, str], Found] = {}
    method_map = [("**/migrations/**", "ignore"), ("**.py", "python")]
    for filename, lineno, message, _comments, context in extract_from_dir(
            str(source), method_map=method_map, keywords=KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True):
        if not message or (isinstance(message, tuple) and not message[0]):
            continue
        if isinstance(message, tuple):
            message = tuple(part or "" for part in message)
        item = Found(message, context, f"{filename}:{lineno}")
        found.setdefault(item.key, item)
    return dict(sorted(found.items(), key=lambda kv: kv[1].where))


def language_files(language: str, locale: Path = LOCALE) -> Iterator[tuple[str, Catalog]]:
    for area in AREAS:
        path = locale / language / f"{area}.po"
        if path.exists():
            with path.open("rb") as file:
                yield area, read_po(file, locale=language)
        else:
            yield area, Catalog(locale=language, project="DealerTrainer", version=None, fuzzy=False,
                                copyright_holder="the DealerTrainer authors (MIT)", msgid_bugs_address="",
                                language_team=f"DealerTrainer {language}")


def _key(message) -> tuple[str | None, str]:
    return message.context, message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def missing(language: str, found: dict[tuple[str | None, str], Found], locale: Path = LOCALE) -> list[Found]:
    """The messages ``language`` has no translation for."""
    have = set()
    for _area, catalog in language_files(language, locale):
        for message in catalog:
            strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            if message.id and all(strings) and not message.fuzzy:
                have.add(_key(message))
    return [item for key, item in found.items() if key not in have]


def update(found: dict[tuple[str | None, str], Found], locale: Path = LOCALE) -> dict[str, int]:
    """Add each new message, untranslated, to its area file in every shipped language."""
    added: dict[str, int] = {}
    for language in SHIPPED:
        files = dict(language_files(language, locale))
        known = {_key(message) for catalog in files.values() for message in catalog if message.id}
        count = 0
        grown: set[str] = set()
        for key, item in found.items():
            if key in known:
                continue
            area = area_of(item.where.split(":")[0])
            path, line = item.where.rsplit(":", 1)
            files[area].add(item.msgid, string=("", "") if isinstance(item.msgid, tuple) else "",
                            locations=[(path, int(line))], context=item.context)
            grown.add(area)
            count += 1
        for area, catalog in files.items():
            if area in grown:  # only the files that gained a message are written (others' work untouched)
                out = locale / language / f"{area}.po"
                out.parent.mkdir(parents=True, exist_ok=True)
                with out.open("wb") as file:
                    write_po(file, catalog, width=100, sort_output=False, omit_header=False)
        added[language] = count
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only list what each shipped language lacks")
    args = parser.parse_args(argv)
    found = extract()
    if args.check:
        lacking = {language: missing(language, found) for language in SHIPPED}
        for language, items in lacking.items():
            for item in items:
                print(f"{language}: {item.where}: {item.key[1]!r}")
        return 1 if any(lacking.values()) else 0
    added = update(found)
    print(f"{len(found)} messages; added " + ", ".join(f"{n} to {lang}" for lang, n in added.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
