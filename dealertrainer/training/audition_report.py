"""An audition read back from the records, and its report for the instructor to file.

Everything comes from the records: the session with the audition's settings, every answer, each
hand's time, and each missed answer's hand, dealt again from its shoe (``training.hand_replay``)
(each shoe once) to show its cards as the trainee saw them, and to replay it on the felt. A report made the next
day says what one made at the end of the run said. The page's frame, the settings table, the
signature line and the header row repeated on each printed page are the school report's
(``training.school_report``), shared with the exam report.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass

from pydantic import ValidationError

from dealertrainer.language import _
from dealertrainer.storage.records import Records
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.audition import AuditionConfig, AuditionScore, cards_on_the_felt, score
from dealertrainer.training.hand_replay import (
    CannotReplay,
    MissedHand,
    ShoeDeal,
    deal_again,
    hand_title,
    missed_hands,
)
from dealertrainer.training.pace import per_hour_words
from dealertrainer.training.school_report import data_table, report_header, report_page, settings_table, signature_line
from dealertrainer.training.skill_names import skill_name

__all__ = ["AuditionMiss", "AuditionResult", "audition_html", "audition_result", "score_rows", "verdict_words"]


@dataclass(frozen=True)
class AuditionMiss:
    """A question answered wrong in the audition, with the hand it came from."""

    answer: MissedHand  # the stored answer (its id replays the hand: ``hand_replay.replay_answer``)
    hand: str  # "Round 3", "Readying the shoe"; "–" when its hand cannot be dealt again
    cards: str  # the cards on the felt when it was asked, as the trainee saw them

    @property
    def skill(self) -> str:
        """The skill's name, not its id."""
        return skill_name(self.answer.skill)


@dataclass(frozen=True)
class AuditionResult:
    session_id: int
    trainee: str
    taken: float  # wall clock: when it began
    config: AuditionConfig
    score: AuditionScore
    answered: int
    missed: tuple[AuditionMiss, ...]


def _misses(records: Records, answers: list[MissedHand]) -> tuple[AuditionMiss, ...]:
    """Each missed answer with its hand's title and cards: every shoe they came from is dealt
    again once, up to the last hand needed (``hand_replay.deal_again``), not once per answer."""
    places = {answer.id: records.dealt_hand(answer.id) for answer in answers}
    found: dict[int, tuple[str, str]] = {}
    shoes: dict[str, list[MissedHand]] = {}
    for answer in answers:
        row = places[answer.id]
        if row is not None:
            shoes.setdefault(json.dumps([row.drill_id, row.deal], sort_keys=True), []).append(answer)
    for misses in shoes.values():
        first = places[misses[0].id]
        wanted = {(places[m.id].hand, places[m.id].step): m for m in misses}  # type: ignore[union-attr]
        last = max(hand for hand, _step in wanted)
        try:
            drill = deal_again(ShoeDeal.from_data(first.drill_id, first.deal))  # type: ignore[union-attr]
            for hand, index, step in drill.dealt_steps():
                if hand > last:
                    break
                miss = wanted.get((hand, index))
                if miss is not None and step.skill == miss.skill:
                    title = hand_title(drill.table.game, hand, closing=hand > drill.hands_dealt)
                    found[miss.id] = (title, cards_on_the_felt(step.question_table or step.table))
        except (CannotReplay, ValueError):
            pass  # the misses of a shoe that cannot be dealt again are listed without their cards
    return tuple(AuditionMiss(answer, *found.get(answer.id, ("–", ""))) for answer in answers)


def audition_result(records: Records, session_id: int) -> AuditionResult:
    """The audition of ``session_id`` as the records keep it (``ValueError`` for a session that
    is not an audition or whose settings cannot be read)."""
    row = records.session(session_id)
    if row.drill_id != "audition":
        raise ValueError(_("session {session} is not an audition").format(session=session_id))
    try:
        config = AuditionConfig.model_validate(json.loads(row.config_json).get("config", {}))
    except (ValidationError, ValueError, AttributeError) as error:
        raise ValueError(_("the settings kept with audition {session} cannot be read: {error}").format(
            session=session_id, error=error)) from None
    answers = records.answers(row.trainee_id, session_id=session_id)
    times = [t.seconds for t in records.hand_times(row.trainee_id, session_id=session_id)]
    missed = _misses(records, missed_hands(records, row.trainee_id, session_ids=[session_id]))
    return AuditionResult(
        session_id=session_id, trainee=records.trainee(row.trainee_id).name, taken=row.started, config=config,
        score=score(config, [(a.skill, a.correct) for a in answers], times), answered=len(answers), missed=missed,
    )


