"""Run every benchmark and print one table: ``python benchmarks/run.py [--quick] [--only NAME]``.

Each ``benchmarks/bench_<name>.py`` exposes ``figures() -> list[dict]``; a figure is a dict
with ``name`` and ``median_ms`` (the median of several runs), and optionally ``baseline``
(what it is compared with), ``baseline_ms`` (the baseline measured in the same run),
``note``, ``value`` + ``unit`` (a figure that is not a time, such as megabytes; then
``median_ms`` may be None) and ``target_max`` (the most the figure may be, in its unit).
The issue's targets are also matched here by name, so a module need not repeat them.

``--quick`` sets ``DEALERTRAINER_BENCH_QUICK=1`` (see ``measure.quick()``) for a smoke run
with fewer repeats. The command exits 1 if any module fails to import or measure.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import subprocess
import sys
import time
import traceback
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (str(ROOT), str(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from measure import QUICK_ENV  # noqa: E402  (needs the path set above)

GROUPS = {"engine": ("baccarat", "blackjack", "stud")}

# The targets, matched against figure names (case-insensitive): (pattern, max, unit).
TARGETS: tuple[tuple[str, float, str], ...] = (
    (r"exact[ _]odds(?!.*(first[- ]use|one[- ]time))", 5.0, "ms"),  # per call, not the lazy table build
    (r"key press.*p95|p95.*key press", 16.0, "ms"),
    (r"app start", 1000.0, "ms"),
    (r"peak memory|peak rss", 300.0, "MB"),
)


@dataclass(frozen=True)
class Row:
    module: str
    name: str
    value: float | None
    unit: str
    baseline: str | None
    baseline_value: float | None
    target_max: float | None
    note: str
    error: str | None = None

    @property
    def met(self) -> bool | None:
        if self.target_max is None or self.value is None:
            return None
        return self.value < self.target_max

    @property
    def ratio(self) -> float | None:
        """How many times faster than the baseline (baseline time / figure time)."""
        if self.baseline_value is None or not self.value:
            return None
        return self.baseline_value / self.value


def available_modules(folder: Path = HERE) -> dict[str, Path]:
    """Benchmark modules present in ``folder``, by short name (``bench_app.py`` -> app)."""
    if not folder.is_dir():
        raise SystemExit(f"--bench-dir {folder}: not a folder")
    return {path.stem.removeprefix("bench_"): path for path in sorted(folder.glob("bench_*.py"))}


def select(names: list[str], present: dict[str, Path]) -> dict[str, Path]:
    """The modules named by ``--only`` (a module's short name or a group such as ``engine``)."""
    if not names:
        return present
    wanted: list[str] = []
    for raw in names:
        for name in filter(None, (part.strip() for part in raw.split(","))):
            if name in GROUPS:
                wanted.extend(n for n in GROUPS[name] if n in present)
            elif name in present:
                wanted.append(name)
            else:
                allowed = sorted(set(present) | set(GROUPS))
                raise SystemExit(f"--only {name!r}: no such benchmark; choose from {', '.join(allowed)}")
    if not wanted:
        raise SystemExit(f"--only {' '.join(names)}: none of those benchmark modules exist yet")
    return {name: present[name] for name in dict.fromkeys(wanted)}


def load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    if not callable(getattr(module, "figures", None)):
        raise TypeError(f"{path.name} has no figures() function")
    return module


def _target_for(name: str, unit: str) -> float | None:
    for pattern, limit, target_unit in TARGETS:
        if target_unit == unit and re.search(pattern, name, re.IGNORECASE):
            return limit
    return None


def to_row(module: str, figure: Any) -> Row:
    """Check one figure dict and turn it into a table row."""
    if not isinstance(figure, dict) or not isinstance(figure.get("name"), str):
        raise TypeError(f"bench_{module}: a figure must be a dict with a 'name', not {figure!r}")
    name = figure["name"]
    unit = str(figure.get("unit") or "ms")
    value = figure.get("value", figure.get("median_ms"))
    if value is not None and not isinstance(value, (int, float)):
        raise TypeError(f"bench_{module}: figure {name!r} has a non-numeric value {value!r}")
    baseline_value = figure.get("baseline_ms")
    if baseline_value is not None and not isinstance(baseline_value, (int, float)):
        raise TypeError(f"bench_{module}: figure {name!r} has a non-numeric baseline_ms")
    target = figure.get("target_max")
    if target is None:
        target = _target_for(name, unit)
    return Row(
        module=module,
        name=name,
        value=None if value is None else float(value),
        unit=unit,
        baseline=figure.get("baseline") or None,
        baseline_value=None if baseline_value is None else float(baseline_value),
        target_max=None if target is None else float(target),
        note=str(figure.get("note") or ""),
    )


def measure_all(modules: dict[str, Path]) -> list[Row]:
    rows: list[Row] = []
    for name, path in modules.items():
        started = time.perf_counter()
        print(f"… {path.name}", file=sys.stderr, flush=True)
        try:
            figures = load(name, path).figures()
            rows.extend(to_row(name, figure) for figure in figures)
        except Exception as exc:  # one broken module must not hide the others' figures
            traceback.print_exc(file=sys.stderr)
            lines = str(exc).strip().splitlines() or [""]
            brief = lines[0] if len(lines) == 1 else f"{lines[0]} … {lines[-1]}"
            rows.append(Row(name, f"bench_{name} failed", None, "", None, None, None, "",
                            error=f"{type(exc).__name__}: {brief[:300]} (traceback above)"))
        print(f"  {path.name}: {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    return rows


def fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if value == 0:
        digits = 0
    else:
        digits = max(0, 2 - int(f"{abs(value):e}".split("e")[1]))
    return f"{value:,.{min(digits, 4)}f} {unit}".strip()


def render(rows: list[Row]) -> str:
    header = ("module", "figure", "median", "target", "met", "baseline", "speed-up", "note")
    table = [header]
    for row in rows:
        if row.error:
            table.append((row.module, row.name, "ERROR", "", "", "", "", row.error))
            continue
        met = {None: "", True: "met", False: "NOT MET"}[row.met]
        target = "" if row.target_max is None else f"< {fmt(row.target_max, row.unit)}"
        baseline = ""
        if row.baseline:
            baseline = f"{row.baseline} {fmt(row.baseline_value, row.unit)}".strip()
        ratio = "" if row.ratio is None else f"{row.ratio:,.1f}×"
        table.append((row.module, row.name, fmt(row.value, row.unit), target, met, baseline,
                      ratio, row.note))
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    lines = []
    for index, line in enumerate(table):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
        if index == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def _package_version(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "not installed"


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def _memory_gib() -> str:
    try:
        for line in Path("/proc/meminfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("MemTotal:"):
                return f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        return f"{pages * size / 1024**3:.1f} GiB"
    except (ValueError, OSError, AttributeError):
        return "unknown"


def _commit() -> str:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def environment() -> dict[str, str]:
    commit = _commit()
    return {
        "machine": f"{_cpu_model()}, {os.cpu_count()} logical cores, {_memory_gib()} memory",
        "system": platform.platform(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "packages": ", ".join(
            f"{pkg} {_package_version(pkg)}" for pkg in ("PySide6", "pydantic", "dealertrainer")
        ) + (f" (commit {commit})" if commit else ""),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="fewer repeats and shorter sessions: a smoke run, not for figures")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="run only these modules (app, baccarat, ..., or the group 'engine'); "
                             "repeat or separate with commas")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--bench-dir", type=Path, default=HERE, metavar="DIR",
                        help="folder holding the bench_*.py modules (default: this script's folder)")
    args = parser.parse_args(argv)

    if args.quick:
        os.environ[QUICK_ENV] = "1"
    modules = select(args.only, available_modules(args.bench_dir))
    env = environment()
    started = time.perf_counter()
    rows = measure_all(modules)
    elapsed = time.perf_counter() - started

    print("DealerTrainer benchmarks" + (" (--quick: smoke run, figures are rough)" if args.quick else ""))
    for key, text in env.items():
        print(f"{key + ':':10} {text}")
    print()
    print(render(rows))
    print()
    print(f"{len(rows)} figures from {len(modules)} modules in {elapsed:.1f} s; "
          "each figure is a median of several runs; speed-up = baseline time / figure time.")
    if args.json:
        args.json.write_text(json.dumps({"environment": env, "quick": args.quick, "figures": [
            {**row.__dict__, "met": row.met, "ratio": row.ratio} for row in rows
        ]}, indent=2), encoding="utf-8")
    return 1 if any(row.error for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
