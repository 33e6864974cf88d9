"""Citadels (富饶之城) rules, one scenario per rule (seed 003, docs/rulings.md)."""
from collections import Counter

import pytest

from game.core import Action, IllegalAction
from game.citadels import RULES, destroy_cost, draft_set_aside, score_city, set_aside
from game.citadels.data import (
    ARCHITECT, ASSASSIN, BISHOP, CHARACTERS, DISTRICTS, KING, MAGICIAN, MERCHANT, THIEF, WARLORD,
    full_deck,
)
from game.citadels.rules import draft_steps


# --- helpers ------------------------------------------------------------------

def table(chars, cities=None, hands=None, gold=None, crown=0, deck=None):
    """A state in the turn phase: `chars[seat]` are the seat's characters."""
    players = len(chars)
    state = RULES.new_state(players, seed=1)
    state.phase, state.steps, state.pool = "turns", [], []
    state.chars = [list(c) for c in chars]
    state.cities = [list(c) for c in (cities or [[] for _ in chars])]
    state.hands = [list(h) for h in (hands or [[] for _ in chars])]
    state.gold = list(gold or [2] * players)
    state.bank = 35 - sum(state.gold)
    state.crown = crown
    rest = Counter(full_deck())
    rest.subtract(c for group in state.cities + state.hands for c in group)
    state.deck = deck if deck is not None else sorted(rest.elements())
    return state


def call_from(state, character):
    """The crowned seat calls characters from `character` on."""
    state.called = character - 1
    events = []
    RULES._call_next(state, events)
    return events


def play(state, *actions):
    events = []
    for action in actions:
        seat = RULES.pending(state)[0].seat
        events += RULES.apply(state, seat, action)
    return events


def kinds(actions):
    return {a.kind for a in actions}


def total_gold(state):
    return sum(state.gold) + state.bank


# --- setup ----------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 8))
def test_start_two_gold_four_districts_from_35_coins(players):
    """Each seat starts with 2 gold and 4 districts; the bank holds the rest of the 35 coins."""
    state = RULES.new_state(players, seed=3)
    assert state.gold == [2] * players and state.bank == 35 - 2 * players
    assert all(len(h) == 4 for h in state.hands)
    assert len(state.deck) == 65 - 4 * players
    assert Counter(full_deck()) == Counter(state.deck + [c for h in state.hands for c in h])


def test_tables_hold_65_districts_and_8_characters():
    """65 districts (the seed's count), 8 characters with the seed's Chinese names."""
    assert len(full_deck()) == 65 and len(DISTRICTS) == 28
    assert [CHARACTERS[c][1] for c in range(1, 9)] == ["刺客", "盗贼", "魔法师", "国王", "主教", "商人", "建筑师", "领主"]


# --- the draft ------------------------------------------------------------------

@pytest.mark.parametrize("players,up,down", [(2, 0, 1), (3, 0, 1), (4, 2, 1), (5, 1, 1), (6, 0, 1), (7, 0, 1)])
def test_set_aside_counts(players, up, down):
    """Set aside before the draft (face up / face down): 4: 2/1, 5: 1/1, 6 and 7: 0/1; 2 and 3: 0/1."""
    assert draft_set_aside(players) == (up, down)
    state = RULES.new_state(players, seed=players)
    assert len(state.face_up) == up
    assert len(state.face_down) == down
    assert len(state.pool) == 8 - up - down


def test_king_is_never_set_aside_face_up():
    """A King drawn for a face-up set-aside is replaced by the next card; it may be face down."""
    # The stack's top is its end: face down first (2), then face up (King skipped).
    stack = [1, 3, 5, 6, 7, 8, KING, 2]
    face_up, face_down, rest = set_aside(stack, 4)
    assert face_down == [2]
    assert KING not in face_up and face_up == [8, 7]
    assert KING in rest
    face_up, face_down, rest = set_aside([1, 2, 3, 5, 6, 7, 8, KING], 5)
    assert face_down == [KING]
    for seed in range(200):
        assert KING not in RULES.new_state(4, seed).face_up


def draft_everything(state, choose=lambda options: options[0]):
    """Play the whole draft, choosing with `choose`; returns the pending decisions seen."""
    seen = []
    while state.phase == "draft":
        decision = RULES.pending(state)[0]
        seen.append((decision.seat, decision.kind, len(RULES.legal_actions(state, decision.seat))))
        RULES.apply(state, decision.seat, choose(RULES.legal_actions(state, decision.seat)))
    return seen


