"""Dragon & Lyre's evaluation for the Hard search: the claims it makes
about who is likelier to win, and the moves it plays out."""
from game.core import Action
from game.dragon_lyre import RULES
from game.dragon_lyre import evaluate

from test_dragon_lyre_rules import arrange, set_up

HAND = ["knight", "druid", "ranger", "sage"]


def test_more_points_and_the_same_hand_is_likelier_to_win():
    state = arrange(set_up(players=3), row=["battle9"],
                    captured={0: ["castle1", "castle2"], 1: ["castle3"], 2: ["castle4"]},
                    hands={0: HAND, 1: HAND, 2: HAND})
    chances = evaluate.win_chances(state)
    assert abs(sum(chances) - 1) < 1e-9
    assert chances[0] > chances[1] and chances[0] > chances[2]


def test_a_hero_more_in_hand_and_an_unused_prophet_count_for_the_seat():
    state = arrange(set_up(), row=["battle9"], hands={0: HAND + ["scout"], 1: HAND})
    assert evaluate.win_chances(state)[0] > 0.5
    state = arrange(set_up(), row=["battle9"], hands={0: HAND, 1: HAND})
    state.prophet_used[1] = True
    assert evaluate.win_chances(state)[0] > 0.5


def test_the_same_lead_counts_for_more_early_than_in_the_final_round():
    """Late in the game the big swings (sets, beasts, long territory runs)
    can still undo a lead of a few points more easily than the few cards
    of the first rounds could."""
    state = arrange(set_up(), row=["battle9"], captured={0: ["battle1", "battle2"]},
                    hands={0: HAND, 1: HAND})
    state.prophet_used = [True, True]
    early = evaluate.win_chances(state)[0]
    state.deck = state.deck[:state.marker_at]
    state.final_round = True
    assert 0.5 < evaluate.win_chances(state)[0] < early


def test_in_the_final_round_a_prophet_is_worth_what_it_can_still_take():
    state = arrange(set_up(players=3), row=["griffin", "castle5", "castle6"],
                    captured={1: ["castle1", "castle2"]}, hands={0: HAND, 1: HAND, 2: HAND})
    state.final_round = True
    state.turn = 1
    assert evaluate.prophet_now(state, 0) == 0          # its last turn is over
    # Seat 2 still plays: the Griffin sweeps both castles (two of a kind score 3).
    assert evaluate.prophet_now(state, 2) == 3
    # Seat 1 holds two castles: 4 of a kind score 10 instead of 3.
    assert evaluate.prophet_now(state, 1) == 7


def test_a_turn_searches_each_card_once_by_its_cheapest_hero():
    state = arrange(set_up(), row=["castle1", "castle2", "battle9"], hands={0: ["ranger", "scout", "druid", "knight"]})
    legal = RULES.legal_actions(state, 0)
    chosen = evaluate.candidates(state, 0, legal)
    assert set(chosen) <= set(legal) and len(chosen) <= evaluate.ACTION_CANDIDATES
    captured_cards = [a.card for a in chosen if a.kind == "capture"]
    assert len(captured_cards) == len(set(captured_cards))
    assert len([a for a in legal if a.kind == "capture"]) > len(captured_cards)


def test_a_fight_searches_one_hero_of_each_attack_type():
    state = arrange(set_up(), row=["battle9"], captured={1: ["castle1"]},
                    hands={0: ["knight", "berserker", "druid", "sage", "ranger"], 1: HAND})
    RULES.apply(state, 0, Action("attack", defender=1, card="castle1"))
    legal = RULES.legal_actions(state, 0)
    chosen = evaluate.candidates(state, 0, legal)
    assert sorted(a.hero for a in chosen) != sorted(a.hero for a in legal)
    assert {a.hero for a in chosen} & {"knight", "berserker"} and len(chosen) == 3
