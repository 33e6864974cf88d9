"""Dragon & Lyre: one scenario per rule (seed 002 and its section of
docs/rulings.md), the scoring table, the tie fight and the final round."""
import random

import pytest

from game.core import Action, IllegalAction
from game.dragon_lyre import RULES, data
from game.dragon_lyre.rules import (ACTION, FIGHT, OVER, RECALL, REINFORCE, TIE_FIGHT,
                                    artifact_points, dragon_points, fight_result, play_order, score,
                                    score_breakdown, territory_points, tie_fight_survivors)


def set_up(players=2, seed=1, used=("knight", "paladin", "sellsword", "hunter")):
    """A game past setup, seat n holding prophet n + 1 (so seat 0 starts):
    every seat laid `used` on its used pile."""
    state = RULES.new_state(players, seed)
    state.prophets = list(range(1, players + 1))
    for seat in range(players):
        for hero in used:
            RULES.apply(state, seat, Action("seal_used", hero=hero))
    return state


def arrange(state, row=None, captured=None, hands=None, used=None):
    """Put cards where a scenario needs them (moving them out of the deck
    so every card stays in exactly one place)."""
    placed = set(row or []).union(*(set(won) for won in (captured or {}).values()))
    loose = [c for c in state.row + [c for won in state.captured for c in won] if c not in placed]
    state.deck = loose + [c for c in state.deck if c not in placed]
    if row is not None:
        state.row = list(row)
    state.captured = [list((captured or {}).get(s, [])) for s in range(state.players)]
    for seat, hand in (hands or {}).items():
        state.hands[seat] = list(hand)
        state.used[seat] = [h for h in data.HERO_IDS if h not in hand] if used is None or seat not in used \
            else list(used[seat])
    state.marker_at = min(state.marker_at, len(state.deck) - 1)
    return state


def play(state, seat, kind, **fields):
    return RULES.apply(state, seat, Action(kind, **fields))


def pass_turn(state, seat):
    """Recall as the first action: choose heroes until the turn ends."""
    events = play(state, seat, "recall")
    while state.phase == RECALL:
        events += play(state, seat, "recall_hero", hero=state.used[seat][0])
    return events


def kinds(events):
    return [e.kind for e in events]


# --- setup ------------------------------------------------------------------

@pytest.mark.parametrize("players, from_bottom", [(2, 10), (3, 10), (4, 14)])
def test_the_marker_is_the_10th_10th_14th_card_from_the_bottom(players, from_bottom):
    """设置史诗牌叠: 由牌叠底往上数第 10/10/14 张牌 … 作为游戏最后一轮的标记牌."""
    state = RULES.new_state(players, 3)
    assert state.marker_at == from_bottom - 1
    assert len(state.row) == 6 and len(state.deck) == 52 - 6


def test_the_prophets_are_dealt_at_random_and_prophet_1_starts():
    """每名玩家随机抽取一张先知牌，按照起始顺位入座 … 由第 1 顺位的玩家开始进行回合:
    the prophets are dealt at random and their numbers are the order of
    play (today's engine gave seat 0 prophet 1 and the first turn)."""
    first_seats = set()
    for seed in range(12):
        state = RULES.new_state(3, seed)
        assert sorted(state.prophets) == [1, 2, 3]
        assert RULES.view(state, 1).prophets == state.prophets
        for seat in range(3):
            for hero in ("knight", "longbow", "warmage", "berserker"):
                events = play(state, seat, "seal_used", hero=hero)
        holder_of_1 = state.prophets.index(1)
        assert state.turn == holder_of_1 == next(e for e in events if e.kind == "turn_start").seat
        assert next(e for e in events if e.kind == "setup_revealed").first == holder_of_1
        first_seats.add(holder_of_1)
    assert first_seats == {0, 1, 2}


