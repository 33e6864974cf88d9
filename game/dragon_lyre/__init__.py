"""Dragon & Lyre (龙与七弦琴): lead twelve heroes and a prophet to win
battles, territories, artifacts and beasts.  See `rules` for the rules and
house rulings."""
from .rules import RULES, DragonLyreRules, LyreState, artifact_points, fight_result, score, score_breakdown

from game.registry import Title, register

from . import ai, evaluate, guide, invariants, log

TITLE = register(Title(
    id="dragon_lyre",
    rules=RULES,
    normal_bot=ai.NormalBot,
    hard_guide=guide.HardGuide,
    search=evaluate.SEARCH,
    describe=log.describe,
    broken=invariants.broken,
    leaks=invariants.leaks,
    done_to=log.done_to,
))

__all__ = ["RULES", "TITLE", "DragonLyreRules", "LyreState", "artifact_points", "fight_result", "score",
           "score_breakdown"]
