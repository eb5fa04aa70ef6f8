"""A trainee PC joining its class at start: sign in, find (or make) the local trainee linked to
the person signed in, follow the school's profile, and set up the sending. What the window and
the tests call (``join_class``), so both start the same way.

The PC works on its local records file as ever; the class database is where answers are sent.
A server that cannot be reached at start does not stop the app: the trainee trains on their
local records under the name they typed, is told so, and the sending signs in later, when the
server answers (``ClassSending``). A wrong name or password, a wrong address, a schema from a
newer release are said in words (``ClassroomError``) and nothing is changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from dealertrainer.language import _
from dealertrainer.storage.classroom.connecting import ClassroomError
from dealertrainer.storage.classroom.people import NameRefused, check_name
from dealertrainer.storage.classroom.profile import read_profile
from dealertrainer.storage.classroom.signed_in import SignedIn, database_key, sign_in, unreachable
from dealertrainer.storage.records import Records, Trainee
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.classroom_sending import ClassSending
from dealertrainer.training.skills import is_known_skill

__all__ = ["ClassStart", "follow_class_profile", "join_class", "local_trainee"]


@dataclass
class ClassStart:
    """What joining the class gave: the local trainee to train as, the sign-in (None while the
    server cannot be reached), the sending, and what to tell the trainee."""

    trainee: Trainee
    sending: ClassSending | None  # None for an instructor: they have no answers to send
    signed_in: SignedIn | None = None
    messages: list[str] = field(default_factory=list)  # for the start banner

    @property
    def instructor(self) -> bool:
        return self.signed_in is not None and self.signed_in.instructor


def local_trainee(records: Records, database: str, name: str, person_id: str | None) -> Trainee:
    """The local trainee of the person: the one linked to them on this PC, else the one of the
    same name (case aside), else a new one of that name."""
    if person_id is not None and (linked := records.linked_trainee(database, person_id)) is not None:
        return records.trainee(linked)
    same = next((t for t in records.trainees() if t.name.casefold() == name.casefold()), None)
    return same or records.add_trainee(name)


def follow_class_profile(settings: SettingsInForce, signed_in: SignedIn) -> list[str]:
    """Follow the school's profile of the class ``signed_in`` is in; what could not be used, in words."""
    if signed_in.class_id is None:
        return [_("{name} is in no class of the class database yet: this PC's own settings are in force.").format(
            name=signed_in.name)]
    read = read_profile(signed_in.profile_json, is_known_skill)
    settings.follow_school(read.profile, signed_in.class_name)
    return read.messages


def join_class(records: Records, settings: SettingsInForce, url: str, name: str, password: str, *,
               clock: Callable[[], float] = time.monotonic) -> ClassStart:
    """Sign ``name`` in to the class database at ``url`` and set the PC up to send there.

    ``ClassroomError`` when signing in is refused for a reason other than an unreachable server
    (a wrong name or password, address, schema): nothing was changed then."""
    database = database_key(url)
    try:
        name = check_name(name)
    except NameRefused as refused:
        raise ClassroomError(str(refused).capitalize() + ".") from None
    messages: list[str] = []
    try:
        signed_in: SignedIn | None = sign_in(url, name, password)
    except ClassroomError as problem:
        if not unreachable(problem):
            raise
        signed_in = None
        messages.append(_("{problem} You train on this PC's records as {name}; your answers are kept here and sent "
                          "to the class when the server answers.").format(problem=problem, name=name))
    if signed_in is not None:
        name = signed_in.name
        if not signed_in.opened.row_security:
            messages.append(signed_in.opened.notice)
    trainee = local_trainee(records, database, name, signed_in.person_id if signed_in else None)
    if signed_in is not None:
        records.link_to_class(trainee.id, database, signed_in.person_id)
        messages += follow_class_profile(settings, signed_in)
    records.touch_trainee(trainee.id)

    def again() -> SignedIn:
        return sign_in(url, name, password)

    sending = None if signed_in is not None and signed_in.instructor else \
        ClassSending(records.path, trainee.id, database, again, signed_in=signed_in, clock=clock)
    return ClassStart(records.trainee(trainee.id), sending, signed_in, messages)

