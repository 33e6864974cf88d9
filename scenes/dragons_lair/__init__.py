"""Dragon's Lair table scene."""