def test_turns_follow_the_prophets_numbers_round_after_round():
    """玩家依顺位轮流进行回合: seat 2 holds prophet 1, seat 0 prophet 2,
    seat 1 prophet 3."""
    state = set_up(players=3)
    state.prophets = [2, 3, 1]
    assert play_order(state.prophets) == [2, 0, 1]
    state.turn = 2
    seen = []
    for _ in range(6):
        seen.append((state.round, state.turn))
        pass_turn(state, state.turn)
    assert seen == [(1, 2), (1, 0), (1, 1), (2, 2), (2, 0), (2, 1)]


def test_setup_picks_are_sealed_simultaneous_and_revealed_together():
    """Every seat secretly chooses 4 heroes for its used pile; the piles
    are turned over together, the other 8 heroes are the hand."""
    state = RULES.new_state(3, 2)
    state.prophets = [1, 2, 3]
    assert [d.seat for d in RULES.pending(state)] == [0, 1, 2]
    play(state, 1, "seal_used", hero="druid")
    assert RULES.view(state, 0).setup_picks[1] == ["?"]
    assert RULES.view(state, 1).setup_picks[1] == ["druid"]
    assert "druid" not in RULES.legal_actions(state, 1) and len(RULES.legal_actions(state, 1)) == 11
    for seat in range(3):
        for hero in ("knight", "longbow", "warmage", "berserker"):
            if (seat, hero) != (1, "berserker"):
                events = play(state, seat, "seal_used", hero=hero)
                if seat < 2:
                    assert "setup_revealed" not in kinds(events)
    assert "setup_revealed" in kinds(events)
    assert state.used[1] == ["warmage", "longbow", "knight", "druid"]
    assert len(state.hands[0]) == 8
    assert state.phase == ACTION and state.turn == 0 and state.round == 1


def test_a_turn_reveals_two_cards_then_allows_three_actions():
    state = set_up()
    assert len(state.row) == 8 and state.actions_left == 3
    arrange(state, row=["battle1", "battle2", "battle3", "castle1"], hands={0: ["longbow", "warmage", "berserker"]})
    play(state, 0, "capture", hero="longbow", card="battle1")
    play(state, 0, "capture", hero="warmage", card="battle2")
    assert state.turn == 0 and state.actions_left == 1
    events = play(state, 0, "capture", hero="berserker", card="battle3")
    assert kinds(events)[-1] == "reveal" and state.turn == 1
    assert len(state.row) == 1 + 2


# --- capture ------------------------------------------------------------------

def test_capture_plays_a_hero_of_the_same_icon_onto_the_used_pile():
    """(A) 将一张手牌面朝上打出，叠置于自己英雄牌叠的最上方 … 所选择的史诗牌须与打出的手牌有同样的对应图示."""
    state = arrange(set_up(), row=["castle1", "dawn_helm", "unicorn"])
    play(state, 0, "capture", hero="ranger", card="castle1")
    assert state.used[0][-1] == "ranger" and state.captured[0] == ["castle1"]
    assert "ranger" not in state.hands[0] and state.row == ["dawn_helm", "unicorn"]
    with pytest.raises(IllegalAction, match="icon"):
        play(state, 0, "capture", hero="longbow", card="dawn_helm")
    assert not any(a.kind == "capture" and a.card == "unicorn" for a in RULES.legal_actions(state, 0))


# --- prophet and beasts -------------------------------------------------------

def test_the_prophet_takes_any_face_up_card_once_per_game():
    state = arrange(set_up(), row=["castle1", "battle1", "dawn_helm"])
    play(state, 0, "prophet", card="dawn_helm")
    assert state.captured[0] == ["dawn_helm"] and state.prophet_used[0]
    with pytest.raises(IllegalAction, match="once per game"):
        play(state, 0, "prophet", card="castle1")


