"""A session on screen: the start page, the play page with its question panel, the summary."""
