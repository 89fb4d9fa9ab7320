"""The numbers of the rules and content editions (engine/editions.py says what each rules
edition plays; content/editions.py how each content edition differs).

Every change to what is legal or what scores starts a new rules edition, every change to the
campaign's content (its windows, triggers, envelopes, texts) a new content edition; a game is
played under the rules edition it was started with and a campaign under its own editions
(docs/rules.md, "Editions"). Files written before editions existed are the edition their
format and their log show (saves/old_editions.py).
"""

FIRST_EDITION = 1
RULES_EDITION = 3    # the newest rules: every new game and campaign starts under it
CONTENT_EDITION = 2  # the newest content: every new campaign starts with it
