"""The shoe panel beside a table: penetration, odds, the shoe log and the scoreboard roads."""
