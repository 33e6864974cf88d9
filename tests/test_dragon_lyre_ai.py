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


def test_in_its_final_turn_it_captures_rather_than_recalls_heroes_it_will_not_use():
    """In the final round a seat's turn is its last: heroes back in hand
    are worth no more than a tie fight, a captured battle 3 points.  (game.
    report counted 11.5 % of Normal's recalls passing up a capture there.)"""
    state = arrange(set_up(), row=["battle1", "castle1"], hands={0: ["knight", "ranger"]})
    state.final_round, state.prophet_used[0] = True, True
    assert choose(state, 0).kind == "capture"


def test_an_attack_that_could_not_win_is_told_from_one_that_was_merely_lost():
    """game.report's sure loss: none of the attacker's heroes beats any hero
    the defender holds (melee against magic only); a defender with nothing
    in hand always loses."""
    from game.report import sure_loss
    assert sure_loss(["knight", "berserker"], ["druid", "sage"])
    assert not sure_loss(["knight", "longbow"], ["druid", "sage"])
    assert not sure_loss(["knight"], [])


def test_the_report_counts_the_habits_a_player_would_exploit_and_flags_them():
    from game.report import lines, outside_bands, run_report
    report = run_report("dragon_lyre", ["normal"] * 2, games=2, seed=1)
    assert report["attacks_per_game"] > 0 and report["recalls_per_game"] > 0
    for share in ("attacks_lost", "sure_losses", "recalls_of_nothing", "final_recalls_over_a_capture",
                  "prophets_unused"):
        assert 0 <= report[share] <= 1
    flagged = {**report, "sure_losses": 0.5, "recalls_of_nothing": 0.0}
    assert "sure_losses" in outside_bands("dragon_lyre", flagged)
    assert "recalls_of_nothing" not in outside_bands("dragon_lyre", flagged)
    assert lines("dragon_lyre", flagged)[-1].startswith("  outside the band: attacks that could not win")


def test_hard_meets_a_hero_sealed_before_it_as_normal_would_have_sealed_it():
    """In a fight, the hero a rival sealed is hidden: the worlds Hard
    searches seal the one the Normal bot would seal from the rival's view
    (`guess_hidden_moves`), not one at random.  The defender's used pile
    shows a magic hero, so Normal attacks with melee (it beats the ranged
    heroes it may meet, ties the melee, and magic is less likely): melee in
    three worlds of four, where a random deal seals it in two of five."""
    from game.dragon_lyre import data, evaluate
    state = arrange(set_up(), row=["battle9"], captured={1: ["castle1"]},
                    hands={0: ["knight", "longbow", "warmage", "druid"], 1: ["paladin", "ranger", "enchantress"]},
                    used={1: ["berserker", "sage"]})
    RULES.apply(state, 0, Action("attack", defender=1, card="castle1"))
    RULES.apply(state, 0, Action("seal", hero="longbow"))
    melee = 0
    for trial in range(100):
        world = RULES.determinize(state, 1, random.Random(trial))
        evaluate.guess_hidden_moves(world, 1)
        assert world.hands[1] == state.hands[1] and world.sealed[1] is None
        melee += data.ATTACK_OF[world.sealed[0]] == data.MELEE
    assert melee >= 60
