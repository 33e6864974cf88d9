"""Tavern Table rules engines, AI and match flow. Never imports pygame."""
