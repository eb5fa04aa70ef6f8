"""At close, a long job is told the app is closing and ends before the records close."""

from __future__ import annotations

import time

from dealertrainer.ui import workers


def test_a_running_job_hears_the_close_and_ends_before_the_records_do(qtbot):
    started, heard = [], []

    def long_job() -> str:
        started.append(1)
        deadline = time.monotonic() + 60  # a memory refit of a year of answers: minutes
        while time.monotonic() < deadline:
            if workers.closing():
                heard.append(1)
                return "given up"
            time.sleep(0.01)
        return "ran out"

    workers.import_core()  # as after the window's first paint: jobs start at once
    workers.run_job(long_job, lambda _result: None)
    qtbot.waitUntil(lambda: bool(started), timeout=10_000)
    assert not workers.closing()
    assert workers.stop_jobs(timeout_ms=20_000)  # before: it waited the whole 30 s and gave up on the job
    assert heard == [1]
    assert not workers.closing()  # a later window's jobs run to their end
