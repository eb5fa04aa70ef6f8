"""The classroom on screen: the instructor's roster, assignments, school profile and class report, and a trainee's assigned work."""