@pytest.mark.parametrize("players", [4, 5, 6])
def test_draft_four_to_six_seats(players):
    """The crowned seat picks first from the rest, then passes left; each seat
    takes one; the last card left over is set aside face down."""
    state = RULES.new_state(players, seed=11)
    crown = state.crown
    up, _ = draft_set_aside(players)
    seen = draft_everything(state)
    assert [s for s, _, _ in seen] == [(crown + i) % players for i in range(players)]
    assert [n for _, _, n in seen] == list(range(8 - up - 1, 8 - up - 1 - players, -1))
    assert all(len(c) == 1 for c in state.chars)
    assert len(state.face_down) == 2 and len(state.face_up) == up
    everything = [c for cs in state.chars for c in cs] + state.face_down + state.face_up
    assert sorted(everything) == list(range(1, 9))


def test_draft_seven_seats_last_seat_may_take_the_face_down_card():
    """7 seats: the seventh seat is passed one card and may swap it with the
    face-down one: it chooses between the two, the other goes face down."""
    state = RULES.new_state(7, seed=5)
    hidden = state.face_down[0]
    while len(state.steps) > 1:
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    last = RULES.pending(state)[0].seat
    offered = [a.character for a in RULES.legal_actions(state, last)]
    assert len(offered) == 2 and hidden in offered
    RULES.apply(state, last, Action("pick", character=hidden))
    assert state.chars[last] == [hidden]
    assert len(state.face_down) == 1 and state.face_down[0] != hidden


def test_draft_three_seats_round_twice():
    """3 seats: one card face down, the picks go round twice (each seat plays
    two characters), the last card is set face down."""
    state = RULES.new_state(3, seed=2)
    crown = state.crown
    seen = draft_everything(state)
    assert [s for s, _, _ in seen] == [(crown + i) % 3 for i in range(3)] * 2
    assert [n for _, _, n in seen] == [7, 6, 5, 4, 3, 2]
    assert all(len(c) == 2 for c in state.chars) and len(state.face_down) == 2


def test_draft_two_seats():
    """2 seats: the crowned seat sets one face down at random, keeps one and
    passes; each following pick keeps one and sets one face down."""
    assert draft_steps(2, 1) == [[1, "pick"], [0, "pick"], [0, "discard"], [1, "pick"],
                                 [1, "discard"], [0, "pick"], [0, "discard"]]
    state = RULES.new_state(2, seed=9)
    seen = draft_everything(state)
    assert [k for _, k, _ in seen] == ["pick_character"] + ["pick_character", "discard_character"] * 3
    assert [n for _, _, n in seen] == [7, 6, 5, 4, 3, 2, 1]
    assert all(len(c) == 2 for c in state.chars) and len(state.face_down) == 4


def test_draft_offer_is_seen_only_by_the_chooser():
    """During the draft a seat sees the cards offered to it only when it is choosing."""
    state = RULES.new_state(5, seed=4)
    chooser = RULES.pending(state)[0].seat
    other = (chooser + 1) % 5
    assert None not in RULES.view(state, chooser).pool
    assert set(RULES.view(state, other).pool) == {None}
    assert set(RULES.view(state, other).face_down) == {None}


# --- turns --------------------------------------------------------------------------

def test_turns_go_in_character_order_and_unchosen_characters_are_skipped():
    """The crowned seat calls the characters in number order; nobody answers for an unchosen one."""
    state = table([[MERCHANT], [ASSASSIN], [WARLORD]])
    call_from(state, 1)
    assert state.current == 1 and state.called == ASSASSIN
    play(state, Action("take_gold"), Action("end_turn"))
    assert state.current == 0 and state.called == MERCHANT
    calls = [e.character for e in RULES.apply(state, 0, Action("take_gold")) + RULES.apply(state, 0, Action("end_turn"))
             if e.kind == "call"]
    assert calls == [7, 8]


