"""The training layer in Chinese: every skill of the catalogue has a Chinese name, the exam and
audition reports come out in Chinese with every placeholder filled, and what Home, daily practice,
the felt's accessible words, the pace meter and the verdicts say is Chinese; English, chosen again,
is as it was."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.money import money
from dealertrainer.language import _, use_language
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training import offer
from dealertrainer.training.audition import AuditionRun, audition_config
from dealertrainer.training.audition_report import audition_html, audition_result
from dealertrainer.training.drills import ExamConfig, ExamDrill
from dealertrainer.training.drills.practice import DailyPracticeDrill
from dealertrainer.training.felt_words import felt_words
from dealertrainer.training.home_facts import gather_home
from dealertrainer.training.house_notes import house_note
from dealertrainer.training.pace import PaceMeter, pace_standard
from dealertrainer.training.progress import exam_report, report_csv, report_html
from dealertrainer.training.questions import Verdict
from dealertrainer.training.session import Session
from dealertrainer.training.skill_names import skill_name
from dealertrainer.training.skills import catalogue, skill_title, skill_tree
from tests.training.test_pace_and_audition import Clock  # a clock that moves by its step at each reading

CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[A-Za-z]+")
# What Chinese text keeps from the English: card ranks, the side bets' own names, the app's name,
# the hour's zone; numbers, money and symbols are no words.
ALLOWED = {"A", "K", "Q", "J", "DealerTrainer", "UTC", "FSRS"}


def english_words(text: str, allowed: set[str] = ALLOWED) -> list[str]:
    return [word for word in WORD.findall(text) if word not in allowed]


class _Text(HTMLParser):
    """A page's text as a reader sees it (no tags, no styles)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._style = False

    def handle_starttag(self, tag, attrs):
        self._style = tag == "style"

    def handle_endtag(self, tag):
        self._style = False

    def handle_data(self, data):
        if not self._style:
            self.parts.append(data)


def page_text(page: str) -> list[str]:
    reader = _Text()
    reader.feed(page)
    return [part.strip() for part in reader.parts if part.strip()]


def test_every_skill_topic_and_game_has_a_chinese_name(chinese):
    skills = catalogue()
    assert len(skills) > 200
    for skill in skills:
        for name in (skill.title, skill_title(skill.id), skill_name(skill.id)):
            assert CJK.search(name) and "{" not in name, (skill.id, name)
            # side bets keep their names' figures (21+3, Dragon 7 is 龙7); no English word is left
            assert not english_words(name), (skill.id, name)
    for _depth, node in skill_tree(s.id for s in skills).walk():
        assert CJK.search(node.title) and not english_words(node.title), (node.id, node.title)


def test_the_names_are_the_languages_own(chinese):
    blackjack = {"zh_CN": "二十一点", "zh_TW": "廿一點"}[chinese]
    banker = {"zh_CN": "庄", "zh_TW": "莊"}[chinese]
    assert skill_name("blackjack.payout.3to2").startswith(blackjack)
    assert skill_title("baccarat.banker.3.vs.stood").startswith(banker + "3")
    assert skill_title("baccarat.banker.5.vs.4") == {"zh_CN": "庄5点，闲第三张牌4", "zh_TW": "莊5點，閒第三張牌4"}[chinese]


def test_english_comes_back_as_it_was():
    use_language("zh_CN")
    use_language("en")
    assert skill_title("baccarat.banker.5.vs.4") == "Banker 5, Player's third card 4"
    assert skill_name("blackjack.payout.perfect_pairs.mixed") == "Blackjack · Paying Perfect Pairs: a mixed pair"
    assert catalogue()[0].title == "Where the cut card goes"


def test_an_exam_report_in_chinese_has_no_english_left(chinese):
    config = ExamConfig(skills=("baccarat.banker", "blackjack.insurance", "stud.first_to_act"), length=30,
                        time_factor=2.0, session_time_limit=600)
    drill = ExamDrill(config, seed=3)
    clock = Clock(0.0)
    session = Session(drill, clock=clock)
    while (beat := session.next()) is not None:
        clock.now += 1.0
        session.answer(beat.question.answer)
    report = exam_report(session.end(), config, "陈美玲", 1_700_000_000.0, paper=drill.paper)
    page = report_html(report)
    assert f'<html lang="{chinese.replace("_", "-")}">' in page
    text = page_text(page)
    assert _("Exam report") in text[0] and _("By topic") in text and _("Passed") in text
    for part in text:
        assert "{" not in part and not english_words(part), part
    csv = report_csv(report)
    assert csv.startswith("trainee,taken,skill,title,answered,correct,accuracy")  # machine-read keys stay
    topic_lines = [line for line in csv.splitlines() if ",baccarat.banker," in line]
    assert topic_lines and CJK.search(topic_lines[0]) and "Topic" not in topic_lines[0]


