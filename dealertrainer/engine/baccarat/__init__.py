"""baccarat engine."""
