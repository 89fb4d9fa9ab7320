"""Starting the desktop program."""

from __future__ import annotations

import sys


def run_app(smoke: bool = False, screenshot: str | None = None) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Sagrada Artisans")
    window = QMainWindow()
    window.setWindowTitle("Sagrada Artisans")
    window.setCentralWidget(QLabel("Sagrada Artisans"))
    window.resize(1280, 800)
    window.show()
    if screenshot:
        app.processEvents()
        window.grab().save(screenshot)
        return 0
    if smoke:
        QTimer.singleShot(200, app.quit)
    return int(app.exec())
