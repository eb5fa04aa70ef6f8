"""The message catalogs: every message the code marks is translated in every shipped language,
no translation drops or invents a placeholder (a template filled in English would then fail,
or show a brace, in Chinese), and the catalogs are kept clean by ``packaging/messages.py``:
no stale entry, each message in exactly one area file (its first use's), regenerating twice
changes nothing."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dealertrainer.language import ENGLISH, _, ngettext, read_catalog, shipped_language, system_language, use_language

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("messages_tool", ROOT / "packaging" / "messages.py")
messages_tool = importlib.util.module_from_spec(_spec)
sys.modules["messages_tool"] = messages_tool  # its dataclasses look their module up
_spec.loader.exec_module(messages_tool)

FOUND = messages_tool.extract()
_fields = messages_tool.fields


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_every_message_is_translated(language):
    lacking = messages_tool.missing(language, FOUND)
    shown = "\n".join(f"{item.where}: {item.key[1][:80]!r}" for item in lacking[:40])
    assert not lacking, f"{len(lacking)} messages lack a {language} translation (python packaging/messages.py):\n{shown}"


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_translations_keep_the_placeholders(language):
    wrong = []
    for area, catalog in messages_tool.language_files(language):
        for message in catalog:
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            for text in strings:
                if text and _fields(text) != _fields(ids[-1]) and _fields(text) != _fields(ids[0]):
                    wrong.append(f"{area}.po: {ids[0][:60]!r} -> {text[:60]!r}")
    assert not wrong, "\n".join(wrong[:40])


def test_the_system_language_is_read_as_gettext_reads_it():
    assert system_language({"LANG": "zh_CN.UTF-8"}) == "zh_CN"
    assert system_language({"LANG": "zh_TW.UTF-8"}) == "zh_TW"
    assert system_language({"LANG": "zh_HK.UTF-8"}) == "zh_TW"
    assert system_language({"LANG": "zh_SG.UTF-8"}) == "zh_CN"
    assert system_language({"LANG": "fr_FR.UTF-8"}) == ENGLISH
    assert system_language({}) == ENGLISH
    assert system_language({"LANGUAGE": "fr:zh_TW", "LANG": "fr_FR.UTF-8"}) == "zh_TW"
    assert system_language({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}) == ENGLISH  # LC_ALL wins
    assert shipped_language("zh-Hant-MO") == "zh_TW"
    assert shipped_language("de") is None


def test_a_language_without_catalogs_is_english(tmp_path):
    try:
        assert use_language("zh_CN", tmp_path / "nowhere") == "zh_CN"  # an empty catalog: every message as written
        assert _("Keyboard shortcuts") == "Keyboard shortcuts"
        assert ngettext("{n} deck", "{n} decks", 2) == "{n} decks"
    finally:
        use_language(ENGLISH)


def test_a_damaged_catalog_leaves_english(tmp_path):
    (tmp_path / "zh_TW").mkdir()
    (tmp_path / "zh_TW" / "ui.po").write_bytes(b'msgid "x"\nmsgstr "\xff\xfe unterminated')
    try:
        assert use_language("zh_TW", tmp_path) in ("zh_TW", ENGLISH)
        assert _("x") in ("x", "\ufffd\ufffd unterminated")  # no traceback, whatever the reader made of it
    finally:
        use_language(ENGLISH)


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_the_shipped_catalogs_are_read_in_a_new_process(language):
    code = ("from dealertrainer.language import use_language, language_in_force, _\n"
            "print(use_language(None), language_in_force(), len(__import__('dealertrainer.language').language._catalog.messages))")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = f"{language}.UTF-8"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    chosen, in_force, count = done.stdout.split()
    assert (chosen, in_force) == (language, language)
    assert int(count) >= len(FOUND)  # every message the code marks, read from the shipped files


# --- the catalogs kept clean (packaging/messages.py) ---

@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_no_entry_is_stale(language):
    """An entry of a message the code no longer has (a replaced wording) is not shipped."""
    stale = [f"{area}.po: {message.id!r}"[:100] for area, catalog in messages_tool.language_files(language)
             for message in catalog if message.id and messages_tool._key(message) not in FOUND]
    assert not stale, f"{len(stale)} stale entries (python packaging/messages.py drops them):\n" + "\n".join(stale[:40])


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_each_message_is_in_one_area_file_the_area_of_its_first_use(language):
    areas: dict = {}
    for area, catalog in messages_tool.language_files(language):
        for message in catalog:
            if message.id:
                areas.setdefault(messages_tool._key(message), []).append(area)
    twice = [f"{key[1][:60]!r} in {where}" for key, where in areas.items() if len(where) > 1]
    assert not twice, f"{len(twice)} messages in two area files:\n" + "\n".join(twice[:40])
    misplaced = [f"{key[1][:60]!r} in {where[0]}.po, first used at {FOUND[key].where}"
                 for key, where in areas.items() if key in FOUND and where != [FOUND[key].area]]
    assert not misplaced, f"{len(misplaced)} messages out of their area file:\n" + "\n".join(misplaced[:40])


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_check_finds_nothing_wrong(language):
    wrong = messages_tool.problems(language, FOUND)
    assert not wrong, f"{len(wrong)} problems (python packaging/messages.py --check):\n" + "\n".join(wrong[:40])


def test_regenerating_the_shipped_catalogs_changes_no_text_the_app_shows_and_a_second_run_changes_nothing(tmp_path):
    shutil.copytree(messages_tool.LOCALE, tmp_path / "locale")
    messages_tool.regenerate(FOUND, tmp_path / "locale")
    text = {path: path.read_bytes() for path in (tmp_path / "locale").rglob("*.po")}
    again = messages_tool.regenerate(FOUND, tmp_path / "locale")
    assert all(not changes.written and not changes.added for changes in again.values())
    assert {path: path.read_bytes() for path in (tmp_path / "locale").rglob("*.po")} == text
    for language in messages_tool.SHIPPED:
        before = read_catalog(language).messages
        after = read_catalog(language, tmp_path / "locale").messages
        kept = {key: text for key, text in before.items()
                if (key if isinstance(key, tuple) else (None, key)) in FOUND}
        assert after == kept, f"{language}: {[key for key in kept if after.get(key) != kept[key]][:20]}"
    for language in messages_tool.SHIPPED:
        files = messages_tool.language_files(language, tmp_path / "locale")
        keys = {messages_tool._key(message) for _area, catalog in files for message in catalog if message.id}
        assert keys == set(FOUND)


def _small_project(tmp_path: Path) -> tuple[Path, Path]:
    """A source tree of three modules and zh_CN catalogs with one of each problem."""
    source = tmp_path / "source"
    for path, text in {
        "engine/baccarat/pay.py": 'from x import _, ngettext\n_("Player")\n_("Pay {amount}")\nngettext("{n} deck", "{n} decks", 2)\n',
        "training/report.py": 'from x import N_\nN_("Accuracy")\n',
        "ui/screen.py": 'def f(self):\n    self.tr("Player")\n    self.tr("Open %1")\n',
    }.items():
        (source / path).parent.mkdir(parents=True, exist_ok=True)
        (source / path).write_text(text)
    locale = tmp_path / "locale"
    (locale / "zh_CN").mkdir(parents=True)
    header = 'msgid ""\nmsgstr ""\n"Language: zh_CN\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
    (locale / "zh_CN" / "ui.po").write_text(header + (
        '#: ui/screen.py:2\nmsgid "Player"\nmsgstr "玩家"\n\n'
        '#: ui/screen.py:99\nmsgid "Open %1"\nmsgstr "打开 %1"\n\n'
        '#: ui/gone.py:1\nmsgid "Gone"\nmsgstr "没了"\n\n'
        '#: ui/screen.py:7\nmsgid "Accuracy"\nmsgstr "准确率"\n'), encoding="utf-8")
    (locale / "zh_CN" / "baccarat.po").write_text(header + (
        '#: engine/baccarat/pay.py:2\nmsgid "Player"\nmsgstr "闲"\n\n'
        '#: engine/baccarat/pay.py:3\nmsgid "Pay {amount}"\nmsgstr "赔付 {amt}"\n'), encoding="utf-8")
    return source, locale


def _entries(locale: Path, language: str = "zh_CN") -> dict:
    return {(area, message.id if isinstance(message.id, str) else message.id[0]): message
            for area, catalog in messages_tool.language_files(language, locale) for message in catalog if message.id}


def test_check_names_each_kind_of_problem(tmp_path):
    source, locale = _small_project(tmp_path)
    wrong = "\n".join(messages_tool.problems("zh_CN", messages_tool.extract(source), locale))
    assert "stale (no longer in the code): 'Gone'" in wrong
    assert "in 2 area files (ui, baccarat): 'Player'" in wrong
    assert "zh_CN/ui.po: belongs in training.po (first used at training/report.py:2): 'Accuracy'" in wrong
    assert "untranslated (engine/baccarat/pay.py:4): '{n} deck'" in wrong
    assert "placeholders or tags differ: 'Pay {amount}' -> '赔付 {amt}'" in wrong
    assert "Open %1" not in wrong  # only its place is old: regenerating fixes that, nothing to report


def test_regenerating_updates_places_drops_stale_entries_keeps_one_copy_in_its_area(tmp_path):
    source, locale = _small_project(tmp_path)
    found = messages_tool.extract(source)
    changes = messages_tool.regenerate(found, locale)["zh_CN"]
    assert (changes.added, changes.dropped, changes.merged, changes.moved) == (1, 1, 1, 1)
    entries = _entries(locale)
    assert set(entries) == {("baccarat", "Player"), ("baccarat", "Pay {amount}"), ("baccarat", "{n} deck"),
                            ("training", "Accuracy"), ("ui", "Open %1")}
    assert entries["baccarat", "Player"].string == "玩家"  # the copy the app showed (ui.po is read last) kept
    assert entries["baccarat", "Player"].locations == [("engine/baccarat/pay.py", 2), ("ui/screen.py", 2)]
    assert entries["training", "Accuracy"].string == "准确率"  # moved with its translation
    assert entries["ui", "Open %1"].locations == [("ui/screen.py", 3)]
    assert entries["baccarat", "{n} deck"].id == ("{n} deck", "{n} decks")
    assert entries["baccarat", "Pay {amount}"].string == "赔付 {amt}"  # a wrong translation is the translator's to fix
    text = {path: path.read_bytes() for path in locale.rglob("*.po")}
    again = messages_tool.regenerate(found, locale)
    assert not again["zh_CN"].written and not again["zh_TW"].written
    assert {path: path.read_bytes() for path in locale.rglob("*.po")} == text
    wrong = messages_tool.problems("zh_CN", found, locale)
    assert [line.split(": ")[1] for line in wrong] == ["placeholders or tags differ", "untranslated (engine/baccarat/pay.py:4)"]


def test_a_translated_copy_wins_over_an_empty_one(tmp_path):
    source, locale = _small_project(tmp_path)
    ui = locale / "zh_CN" / "ui.po"
    ui.write_text(ui.read_text(encoding="utf-8").replace('msgstr "玩家"', 'msgstr ""'), encoding="utf-8")
    messages_tool.regenerate(messages_tool.extract(source), locale)
    assert _entries(locale)["baccarat", "Player"].string == "闲"


def test_new_only_adds_the_new_messages_and_leaves_the_rest(tmp_path):
    source, locale = _small_project(tmp_path)
    ui = (locale / "zh_CN" / "ui.po").read_bytes()
    changes = messages_tool.regenerate(messages_tool.extract(source), locale, new_only=True)["zh_CN"]
    assert changes.added == 1 and changes.written == ["zh_CN/baccarat.po"]
    assert (locale / "zh_CN" / "ui.po").read_bytes() == ui
    assert ("baccarat", "{n} deck") in _entries(locale) and ("ui", "Gone") in _entries(locale)


# --- the glossary (resources/locale/GLOSSARY.md): dealer terms the same in every message ---

GLOSSARY = ROOT / "resources" / "locale" / "GLOSSARY.md"
# The glossary's terms, each with the English that calls for it in a message. "Dealer" is two
# terms: the person dealing (荷官) and, at blackjack, the dealer's hand (庄家/莊家).
TERM_IN_ENGLISH = {
    "dealer (the hand)": r"[Dd]ealer's (hand\b(?! in a pitch)|upcard|hole card|total|\{dealer\}|soft|hard|low|\{total\}|17)"
                         r"|\b[Tt]he dealer (has (?!not)|had\b|busts|busted|draws|stands|hits|may have|cannot have|does not draw|made)"
                         r"|\b[Dd]ealer (blackjack|ace|busts|hits|stands|draws|does not draw|with every hand)\b|dealer card"
                         r"|^Dealer$|^dealer$|DEALER MUST|dealer's (upcard|turn|last)|against an ace; the player",
    "dealer (the person)": r"\b[Tt]he dealer (stops|calls|collects|takes|began|paid|slides|shuffles|will finish|announces"
                           r"|names|points|says|makes the call|checks|holds|looks|has not looked)|[Dd]ealer's (seat|mistake|side)"
                           r"|[Yy]ou are the dealer|as a dealer|Dealer peeks|The dealer: %1|dealer decision|held by the dealer"
                           r"|^DEALER$",
    "Banker": r"\bBanker\b|\b[Bb]anco\b|\bBANKER\b|\bBANCO\b",
    "Player": r"\bPlayer\b(?! positions)",
    "Tie": r"\bTie\b|\b[Tt]ie bet",
    "pair": r"\b(Player|Banker|Perfect) [Pp]airs?\b|\b[Pp]air bet",
    "natural": r"(?i)\bnaturals?\b",
    "commission": r"(?i)(?<!\{)\bcommission\b(?!\})",
    "shoe": r"(?i)\bshoes?\b",
    "cut card": r"(?i)\bcut card\b",
    "burn": r"(?i)(?<!only )\bburn(s|ed|ing)?\b",
    "insurance": r"(?i)\binsurance\b|\binsured\b",
    "even money": r"(?i)(?<!pays )(?<!bet )\beven money\b",
    "bust": r"(?i)\bbust(s|ed)?\b",
    "Stud": r"\bStud\b",
    "Blackjack (the game)": r"(?<!^)\bBlackjack\b(?! on| pays)|^Blackjack$",
    "a blackjack (the hand)": r"\b([Aa]|the|dealer|player|has|[Cc]all it|[Cc]all a|[Pp]aying a|[Pp]ay a|[Nn]o|for) blackjacks?\b"
                              r"|^Blackjack (on|pays)|\bblackjacks,|turns the cards face up \(blackjack\)|^blackjack",
    "floor supervisor": r"(?i)floor supervisor",
}


def _glossary() -> dict[str, dict[str, list[str]]]:
    """English term -> language -> the forms a translation may use (the table of GLOSSARY.md)."""
    terms = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 4 and re.search(r"[\u4e00-\u9fff]", cells[1]):
            terms[cells[0]] = {"zh_CN": cells[1].split("、"), "zh_TW": cells[2].split("、")}
    return terms


def test_every_checked_term_is_in_the_glossary():
    assert set(TERM_IN_ENGLISH) <= set(_glossary()), set(TERM_IN_ENGLISH) - set(_glossary())


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_messages_use_the_glossarys_dealer_terms(language):
    glossary = _glossary()
    wrong = []
    for _area, catalog in messages_tool.language_files(language):
        for message in catalog:
            text, strings = messages_tool._key(message)[1], messages_tool._strings(message)
            if not message.id or not all(strings):
                continue
            for term, english in TERM_IN_ENGLISH.items():
                forms = glossary[term][language]
                if re.search(english, text) and not all(any(form in string for form in forms) for string in strings):
                    wrong.append(f"{term} ({'/'.join(forms)}): {text[:60]!r} -> {strings[0][:40]!r}")
    assert not wrong, f"{len(wrong)} translations break resources/locale/GLOSSARY.md:\n" + "\n".join(wrong[:40])


def test_the_glossary_tells_the_dealers_hand_from_the_dealer():
    """The terms the test finds are those the glossary means (a check of the check)."""
    hand, person = (re.compile(TERM_IN_ENGLISH[term]) for term in ("dealer (the hand)", "dealer (the person)"))
    assert hand.search("The dealer has blackjack. Seat 1 insured $5.") and not person.search("The dealer has blackjack.")
    assert hand.search("Blackjack on {wager} against an ace; the player takes even money. Pay?")
    assert person.search("The dealer stops and calls the floor supervisor.") and not hand.search("You are the dealer")
    assert not hand.search("Decks in play: in the shoe, or in the dealer's hand in a pitch game.")


# --- Simplified in zh_CN, Traditional in zh_TW: no character of the other script slips in ---

# Common characters that exist in one script only (each checked against OpenCC when chosen):
# dealer terms first, then everyday words of the screens.
SIMPLIFIED_ONLY = ("这发庄闲补烧赔险点对么们说时数张个为会过还开关间进钱码筹输赢应该样让处边当乐确无与页题练习记录"
                   "选设规则话请读错误种双单几号轮换结从动头两实现显项师试学员级经给网机电脑连线终问长门见亿币决庆举达挡盖虽专业")
TRADITIONAL_ONLY = ("這發莊閒補燒賠險點對麼們說時數張個為會過還開關間進錢碼籌輸贏應該樣讓處邊當樂確無與頁題練習記錄"
                    "選設規則話請讀錯誤種雙單幾號輪換結從動頭兩實現顯項師試學員級經給網機電腦連線終問長門見億幣決慶舉達擋蓋雖專業後裡")
# One form of a character with two Traditional forms, so zh_TW reads the same everywhere.
TRADITIONAL_VARIANTS = {"裏": "裡"}


@pytest.mark.parametrize(("language", "foreign"), [("zh_TW", SIMPLIFIED_ONLY + "".join(TRADITIONAL_VARIANTS)),
                                                   ("zh_CN", TRADITIONAL_ONLY)])
def test_no_character_of_the_other_script(language, foreign):
    wrong = []
    for area, catalog in messages_tool.language_files(language):
        for message in catalog:
            for string in messages_tool._strings(message) if message.id else ():
                found = sorted({ch for ch in string if ch in foreign})
                if found:
                    wrong.append(f"{area}.po: {''.join(found)} in {string[:50]!r}")
    assert not wrong, f"{len(wrong)} {language} translations with characters of the other script:\n" + "\n".join(wrong[:40])


def test_the_script_lists_do_not_overlap():
    assert not set(SIMPLIFIED_ONLY) & set(TRADITIONAL_ONLY)
    assert len(SIMPLIFIED_ONLY) == len(set(SIMPLIFIED_ONLY)) and len(TRADITIONAL_ONLY) == len(set(TRADITIONAL_ONLY))
