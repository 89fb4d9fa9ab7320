"""The Glory expansion's modules (seed 002), played on top of Artisans: Strife, Pioneer,
Flourish and Rivalry. Each file holds one part in the game's words; the public names are
exported by the engine facade (sagrada_desktop.engine). This package imports nothing itself,
so the engine's state can use its data types without an import cycle."""
