"""Network play on the screen: Qt's sockets carrying the messages of sagrada_desktop.network
(one JSON line each), the host's referee beside its game screen, and a joining program's game
screen fed by the host's views (docs/network.md)."""
