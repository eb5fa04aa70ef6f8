"""Everything that touches files: trainee records (SQLite) and settings (TOML/JSON)."""
