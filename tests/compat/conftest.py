"""The program's settings in a temporary file for each test and cycles collected on the
window's thread: the fixtures of tests/ui, for the program opened here."""

from tests.ui.conftest import (  # noqa: F401 - fixtures, found by pytest by their names
    collect_after_each_test,
    temp_settings,
    window_thread_collector,
)