@pytest.mark.parametrize("beast, swept", [
    ("unicorn", ["battle1", "battle2"]),
    ("phoenix", ["dawn_helm", "excalibur1"]),
    ("griffin", ["castle1", "port2"]),
    ("dragon", ["griffin"]),
])
def test_a_beast_taken_by_the_prophet_sweeps_its_kind_from_the_row(beast, swept):
    """独角兽 all battles, 凤凰 all artifacts, 狮鹰兽 all territories, 龙 all beasts."""
    row = [beast, "battle1", "battle2", "dawn_helm", "excalibur1", "castle1", "port2"]
    if beast == "dragon":
        row.append("griffin")
    state = arrange(set_up(), row=row)
    events = play(state, 0, "prophet", card=beast)
    assert state.captured[0] == [beast] + swept
    assert not set(swept) & set(state.row)
    sweep = next(e for e in events if e.kind == "beast_sweep")
    assert list(sweep.cards) == swept


def test_beasts_the_dragon_sweeps_up_do_not_sweep_in_turn():
    """龙: 同时吃入公共区的所有圣兽牌 — only the beasts: the Unicorn and the
    Griffin it sweeps up leave the battle and the castle in the row, and
    the swept Unicorn still makes each battle worth 6."""
    state = arrange(set_up(), row=["dragon", "unicorn", "griffin", "battle1", "castle1"],
                    captured={0: ["battle2"]})
    events = play(state, 0, "prophet", card="dragon")
    assert state.captured[0] == ["battle2", "dragon", "unicorn", "griffin"]
    assert state.row == ["battle1", "castle1"]
    assert [e.beast for e in events if e.kind == "beast_sweep"] == ["dragon"]
    assert score_breakdown(state.captured[0])["battle"] == 6


def test_the_unicorn_makes_every_battle_worth_six():
    """游戏结束时该玩家吃入的每张 战役牌 额外计 3 分."""
    assert score(["battle1", "battle2"]) == 6
    assert score(["battle1", "battle2", "unicorn"]) == 12


@pytest.mark.parametrize("beasts, points", [(["dragon"], 1), (["dragon", "unicorn"], 4),
                                            (["dragon", "unicorn", "griffin"], 9),
                                            (["dragon", "unicorn", "griffin", "phoenix"], 16)])
def test_the_dragon_scores_its_holders_beasts_1_4_9_16(beasts, points):
    assert score_breakdown(beasts)["beast"] == points == dragon_points(len(beasts))


def test_beasts_without_the_dragon_score_nothing_themselves():
    assert score(["unicorn", "griffin", "phoenix"]) == 0


# --- attacks --------------------------------------------------------------------

def attack_ready(attacker_hand, defender_hand, target="castle1"):
    state = set_up()
    arrange(state, row=["battle9"], captured={1: [target, "battle1"]},
            hands={0: attacker_hand, 1: defender_hand})
    return state


def test_only_another_seats_artifact_or_territory_can_be_attacked():
    state = attack_ready(["knight"], ["ranger"], target="dawn_helm")
    attacks = {(a.defender, a.card) for a in RULES.legal_actions(state, 0) if a.kind == "attack"}
    assert attacks == {(1, "dawn_helm")}


def test_the_attacker_wins_takes_the_card_and_heroes_go_home_as_the_seed_says():
    """a. 攻方获胜: the attacker's heroes onto its used pile, the target to the
    attacker, the defender's heroes back to hand."""
    state = attack_ready(["knight", "druid"], ["ranger", "scout"])
    play(state, 0, "attack", defender=1, card="castle1")
    assert state.phase == FIGHT and {d.seat for d in RULES.pending(state)} == {0, 1}
    play(state, 1, "seal", hero="ranger")
    assert RULES.view(state, 0).sealed[1] == "?"
    events = play(state, 0, "seal", hero="knight")
    reveal = next(e for e in events if e.kind == "fight_reveal")
    assert (reveal.hero, reveal.defender_hero, reveal.result) == ("knight", "ranger", "attacker")
    assert "castle1" in state.captured[0] and "castle1" not in state.captured[1]
    assert state.used[0][-1] == "knight" and sorted(state.hands[1]) == ["ranger", "scout"]
    assert state.actions_left == 2


