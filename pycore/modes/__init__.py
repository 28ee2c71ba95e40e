"""The games: one folder per mode, each registered in :mod:`pycore.modes.registry`."""
