"""Dragon & Lyre's evaluation for the Hard search: the claims it makes
about who is likelier to win, and the moves it plays out."""
import random

from game.ai.ismcts import ISMCTS, TRUSTED_VISITS, Choice, SearchResult, paired_error
from game.core import Action
from game.dragon_lyre import RULES, data
from game.dragon_lyre import evaluate, standings
from game.dragon_lyre.ai import NormalBot
from game.dragon_lyre.rules import score

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


def test_hard_counts_the_same_lead_for_more_in_the_final_round_than_early():
    """With most of the deck still to come a two-battle lead is often
    undone; in the final round, with only the last turns left, it seldom
    is (Normal-only games say so: the hand-set evaluation this replaced
    had it the other way round)."""
    state = arrange(set_up(), row=["battle9"], captured={0: ["battle1", "battle2"]},
                    hands={0: HAND, 1: HAND})
    state.prophet_used = [True, True]
    early = evaluate.win_chances(state)[0]
    state.deck = state.deck[:state.marker_at]
    state.final_round = True
    assert 0.5 < early < evaluate.win_chances(state)[0]


def test_the_evaluation_weighs_features_by_the_learned_standings(monkeypatch):
    """win_chances reads its weights from standings.py: a seat with more
    of a heavily weighted feature gets the higher chance, and weighing
    that feature the other way round turns the judgement over."""
    state = arrange(set_up(), row=["battle9"], hands={0: HAND + ["scout", "warmage"], 1: HAND})
    state.prophet_used = [True, True]
    key = evaluate.phase(state)
    heroes = evaluate.FEATURE_NAMES.index("heroes")
    assert standings.WEIGHTS[key][heroes] > 0
    assert evaluate.win_chances(state)[0] > 0.5
    flipped = list(standings.WEIGHTS[key])
    flipped[heroes] = -1.0
    monkeypatch.setitem(evaluate.STANDING_WEIGHTS, key, tuple(flipped))
    assert evaluate.win_chances(state)[0] < 0.5


def test_a_prophet_is_worth_what_it_can_take_from_the_row_while_the_seat_has_a_turn():
    """The prophet takes any face-up card, a beast with every face-up card
    of the kind it sweeps; in the final round only a seat whose last turn
    is still to come can use it."""
    state = arrange(set_up(players=3), row=["griffin", "castle5", "castle6"],
                    captured={1: ["castle1", "castle2"]}, hands={0: HAND, 1: HAND, 2: HAND})
    state.final_round = True
    state.turn = 1
    assert not evaluate.has_turn_left(state, 0)
    assert evaluate.has_turn_left(state, 1) and evaluate.has_turn_left(state, 2)
    # The Griffin sweeps both castles (two of a kind score 3).
    assert evaluate.prophet_grab(state, 2) == 3
    # Seat 1 holds two castles: 4 of a kind score 10 instead of 3.
    assert evaluate.prophet_grab(state, 1) == 7
    features = evaluate.features(state)
    done = evaluate.FEATURE_NAMES.index("done")
    assert [f[done] for f in features] == [1.0, 0.0, 0.0]


def test_a_turn_searches_each_card_once_by_its_cheapest_hero():
    state = arrange(set_up(), row=["castle1", "castle2", "battle9"], hands={0: ["ranger", "scout", "druid", "knight"]})
    legal = RULES.legal_actions(state, 0)
    chosen = evaluate.candidates(state, 0, legal)
    assert set(chosen) <= set(legal) and len(chosen) <= evaluate.ACTION_CANDIDATES
    captured_cards = [a.card for a in chosen if a.kind == "capture"]
    assert len(captured_cards) == len(set(captured_cards))
    assert len([a for a in legal if a.kind == "capture"]) > len(captured_cards)


SECOND_PIECES = [f"{name}_shield" for name in data.ARTIFACT_SETS]


def the_games_last_action():
    """Seat 1's last action of the game, 12 points to seat 0's 14: a battle
    (3 points) lifts it past seat 0, while a second piece of a set (2
    points) only ties and sends the game to a tie fight."""
    state = arrange(set_up(), row=SECOND_PIECES + ["battle1"],
                    captured={0: ["battle2", "battle3", "battle4", "castle1", "castle2", "fortress1", "port1"],
                              1: [f"{name}_helm" for name in data.ARTIFACT_SETS]},
                    hands={0: ["ranger", "warmage", "scout"], 1: ["knight", "sage", "druid"]})
    state.prophet_used = [True, True]
    state.deck = state.deck[:state.marker_at]
    state.final_round = True
    state.turn, state.actions_left = 1, 1
    assert [score(won) for won in state.captured] == [14, 12]
    return state


def test_hard_takes_the_battle_that_wins_the_game_over_the_set_piece_normal_prefers():
    """On the game's last action (`the_games_last_action`) Normal ranks
    every second piece above the battle, for the set it might complete
    later; in the final round Hard searches every card it could take and
    plays the one that wins."""
    state = the_games_last_action()
    normal = NormalBot().choose(RULES, state.clone(), 1, random.Random(1))
    assert normal.card in SECOND_PIECES
    result = ISMCTS(RULES, 10.0).search(state, 1, random.Random(2), max_iterations=TRUSTED_VISITS,
                                        favourite=normal)
    assert result.clearly_best(normal) == Action("capture", card="battle1", hero="knight")


def test_hard_takes_a_move_a_standard_error_and_a_half_better_than_normals():
    """Judged by play-outs to the game's end, the moves Hard passed over
    at 1.4 to 2 standard errors of the paired difference gained about as
    much as those it took at two: a move about 1.7 ahead is taken."""
    favourite, other = Action("recall"), Action("capture", card="battle1", hero="knight")
    normals = [0.5] * 40
    others = [0.8 if world % 2 else 0.33 for world in range(40)]
    margin = sum(others) / 40 - 0.5
    assert 1.5 < margin / paired_error(others, normals) < 2
    result = SearchResult([Choice(other, 40, 0.565, samples=others), Choice(favourite, 40, 0.5, samples=normals)],
                          40, 0.2)
    search = evaluate.SEARCH
    assert result.clearly_best(favourite, search.min_gain, search.departure_errors) == other


def test_hard_plays_the_final_round_out_to_the_end():
    """Before the final round a play-out stops after the next seat's turn;
    one that begins in the final round, where the standings judge worst,
    runs to the game's end: the turns in it do not count towards HORIZON."""
    state, rng, bot = RULES.new_state(3, 5), random.Random(5), NormalBot()
    turns = []
    while RULES.pending(state) and not state.final_round:
        turns.append(evaluate.progress(state))
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, bot.choose(RULES, state, seat, rng))
    assert turns[-1] - turns[len(turns) // 2] >= evaluate.HORIZON
    final_round_begun = evaluate.progress(state)
    while RULES.pending(state):
        assert evaluate.progress(state) == final_round_begun
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, bot.choose(RULES, state, seat, rng))


def test_a_fight_searches_one_hero_of_each_attack_type():
    state = arrange(set_up(), row=["battle9"], captured={1: ["castle1"]},
                    hands={0: ["knight", "berserker", "druid", "sage", "ranger"], 1: HAND})
    RULES.apply(state, 0, Action("attack", defender=1, card="castle1"))
    legal = RULES.legal_actions(state, 0)
    chosen = evaluate.candidates(state, 0, legal)
    assert sorted(a.hero for a in chosen) != sorted(a.hero for a in legal)
    assert {a.hero for a in chosen} & {"knight", "berserker"} and len(chosen) == 3