def test_an_audition_report_in_chinese_has_no_english_left(chinese, tmp_path):
    settings = SettingsInForce(tmp_path / "config")
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("陈美玲").id
        run = AuditionRun(audition_config(settings, game="baccarat", minutes=1.0), records, trainee, seed=4,
                          clock=Clock(0.5))
        while (beat := run.session.next()) is not None:
            run.beat(beat)
            if beat.question is not None:
                run.session.answer(beat.question.answer)  # every answer right: no game's question text listed
        run.beat(None)
        run.finish()
        run.session.end()
        page = audition_html(audition_result(records, run.session.session_id))
    text = page_text(page)
    assert _("Audition report") in text[0] and _("Missed hands") in text
    # the house rules line is the games' own words (translated with the engine's messages)
    rules_line = BaccaratRules().in_words()
    for part in text:
        if part == rules_line:
            continue
        assert "{" not in part and not english_words(part), part


def test_home_daily_practice_and_the_table_speak_chinese(chinese, tmp_path):
    path = tmp_path / "records.sqlite3"
    now = 1_700_000_000.0
    with Records(path) as records:
        ana = records.add_trainee("Ana").id
        left = records.start_session(ana, "payouts", "{}", started=now - 60)
        for i in range(3):
            records.record_answer(ana, "blackjack.payout.3to2", i == 0, 4.0, session_id=left, at=now - 50 + i)
    facts = gather_home(path, ana, now)
    shown = [skill_name(skill) for skill in facts.due] + [skill_name(skill) for skill, *_rest in facts.weakest]
    shown += [_(offer.entry(drill).title) for drill, *_rest in facts.recent]
    shown += [_(DailyPracticeDrill.title), _(offer.entry("mistakes").title)]
    assert facts.weakest and facts.recent
    for words in shown:
        assert CJK.search(words) and not english_words(words), words
    meter = PaceMeter(pace_standard(settings_standards(tmp_path), "baccarat"), clock=Clock(30.0))
    assert CJK.search(meter.in_words()) and not english_words(meter.in_words())
    verdicts = [Verdict(True, "$5", "$5", "", 1.0), Verdict(False, "Draw", "Stand", "", 1.0),
                Verdict(False, "$5", "$6", "", 9.0, timed_out=True)]
    for verdict in verdicts:
        assert CJK.search(verdict.message) and sorted(english_words(verdict.message)) == sorted(english_words(
            verdict.expected + " " + verdict.given))  # only the answers themselves (the choices' labels are zhbac's)
    note = house_note("baccarat.cut_card.place", BaccaratRules())
    for words in (note.setting, note.lesson_text):
        assert CJK.search(words) and "{" not in words and not english_words(words), words


def test_the_felt_in_words_is_chinese_around_the_engines_names(chinese):
    from dealertrainer.engine.steps import TableView

    empty = felt_words(TableView(game="baccarat", hands=(), bets=(), commission=((1, money("0.25")),)))
    assert CJK.search(empty) and not english_words(empty), empty


def settings_standards(tmp_path):
    return SettingsInForce(tmp_path / "config").standards


@pytest.mark.parametrize("lang", ["zh_CN.UTF-8", "zh_TW.UTF-8"])
def test_a_new_process_under_a_chinese_system_names_homes_skills_in_chinese(tmp_path, lang):
    import os
    import subprocess
    import sys

    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ana = records.add_trainee("Ana").id
        left = records.start_session(ana, "baccarat.seat", "{}", started=1_700_000_000.0 - 60)
        for i in range(3):
            records.record_answer(ana, "baccarat.banker.3.vs.8", i == 0, 4.0, session_id=left, at=1_700_000_000.0 - 50 + i)
    code = ("import sys\n"
            "from dealertrainer.language import use_language\n"
            "from dealertrainer.training.home_facts import gather_home\n"
            "from dealertrainer.training.skill_names import skill_name\n"
            "from dealertrainer.training.classroom_sending import waiting_line\n"
            "print(use_language(None))\n"
            f"facts = gather_home(sys.argv[1], {ana}, 1_700_000_000.0)\n"
            "for skill in [s for s, *_ in facts.weakest] + facts.due[:3]:\n"
            "    print(skill_name(skill))\n"
            "print(waiting_line(3))\n")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang
    done = subprocess.run([sys.executable, "-c", code, str(path)], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    language, *lines = done.stdout.splitlines()
    assert language == lang.split(".")[0] and len(lines) >= 2  # the weak skill and the sending line
    banker = {"zh_CN": "庄3点，闲第三张牌8", "zh_TW": "莊3點，閒第三張牌8"}[language]
    assert banker in lines[0]
    for line in lines:
        assert CJK.search(line) and not english_words(line), line