def test_the_defender_wins_and_keeps_the_card():
    """b. 守方获胜: the attacker's heroes onto its used pile; the defender's back to hand."""
    state = attack_ready(["knight"], ["druid"])
    play(state, 0, "attack", defender=1, card="castle1")
    play(state, 0, "seal", hero="knight")
    events = play(state, 1, "seal", hero="druid")
    assert "attack_held" in kinds(events)
    assert state.captured[1][0] == "castle1" and state.used[0][-1] == "knight" and state.hands[1] == ["druid"]


def test_on_a_tie_the_attacker_reinforces_and_only_the_new_pair_counts():
    state = attack_ready(["ranger", "knight"], ["scout", "longbow"])
    play(state, 0, "attack", defender=1, card="castle1")
    play(state, 0, "seal", hero="ranger")
    play(state, 1, "seal", hero="scout")
    assert state.phase == REINFORCE and RULES.pending(state)[0].seat == 0
    assert {a.kind for a in RULES.legal_actions(state, 0)} == {"reinforce", "give_up"}
    play(state, 0, "reinforce")
    play(state, 0, "seal", hero="knight")
    play(state, 1, "seal", hero="longbow")        # melee beats ranged
    assert "castle1" in state.captured[0]
    assert state.used[0][-2:] == ["ranger", "knight"] and sorted(state.hands[1]) == ["longbow", "scout"]


def test_giving_up_returns_every_hero_to_its_hand():
    """c-2. 攻方放弃: both sides take their heroes back to hand."""
    state = attack_ready(["ranger", "knight"], ["scout"])
    play(state, 0, "attack", defender=1, card="castle1")
    play(state, 0, "seal", hero="ranger")
    play(state, 1, "seal", hero="scout")
    play(state, 0, "give_up")
    assert sorted(state.hands[0]) == ["knight", "ranger"] and state.hands[1] == ["scout"]
    assert state.captured[1][0] == "castle1" and state.actions_left == 2


def test_an_attacker_with_no_card_left_after_a_tie_must_give_up():
    state = attack_ready(["ranger"], ["scout"])
    play(state, 0, "attack", defender=1, card="castle1")
    play(state, 0, "seal", hero="ranger")
    events = play(state, 1, "seal", hero="scout")
    give_up = next(e for e in events if e.kind == "give_up")
    assert give_up.forced and state.hands[0] == ["ranger"] and state.phase == ACTION


def test_a_defender_with_no_card_loses():
    state = attack_ready(["druid"], [])
    play(state, 0, "attack", defender=1, card="castle1")
    assert [d.seat for d in RULES.pending(state)] == [0]
    play(state, 0, "seal", hero="druid")
    assert "castle1" in state.captured[0]


def test_a_reinforcement_against_an_emptied_hand_wins():
    state = attack_ready(["ranger", "druid"], ["scout"])
    play(state, 0, "attack", defender=1, card="castle1")
    play(state, 0, "seal", hero="ranger")
    play(state, 1, "seal", hero="scout")
    play(state, 0, "reinforce")
    assert [d.seat for d in RULES.pending(state)] == [0]
    play(state, 0, "seal", hero="druid")
    assert "castle1" in state.captured[0] and state.hands[1] == ["scout"]


def test_an_attack_needs_a_hero_in_hand():
    state = attack_ready([], ["scout"])
    assert not any(a.kind == "attack" for a in RULES.legal_actions(state, 0))


def test_fight_results_follow_melee_ranged_magic():
    """近战 > 远距 > 法术 > 近战."""
    assert fight_result("knight", "longbow") == "attacker"
    assert fight_result("longbow", "druid") == "attacker"
    assert fight_result("druid", "knight") == "attacker"
    assert fight_result("longbow", "berserker") == "defender"
    assert fight_result("sage", "enchantress") == "tie"
    assert fight_result("sage", None) == "attacker"


