"""Network play below the screens, without Qt: the messages (attrs types through the one
codec), the host's table of seats and guests (its states, join code, version agreement, and
what each line from a guest may lead to), and each seat's view of the game (engine.observe
and the sealed envelopes kept off the network). The transport and the screens are in
sagrada_desktop/ui/network/ (docs/network.md)."""
