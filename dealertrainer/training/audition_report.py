"""An audition read back from the records, and its report for the instructor to file.

Everything comes from the records (the session with the audition's settings, every answer
with the hand it came from and the cards then on the felt, every hand's time), so a report
made the next day says what one made at the end of the run said. The page's frame, the
settings table, the signature lines and the header row repeated on each printed page are the
school report's (``training.school_report``), shared with the exam report.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass

from pydantic import ValidationError

from dealertrainer.storage.records import Records
from dealertrainer.training.audition import AuditionConfig, AuditionScore, score
from dealertrainer.training.school_report import report_page, report_table, settings_list
from dealertrainer.training.skills import skill_title

__all__ = ["AuditionResult", "MissedAnswer", "audition_html", "audition_result"]


@dataclass(frozen=True)
class MissedAnswer:
    """A question answered wrong in the audition, with the hand it came from."""

    hand: int  # 1, 2, …; 0: before the first hand or after the last (the shoe's start or end)
    cards: str
    skill: str  # the skill's name, not its id
    asked: str
    answered: str
    right: str

    @property
    def hand_name(self) -> str:
        return str(self.hand) if self.hand else "shoe"


@dataclass(frozen=True)
class AuditionResult:
    session_id: int
    trainee: str
    taken: float  # wall clock: when it began
    config: AuditionConfig
    score: AuditionScore
    answered: int
    missed: tuple[MissedAnswer, ...]


def audition_result(records: Records, session_id: int) -> AuditionResult:
    """The audition of ``session_id`` as the records keep it (``ValueError`` for a session that
    is not an audition or whose settings cannot be read)."""
    row = records.session(session_id)
    if row.drill_id != "audition":
        raise ValueError(f"session {session_id} is not an audition")
    try:
        config = AuditionConfig.model_validate(json.loads(row.config_json).get("config", {}))
    except (ValidationError, ValueError, AttributeError) as error:
        raise ValueError(f"the settings kept with audition {session_id} cannot be read: {error}") from None
    answers = records.answers(row.trainee_id, session_id=session_id)
    hands = records.answer_hands(session_id)
    times = [t.seconds for t in records.hand_times(row.trainee_id, session_id=session_id)]
    missed = []
    for answer in answers:
        if answer.correct:
            continue
        noted = hands.get(answer.id)
        missed.append(MissedAnswer(noted.hand if noted else 0, noted.cards if noted else "", skill_title(answer.skill),
                                   answer.prompt, answer.given, answer.expected))
    return AuditionResult(
        session_id=session_id, trainee=records.trainee(row.trainee_id).name, taken=row.started, config=config,
        score=score(config, [(a.skill, a.correct) for a in answers], times), answered=len(answers),
        missed=tuple(sorted(missed, key=lambda m: m.hand)),
    )


def verdict_words(result: AuditionResult) -> str:
    return "Passed" if result.score.passed else "Not passed"


def _mark_row(name: str, right: int, asked: int, needed: float, passed: bool) -> tuple[str, ...]:
    got = f"{right} of {asked} ({right / asked:.0%})" if asked else "none asked"
    return (name, got, f"{needed:.0%}", "Passed" if passed else "Not passed")


def score_rows(result: AuditionResult) -> list[tuple[str, ...]]:
    """(mark, result, needed, verdict) for accuracy, procedure and pace: the page's and the screen's."""
    s, unit = result.score, result.config.standard.unit
    pace = f"{s.pace:.0f} {unit} an hour ({s.hands} in {s.hand_seconds / 60:.1f} min)" if s.pace else "no hand finished"
    return [
        _mark_row("Accuracy", s.accuracy.right, s.accuracy.asked, s.accuracy.needed, s.accuracy.passed),
        _mark_row("Procedure", s.procedure.right, s.procedure.asked, s.procedure.needed, s.procedure.passed),
        ("Pace", pace, f"{s.pace_needed:g} {unit} an hour", "Passed" if s.pace_passed else "Not passed"),
    ]


def audition_html(result: AuditionResult) -> str:
    """The report an instructor files: settings, verdict and why, each mark, every missed hand."""
    e = html.escape
    verdict = verdict_words(result)
    reasons = result.score.reasons()
    why = (f"<p>{e('; '.join(reasons)).capitalize()}.</p>" if reasons else
           "<p>Every mark reached over the whole length.</p>")
    missed = report_table(
        ("Hand", "Cards", "Skill", "Asked", "Answered", "Right answer"),
        ((m.hand_name, m.cards, m.skill, m.asked, m.answered, m.right) for m in result.missed))
    body = f"""<h2>Settings of the run</h2>
{settings_list(result.config.in_words())}
<p class="muted">Accuracy: the money and hand questions (totals, results, settling each bet, payouts, commission,
stud limits and showdown). Procedure: what the dealer does next by the rules (burn and deal, cut card, draw or
stand, peek, insurance and even money, who acts first, announcements, folds). Pace: hands an hour from the first
card of the first hand to the end of the run. Passed when the whole length was dealt and every mark was reached.</p>
<h2 class="{'pass' if result.score.passed else 'fail'}">{verdict}</h2>
{why}
<p>{result.answered} questions answered over {result.score.hands} hands.</p>
{report_table(("Mark", "Result", "Needed", "Verdict"), score_rows(result))}
<h2>Missed hands</h2>
{missed}"""
    return report_page("Audition report", result.trainee, result.taken, body)