# --- recall ----------------------------------------------------------------------

@pytest.mark.parametrize("before, returned", [(0, 3), (1, 2), (2, 1)])
def test_recall_as_the_kth_action_returns_4_minus_k_heroes(before, returned):
    """(D) 由已经行动过的英雄当中，选择 1～3 张 … 数量等同本回合剩余的行动次数."""
    state = set_up()
    arrange(state, row=["battle1", "battle2"], hands={0: ["longbow", "warmage", "druid"]})
    for card, hero in list(zip(["battle1", "battle2"], ["longbow", "warmage"]))[:before]:
        play(state, 0, "capture", hero=hero, card=card)
    pile = list(state.used[0])
    play(state, 0, "recall")
    assert state.phase == RECALL
    for hero in pile[:returned]:
        assert RULES.pending(state)[0].seat == 0
        play(state, 0, "recall_hero", hero=hero)
    assert state.turn == 1
    assert set(pile[:returned]) <= set(state.hands[0]) and len(state.used[0]) == len(pile) - returned


def test_recall_with_a_small_pile_takes_it_all_and_hides_which_heroes():
    state = set_up()
    arrange(state, hands={0: data.HERO_IDS[1:]}, used={0: ["knight"]})
    events = play(state, 0, "recall")
    back = next(e for e in events if e.kind == "recall_hero")
    assert back.seen_by(1).get("hero") is None and back.seen_by(0).hero == "knight"
    assert "knight" in state.hands[0] and state.used[0] == [] and state.turn == 1


def test_a_recall_is_secret_as_a_whole_others_see_the_top_before_and_after():
    """拿起自己的英雄牌叠 … 选择 … 面朝下盖回手牌堆 … 将英雄牌叠面朝上放回原位:
    the pile is lifted while the heroes are chosen, so the others see its
    top before the recall and after it, never a hero passing over the top
    on the way (the recalling seat sees its own pile throughout)."""
    state = set_up()
    arrange(state, hands={0: ["knight", "druid", "sage", "scout", "paladin"]},
            used={0: ["ranger", "longbow", "warmage", "berserker", "sellsword", "hunter", "enchantress"]})
    events = play(state, 0, "recall")
    events += play(state, 0, "recall_hero", hero="enchantress")      # the top
    assert RULES.view(state, 1).used[0][-1] == "enchantress"
    events += play(state, 0, "recall_hero", hero="hunter")           # the next top
    assert RULES.view(state, 1).used[0] == ["?"] * 4 + ["enchantress"]
    assert RULES.view(state, 0).used[0] == state.used[0] == ["ranger", "longbow", "warmage", "berserker", "sellsword"]
    events += play(state, 0, "recall_hero", hero="ranger")
    assert state.turn == 1
    seen = [e.seen_by(1) for e in events]
    assert not {"enchantress", "hunter", "ranger"} & {v for e in seen for v in e.fields.values()}
    done = next(e for e in seen if e.kind == "recall_done")
    assert done.top == "sellsword" == RULES.view(state, 1).used[0][-1]


def test_a_recall_that_empties_the_pile_shows_it_empty():
    state = set_up()
    arrange(state, hands={0: data.HERO_IDS[2:]}, used={0: ["knight", "longbow"]})
    events = play(state, 0, "recall")
    assert next(e for e in events if e.kind == "recall_done").top is None


# --- final round -------------------------------------------------------------------

