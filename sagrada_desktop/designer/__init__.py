"""The window designer's rules, without Qt: a window being drawn (`draft`), whether it can be
filled whole (`solver`), what is wrong with it and why (`checks`), its file (`design_file`),
the player's own windows in the data folder (`own_windows`) and the window played from it
(`playable`). The screen is ui/designer/."""
