"""A finished game reviewed turn by turn (the screen; the judgement is sagrada_desktop.review)."""
