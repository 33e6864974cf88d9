"""Dragon & Lyre (龙与七弦琴): lead twelve heroes and a prophet to win
battles, territories, artifacts and beasts.  See `rules` for the rules and
house rulings."""
from .rules import RULES, DragonLyreRules, LyreState, artifact_points, fight_result, score, score_breakdown

__all__ = ["RULES", "DragonLyreRules", "LyreState", "artifact_points", "fight_result", "score",
           "score_breakdown"]