def test_take_two_gold_or_draw_two_keep_one():
    """Resource: 2 gold from the bank, or draw 2 districts, keep 1, the other to the deck's bottom."""
    state = table([[BISHOP], [KING]], deck=["temple", "manor", "castle"])
    call_from(state, KING)
    play(state, Action("draw_cards"))
    assert RULES.pending(state)[0].kind == "keep_card"
    assert kinds(RULES.legal_actions(state, 1)) == {"keep"}
    play(state, Action("keep", card="manor"))
    assert state.hands[1] == ["manor"] and state.deck == ["castle", "temple"]
    play(state, Action("end_turn"), Action("take_gold"))
    assert state.gold[0] == 4


def test_resource_first_then_build_one_district_without_duplicates():
    """Building comes after the resource action; one district a turn; never two of the same name."""
    state = table([[MERCHANT], [KING]], cities=[[], ["manor"]], hands=[[], ["manor", "temple", "tavern"]], gold=[2, 5])
    call_from(state, KING)
    assert "build" not in kinds(RULES.legal_actions(state, 1))
    play(state, Action("take_gold"))
    builds = {a.card for a in RULES.legal_actions(state, 1) if a.kind == "build"}
    assert builds == {"temple", "tavern"}
    before = state.to_json()
    with pytest.raises(IllegalAction, match="already has a manor"):
        RULES.apply(state, 1, Action("build", card="manor"))
    assert state.to_json() == before
    play(state, Action("build", card="temple"))
    assert "build" not in kinds(RULES.legal_actions(state, 1))
    assert state.gold[1] == 5 + 2 - 1


def test_income_once_at_any_time():
    """District income may be taken at any time of the turn, but only once, all at once."""
    state = table([[WARLORD], [KING]], cities=[[], ["manor", "castle"]], hands=[[], ["palace"]], gold=[0, 3])
    call_from(state, KING)
    play(state, Action("take_gold"), Action("collect_income"))
    assert state.gold[1] == 3 + 2 + 2
    assert "collect_income" not in kinds(RULES.legal_actions(state, 1))
    play(state, Action("build", card="palace"))
    assert "collect_income" not in kinds(RULES.legal_actions(state, 1))


def test_empty_bank_pays_as_far_as_it_can():
    """Gains come from the bank; an empty bank pays nothing, a poor bank pays what it has."""
    state = table([[ASSASSIN], [KING]], gold=[20, 14])
    assert state.bank == 1
    call_from(state, KING)
    play(state, Action("take_gold"))
    assert state.gold[1] == 15 and state.bank == 0
    assert total_gold(state) == 35


def test_assassin_murdered_character_loses_its_turn():
    """Assassin names a character; its holder stays silent when called, loses
    the turn, and shows the card only after the round."""
    state = table([[ASSASSIN], [MERCHANT], [KING]])
    call_from(state, ASSASSIN)
    assert len([a for a in RULES.legal_actions(state, 0) if a.kind == "murder"]) == 7
    play(state, Action("murder", character=MERCHANT), Action("take_gold"), Action("end_turn"))
    assert state.current == 2  # King; the Merchant is never called aloud
    events = play(state, Action("take_gold"), Action("end_turn"))
    call = [e for e in events if e.kind == "call" and e.character == MERCHANT][0]
    assert call.seat is None and call.murdered
    assert [e.seat for e in events if e.kind == "reveal"] == [1]
    assert state.gold[1] == 2


def test_thief_gold_moves_when_robbed_character_is_called():
    """Thief robs a character (not the Assassin, not the murdered one); its
    holder hands all its gold to the Thief when it is called."""
    state = table([[ASSASSIN], [THIEF], [KING], [BISHOP]], gold=[2, 0, 6, 3])
    call_from(state, ASSASSIN)
    play(state, Action("murder", character=BISHOP), Action("take_gold"), Action("end_turn"))
    targets = {a.character for a in RULES.legal_actions(state, 1) if a.kind == "rob"}
    assert targets == {MAGICIAN, KING, MERCHANT, ARCHITECT, WARLORD}
    play(state, Action("rob", character=KING), Action("take_gold"))
    assert state.gold[1] == 2 and state.gold[2] == 6  # nothing moves until the King is called
    events = play(state, Action("end_turn"))
    assert state.current == 2
    assert state.gold[1] == 8 and state.gold[2] == 0
    assert any(e.kind == "gold" and e.payer == 2 and e.payee == 1 and e.amount == 6 for e in events)


