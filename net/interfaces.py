"""Where a room listens: one constant, in a module with no imports, so the window's start
and the headless host's argument parser name it without loading the network stack."""

#: Listen on every interface: players join from other devices.
ANY_INTERFACE = "0.0.0.0"
