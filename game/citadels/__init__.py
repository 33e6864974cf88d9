"""Citadels (富饶之城): build a city of 8 districts with a new hidden character each round."""
from game.citadels.rules import (
    CitadelsRules, CitadelsState, destroy_cost, district_income, draft_set_aside, has_five_colours,
    score_city, set_aside,
)

RULES = CitadelsRules()

__all__ = ["RULES", "CitadelsRules", "CitadelsState", "destroy_cost", "district_income",
           "draft_set_aside", "has_five_colours", "score_city", "set_aside"]