def test_magician_swaps_hands_with_a_player():
    """Magician may swap his whole hand with another player's (also with an empty hand)."""
    state = table([[MAGICIAN], [KING]], hands=[[], ["manor", "temple"]])
    call_from(state, MAGICIAN)
    play(state, Action("swap_hands", seat=1))
    assert state.hands == [["manor", "temple"], []]
    assert not {"swap_hands", "magician_discard"} & kinds(RULES.legal_actions(state, 0))


def test_magician_discards_any_number_then_draws_as_many():
    """Magician discards cards one at a time (to the deck's bottom), then says done and draws as many."""
    state = table([[MAGICIAN], [KING]], hands=[["manor", "temple", "tavern"], []],
                  deck=["watchtower", "prison", "castle"])
    call_from(state, MAGICIAN)
    play(state, Action("magician_discard", card="manor"))
    assert RULES.pending(state)[0].kind == "magician_discard"
    play(state, Action("magician_discard", card="temple"), Action("magician_done"))
    assert sorted(state.hands[0]) == ["castle", "prison", "tavern"]
    assert state.deck == ["temple", "manor", "watchtower"]


def test_king_takes_the_crown_and_earns_for_yellow():
    """King takes the crown when called and earns 1 gold per yellow district."""
    state = table([[KING], [BISHOP]], cities=[["manor", "palace", "temple"], []], crown=1)
    events = call_from(state, KING)
    assert state.crown == 0 and [e.kind for e in events].count("crown") == 1
    play(state, Action("take_gold"), Action("collect_income"))
    assert state.gold[0] == 2 + 2 + 2


def test_murdered_king_takes_the_crown_after_the_round():
    """A murdered King gets no turn but his holder takes the crown after the round."""
    state = table([[ASSASSIN], [KING], [BISHOP]], crown=2)
    call_from(state, ASSASSIN)
    play(state, Action("murder", character=KING), Action("take_gold"), Action("end_turn"))
    assert state.crown == 2
    events = play(state, Action("take_gold"), Action("end_turn"))
    assert state.crown == 1 and state.round == 2
    assert [e.kind for e in events].index("crown") < [e.kind for e in events].index("round_end")


def test_no_king_chosen_crown_stays():
    """If nobody chose the King, the crown stays where it is."""
    state = table([[ASSASSIN], [BISHOP]], crown=1)
    call_from(state, ASSASSIN)
    play(state, Action("take_gold"), Action("end_turn"), Action("take_gold"), Action("end_turn"))
    assert state.crown == 1 and state.round == 2


def test_bishop_earns_for_blue_and_is_safe_from_the_warlord():
    """Bishop earns per blue district; the Warlord cannot touch the living Bishop's city."""
    state = table([[BISHOP], [WARLORD]], cities=[["temple", "church"], ["watchtower"]], gold=[0, 9])
    call_from(state, BISHOP)
    play(state, Action("take_gold"), Action("collect_income"))
    assert state.gold[0] == 4
    play(state, Action("end_turn"), Action("take_gold"))
    assert {a.seat for a in RULES.legal_actions(state, 1) if a.kind == "destroy"} == {1}


def test_murdered_bishop_does_not_protect():
    """A murdered Bishop's city is open to the Warlord."""
    state = table([[BISHOP], [WARLORD, ASSASSIN]], cities=[["temple"], []], gold=[0, 9])
    state.murdered = BISHOP
    call_from(state, WARLORD)
    play(state, Action("take_gold"))
    assert Action("destroy", seat=0, card="temple") in RULES.legal_actions(state, 1)


def test_merchant_gets_one_more_gold_and_green_income():
    """Merchant gains 1 extra gold and 1 gold per green district."""
    state = table([[MERCHANT], [KING]], cities=[["tavern", "market", "temple"], []])
    call_from(state, MERCHANT)
    assert state.gold[0] == 3
    play(state, Action("take_gold"), Action("collect_income"))
    assert state.gold[0] == 3 + 2 + 2


def test_architect_draws_two_more_and_builds_up_to_three():
    """Architect draws 2 extra districts and may build up to 3 districts."""
    state = table([[ARCHITECT], [KING]], hands=[["temple", "tavern", "watchtower", "manor"], []], gold=[9, 2],
                  deck=["castle", "palace", "church"])
    call_from(state, ARCHITECT)
    assert sorted(state.hands[0])[:2] == ["church", "manor"] and len(state.hands[0]) == 6
    play(state, Action("take_gold"), Action("build", card="temple"), Action("build", card="tavern"),
         Action("build", card="watchtower"))
    assert len(state.cities[0]) == 3
    assert "build" not in kinds(RULES.legal_actions(state, 0))


