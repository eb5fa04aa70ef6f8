"""A trainee on their own starts without loading the class database's libraries: SQLAlchemy,
Alembic and psycopg are imported only by a PC signed in to a class (they took about half of
the app's import time at every start when a type annotation pulled them in)."""

from __future__ import annotations

import os
import subprocess
import sys

START = """
import sys
import dealertrainer.ui.app, dealertrainer.ui.main_window
from dealertrainer.ui import workers
for name in workers.CORE_MODULES:  # what the window imports after its first paint
    __import__(name)
print(sorted(m for m in ("sqlalchemy", "alembic", "psycopg") if m in sys.modules))
"""


def test_the_app_starts_without_the_class_database_libraries():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"
