"""A finished game reviewed turn by turn, without Qt: the log stepped through into its turns
and moments (game_turns.py), what the reviewing seat could see at each (its observation until
the game is over; moment_scores.py), Hard's judgement of each of its turns (judgement.py: Hard's
pick, what the turn played cost against it over sampled games, and why: hard_pick.py,
turn_value.py, pick_reason.py), the summary (summary.py) and its words (words.py). A
campaign's finished games are kept for it (kept_games.py).

The screen is ui/review/; the command line `sagrada-artisans review FILE`.
"""
