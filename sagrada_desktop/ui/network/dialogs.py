"""The two entries of network play (ui/feature_entries.py): "Host on the network" offers some
person seats of the game on the screen to guests and shows the address, port and join code to
give out; "Join a game" asks for the host's address, port and code."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.network.join_code import shown

from ..common.i18n import translate
from ..common.plain_question import PlainQuestion
from ..game.hosts import FreePlay
from .guest_session import GuestSession
from .start import host_campaign_window, host_the_game_shown, hosting_now, join, lan_addresses

if TYPE_CHECKING:
    from ..main_window import MainWindow

PORT = 47130  # as the command line's --port


def _port_box(parent: QWidget) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(0, 65535)  # 0: any free port (the one taken is shown)
    box.setValue(PORT)
    return box


class HostDialog(QDialog):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(translate("network", "Host on the network"))
        session = window.session
        assert session is not None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("network", "Offer these seats to friends on other computers; the others stay at this screen or with the computer.")))
        self.offered: list[tuple[int, QCheckBox]] = []
        for i, seat in enumerate(session.state.seats):
            if session.plans[i].is_person:
                box = QCheckBox(translate("network", "{name}: a guest over the network").format(name=seat.name))
                box.setChecked(i > 0)
                layout.addWidget(box)
                self.offered.append((i, box))
        form = QFormLayout()
        self.port = _port_box(self)
        form.addRow(translate("network", "Port:"), self.port)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("network", "Host"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> list[int]:
        return [i for i, box in self.offered if box.isChecked()]


def host_on_the_network(window: MainWindow) -> None:
    """The entry "Host on the network": the game on the screen, hosted."""
    session = window.session
    title = translate("network", "Host on the network")
    if session is None or session.state.is_over or isinstance(session, GuestSession):
        PlainQuestion.warning(window, title, translate("network", "Start or open a game first: the game on the screen is the one hosted."))
        return
    hosting = hosting_now(window)
    if hosting is not None:
        PlainQuestion.warning(window, title, translate("network", "This game is hosted already: port {port}, join code {code}.").format(
            port=hosting.server.port, code=shown(hosting.code)))
        return
    dialog = HostDialog(window)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.seats():
        return
    if isinstance(window.host, FreePlay):
        host = host_the_game_shown(window, dialog.seats(), dialog.port.value())
    else:  # the campaign's window on the screen
        host = host_campaign_window(window, dialog.seats(), dialog.port.value())
    if isinstance(host, str):
        PlainQuestion.warning(window, title, translate("network", "Cannot host on port {port}: {why}").format(port=dialog.port.value(), why=host))
        return
    words = translate("network", "Hosting: {address}, port {port}, join code {code}; the guests' connections are encrypted") \
        if host.server.encrypts else translate("network", "Hosting: {address}, port {port}, join code {code}")
    label = QLabel(words.format(address=", ".join(lan_addresses()), port=host.server.port,
                                code=shown(host.code)))
    label.setObjectName("hosting")
    window.statusBar().addPermanentWidget(label)
    host.destroyed.connect(label.deleteLater)


class JoinDialog(QDialog):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(translate("network", "Join a game"))
        form = QFormLayout(self)
        self.address = QLineEdit(self)
        self.address.setPlaceholderText("192.168.1.20")
        self.port = _port_box(self)
        self.port.setMinimum(1)
        self.code = QLineEdit(self)
        self.code.setPlaceholderText("K7P-Q2M")
        form.addRow(translate("network", "The host's address:"), self.address)
        form.addRow(translate("network", "Port:"), self.port)
        form.addRow(translate("network", "Join code:"), self.code)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("network", "Join"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


def join_a_game(window: MainWindow) -> None:
    """The entry "Join a game"."""
    if not window.leave_game_ok():
        return
    dialog = JoinDialog(window)
    if dialog.exec() == QDialog.DialogCode.Accepted and dialog.address.text().strip():
        join(window, dialog.address.text().strip(), dialog.port.value(), dialog.code.text())
