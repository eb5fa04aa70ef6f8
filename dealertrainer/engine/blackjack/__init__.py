"""blackjack engine."""
