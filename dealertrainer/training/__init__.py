"""Drills, questions, scoring, mastery and spaced repetition, built on the engines' dealer steps."""
