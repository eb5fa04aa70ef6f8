"""The class database: schools, classes, people, class membership, sessions, answers, results,
assignments; on PostgreSQL also the group roles, grants and row-level security.

Revision ID: 0001
Revises:
Create Date: 2026-11-26

Written out here (not made from ``schema.metadata``) so this revision stays what it was when
later ones change the tables; ``tests/classroom`` checks the result against ``schema.py``.

On PostgreSQL each person signs in as their own LOGIN role (``people.db_role``), a member of
``dealertrainer_trainee`` or ``dealertrainer_instructor``. Row-level security, forced so the
table owner is held to it too, lets a trainee see and write only their own sessions, answers
and results and read their class's profile and assignments; an instructor sees only the classes
they belong to and their trainees' rows. The role that runs this migration (the class's
administrator) keeps a policy that lets it see everything. The policies ask small SECURITY
DEFINER functions who the signed-in person is (``session_user``), so no policy reads a table
whose own policy reads it back; those functions look names up in the tables' schema only (then
pg_temp), never in a signed-in person's temporary tables.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

UID = 32
NAME = 80


def upgrade() -> None:
    op.create_table(
        "schools",
        sa.Column("id", sa.String(UID), nullable=False),
        sa.Column("name", sa.String(NAME), nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schools")),
    )
    op.create_table(
        "classes",
        sa.Column("id", sa.String(UID), nullable=False),
        sa.Column("school_id", sa.String(UID), nullable=False),
        sa.Column("name", sa.String(NAME), nullable=False),
        sa.Column("profile_json", sa.Text(), server_default="{}", nullable=False),
        sa.Column("profile_updated", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(["school_id"], ["schools.id"], name=op.f("fk_classes_school_id_schools"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_classes")),
        sa.UniqueConstraint("school_id", "name", name=op.f("uq_classes_school_id_name")),
    )
    op.create_table(
        "people",
        sa.Column("id", sa.String(UID), nullable=False),
        sa.Column("school_id", sa.String(UID), nullable=False),
        sa.Column("name", sa.String(NAME), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("db_role", sa.String(63), nullable=False),
        sa.Column("password_hash", sa.Text(), server_default="", nullable=False),
        sa.Column("created", sa.Float(), nullable=False),
        sa.CheckConstraint("role IN ('trainee', 'instructor')", name=op.f("ck_people_role")),
        sa.ForeignKeyConstraint(["school_id"], ["schools.id"], name=op.f("fk_people_school_id_schools"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_people")),
        sa.UniqueConstraint("db_role", name=op.f("uq_people_db_role")),
        sa.UniqueConstraint("school_id", "name", name=op.f("uq_people_school_id_name")),
    )
    op.create_table(
        "class_people",
        sa.Column("class_id", sa.String(UID), nullable=False),
        sa.Column("person_id", sa.String(UID), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name=op.f("fk_class_people_class_id_classes"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["person_id"], ["people.id"], name=op.f("fk_class_people_person_id_people"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("class_id", "person_id", name=op.f("pk_class_people")),
    )
    op.create_table(
        "sessions",
        sa.Column("uid", sa.String(UID), nullable=False),
        sa.Column("trainee_id", sa.String(UID), nullable=False),
        sa.Column("drill_id", sa.String(120), nullable=False),
        sa.Column("game", sa.String(32), server_default="", nullable=False),
        sa.Column("rules_json", sa.Text(), server_default="{}", nullable=False),
        sa.Column("started", sa.Float(), nullable=False),
        sa.Column("ended", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(["trainee_id"], ["people.id"], name=op.f("fk_sessions_trainee_id_people"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("uid", name=op.f("pk_sessions")),
    )
    op.create_table(
        "answers",
        sa.Column("uid", sa.String(UID), nullable=False),
        sa.Column("trainee_id", sa.String(UID), nullable=False),
        sa.Column("session_uid", sa.String(UID), nullable=True),
        sa.Column("skill", sa.String(120), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("at", sa.Float(), nullable=False),
        sa.Column("expected", sa.Text(), server_default="", nullable=False),
        sa.Column("given", sa.Text(), server_default="", nullable=False),
        sa.Column("unreadable", sa.Boolean(), server_default="0", nullable=False),
        sa.Column("standard_chips", sa.Boolean(), server_default="1", nullable=False),
        sa.Column("received", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(["trainee_id"], ["people.id"], name=op.f("fk_answers_trainee_id_people"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("uid", name=op.f("pk_answers")),
    )
    op.create_index(op.f("ix_answers_trainee_id_skill_at"), "answers", ["trainee_id", "skill", "at"])
    op.create_index(op.f("ix_answers_trainee_id_at"), "answers", ["trainee_id", "at"])
    op.create_table(
        "results",
        sa.Column("uid", sa.String(UID), nullable=False),
        sa.Column("trainee_id", sa.String(UID), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("started", sa.Float(), nullable=False),
        sa.Column("ended", sa.Float(), nullable=True),
        sa.Column("detail_json", sa.Text(), server_default="{}", nullable=False),
        sa.ForeignKeyConstraint(["trainee_id"], ["people.id"], name=op.f("fk_results_trainee_id_people"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("uid", name=op.f("pk_results")),
    )
    op.create_index(op.f("ix_results_trainee_id_kind_started"), "results", ["trainee_id", "kind", "started"])
    op.create_table(
        "assignments",
        sa.Column("id", sa.String(UID), nullable=False),
        sa.Column("class_id", sa.String(UID), nullable=False),
        sa.Column("title", sa.String(120), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("spec_json", sa.Text(), server_default="{}", nullable=False),
        sa.Column("due", sa.Float(), nullable=True),
        sa.Column("created_by", sa.String(UID), nullable=True),
        sa.Column("created", sa.Float(), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name=op.f("fk_assignments_class_id_classes"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["created_by"], ["people.id"], name=op.f("fk_assignments_created_by_people"),
                                ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assignments")),
    )
    if op.get_bind().dialect.name == "postgresql":
        schema = op.get_bind().execute(sa.select(sa.func.current_schema())).scalar_one()
        quoted = op.get_bind().dialect.identifier_preparer.quote_identifier(schema)
        for statement in ROLES + functions(quoted) + GRANTS + policies():
            op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for name in FUNCTION_NAMES:
            op.execute(f"DROP FUNCTION IF EXISTS {name} CASCADE")
    for table in ("assignments", "results", "answers", "sessions", "class_people", "people", "classes", "schools"):
        op.drop_table(table)


# --- PostgreSQL: roles, functions, grants, row-level security --------------------------------

TRAINEE = "dealertrainer_trainee"
INSTRUCTOR = "dealertrainer_instructor"

# Roles belong to the whole server (several class databases may share one): made once.
ROLES = [
    f"""DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{group}') THEN
            CREATE ROLE {group} NOLOGIN;
        END IF;
    END $$"""
    for group in (TRAINEE, INSTRUCTOR)
]


def functions(schema: str) -> list[str]:
    """The functions, each looking up names only in ``schema`` (quoted) and then pg_temp: a
    SECURITY DEFINER function that searched a signed-in person's temporary tables first could be
    handed their own ``people`` or ``class_people`` (``test_row_security`` tries)."""
    return [f.replace("@SCHEMA@", schema) for f in FUNCTIONS]


_DEFINER = "LANGUAGE sql STABLE SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp"

FUNCTIONS = [
    # Who is signed in: their people.id (NULL for a role that is no one here).
    f"""CREATE FUNCTION dealertrainer_me() RETURNS varchar {_DEFINER} AS $$
        SELECT id FROM people WHERE db_role = session_user $$""",
    f"""CREATE FUNCTION dealertrainer_my_school() RETURNS varchar {_DEFINER} AS $$
        SELECT school_id FROM people WHERE db_role = session_user $$""",
    f"""CREATE FUNCTION dealertrainer_my_classes() RETURNS SETOF varchar {_DEFINER} AS $$
        SELECT cp.class_id FROM class_people cp JOIN people p ON p.id = cp.person_id
        WHERE p.db_role = session_user $$""",
    # Everyone in the classes the signed-in instructor teaches (none for a trainee).
    f"""CREATE FUNCTION dealertrainer_my_class_people() RETURNS SETOF varchar {_DEFINER} AS $$
        SELECT DISTINCT member.person_id FROM class_people member
        WHERE member.class_id IN (SELECT cp.class_id FROM class_people cp JOIN people p ON p.id = cp.person_id
                                  WHERE p.db_role = session_user AND p.role = 'instructor') $$""",
    f"""CREATE FUNCTION dealertrainer_my_trainees() RETURNS SETOF varchar {_DEFINER} AS $$
        SELECT DISTINCT member.person_id FROM class_people member JOIN people t ON t.id = member.person_id
        WHERE t.role = 'trainee'
          AND member.class_id IN (SELECT cp.class_id FROM class_people cp JOIN people p ON p.id = cp.person_id
                                  WHERE p.db_role = session_user AND p.role = 'instructor') $$""",
    # A sign-in for a person: a LOGIN role with a SCRAM verifier (the password never reaches the
    # server), in the trainee or instructor group. The role's name is generated by the app
    # (dt_ and hex digits), checked here again; the administrator and add_person call it.
    """CREATE FUNCTION dealertrainer_create_login(p_db_role varchar, p_role varchar, p_verifier text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
    BEGIN
        IF p_db_role !~ '^dt_[0-9a-f]{8,40}$' THEN
            RAISE EXCEPTION 'not a DealerTrainer sign-in name: %', p_db_role USING ERRCODE = '22023';
        END IF;
        IF p_role NOT IN ('trainee', 'instructor') THEN
            RAISE EXCEPTION 'a person is a trainee or an instructor, not %', p_role USING ERRCODE = '22023';
        END IF;
        IF p_verifier !~ '^SCRAM-SHA-256\\$[0-9]+:[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$' THEN
            RAISE EXCEPTION 'the password must come as a SCRAM-SHA-256 verifier' USING ERRCODE = '22023';
        END IF;
        IF EXISTS (SELECT 1 FROM people WHERE db_role = p_db_role) THEN
            RAISE EXCEPTION 'someone of that name is already in this class database' USING ERRCODE = '23505';
        END IF;
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = p_db_role) THEN
            RAISE EXCEPTION 'the sign-in % already exists on this server', p_db_role USING ERRCODE = '42710';
        END IF;
        EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', p_db_role, p_verifier);
        EXECUTE format('GRANT %I TO %I', 'dealertrainer_' || p_role, p_db_role);
    END $$""",
    # An instructor adds a person to one of their classes (the only way they can make a sign-in).
    """CREATE FUNCTION dealertrainer_add_person(p_id varchar, p_name varchar, p_role varchar, p_db_role varchar,
                                                p_verifier text, p_password_hash text, p_class varchar,
                                                p_created double precision) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
    DECLARE
        v_school varchar;
    BEGIN
        SELECT c.school_id INTO v_school FROM classes c
            JOIN class_people cp ON cp.class_id = c.id JOIN people p ON p.id = cp.person_id
            WHERE c.id = p_class AND p.db_role = session_user AND p.role = 'instructor';
        IF v_school IS NULL THEN
            RAISE EXCEPTION 'only an instructor of the class can add people to it' USING ERRCODE = '42501';
        END IF;
        PERFORM dealertrainer_create_login(p_db_role, p_role, p_verifier);
        INSERT INTO people (id, school_id, name, role, db_role, password_hash, created)
            VALUES (p_id, v_school, p_name, p_role, p_db_role, p_password_hash, p_created);
        INSERT INTO class_people (class_id, person_id) VALUES (p_class, p_id);
    END $$""",
    # When the class database took an answer is the server's to say, whatever the sender wrote.
    """CREATE FUNCTION dealertrainer_received() RETURNS trigger
        LANGUAGE plpgsql SET search_path = @SCHEMA@, pg_temp AS $$
    BEGIN
        NEW.received := extract(epoch FROM now());
        RETURN NEW;
    END $$""",
    """CREATE TRIGGER answers_received BEFORE INSERT ON answers
        FOR EACH ROW EXECUTE FUNCTION dealertrainer_received()""",
]
FUNCTION_NAMES = [
    "dealertrainer_me()", "dealertrainer_my_school()", "dealertrainer_my_classes()",
    "dealertrainer_my_class_people()", "dealertrainer_my_trainees()",
    "dealertrainer_create_login(varchar, varchar, text)",
    "dealertrainer_add_person(varchar, varchar, varchar, varchar, text, text, varchar, double precision)",
    "dealertrainer_received()",
]

_BOTH = f"{TRAINEE}, {INSTRUCTOR}"
GRANTS = [
    *(f"REVOKE ALL ON FUNCTION {name} FROM PUBLIC" for name in FUNCTION_NAMES),
    *(f"GRANT EXECUTE ON FUNCTION {name} TO {_BOTH}" for name in FUNCTION_NAMES[:5]),
    f"GRANT EXECUTE ON FUNCTION {FUNCTION_NAMES[6]} TO {INSTRUCTOR}",
    """DO $$ BEGIN
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO dealertrainer_trainee, dealertrainer_instructor',
                       current_schema());
    END $$""",
    "REVOKE ALL ON schools, classes, people, class_people, sessions, answers, results, assignments FROM PUBLIC",
    f"GRANT SELECT ON alembic_version TO {_BOTH}",  # a sign-in can tell which release made the schema
    f"GRANT SELECT ON schools, classes, class_people TO {_BOTH}",
    # people.password_hash is for the app's own check (SQLite): no sign-in reads it here.
    f"GRANT SELECT (id, school_id, name, role, db_role, created) ON people TO {_BOTH}",
    f"GRANT UPDATE (profile_json, profile_updated) ON classes TO {INSTRUCTOR}",
    f"GRANT SELECT, INSERT, UPDATE ON sessions, results TO {TRAINEE}",
    f"GRANT SELECT, INSERT ON answers TO {TRAINEE}",  # an answer sent is never changed
    f"GRANT SELECT ON sessions, answers, results TO {INSTRUCTOR}",
    f"GRANT SELECT ON assignments TO {TRAINEE}",
    f"GRANT SELECT, INSERT, UPDATE, DELETE ON assignments TO {INSTRUCTOR}",
]

_ME = "(SELECT dealertrainer_me())"
_MY_CLASSES = "(SELECT dealertrainer_my_classes())"
_MY_TRAINEES = "(SELECT dealertrainer_my_trainees())"


def policies() -> list[str]:
    """Row-level security on every table with people's data: (table, policy, command, roles, rule)."""
    rules = [
        ("schools", "school_read", "SELECT", _BOTH, "id = (SELECT dealertrainer_my_school())"),
        ("classes", "class_read", "SELECT", _BOTH, f"id IN {_MY_CLASSES}"),
        ("classes", "class_profile", "UPDATE", INSTRUCTOR, f"id IN {_MY_CLASSES}"),
        ("people", "people_self", "SELECT", _BOTH, f"id = {_ME}"),
        ("people", "people_class", "SELECT", INSTRUCTOR, "id IN (SELECT dealertrainer_my_class_people())"),
        ("class_people", "membership_self", "SELECT", _BOTH, f"person_id = {_ME}"),
        ("class_people", "membership_class", "SELECT", INSTRUCTOR, f"class_id IN {_MY_CLASSES}"),
        ("assignments", "assignments_read", "SELECT", TRAINEE, f"class_id IN {_MY_CLASSES}"),
        ("assignments", "assignments_class", "ALL", INSTRUCTOR, f"class_id IN {_MY_CLASSES}"),
    ]
    for table in ("sessions", "answers", "results"):
        rules.append((table, f"{table}_own", "ALL", TRAINEE, f"trainee_id = {_ME}"))
        rules.append((table, f"{table}_class", "SELECT", INSTRUCTOR, f"trainee_id IN {_MY_TRAINEES}"))
    tables = ("schools", "classes", "people", "class_people", "sessions", "answers", "results", "assignments")
    out = []
    for table in tables:
        out.append(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        out.append(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")
        # The administrator who ran the migration (it owns the tables and the functions above).
        out.append(f"CREATE POLICY dt_admin ON {table} FOR ALL TO CURRENT_USER USING (true) WITH CHECK (true)")
    for table, name, command, roles, rule in rules:
        check = f" WITH CHECK ({rule})" if command in ("ALL", "UPDATE", "INSERT") else ""
        using = f" USING ({rule})" if command != "INSERT" else ""
        out.append(f"CREATE POLICY dt_{name} ON {table} FOR {command} TO {roles}{using}{check}")
    return out
