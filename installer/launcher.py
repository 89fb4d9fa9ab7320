"""Entry point of the frozen program: PyInstaller builds `sagrada-artisans` from this file.

It does what the `sagrada-artisans` console script does (sagrada_desktop.cli:main).
"""

import multiprocessing
import sys

from sagrada_desktop.cli import main

if __name__ == "__main__":
    # A frozen program started as a multiprocessing worker (spawn: Windows, macOS) must run the
    # worker here instead of the program.
    multiprocessing.freeze_support()
    sys.exit(main())
