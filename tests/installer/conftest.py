"""The installer's scripts live in installer/ (not a package): make them importable here."""

from __future__ import annotations

import sys
from pathlib import Path

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
if str(INSTALLER) not in sys.path:
    sys.path.insert(0, str(INSTALLER))