def verdict_words(result: AuditionResult) -> str:
    return _("Passed") if result.score.passed else _("Not passed")


def _mark_row(name: str, right: int, asked: int, needed: float, passed: bool) -> tuple[str, ...]:
    got = (_("{right} of {asked} ({share})").format(right=right, asked=asked, share=f"{right / asked:.0%}")
           if asked else _("none asked"))
    return (name, got, f"{needed:.0%}", _("Passed") if passed else _("Not passed"))


def score_rows(result: AuditionResult) -> list[tuple[str, ...]]:
    """(mark, result, needed, verdict) for accuracy, procedure and pace: the page's and the screen's."""
    s, unit = result.score, result.config.standard.unit
    pace = (_("{pace} ({hands} in {minutes} min)").format(
                pace=per_hour_words(f"{s.pace:.0f}", unit), hands=s.hands, minutes=f"{s.hand_seconds / 60:.1f}")
            if s.pace else _("no hand finished"))
    return [
        _mark_row(_("Accuracy"), s.accuracy.right, s.accuracy.asked, s.accuracy.needed, s.accuracy.passed),
        _mark_row(_("Procedure"), s.procedure.right, s.procedure.asked, s.procedure.needed, s.procedure.passed),
        (_("Pace"), pace, per_hour_words(f"{s.pace_needed:g}", unit), _("Passed") if s.pace_passed else _("Not passed")),
    ]


def audition_html(result: AuditionResult) -> str:
    """The report an instructor files: settings, verdict and why, each mark, every missed hand."""
    e = html.escape
    verdict = verdict_words(result)
    reasons = result.score.reasons()
    said = (_("{reasons}.").format(reasons=_("; ").join(reasons).capitalize()) if reasons else
            _("Every mark reached over the whole length."))
    why = f"<p>{e(said)}</p>"
    rows = score_rows(result)
    marks = data_table((_("Mark"), _("Result"), _("Needed"), _("Verdict")), rows,
                       classes=["pass" if passed else "fail" for passed in
                                (result.score.accuracy.passed, result.score.procedure.passed, result.score.pace_passed)])
    missed = data_table(
        (_("Hand"), _("Cards"), _("Skill"), _("Asked"), _("Answered"), _("Right answer")),
        ((m.hand, m.cards, m.skill, m.answer.prompt, answer_label(m.answer.given), answer_label(m.answer.expected))
         for m in result.missed))
    marks_said = e(_("Accuracy: the money and hand questions (totals, results, settling each bet, payouts, commission,\n"
                     "stud limits and showdown). Procedure: what the dealer does next by the rules (burn and deal, cut "
                     "card, draw or\nstand, peek, insurance and even money, who acts first, announcements, folds). "
                     "Pace: hands an hour from the first\ncard of the first hand to the end of the run. Passed when "
                     "the whole length was dealt and every mark was reached."), quote=False)
    answered = e(_("{answered} questions answered over {hands} hands.").format(
        answered=result.answered, hands=result.score.hands))
    header = report_header(_("Audition report"), result.trainee, result.taken)
    settings = settings_table(result.config.in_words(), _("Settings of the run"))
    missed_hands = e(_("Missed hands"))
    body = f"""{header}
{settings}
<p>{marks_said}</p>
<h2 class="{'pass' if result.score.passed else 'fail'}">{e(verdict)}</h2>
{why}
<p>{answered}</p>
{marks}
<h2>{missed_hands}</h2>
{missed}
{signature_line()}"""
    return report_page(_("Audition report: {trainee}").format(trainee=result.trainee), body)
