"""stud engine."""
