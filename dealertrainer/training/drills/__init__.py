"""The drills (filled in by the drill modules)."""
