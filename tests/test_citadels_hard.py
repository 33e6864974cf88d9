"""Citadels Hard: how its search plays a round out and judges its end."""
import random
from collections import Counter

from game.citadels import RULES
from game.citadels.ai import NormalBot
from game.citadels.data import ARCHITECT, ASSASSIN, BISHOP, MAGICIAN, MERCHANT, THIEF
from game.citadels.evaluate import likely_pick, rollout_action, standing, win_chances
from game.core import Action


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


def test_hard_holds_a_lead_surer_the_nearer_the_end_and_the_fewer_the_seats():
    """The same lead in standing gives its holder a better chance when the
    longest city lacks one district than when it lacks five, at four
    seats; at two seats the chance is the same at either time, as
    Normal-only games found it (`evaluate.spread`)."""
    def leader(players: int, near_the_end: bool) -> tuple[float, float]:
        """The leader's lead in standing and its chance to win."""
        state = RULES.new_state(players, 1)
        state.gold, state.hands = [0] * players, [[] for _ in range(players)]
        if near_the_end:    # seven districts against four
            state.cities = [["watchtower"] * 7] + [["watchtower"] * 4 for _ in range(players - 1)]
        else:               # three districts, three coins and three cards against nothing
            state.cities = [["watchtower"] * 3] + [[] for _ in range(players - 1)]
            state.gold[0], state.hands[0] = 3, ["temple"] * 3
        lead = standing(state, 0) - standing(state, 1)
        return lead, win_chances(state)[0]

    for players in (2, 4):
        (early_lead, early), (late_lead, late) = leader(players, False), leader(players, True)
        assert early_lead == late_lead > 0
        if players == 2:
            assert abs(late - early) < 1e-9
        else:
            assert late > early + 0.2


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


def thief_to_rob(rich_pick: int, poor_pick: int):
    """A round at 4 seats where the first seat took the Thief, the next
    (9 gold, the rich one) `rich_pick` and the third `poor_pick`: the state
    at the Thief's turn, and its seat."""
    state = RULES.new_state(4, 6)
    thief, rich, poor, last = [seat for seat, _ in state.steps]
    state.gold = [2, 2, 2, 2]
    state.gold[rich] = 9
    for seat, character in ((thief, THIEF), (rich, rich_pick), (poor, poor_pick)):
        RULES.apply(state, seat, Action("pick", character=character))
    RULES.apply(state, last, next(a for a in RULES.legal_actions(state, last) if a.character != ASSASSIN))
    while state.called < THIEF:
        waiting = RULES.pending(state)[0]
        RULES.apply(state, waiting.seat, NormalBot().choose(RULES, state, waiting.seat, random.Random(0)))
    return state, thief


def test_hard_expects_a_rival_thief_to_rob_by_what_it_saw_not_where_the_gold_lies():
    """A Thief in Hard's play-outs aims as today's Normal does, by the
    draft histories it believes, not by who holds what in the world dealt
    for the search: whether the rich seat took the Bishop or the Merchant,
    the Thief who picked before it robs alike, the Merchant most (a rich
    seat most likely took it).  (It aimed at the characters the world's
    seats truly held before: 88 % of its strikes hit one, Normal's 67 %.)"""
    robbed = []
    for rich_pick, poor_pick in ((BISHOP, MERCHANT), (MERCHANT, BISHOP)):
        state, thief = thief_to_rob(rich_pick, poor_pick)
        legal = RULES.legal_actions(state, thief)
        robbed.append(Counter(rollout_action(RULES, state, thief, legal, random.Random(i)).character
                              for i in range(100)))
    assert robbed[0] == robbed[1]
    assert robbed[0].most_common(1)[0][0] == MERCHANT
