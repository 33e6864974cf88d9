"""Fist of Dragonstones (龙石之拳), seed 000: 3–6 seats."""
from .rules import RULES, DragonstonesRules
from .state import DragonstonesState

from game.registry import Title, register

from . import ai, ai_v1, evaluate, guide, invariants, log

TITLE = register(Title(
    id="dragonstones",
    rules=RULES,
    normal_bot=ai.NormalBot,
    search=evaluate.SEARCH,
    describe=log.describe,
    broken=invariants.broken,
    leaks=invariants.leaks,
    done_to=log.done_to,
    reference_bots={"normal-v1": ai_v1.NormalBot},
    hard_guide=guide.HardGuide,
))

__all__ = ["RULES", "TITLE", "DragonstonesRules", "DragonstonesState"]
