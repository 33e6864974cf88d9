"""Dragon's Lair Treasure Hunt (龙穴寻宝): a poker-deck maze of clues,
treasure and dragons.  See `rules` for the rules and house rulings."""
from .rules import RULES, DragonsLairRules, LairState, clue_step, split_treasure

__all__ = ["RULES", "DragonsLairRules", "LairState", "clue_step", "split_treasure"]
