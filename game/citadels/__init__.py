"""Citadels (富饶之城): build a city of 8 districts with a new hidden character each round."""
from game.citadels.rules import (
    CitadelsRules, CitadelsState, destroy_cost, district_income, draft_set_aside, has_five_colours,
    score_city, set_aside,
)

RULES = CitadelsRules()

from game.registry import Title, register

from . import ai, ai_v1, evaluate, guide, invariants, log

TITLE = register(Title(
    id="citadels",
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

__all__ = ["RULES", "TITLE", "CitadelsRules", "CitadelsState", "destroy_cost", "district_income",
           "draft_set_aside", "has_five_colours", "score_city", "set_aside"]
