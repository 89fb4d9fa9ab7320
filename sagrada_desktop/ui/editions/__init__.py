"""Editions on screen: the notice of a game or campaign played under older rules, and a
campaign's offer to move to the newest between windows (campaign/editions.py)."""