def test_the_marker_starts_the_final_round_with_no_attacks_then_the_game_ends():
    """当史诗牌叠中打横的标记牌被翻开时，即为游戏的最后一轮 … 所有玩家皆不可再选择执行抢夺行动."""
    state = set_up(players=3)
    arrange(state, captured={0: ["castle1"], 1: ["castle2"], 2: ["castle3"]})
    state.marker_at = len(state.deck) - 4      # revealed at the next turn
    pass_turn(state, 0)
    assert not state.final_round
    events = pass_turn(state, 1)
    assert "final_round" in kinds(events) and state.final_round and state.turn == 2
    assert not any(a.kind == "attack" for a in RULES.legal_actions(state, 2))
    with pytest.raises(IllegalAction, match="final round"):
        play(state, 2, "attack", defender=0, card="castle1")
    events = pass_turn(state, 2)
    assert "scores" in kinds(events)
    assert state.phase in (OVER, TIE_FIGHT)


# --- scoring -----------------------------------------------------------------------

def test_battles_score_three_each():
    assert score_breakdown(["battle1", "battle2", "battle3"])["battle"] == 9


@pytest.mark.parametrize("count, points", list(enumerate([0, 1, 3, 6, 10, 15, 21, 28])))
def test_territories_of_one_kind_score_1_3_6_10_15_21_28(count, points):
    assert territory_points(count) == points


def test_territory_kinds_score_separately():
    cards = ["castle1", "castle2", "castle3", "port1", "fortress1", "fortress2"]
    assert score_breakdown(cards)["territory"] == 6 + 1 + 3


@pytest.mark.parametrize("cards, points", [
    (["dawn_helm", "dawn_shield", "dawn_blade"], 10),                           # a set, no Excalibur
    (["dawn_helm", "dawn_shield", "tide_helm"], 6),                             # no set: 2 each
    (["dawn_helm", "dawn_shield", "excalibur1"], 10),                           # 1 Excalibur completes
    (["dawn_helm", "dawn_shield", "tide_helm", "tide_blade", "excalibur1", "excalibur2"], 20),  # 2 complete two
    (["dawn_helm", "dawn_shield", "dawn_blade", "excalibur1"], 12),             # nothing to complete
    (["dawn_helm", "excalibur1", "excalibur2"], 10),                            # 2 stand in for two pieces
    (["dawn_helm", "tide_helm", "tide_shield", "excalibur1", "excalibur2"], 14),  # the set missing one first
    (["dawn_helm", "tide_helm", "excalibur1", "excalibur2"], 12),               # both complete one lone piece
    (["excalibur1", "excalibur2"], 4),                                          # no set to stand in for
    (["dawn_helm", "dawn_shield", "excalibur1", "excalibur2"], 12),             # one spare Excalibur
])
def test_artifact_sets_with_zero_one_or_two_excalibur(cards, points):
    """完整套装每组计为 10 分，未成套每张 2 分; each Excalibur stands in for one missing piece (docs/rulings.md)."""
    assert artifact_points(cards) == points


def test_a_full_score_adds_every_kind():
    cards = ["battle1", "unicorn", "castle1", "castle2", "dawn_helm", "dragon"]
    assert score_breakdown(cards) == {"battle": 6, "territory": 3, "artifact": 2, "beast": 4, "total": 15}


# --- ties ----------------------------------------------------------------------------

def tied_game(hands):
    """A 3-seat game at its last action, seats 0 and 1 tied on 3 points."""
    state = set_up(players=3)
    arrange(state, captured={0: ["battle1"], 1: ["battle2"], 2: ["castle1"]},
            hands={s: h for s, h in enumerate(hands)})
    state.final_round, state.turn = True, 2
    return state


def test_tied_leaders_fight_with_their_remaining_hands():
    """若分数最高者不只一位玩家，则这些玩家各自拿起自己剩余的手牌，依照抢夺行动的规则进行一场战斗."""
    state = tied_game([["knight", "druid"], ["longbow", "sage"], ["ranger"]])
    events = pass_turn(state, 2)
    assert "tie_fight" in kinds(events) and state.phase == TIE_FIGHT
    assert {d.seat for d in RULES.pending(state)} == {0, 1}
    play(state, 0, "seal", hero="knight")
    assert RULES.view(state, 1).sealed[0] == "?"
    events = play(state, 1, "seal", hero="sage")         # magic beats melee
    assert state.phase == OVER and RULES.outcome(state).winners == (1,)
    assert RULES.outcome(state).ranking[0] == 1