def test_warlord_destroys_at_cost_minus_one_and_earns_for_red():
    """Warlord earns per red district and destroys a district for its cost - 1
    (a 1-cost one is free; seed: 2 costs 1, 5 costs 4), gold back to the bank."""
    assert destroy_cost("temple", []) == 0
    assert destroy_cost("church", []) == 1
    assert destroy_cost("palace", []) == 4
    state = table([[WARLORD], [KING]], cities=[["prison"], ["palace", "temple"]], gold=[2, 0])
    call_from(state, WARLORD)
    play(state, Action("take_gold"))
    targets = {(a.seat, a.card) for a in RULES.legal_actions(state, 0) if a.kind == "destroy"}
    assert targets == {(1, "palace"), (1, "temple"), (0, "prison")}
    events = play(state, Action("destroy", seat=1, card="palace"))
    assert state.cities[1] == ["temple"] and state.gold[0] == 0 + 1  # paid 4, then red income 1
    assert state.deck[0] == "palace" and total_gold(state) == 35
    assert any(e.kind == "destroy" and e.target == 1 for e in events)
    assert state.round == 2  # destroying ends the Warlord's turn, and so the round


def test_warlord_cannot_touch_a_completed_city():
    """A city of 8 districts cannot be attacked."""
    city = ["manor", "castle", "palace", "temple", "church", "monastery", "tavern", "market"]
    state = table([[WARLORD], [KING]], cities=[[], city], gold=[9, 0])
    state.first_complete = 1
    call_from(state, WARLORD)
    play(state, Action("take_gold"))
    assert "destroy" not in kinds(RULES.legal_actions(state, 0))


# --- purple districts -------------------------------------------------------------

def test_keep_cannot_be_destroyed():
    """Keep: the Warlord cannot destroy it."""
    state = table([[WARLORD], [KING]], cities=[[], ["keep", "temple"]], gold=[9, 0])
    call_from(state, WARLORD)
    play(state, Action("take_gold"))
    assert {a.card for a in RULES.legal_actions(state, 0) if a.kind == "destroy"} == {"temple"}


def test_great_wall_raises_the_price_of_other_districts():
    """Great Wall: the Warlord pays 1 more to destroy its owner's other districts (not the Wall)."""
    assert destroy_cost("church", ["great_wall", "church"]) == 2
    assert destroy_cost("temple", ["great_wall", "temple"]) == 1
    assert destroy_cost("great_wall", ["great_wall"]) == 5
    state = table([[WARLORD], [KING]], cities=[[], ["great_wall", "church"]], gold=[0, 0])
    call_from(state, WARLORD)
    play(state, Action("take_gold"))
    assert {a.card for a in RULES.legal_actions(state, 0) if a.kind == "destroy"} == {"church"}


def test_graveyard_owner_may_pay_one_to_take_the_destroyed_district():
    """Graveyard: when the Warlord destroys a district, the Graveyard's owner may pay 1 gold to take it to hand."""
    state = table([[WARLORD], [KING]], cities=[[], ["graveyard", "church"]], gold=[1, 1])
    call_from(state, WARLORD)
    play(state, Action("take_gold"), Action("destroy", seat=1, card="church"))
    assert RULES.pending(state)[0].seat == 1 and RULES.pending(state)[0].kind == "graveyard"
    play(state, Action("graveyard_take"))
    assert state.hands[1] == ["church"] and state.gold[1] == 0 and total_gold(state) == 35


def test_graveyard_not_for_the_warlord_himself():
    """Graveyard: no rescue if its owner is the Warlord."""
    state = table([[WARLORD], [KING]], cities=[["graveyard", "church"], []], gold=[1, 1])
    call_from(state, WARLORD)
    play(state, Action("take_gold"), Action("destroy", seat=0, card="church"))
    assert state.hands[0] == [] and state.deck[0] == "church"


