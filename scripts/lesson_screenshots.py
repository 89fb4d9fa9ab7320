"""Pictures of every step of "Learn to play", as a person playing the lesson sees them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/lesson_screenshots.py [OUT_DIR]
        [--sizes 1280x720 1920x1080] [--lang en zh_TW]

plays the whole lesson through the program at each size and in each language (the person
doing what each step suggests, tests/ui/lesson_hands.py) and writes
OUT_DIR/lesson-<NN>-<step>[-<lang>]-<size>.png each time a step comes up or what it says
changes.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="screenshots")
    parser.add_argument("--sizes", nargs="*", default=["1280x720", "1920x1080"])
    parser.add_argument("--lang", nargs="*", default=["en", "zh_TW"])
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from sagrada_desktop.ui.common import settings as ui_settings
    from sagrada_desktop.ui.common.i18n import translators
    from sagrada_desktop.ui.common.style import apply_style
    from tests.ui.lesson_hands import lesson_window, marks_settled, play_lesson, start_lesson

    app = QApplication.instance() or QApplication(sys.argv)
    apply_style(app)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang:
        translators().install(lang)
        for size in args.sizes:
            width, height = (int(n) for n in size.split("x"))
            folder = Path(tempfile.mkdtemp())
            store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
            settings = ui_settings.Settings(store)
            ui_settings.use(settings)
            window = lesson_window(settings, folder, (width, height))
            guide = start_lesson(window)
            count = [0]

            def shoot(g, lang=lang, size=size, window=window, count=count) -> None:
                count[0] += 1
                marks_settled(g)  # the marks on the screen as it has settled
                step = g.step()
                name = step.id if step is not None else "end"
                suffix = "" if lang == "en" else f"-{lang}"
                path = out / f"lesson-{count[0]:02d}-{name}{suffix}-{size}.png"
                window.repaint()
                app.processEvents()
                window.grab().save(str(path))
                print(path)

            play_lesson(window, guide, seen=shoot,
                        how=lambda action, n: "drag" if n == 0 else "click")
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
