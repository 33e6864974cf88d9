"""Rattlebones (骰子马戏团): monkeys on a circus loop and dice built face by
face.  See `rules` for the rules and house rulings."""
from .rules import RULES, RattlebonesRules, RattleState, effective_face, rank_points, star_sale, stock_payout

from game.registry import Title, register

from . import ai, ai_v1, evaluate, guide, invariants, log

TITLE = register(Title(
    id="rattlebones",
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

__all__ = ["RULES", "TITLE", "RattlebonesRules", "RattleState", "effective_face", "rank_points", "star_sale",
           "stock_payout"]
