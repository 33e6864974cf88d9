"""Fist of Dragonstones (龙石之拳), seed 000: 3–6 seats."""
from .rules import RULES, DragonstonesRules
from .state import DragonstonesState

__all__ = ["RULES", "DragonstonesRules", "DragonstonesState"]
