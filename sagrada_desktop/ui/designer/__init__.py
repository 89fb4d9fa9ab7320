"""The window designer's screen (its rules without Qt: sagrada_desktop/designer/): entered
from the start page and the Game menu (entry.py, through ui/feature_entries.py)."""
