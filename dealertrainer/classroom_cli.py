"""``dealertrainer classroom ...``: setting up and reporting on a class database, headless.

    dealertrainer classroom init URL [--instructor NAME] [--school NAME] [--class NAME]
    dealertrainer classroom upgrade URL
    dealertrainer classroom add-trainee URL NAME [--as INSTRUCTOR] [--class NAME] [--instructor-role]
    dealertrainer classroom report URL [--csv FILE] [--html FILE] [--as INSTRUCTOR] [--class NAME]

Passwords never go on the command line. ``init`` reads the first instructor's new password
from standard input. ``add-trainee`` and ``report`` sign in as an instructor: their name comes
from ``--as`` or the environment variable DEALERTRAINER_INSTRUCTOR, their password from
DEALERTRAINER_PASSWORD when it is set, else from the first line of standard input; a new
person's password is the next line. At a terminal each is asked for without echo.

``init`` and ``upgrade`` sign in to PostgreSQL as the server's administrator: the address may
name that role (postgresql://postgres@host:port/dbname) and its password comes from libpq's
PGPASSWORD or ~/.pgpass. Every failure is one line on standard error and exit status 1;
nothing is half written.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path
from typing import TextIO

from sqlalchemy.exc import SQLAlchemyError

from dealertrainer.storage.classroom.connecting import ClassroomError, address, explained, open_class_database, shown
from dealertrainer.storage.classroom.passwords import MAX_PASSWORD, PasswordRefused
from dealertrainer.storage.classroom.people import NameRefused
from dealertrainer.storage.report_file import ReportFileError, save_report

__all__ = ["build_parser", "run_classroom"]

INSTRUCTOR_ENV = "DEALERTRAINER_INSTRUCTOR"
PASSWORD_ENV = "DEALERTRAINER_PASSWORD"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dealertrainer classroom",
                                     description="Set up a class database and report on its trainees.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    init = commands.add_parser("init", help="make the class database: schema, school, class and first instructor "
                                            "(the instructor's password on standard input)")
    init.add_argument("url", metavar="URL", help="postgresql://[admin@]host:port/dbname or sqlite:///path")
    init.add_argument("--instructor", default="Instructor", metavar="NAME",
                      help="the first instructor's name (default: %(default)s)")
    init.add_argument("--school", default="Dealer School", metavar="NAME", help="default: %(default)s")
    init.add_argument("--class", dest="class_name", default="Class 1", metavar="NAME", help="default: %(default)s")
    upgrade = commands.add_parser("upgrade", help="bring a class database made by an older release up to date")
    upgrade.add_argument("url", metavar="URL")
    add = commands.add_parser("add-trainee", help="add a trainee to your class (signed in as its instructor)")
    add.add_argument("url", metavar="URL", help="postgresql://host:port/dbname or sqlite:///path")
    add.add_argument("name", metavar="NAME", help="the trainee's name, as they will sign in")
    _signing_in(add)
    add.add_argument("--instructor-role", action="store_true", help="add a fellow instructor instead of a trainee")
    report = commands.add_parser("report", help="write the class report (CSV and/or HTML)")
    report.add_argument("url", metavar="URL")
    report.add_argument("--csv", type=Path, metavar="FILE", help="write the report as CSV to FILE")
    report.add_argument("--html", type=Path, metavar="FILE", help="write the report as an HTML page to FILE")
    _signing_in(report)
    return parser


def _signing_in(command: argparse.ArgumentParser) -> None:
    command.add_argument("--as", dest="instructor", metavar="INSTRUCTOR",
                         help=f"the instructor who signs in (default: ${INSTRUCTOR_ENV}); their password from "
                              f"${PASSWORD_ENV}, else the first line of standard input")
    command.add_argument("--class", dest="class_name", metavar="NAME",
                         help="which of your classes (needed when you teach several)")


class Passwords:
    """Passwords from the environment, standard input, or (at a terminal) asked without echo."""

    def __init__(self, stdin: TextIO, environ: dict[str, str] | os._Environ[str]) -> None:
        self.stdin, self.environ = stdin, environ

    def _line(self, what: str, new: bool) -> str:
        if self.stdin.isatty():
            first = getpass.getpass(f"{what}: ")
            if new and getpass.getpass(f"{what} again: ") != first:
                raise PasswordRefused("the two passwords typed differ")
            return first
        line = self.stdin.readline(MAX_PASSWORD + 2)
        if not line:
            raise PasswordRefused(f"no {what[0].lower()}{what[1:]} on standard input")
        if len(line.rstrip("\r\n")) > MAX_PASSWORD:
            raise PasswordRefused(f"a password may hold at most {MAX_PASSWORD} characters")
        return line.rstrip("\r\n")

    def signing_in(self, who: str) -> str:
        given = self.environ.get(PASSWORD_ENV)
        return given if given is not None else self._line(f"Password of {who}", new=False)

    def new(self, who: str) -> str:
        return self._line(f"New password for {who}", new=True)


def _instructor(args: argparse.Namespace, environ) -> str:
    name = args.instructor or environ.get(INSTRUCTOR_ENV)
    if not name:
        raise ClassroomError(f"Say which instructor signs in: --as NAME, or set {INSTRUCTOR_ENV}.")
    return name


def _administrator(url: str, passwords: Passwords) -> str:
    """The administrator's address; at a terminal, with their password asked for when libpq has
    none to give (no password in the address, no PGPASSWORD, no ~/.pgpass)."""
    parsed = address(url, person_allowed=True)
    if (parsed.drivername == "sqlite" or parsed.password is not None or "PGPASSWORD" in os.environ
            or "PGPASSFILE" in os.environ or (Path.home() / ".pgpass").is_file() or not passwords.stdin.isatty()):
        return url
    who = parsed.username or os.environ.get("PGUSER") or getpass.getuser()
    return parsed.set(username=who, password=getpass.getpass(f"Password of the server's administrator ({who}): "))\
        .render_as_string(hide_password=False)


# Each command imports what it needs when it runs: a command line answers quickly.

def _init(args, passwords: Passwords, out: TextIO) -> None:
    from dealertrainer.training.classroom_admin import init_class

    url = _administrator(args.url, passwords)
    made = init_class(url, args.instructor, passwords.new(args.instructor), args.school, args.class_name)
    out.write(f"Class database ready at {shown(args.url)}: school '{made.school}', class '{made.class_name}', "
              f"instructor '{made.instructor.name}'.\n"
              f"Add trainees with: dealertrainer classroom add-trainee URL NAME --as '{made.instructor.name}'\n")


def _upgrade(args, passwords: Passwords, out: TextIO) -> None:
    from dealertrainer.training.classroom_admin import upgrade_class

    before, after = upgrade_class(_administrator(args.url, passwords))
    out.write(f"The class database at {shown(args.url)} is at schema {after}"
              + (" (it was already).\n" if before == after else f" (was {before}).\n"))


def _add_trainee(args, passwords: Passwords, out: TextIO, environ) -> None:
    from dealertrainer.training.classroom_admin import add_person

    instructor = _instructor(args, environ)
    signed = open_class_database(args.url, instructor, passwords.signing_in(instructor))
    try:
        role = "instructor" if args.instructor_role else "trainee"
        person = add_person(signed, args.name, passwords.new(args.name), role, args.class_name)
        out.write(f"Added {role} '{person.name}'. They sign in at {signed.address} with that name and password.\n")
        if signed.notice:
            out.write(signed.notice + "\n")
    finally:
        signed.close()


def _report(args, passwords: Passwords, out: TextIO, environ) -> None:
    from dealertrainer.training.classroom_report import class_report

    if args.csv is None and args.html is None:
        raise ClassroomError("Say where the report goes: --csv FILE and/or --html FILE.")
    instructor = _instructor(args, environ)
    signed = open_class_database(args.url, instructor, passwords.signing_in(instructor))
    try:
        if signed.person.role != "instructor":
            raise ClassroomError(f"{signed.person.name} is a trainee; the class report is for instructors.")
        report = class_report(signed.engine, signed.person.id, args.class_name)
    finally:
        signed.close()
    for problem in report.problems:
        out.write(problem + "\n")
    for path, text in ((args.csv, report.csv), (args.html, report.html)):
        if path is not None:
            save_report(text(), path)
            out.write(f"Wrote the report of class '{report.class_name}' ({len(report.figures)} trainees) to {path}.\n")


def run_classroom(argv: list[str], stdin: TextIO | None = None, out: TextIO | None = None,
                  err: TextIO | None = None, environ=None) -> int:
    """Run one ``classroom`` command; the exit status (0 done, 1 refused, 2 a wrong command line)."""
    stdin, out, err = stdin or sys.stdin, out or sys.stdout, err or sys.stderr
    environ = os.environ if environ is None else environ
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # --help, or a wrong command line (argparse has said why)
        return int(stop.code or 0)
    passwords = Passwords(stdin, environ)
    try:
        if args.command == "init":
            _init(args, passwords, out)
        elif args.command == "upgrade":
            _upgrade(args, passwords, out)
        elif args.command == "add-trainee":
            _add_trainee(args, passwords, out, environ)
        else:
            _report(args, passwords, out, environ)
    except (ClassroomError, NameRefused, PasswordRefused, LookupError, ReportFileError, SQLAlchemyError,
            UnicodeError) as refused:  # LookupError: classroom_report.ClassNotChosen
        if isinstance(refused, SQLAlchemyError):
            refused = explained(refused, shown(args.url))
        elif isinstance(refused, UnicodeError):
            refused = PasswordRefused("standard input is not UTF-8 text")
        message = str(refused)
        err.write(f"dealertrainer classroom {args.command}: {message[0].upper() + message[1:]}\n")
        return 1
    except KeyboardInterrupt:
        err.write(f"dealertrainer classroom {args.command}: stopped; nothing more was done.\n")
        return 1
    return 0
