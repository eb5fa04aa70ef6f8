"""How records_v11.sqlite3 was made: run by the release before the Alembic move (main at b5953ef,
records version 11) in a fresh process, ``python make_release_file.py records_v11.sqlite3``.
Kept for the record; the upgrade tests read the file it wrote, never run this."""
import sys
from dealertrainer.storage.records import Records, SCHEMA_VERSION
path = sys.argv[1]
clock = iter(range(1_700_000_000, 1_700_001_000))
with Records(path, wall_clock=lambda: float(next(clock))) as r:
    a = r.add_trainee("Ana Lima")
    b = r.add_trainee("Bo Chen")
    s = r.start_session(a.id, "baccarat.seat", '{"decks": 8}', rules_json='{"baccarat": {"commission": "0.05"}}', game="baccarat")
    shoe = r.record_dealt_shoe(s, "baccarat.seat", '{"seed": 7}')
    r.record_answer(a.id, "baccarat.banker_draw", True, 1.25, session_id=s, prompt="Banker draws?", expected="yes", given="yes", dealt=(shoe, 1, 0))
    r.record_answer(a.id, "baccarat.commission", False, 3.5, session_id=s, expected="0.95", given="1", standard_chips=False, dealt=(shoe, 2, 1))
    r.record_hand_time(a.id, s, "baccarat", 1, 1_700_000_100.0, 21.5)
    r.end_session(s)
    s2 = r.start_session(b.id, "daily")
    r.record_answer(b.id, "blackjack.insurance", True, 2.0, session_id=s2, unreadable=True)
    r.save_review_states(a.id, {"baccarat.banker_draw": ('{"due": 1}', 1)})
    r.save_memory_model(a.id, '{"w": [0.4]}', 12, 1_700_000_200.0, {"baccarat.banker_draw": ('{"due": 2}', 1)}, "fsrs")
    r.link_to_class(a.id, "postgresql://class.example/school", "f" * 32)
    print(SCHEMA_VERSION)
