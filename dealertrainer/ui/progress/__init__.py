"""Progress and exams on screen: figures per skill over time, the exam paper and its result."""
