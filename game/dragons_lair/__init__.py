"""Dragon's Lair Treasure Hunt (龙穴寻宝): a poker-deck maze of clues,
treasure and dragons.  See `rules` for the rules and house rulings."""
from .rules import RULES, DragonsLairRules, LairState, clue_step, split_treasure

from game.registry import Title, register

from . import ai, ai_v1, evaluate, guide, invariants, log

TITLE = register(Title(
    id="dragons_lair",
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

__all__ = ["RULES", "TITLE", "DragonsLairRules", "LairState", "clue_step", "split_treasure"]
