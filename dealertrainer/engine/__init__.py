"""The rules of each game as plain data and functions: no Qt, no I/O, no clock."""
