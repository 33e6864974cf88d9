"""Rattlebones (骰子马戏团): monkeys on a circus loop and dice built face by
face.  See `rules` for the rules and house rulings."""
from .rules import RULES, RattlebonesRules, RattleState, effective_face, rank_points, star_sale, stock_payout

__all__ = ["RULES", "RattlebonesRules", "RattleState", "effective_face", "rank_points", "star_sale",
           "stock_payout"]
