"""Learn to play: the guided first game (issue 34, part 1), without Qt.

The lesson is an ordinary game on window 1 against one Easy computer, its dice fixed by a seed
(`setup.LESSON_SEED`, found by scripts/lesson_seed.py) so that every lesson comes up when the
person follows it. Its script (`script.py`) is a list of steps: what each one speaks of (a
widget of the game screen by object name, and the spaces or dice on it), when it can be
taught, what completes it (read from the engine's state) and which moves it asks for (any
other is refused with the lesson's reason, and the step goes on). `progress.py` follows the
game step by step; `lesson_file.py` keeps a lesson left half-way, the game and where the
lesson was, through the saves codec; `rehearsal.py` plays the whole lesson without a screen.
The words are the screen's (ui/lesson/lesson_words.py), in English and 繁體中文.
"""
