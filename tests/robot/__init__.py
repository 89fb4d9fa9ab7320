"""A robot with a real pointer (issue 30, item 9): it plays whole games through the real
program on a virtual X server (Xvfb), with xdotool's pointer and keys, reading only the
program's probe file (docs/ui.md, "The probe"); the rules it plays by come from the game
document in the probe, read with the engine as a referee of its own. It counts the drops that
placed nothing (or placed elsewhere), the controls the probe places outside the screen, the
top-level window growing past the screen, and the steps it could not complete.

`tests/robot/test_robot_game.py` plays one whole 2-seat game in `make test`;
`benchmarks/robot_games.py` plays the long run (every Glory module, campaign windows 1-2, at
1280x720 and 1920x1080)."""
