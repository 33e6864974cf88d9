"""The Citadels table scene."""
