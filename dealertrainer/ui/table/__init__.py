"""The table on screen: the felts of each game, the cards and chips painted on them."""
