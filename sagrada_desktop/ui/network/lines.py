"""The transport: Qt's TCP sockets (QtNetwork) carrying one message a line, as the codec writes
it (compact JSON, one line). Nothing else is framed: a line ends at its newline; a line longer
than the receiver's limit is handed on as it is (too long) and its sender dropped, before any
more of it is buffered.

Encryption: Qt's TLS (QSslSocket, TLS 1.2) with a pre-shared key made from the join code
(network.join_code.tls_key) and an ephemeral Diffie-Hellman key exchange ((EC)DHE-PSK cipher
suites: no certificate to make or trust, and a recorded connection cannot be read later, nor
the code guessed from it). A joining program always encrypts; the host encrypts every
connection that begins with a TLS handshake and reads the others as plain lines (an older or
hand-made program: its own lines are all it exposes)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSsl,
    QSslConfiguration,
    QSslPreSharedKeyAuthenticator,
    QSslSocket,
    QTcpServer,
    QTcpSocket,
)

TLS_HANDSHAKE = b"\x16"  # the first byte of a TLS connection (a handshake record)
HANDSHAKE_MS = 10_000  # a host that has not finished the handshake by then does not encrypt
IDENTITY = b"sagrada-artisans"  # the key's name in the handshake (one key: the code's)


def tls_configuration() -> QSslConfiguration:
    """TLS 1.2 with the pre-shared key and an ephemeral key exchange, nothing else."""
    config = QSslConfiguration.defaultConfiguration()
    config.setProtocol(QSsl.SslProtocol.TlsV1_2)
    config.setCiphers([c for c in QSslConfiguration.supportedCiphers()
                       if c.name().startswith(("ECDHE-PSK-", "DHE-PSK-"))])
    config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)  # the key is the proof
    return config


def encryption_works() -> bool:
    return QSslSocket.supportsSsl() and bool(tls_configuration().ciphers())


class _Server(QTcpServer):
    """Each connection a QSslSocket, still plain: encrypted once its first byte says so."""

    def __init__(self, key: bytes | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.key = key

    def incomingConnection(self, handle: int) -> None:  # Qt calls it so
        socket = QSslSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        if self.key is not None:
            socket.setSslConfiguration(tls_configuration())
            key = QByteArray(self.key)
            socket.preSharedKeyAuthenticationRequired.connect(
                lambda auth, key=key: auth.setPreSharedKey(key))
        self.addPendingConnection(socket)


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

    def __init__(self, most: int, parent: QObject | None = None, key: bytes | None = None
                 ) -> None:
        """`key`: the pre-shared key of encrypted connections (None: plain ones only)."""
        super().__init__(parent)
        self._most = most
        self._server = _Server(key if key is not None and encryption_works() else None, self)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._undecided: set[int] = set()  # not yet known to be encrypted or plain
        self._next = 0

    @property
    def encrypts(self) -> bool:
        return self._server.key is not None

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
            socket.errorOccurred.connect(self._error)
            self._undecided.add(number)
            self.opened.emit(number)
            self._read(number)

    def _number(self) -> int:
        sender = self.sender()
        return int(sender.property("connection")) if sender is not None else 0

    def _ready(self) -> None:
        self._read(self._number())

    def _disconnected(self) -> None:
        self._gone(self._number())

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error == QAbstractSocket.SocketError.SslHandshakeFailedError:  # not the code's key
            socket = self._sockets.get(self._number())
            if socket is not None:
                socket.abort()

    def _read(self, number: int) -> None:
        socket = self._sockets.get(number)
        if socket is None:
            return
        if number in self._undecided:
            first = bytes(socket.peek(1).data())
            if not first:
                return
            self._undecided.discard(number)
            if first == TLS_HANDSHAKE and isinstance(socket, QSslSocket) and self.encrypts:
                socket.startServerEncryption()  # its lines come once it is encrypted
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
        self._undecided.discard(number)
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

    def __init__(self, most: int, parent: QObject | None = None, key: bytes | None = None
                 ) -> None:
        """`key`: the pre-shared key to encrypt with (None: a plain connection)."""
        super().__init__(parent)
        self._most = most
        self._key = key if key is not None and encryption_works() else None
        self._socket: QTcpSocket = QSslSocket(self) if self._key is not None else QTcpSocket(self)
        if isinstance(self._socket, QSslSocket):
            self._socket.setSslConfiguration(tls_configuration())
            self._socket.preSharedKeyAuthenticationRequired.connect(self._authenticate)
            self._socket.encrypted.connect(self._encrypted)  # the first line goes encrypted
            self._socket.connected.connect(self._reached)
        else:
            self._socket.connected.connect(self.connected)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._disconnected)
        self._socket.errorOccurred.connect(self._error)
        self._ended = False
        self._handshake = ""  # "begun" once the host is reached, "done" once encrypted
        self.key_refused = False  # the handshake failed: the host's key is another code's

    def _reached(self) -> None:
        self._handshake = "begun"
        QTimer.singleShot(HANDSHAKE_MS, self, self._handshake_late)

    def _handshake_late(self) -> None:
        if self._handshake == "begun":  # a host that reads lines only waits for one
            self._socket.abort()
            self._end(self._socket.errorString())

    def _encrypted(self) -> None:
        self._handshake = "done"
        self.connected.emit()

    @property
    def encrypted(self) -> bool:
        return isinstance(self._socket, QSslSocket) and self._socket.isEncrypted()

    def connect_to(self, address: str, port: int) -> None:
        if isinstance(self._socket, QSslSocket):
            self._socket.connectToHostEncrypted(address, port)
        else:
            self._socket.connectToHost(address, port)

    def _authenticate(self, auth: QSslPreSharedKeyAuthenticator) -> None:
        assert self._key is not None
        auth.setIdentity(QByteArray(IDENTITY))
        auth.setPreSharedKey(QByteArray(self._key))

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error == QAbstractSocket.SocketError.SslHandshakeFailedError:
            self.key_refused = True
            why = self._socket.errorString()
            self._socket.abort()
            self._end(why)
        elif self._socket.state() != QTcpSocket.SocketState.ConnectedState:
            self._end(self._socket.errorString())

    def _disconnected(self) -> None:
        self._end("")

    def _end(self, why: str) -> None:
        if self._handshake == "begun":  # reached, but the host let go before encrypting
            self.key_refused = True
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
