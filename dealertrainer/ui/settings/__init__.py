"""Settings on screen: house rules per game, the app's own settings, trainees."""
