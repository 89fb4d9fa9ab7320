"""Thin Qt models over the engine's state: adapters only, every rule answer is the engine's."""
