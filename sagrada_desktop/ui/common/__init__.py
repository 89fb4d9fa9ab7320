"""What every screen shares: the look (style, theme, icons, pictures), settings, dialogs,
plain text and words, user folders, and the desktop around the program."""
