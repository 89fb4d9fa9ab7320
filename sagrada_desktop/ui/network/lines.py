"""The transport: Qt's TCP sockets (QtNetwork) carrying one message a line, as the codec writes
it (compact JSON, one line). Nothing else is framed: a line ends at its newline; a line longer
than the receiver's limit is handed on as it is (too long) and its sender dropped, before any
more of it is buffered."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket


def _lines(socket: QTcpSocket, most: int) -> tuple[list[bytes], bool]:
    """The whole lines waiting on `socket`, and whether a line passed `most` bytes."""
    out: list[bytes] = []
    while socket.canReadLine():
        line = bytes(socket.readLine(most + 2).data())
        if not line.endswith(b"\n"):
            return [*out, line + b"?"], True  # cut at the limit: longer than allowed
        out.append(line)
    if socket.bytesAvailable() > most:
        return [*out, b"?" * (most + 1)], True
    return out, False


class LineServer(QObject):
    """The host's listening socket and its guests' connections, each named by a number."""

    opened = Signal(int)
    line = Signal(int, bytes)
    closed = Signal(int)

    def __init__(self, most: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._most = most
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next = 0

    def listen(self, address: str, port: int) -> str:
        """Listen on (address, port; 0 for any free port): '' or why not."""
        if self._server.listen(QHostAddress(address), port):
            return ""
        return self._server.errorString()

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._next += 1
            number = self._next
            self._sockets[number] = socket
            socket.setProperty("connection", number)
            socket.readyRead.connect(self._ready)
            socket.disconnected.connect(self._disconnected)
            self.opened.emit(number)
            self._read(number)

    def _number(self) -> int:
        sender = self.sender()
        return int(sender.property("connection")) if sender is not None else 0

    def _ready(self) -> None:
        self._read(self._number())

    def _disconnected(self) -> None:
        self._gone(self._number())

    def _read(self, number: int) -> None:
        socket = self._sockets.get(number)
        if socket is None:
            return
        lines, too_long = _lines(socket, self._most)
        for line in lines:
            if number not in self._sockets:
                return  # closed by an answer to an earlier line
            self.line.emit(number, line)
        if too_long:
            self.close(number)

    def send(self, number: int, data: bytes) -> None:
        socket = self._sockets.get(number)
        if socket is not None:
            socket.write(data)

    def close(self, number: int) -> None:
        """Send what is queued, then close; `closed` follows once."""
        socket = self._sockets.get(number)
        if socket is not None:
            socket.disconnectFromHost()

    def _gone(self, number: int) -> None:
        socket = self._sockets.pop(number, None)
        if socket is not None:
            socket.deleteLater()
            self.closed.emit(number)

    def stop(self) -> None:
        self._server.close()
        for number in list(self._sockets):
            self._sockets[number].abort()
            self._gone(number)


class LineClient(QObject):
    """A joining program's connection to the host."""

    connected = Signal()
    line = Signal(bytes)
    closed = Signal(str)  # why ('' when closed by either side in good order)

    def __init__(self, most: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._most = most
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self.connected)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._disconnected)
        self._socket.errorOccurred.connect(self._error)
        self._ended = False

    def connect_to(self, address: str, port: int) -> None:
        self._socket.connectToHost(address, port)

    def _error(self, _error: object) -> None:
        if self._socket.state() != QTcpSocket.SocketState.ConnectedState:
            self._end(self._socket.errorString())

    def _disconnected(self) -> None:
        self._end("")

    def _end(self, why: str) -> None:
        if not self._ended:
            self._ended = True
            self.closed.emit(why)

    def _read(self) -> None:
        lines, too_long = _lines(self._socket, self._most)
        for line in lines:
            self.line.emit(line)
        if too_long:
            self._socket.abort()

    def send(self, data: bytes) -> None:
        self._socket.write(data)

    def close(self) -> None:
        self._socket.disconnectFromHost()
