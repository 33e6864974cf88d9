"""Dragon & Lyre Normal bot: legal, reasons from what its seat knows, and
makes the choices its heuristics promise."""
import random

from game.core import Action
from game.dragon_lyre import RULES
from game.dragon_lyre.ai import NormalBot, Reading

from test_dragon_lyre_rules import arrange, set_up
from random_games import play_against_random_bots


def choose(state, seat, trial=0):
    world = RULES.determinize(state, seat, random.Random(trial))
    return NormalBot().choose(RULES, world, seat, random.Random(trial))


def test_normal_bot_plays_whole_games_legally_at_every_seat_count():
    """Through determinizations only (apply rejects anything illegal)."""
    for game in range(6):
        players = 2 + game % 3
        state = RULES.new_state(players, seed=game)
        play_against_random_bots(RULES, state, NormalBot(), game)


def test_completes_a_set_rather_than_taking_a_loose_piece():
    state = arrange(set_up(), row=["dawn_blade", "tide_helm"], captured={0: ["dawn_helm", "dawn_shield"]},
                    hands={0: ["enchantress", "sage", "hunter"]})
    action = choose(state, 0)
    assert action.kind == "capture" and action.card == "dawn_blade"


def test_the_prophet_waits_early_but_takes_a_beast_with_a_full_sweep():
    state = arrange(set_up(), row=["griffin", "castle1", "castle2", "castle3", "battle1"],
                    hands={0: ["knight", "longbow"]})
    action = choose(state, 0)
    assert action == Action("prophet", card="griffin")
    state = arrange(set_up(), row=["griffin", "battle1", "battle2"], hands={0: ["knight", "longbow"]})
    assert choose(state, 0).kind != "prophet"


def test_attacks_a_rival_who_cannot_defend():
    state = arrange(set_up(), row=["battle9"], captured={1: ["dawn_helm", "dawn_shield", "dawn_blade"]},
                    hands={0: ["knight", "druid", "ranger"], 1: []})
    action = choose(state, 0)
    assert action.kind == "attack" and action.defender == 1


def test_heroes_seen_in_a_fight_count_against_the_defenders_odds():
    """After a tie the defender's revealed ranged hero is known to be out
    of its hand: a ranged hero in its hand is now less likely."""
    state = arrange(set_up(), row=["battle9"], captured={1: ["castle1"]},
                    hands={0: ["knight", "druid", "scout"], 1: ["longbow", "ranger", "druid"]})
    RULES.apply(state, 0, Action("attack", defender=1, card="castle1"))
    before = Reading(RULES, state, 0).type_odds(1)
    RULES.apply(state, 0, Action("seal", hero="scout"))
    RULES.apply(state, 1, Action("seal", hero="longbow"))
    after = Reading(RULES, state, 0).type_odds(1)
    assert after["ranged"] < before["ranged"] and after["melee"] > before["melee"]
    assert choose(state, 0).kind in ("reinforce", "give_up")


def test_keeps_a_hero_of_each_attack_type_while_it_has_something_to_defend():
    state = arrange(set_up(), row=["battle1"], captured={0: ["castle1", "castle2"]},
                    hands={0: ["knight", "berserker", "longbow", "warmage"]})
    reading = Reading(RULES, state, 0)
    assert reading.hero_cost("knight") < reading.hero_cost("warmage")