def test_laboratory_discard_a_card_for_one_gold_once_a_turn():
    """Laboratory: once a turn, discard a card from hand for 1 gold."""
    state = table([[KING], [BISHOP]], cities=[["laboratory"], []], hands=[["temple", "manor"], []], gold=[0, 0])
    call_from(state, KING)
    play(state, Action("take_gold"), Action("laboratory", card="temple"))
    assert state.gold[0] == 3 and state.hands[0] == ["manor"] and state.deck[0] == "temple"
    assert "laboratory" not in kinds(RULES.legal_actions(state, 0))


def test_smithy_pay_two_to_draw_three_once_a_turn():
    """Smithy: once a turn, pay 2 gold to draw 3 districts."""
    state = table([[KING], [BISHOP]], cities=[["smithy"], []], gold=[2, 0])
    call_from(state, KING)
    play(state, Action("take_gold"), Action("smithy"))
    assert state.gold[0] == 2 and len(state.hands[0]) == 3
    assert "smithy" not in kinds(RULES.legal_actions(state, 0))


def test_observatory_draws_three_keeps_one():
    """Observatory: drawing as the action, draw 3 and keep 1."""
    state = table([[KING], [BISHOP]], cities=[["observatory"], []], deck=["temple", "manor", "castle", "palace"])
    call_from(state, KING)
    play(state, Action("draw_cards"))
    assert sorted(state.drawn) == ["castle", "manor", "palace"]
    play(state, Action("keep", card="castle"))
    assert state.hands[0] == ["castle"] and len(state.deck) == 3


def test_library_keeps_both_drawn_cards():
    """Library: drawing as the action, keep both drawn cards."""
    state = table([[KING], [BISHOP]], cities=[["library"], []], deck=["temple", "manor", "castle"])
    call_from(state, KING)
    play(state, Action("draw_cards"))
    assert sorted(state.hands[0]) == ["castle", "manor"] and state.drawn == []


def test_library_with_observatory_draws_three_keeps_two():
    """Ruling (docs/rulings.md): Observatory and Library together: draw 3, keep 2; the third
    goes under the deck."""
    state = table([[KING], [BISHOP]], cities=[["library", "observatory"], []],
                  deck=["temple", "manor", "castle", "palace"])
    call_from(state, KING)
    play(state, Action("draw_cards"))
    assert sorted(state.drawn) == ["castle", "manor", "palace"]
    play(state, Action("keep", card="palace"))
    assert RULES.pending(state)[0].kind == "keep_card" and sorted(state.drawn) == ["castle", "manor"]
    play(state, Action("keep", card="manor"))
    assert sorted(state.hands[0]) == ["manor", "palace"] and state.drawn == [] and state.deck[0] == "castle"


def test_income_laboratory_and_smithy_may_come_before_the_resource_action():
    """Ruling (docs/rulings.md): colour income, Laboratory and Smithy may be used at any time
    in the turn, before the resource action too (the seed: 任何时间)."""
    state = table([[KING], [BISHOP]], cities=[["laboratory", "smithy", "manor"], []],
                  hands=[["temple"], []], gold=[2, 0])
    call_from(state, KING)
    assert {"collect_income", "laboratory", "smithy"} <= kinds(RULES.legal_actions(state, 0))
    play(state, Action("collect_income"), Action("laboratory", card="temple"), Action("smithy"))
    assert state.gold[0] == 2 + 1 + 1 - 2 and len(state.hands[0]) == 3 and not state.resource_taken
    assert {"take_gold", "draw_cards"} <= kinds(RULES.legal_actions(state, 0))


def test_school_of_magic_counts_as_any_colour_for_income():
    """School of Magic counts as the character's colour for income."""
    state = table([[MERCHANT], [KING]], cities=[["school_of_magic", "tavern"], []], gold=[0, 0])
    call_from(state, MERCHANT)
    play(state, Action("take_gold"), Action("collect_income"))
    assert state.gold[0] == 1 + 2 + 2


def test_haunted_city_counts_as_any_colour_unless_built_last_round():
    """Haunted City stands in for a missing colour for the +3 bonus, not if built in the last round."""
    city = ["manor", "temple", "tavern", "keep", "haunted_city"]  # no red
    assert score_city(city)["colours"] == 3
    assert score_city(city, haunted_city_counts=False)["colours"] == 0
    assert score_city(["manor", "temple", "tavern", "haunted_city"])["colours"] == 0  # two missing
    red_instead = ["manor", "temple", "tavern", "watchtower", "haunted_city"]
    assert score_city(red_instead, haunted_city_counts=False)["colours"] == 3  # purple itself