def test_a_tie_fight_goes_on_through_ties_and_shares_the_win_when_hands_run_out():
    """若仍然平手，则最终平手的玩家们共享胜利."""
    state = tied_game([["knight"], ["berserker"], []])
    pass_turn(state, 2)
    play(state, 0, "seal", hero="knight")
    play(state, 1, "seal", hero="berserker")
    assert state.phase == OVER and RULES.outcome(state).winners == (0, 1)


def test_a_tied_leader_without_heroes_loses_the_tie_fight():
    state = tied_game([[], ["berserker"], []])
    events = pass_turn(state, 2)
    assert "tie_unarmed" in kinds(events) and RULES.outcome(state).winners == (1,)


def test_three_attack_types_in_a_tie_fight_beat_nobody():
    assert tie_fight_survivors({0: "knight", 1: "ranger", 2: "sage"}) == [0, 1, 2]
    assert tie_fight_survivors({0: "knight", 1: "paladin", 2: "ranger"}) == [0, 1]


# --- information ---------------------------------------------------------------------

def test_a_view_hides_hands_the_deck_and_all_but_the_top_of_other_used_piles():
    state = set_up()
    view = RULES.view(state, 0)
    assert view.hands[0] == state.hands[0] and set(view.hands[1]) == {"?"}
    assert set(view.deck) == {"?"} and view.marker_at == state.marker_at
    assert view.used[1][:-1] == ["?"] * 3 and view.used[1][-1] == state.used[1][-1]
    assert view.used[0] == state.used[0] and view.rng is None


def test_the_setup_reveal_shows_each_pile_s_top_hero_and_no_other():
    """再一起将各自的英雄牌叠整叠翻正: the face-down piles are turned over
    whole, so of a rival's four heroes only the top one comes to light."""
    state = RULES.new_state(2, 3)
    picks = {0: ["knight", "druid", "sage", "scout"], 1: ["paladin", "warmage", "longbow", "hunter"]}
    events = []
    for seat, heroes in picks.items():
        for hero in heroes:
            events += play(state, seat, "seal_used", hero=hero)
    revealed = [e for e in events if e.kind == "setup_revealed"]
    assert len(revealed) == 1
    seen = revealed[0].seen_by(1)
    assert seen.tops == ("knight", "paladin")
    assert not {"druid", "sage", "scout"} & set(map(str, seen.fields.values()))
    assert seen.tops[0] == RULES.view(state, 1).used[0][-1]


def test_the_pile_turned_over_whole_shows_the_first_hero_laid():
    """面朝下盖置成一叠 … 再一起将各自的英雄牌叠整叠翻正: the hero laid first,
    at the bottom of the face-down pile, is on top once it is turned over
    (today's engine showed the last one laid)."""
    state = RULES.new_state(2, 3)
    for seat in range(2):
        for hero in ("druid", "knight", "sage", "scout"):
            play(state, seat, "seal_used", hero=hero)
    assert state.used[0] == ["scout", "sage", "knight", "druid"]
    assert RULES.view(state, 1).used[0] == ["?", "?", "?", "druid"]


def test_determinize_depends_only_on_the_view():
    """Two states seat 0 cannot tell apart give the same world for the same rng."""
    state = set_up()
    twin = state.clone()
    twin.deck.reverse()
    twin.hands[1], twin.used[1][:3] = twin.used[1][:3] + twin.hands[1][3:], twin.hands[1][:3]
    assert RULES.view(state, 0) == RULES.view(twin, 0)
    one = RULES.determinize(state, 0, random.Random(5))
    two = RULES.determinize(twin, 0, random.Random(5))
    assert one == two
    assert RULES.view(one, 0) == RULES.view(state, 0)
