"""Citadels Hard: how its search judges the end of a round."""
from game.citadels import RULES
from game.citadels.evaluate import win_chances


def test_hard_counts_a_district_built_above_the_coins_it_cost():
    """A district built is worth its points and a build's tempo, more
    than the gold it cost kept: a Fortress (5 points for 5 gold) built at
    the end of a turn stands ahead of the same Fortress kept in hand with
    the gold, also late in the game.  (Standings learned from Normal-only
    games weigh a coin above a point, since Normals spend their gold, and
    a search judging by them kept the gold.)"""
    kept = RULES.new_state(4, 1)
    kept.cities = [["manor", "temple", "tavern", "market"],
                   ["manor", "temple", "tavern", "market", "church", "prison"], ["manor"], ["manor"]]
    kept.gold = [6, 2, 2, 2]
    kept.hands = [["fortress"], ["cathedral"], ["cathedral"], ["cathedral"]]
    built = kept.clone()
    built.cities[0].append(built.hands[0].pop())
    built.gold[0] -= 5
    assert win_chances(built)[0] > win_chances(kept)[0]