def test_university_and_dragon_gate_score_eight():
    """University and Dragon Gate cost 6 but score 8."""
    assert score_city(["university"])["districts"] == 8
    assert score_city(["dragon_gate", "temple"])["districts"] == 9


# --- the end and scoring ---------------------------------------------------------

def test_score_bonuses():
    """Score: district costs, +3 five colours, +4 first to 8, +2 others with 8."""
    eight = ["manor", "temple", "tavern", "watchtower", "keep", "castle", "church", "market"]
    first = score_city(eight, first_complete=True)
    assert first == {"districts": 3 + 1 + 1 + 1 + 3 + 4 + 2 + 2, "colours": 3, "completion": 4, "total": 17 + 3 + 4}
    assert score_city(eight)["completion"] == 2
    assert score_city(eight[:7], first_complete=True)["completion"] == 0


def test_game_ends_after_the_round_in_which_a_city_reaches_eight():
    """Building an 8th district ends the game only after the round is played out;
    the first city of 8 scores +4, another city of 8 in that round +2."""
    seven_a = ["manor", "temple", "tavern", "watchtower", "castle", "church", "market"]
    seven_b = ["palace", "monastery", "docks", "prison", "cathedral", "harbor", "fortress"]
    state = table([[KING], [ARCHITECT]], cities=[seven_a, seven_b],
                  hands=[["keep"], ["laboratory"]], gold=[3, 5])
    call_from(state, KING)
    play(state, Action("take_gold"), Action("build", card="keep"), Action("end_turn"))
    assert state.first_complete == 0 and not RULES.is_over(state)
    assert state.current == 1  # the round goes on
    events = play(state, Action("take_gold"), Action("build", card="laboratory"), Action("end_turn"))
    assert RULES.is_over(state) and RULES.pending(state) == []
    scores = {e.seat: e.total for e in events if e.kind == "score"}
    assert scores[0] == sum(DISTRICTS[d][3] for d in seven_a) + 3 + 3 + 4
    assert scores[1] == sum(DISTRICTS[d][3] for d in seven_b) + 5 + 3 + 2
    assert RULES.outcome(state).winners == (1,)


def test_haunted_city_built_in_the_last_round_is_purple():
    """Haunted City built in the final round does not count as a missing colour."""
    seven = ["manor", "temple", "tavern", "keep", "castle", "church", "market"]  # no red
    state = table([[KING], [BISHOP]], cities=[seven, []], hands=[["haunted_city"], []], gold=[2, 0])
    call_from(state, KING)
    play(state, Action("take_gold"), Action("build", card="haunted_city"), Action("end_turn"),
         Action("take_gold"), Action("end_turn"))
    assert RULES.is_over(state)
    assert RULES.city_score(state, 0)["colours"] == 0


def test_ties_go_to_district_total_then_gold():
    """Ruling (docs/rulings.md): equal scores: the higher district total wins (printed costs:
    the University counts 6, not the 8 it scores), then more gold."""
    state = table([[KING], [BISHOP], [MERCHANT]],
                  cities=[["university"], ["palace", "tavern", "temple", "watchtower"], ["palace", "castle"]],
                  gold=[1, 0, 3])
    state.phase = "over"
    outcome = RULES.outcome(state)
    assert outcome.scores == (8, 8, 9)
    assert outcome.ranking == (2, 1, 0)
    state.cities[2] = ["palace", "manor"]
    state.gold = [1, 2, 0]
    outcome = RULES.outcome(state)
    assert outcome.scores == (8, 8, 8) and outcome.ranking == (1, 2, 0) and outcome.winners == (1,)


def test_illegal_actions_are_refused_with_reasons():
    """Illegal actions name the action and why; the state is unchanged."""
    state = table([[THIEF], [ASSASSIN]])
    state.murdered = KING
    call_from(state, THIEF)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="cannot rob"):
        RULES.apply(state, 0, Action("rob", character=KING))
    with pytest.raises(IllegalAction, match="not seat 1's decision"):
        RULES.apply(state, 1, Action("take_gold"))
    assert state.to_json() == before
