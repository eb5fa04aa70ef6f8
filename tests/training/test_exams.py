"""Exams that certify: every game and table skill on the paper, a floor per topic, time from
each skill's target, a report with every miss and why; chip answers graded by standard chips."""

from __future__ import annotations

import html
import random
from collections import Counter
from decimal import Decimal

import pytest
from pydantic import ValidationError

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import check, standard_chips
from dealertrainer.training.drills import ExamConfig, ExamDrill, make_drill
from dealertrainer.training.drills.practice import exam_paper, exam_skills, expand_skills
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.progress import exam_report, report_csv, report_html
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Session
from dealertrainer.training.situations import situation_skills
from dealertrainer.training.skills import topic_of


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _sit(config: ExamConfig, wrong: set[str] = frozenset(), seconds: float = 1.0, seed: int = 2):
    clock = Clock()
    drill = ExamDrill(config, seed=seed)
    session = Session(drill, clock=clock)
    while (beat := session.next()) is not None:
        clock.now += seconds
        if topic_of(beat.question.skill) in wrong:
            session.skip()
        else:
            session.answer(beat.question.answer)
    return drill, session.end()


def test_every_game_and_every_table_skill_can_be_examined():
    skills = set(exam_skills())
    assert set(situation_skills()) <= skills and {"stud", "baccarat", "blackjack"} <= {s.split(".")[0] for s in skills}
    drill, summary = _sit(ExamConfig(skills=("stud",), length=24))
    per_topic = Counter(topic_of(s) for s in drill.paper)
    # the topics the standard house deals (five-card stud: no bring-in, no community card), 3 or more each
    assert set(per_topic) == {topic_of(s) for s in expand_skills(["stud"], {})} and min(per_topic.values()) >= 3
    assert {"stud.bring_in", "stud.deal"} <= {topic_of(s) for s in expand_skills(["stud"])} - set(per_topic)
    assert summary.correct == summary.answered == 24  # the engine's answers are accepted
    assert all(q.table is not None and q.table.game == "stud" for q, _ in summary.verdicts)


def test_a_paper_covers_topics_in_proportion_with_at_least_three_each():
    cells = expand_skills(ExamConfig().skills)
    paper = exam_paper(cells, 30, random.Random(0))
    per_topic = Counter(topic_of(s) for s in paper)
    assert len(paper) == 30 and min(per_topic.values()) >= 3
    assert per_topic["baccarat.banker"] == max(per_topic.values()) > 3  # 88 cells get the most
    with pytest.raises(ValidationError, match="need a paper of 21 questions or more, not 20"):
        ExamConfig(length=20)


def test_missing_a_whole_topic_fails_the_exam_even_when_the_total_passes():
    config = ExamConfig(skills=("baccarat.banker", "blackjack.insurance"), length=30, pass_accuracy=0.85)
    drill, summary = _sit(config, wrong={"blackjack.insurance"})
    report = exam_report(summary, config, "T", 0.0, paper=drill.paper)
    assert report.accuracy == 26 / 30 >= config.pass_accuracy and report.on_time == 1.0  # the total passes
    assert not report.passed
    assert [(t.topic, t.correct, t.asked, t.passed) for t in report.topics] == [
        ("baccarat.banker", 26, 26, True), ("blackjack.insurance", 0, 4, False)]
    assert [t.topic for t in report.topics_failed] == ["blackjack.insurance"]
    page = report_html(report)
    assert "By topic" in page and "Blackjack: Insurance" in page and "Not passed" in page
    for miss in report.missed:  # every miss with the right answer and why
        assert miss.expected and miss.why and html.escape(miss.why) in page
    assert "blackjack.insurance,Topic: Blackjack: Insurance (not passed; needs 60%),4,0" in report_csv(report)
    everything_right = exam_report(_sit(config)[1], config, "T", 0.0, paper=drill.paper)
    assert everything_right.passed


def test_a_topic_never_reached_counts_against_it():
    config = ExamConfig(skills=("baccarat.banker", "blackjack.insurance"), length=30)
    drill = ExamDrill(config, seed=1)
    session = Session(drill, clock=Clock())
    beat = session.next()
    session.answer(beat.question.answer)
    report = exam_report(session.end(), config, "T", 0.0, paper=drill.paper)
    assert sum(t.asked for t in report.topics) == 30 and not report.passed


