"""The campaign's screens: starting a campaign, between two games, the Market, the end."""
