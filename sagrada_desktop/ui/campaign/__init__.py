"""The campaign between and around games: its host and session, the book, envelopes, the
Market, and the campaign screens."""
