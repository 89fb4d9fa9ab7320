"""Learn to play on screen: the guided first game's box of words (Next, Skip, Leave), the marks
over the part of the screen each step speaks of, and the lesson's game session, which refuses
what the step on show does not ask for. The script itself is sagrada_desktop.lesson (no Qt)."""
