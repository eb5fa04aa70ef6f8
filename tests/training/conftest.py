"""Training tests: clocks that move only when told, and a records file in tmp."""

from __future__ import annotations


class FakeClock:
    """A monotonic clock for tests: ``advance`` moves it, nothing else does."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


import pytest  # noqa: E402

from dealertrainer.storage.records import Records  # noqa: E402


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def wall() -> FakeClock:
    return FakeClock(1_700_000_000.0)


@pytest.fixture
def records(tmp_path, wall):
    with Records(tmp_path / "records.sqlite3", wall_clock=wall) as r:
        yield r


@pytest.fixture
def trainee(records):
    return records.add_trainee("Test Trainee").id
