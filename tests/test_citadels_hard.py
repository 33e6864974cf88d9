"""Citadels Hard: how its search plays a round out and judges its end."""
import random
from collections import Counter

from game.citadels import RULES
from game.citadels.ai import NormalBot
from game.citadels.data import ARCHITECT, MAGICIAN
from game.citadels.evaluate import likely_pick, win_chances


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


def test_hard_expects_a_rival_to_pick_as_normal_does_the_magician_for_an_empty_hand():
    """Hard's play-outs draft the characters as today's Normal would: a
    seat with no cards while every rival holds six takes the Magician (a
    swap brings six cards), as Normal's own pick does, and not the
    Architect that looks good to anyone with gold (`plain_action`)."""
    state = RULES.new_state(4, 2)
    seat = RULES.pending(state)[0].seat
    legal = RULES.legal_actions(state, seat)
    assert {MAGICIAN, ARCHITECT} <= {a.character for a in legal}
    state.hands = [["manor", "castle", "palace", "temple", "church", "cathedral"] for _ in range(4)]
    state.hands[seat], state.gold[seat] = [], 6
    normal = Counter(NormalBot().plan_pick(RULES, state.clone(), seat, legal, random.Random(i)).character
                     for i in range(5))
    expected = Counter(likely_pick(state, seat, legal, random.Random(i)).character for i in range(200))
    plain = Counter(NormalBot().plain_action(state, seat, "pick_character", legal, None, random.Random(i)).character
                    for i in range(200))
    assert normal.most_common(1)[0][0] == MAGICIAN
    assert expected.most_common(1)[0][0] == MAGICIAN and expected[MAGICIAN] > 100
    assert plain.most_common(1)[0][0] != MAGICIAN