def test_each_question_is_timed_at_its_skills_target_times_the_factor():
    targets = MasteryTargets(seconds={**DEFAULT_TARGETS.seconds, "blackjack.dealer": 1.5})
    drill = ExamDrill(ExamConfig(skills=("blackjack.dealer", "baccarat.payout"), length=6, time_factor=4), seed=3,
                      targets=targets)
    limits = {b.question.skill: b.question.time_limit for b in drill.beats()}
    for skill, limit in limits.items():
        assert limit == (6.0 if skill.startswith("blackjack.dealer") else targets.target_for(skill) * 4)
    assert ExamDrill(ExamConfig(time_factor=None), seed=1).time_limit_for("baccarat.banker.3.vs.4") is None
    # an answer past its own limit is wrong; the same time on a slower skill is not
    clock = Clock()
    session = Session(drill, clock=clock)
    verdicts = []
    while (beat := session.next()) is not None:
        clock.now += 7.0
        verdicts.append((beat.question.skill, session.answer(beat.question.answer).timed_out))
    assert all(timed_out == skill.startswith("blackjack.dealer") for skill, timed_out in verdicts)


def test_the_exam_drill_is_registered_and_takes_the_house_rules():
    from dealertrainer.engine.blackjack.rules import BlackjackRules

    config = ExamConfig(skills=("blackjack.dealer",), length=40)
    drill = make_drill("exam", config, seed=5, rules={"blackjack": BlackjackRules(dealer_hits_soft_17=True)})
    soft17 = [b.question for b in drill.beats() if b.question.skill == "blackjack.dealer.soft17"]
    assert soft17 and all(q.answer == "hit" for q in soft17)


# --- chip answers ------------------------------------------------------------------------
def _payout(amount: str) -> Question:
    return Question.flash("blackjack.payout.3to2", "Pay $35 at 3:2", AnswerKind.MONEY, Decimal(amount), (), "why", None,
                    chips_wanted=True)


def test_a_payout_in_the_fewest_chips_is_right_and_standard():
    question = _payout("52.50")
    fewest = chip_breakdown(Decimal("52.50"), DEFAULT_CHIPS)
    assert check(question, fewest)[0] and standard_chips(question, fewest)
    assert check(question, "2 green, 1 pink")[0] and standard_chips(question, "2 green, 1 pink")


def test_the_right_amount_in_other_chips_is_right_but_not_standard():
    question = _payout("52.50")
    assert check(question, "10 red, 1 pink")[0]
    assert not standard_chips(question, "10 red, 1 pink")
    session = Session(make_drill("exam", ExamConfig(skills=("blackjack.payout",), length=3), seed=1), clock=Clock())
    session.next()
    session.current = type(session.current)(None, question)  # the trainee is asked this payout
    verdict = session.answer("10 red, 1 pink")
    assert verdict.correct and not verdict.standard_chips
    assert verdict.message == "Right amount, but not the standard chips: pay 2 green, 1 pink ($52.50)."


def test_a_wrong_amount_or_a_typed_amount_is_judged_on_the_amount():
    question = _payout("52.50")
    assert not check(question, "10 red")[0] and standard_chips(question, "10 red")
    assert check(question, "52.50")[0] and standard_chips(question, "52.50")
    assert standard_chips(question, "purple elephants")  # unreadable: ``check`` marks it wrong
    assert not check(question, "purple elephants")[0]


def test_a_paper_is_drawn_from_what_the_house_deals_and_a_topic_it_does_not_deal_is_named():
    from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
    from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules

    six_five = {"blackjack": BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE)}
    paper = ExamDrill(ExamConfig(skills=("blackjack.payout",), length=30), seed=1, rules=six_five).paper
    assert "blackjack.payout.6to5" in paper and not {"blackjack.payout.3to2", "blackjack.payout.even_money"} & set(paper)
    config = ExamConfig(skills=("baccarat.banker", "baccarat.commission"), length=30)
    with pytest.raises(ValueError, match="this house's rules deal no skill under baccarat.commission; untick it"):
        ExamDrill(config, seed=1, rules={"baccarat": BaccaratRules()})
    boxed = ExamDrill(config, seed=1, rules={"baccarat": BaccaratRules(commission_style=CommissionStyle.BOX)})
    assert {"baccarat.commission.box", "baccarat.commission.collect"} <= set(boxed.paper)
