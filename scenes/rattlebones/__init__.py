"""Rattlebones on screen."""
