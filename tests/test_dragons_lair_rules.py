"""Dragon's Lair rules, one test per rule (seed 001 and docs/rulings.md)."""
import pytest

from game.core import Action, IllegalAction
from game.dragons_lair import RULES, clue_step, split_treasure
from game.dragons_lair.rules import (CHOOSE_ROOM, COMMIT, DIRECTION, KEY_ROOM, OVER, PLACE, VOTE,
                                     chips_in_play, is_dead_end, leader_of)

STAY, LEAVE = Action("stay"), Action("leave")


def expedition(maze, travel, chips=None, leader=0, pool=0, hands=None, **extra):
    """A state where the travel money is committed and the leader is about
    to choose the first room.  Starting chips are set so that chips +
    travel + pool add up to the usual 20 a seat."""
    players = len(travel)
    state = RULES.new_state(players, seed=1, options=extra.pop("options", {}))
    state.maze = list(maze)
    state.face_up = [False] * len(maze)
    state.known_by = [None] * len(maze)
    state.travel = list(travel)
    state.chips = list(chips) if chips is not None else [20 - t for t in travel]
    state.chips[0] -= pool
    state.pool = pool
    state.commitments = list(travel)
    state.leader = state.brave = leader
    state.explorers = [True] * players
    state.turn_order = [(leader + i) % players for i in range(players)]
    state.phase = CHOOSE_ROOM
    if hands is not None:
        state.hands = [list(h) for h in hands]
    for name, value in extra.items():
        setattr(state, name, value)
    return state


def vote(state, choices):
    """Every explorer votes; returns all events."""
    events = []
    for seat, choice in choices.items():
        events += RULES.apply(state, seat, choice)
    return events


def kinds(events, kind):
    return [e for e in events if e.kind == kind]


def test_seed_maze_example_functions():
    """Six rooms ABCDEF, enter C: spade 3 moves right 3 to F; heart 8
    moves left 8, wrapping around, to D; diamond A moves left 1 back to C,
    an opened room: a false clue (dead end)."""
    A, B, C, D, E, F = range(6)
    assert clue_step(6, C, "3S") == F
    assert clue_step(6, F, "8H") == D
    assert clue_step(6, D, "AD") == C
    face_up = [False, False, True, True, False, True]
    assert is_dead_end(face_up, C)


def test_seed_maze_example_played():
    """The same walk through the engine: each room is voted on and paid for;
    the dead end gives every explorer back its remaining travel money."""
    state = expedition(["5S", "6S", "3S", "AD", "7C", "8H"], travel=[5, 5])
    events = RULES.apply(state, 0, Action("enter", room=2))
    for _ in range(3):
        events += vote(state, {0: STAY, 1: STAY})
    clues = kinds(events, "clue")
    assert [(c.from_room, c.to_room) for c in clues] == [(2, 5), (5, 3), (3, 2)]
    assert kinds(events, "dead_end")[0].room == 2
    assert [e.seat for e in kinds(events, "flip")] == [0, 1, 0]   # the brave rotates
    assert state.pool == 6 and state.chips == [17, 17] and state.travel == [0, 0]
    assert state.round == 2 and state.phase == PLACE


def test_clue_landing_on_itself_is_a_dead_end():
    """A clue that comes back to its own room (6 steps in a 6-room maze)
    lands on an opened card: dead end, travel money back."""
    state = expedition(["6C", "2S", "3S", "4S", "5S", "7S"], travel=[4, 3])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: STAY, 1: STAY})
    assert kinds(events, "dead_end")[0].room == 0
    assert state.chips == [19, 19] and state.pool == 2


def test_variant_1_brave_chooses_direction():
    """Variant 1: the brave decides left or right, whatever the colour."""
    state = expedition(["2C", "9S", "3H", "QS", "5S"], travel=[4, 3],
                       options={"brave_chooses_direction": True})
    RULES.apply(state, 0, Action("enter", room=2))
    vote(state, {0: STAY, 1: STAY})
    assert state.phase == DIRECTION and RULES.pending(state)[0].seat == 0
    events = RULES.apply(state, 0, Action("go", direction="right"))   # red 3, but going right
    assert kinds(events, "clue")[0].to_room == 0
    assert state.marker == 0 and state.brave == 1 and state.phase == VOTE


def test_variant_2_key_match_lets_the_next_brave_choose():
    """Variant 2: the leader takes a key (from the discard or the pile); a
    clue of the key's rank sets the marker aside and the next brave picks
    a face-down room, which opens at once (docs/rulings.md: no vote, no fee)."""
    state = expedition(["2C", "9S", "3H", "QS", "5S"], travel=[4, 3], options={"key_card": True},
                       discard=["3D", "KH"])
    state.phase = "key"
    assert Action("key", card="3D") in RULES.legal_actions(state, 0)
    RULES.apply(state, 0, Action("key", card="3D"))
    assert state.key == "3D" and state.discard == ["KH"]
    RULES.apply(state, 0, Action("enter", room=2))
    events = vote(state, {0: STAY, 1: STAY})
    assert kinds(events, "key_match") and state.phase == KEY_ROOM
    assert RULES.pending(state)[0].seat == 1
    pool = state.pool
    events = RULES.apply(state, 1, Action("enter", room=3))
    assert not kinds(events, "votes_revealed") and kinds(events, "flip")[0].room == 3
    split = kinds(events, "treasure_split")[0]
    assert split.value == 50 and split.seats == (1, 0) and split.travel == (2, 3) and pool == 2


def test_leavers_draw_in_seat_order_from_the_brave_when_the_pile_runs_short():
    """Ruling (docs/rulings.md): when the draw pile cannot give every seat its cards, draws
    go in seat order starting from the brave."""
    state = expedition(["2C", "9S", "3H", "QS", "5S"], travel=[4, 3, 3], leader=1)
    state.draw_pile = ["7D"]
    RULES.apply(state, 1, Action("enter", room=1))
    vote(state, {0: LEAVE, 1: STAY, 2: LEAVE})
    assert state.hands[2][-1] == "7D" and "7D" not in state.hands[0]


def test_treasure_draws_in_seat_order_from_the_brave_when_the_pile_runs_short():
    """Ruling (docs/rulings.md): explorers who got nothing from the treasure draw 2 each,
    in seat order from the brave, while the pile lasts."""
    state = expedition(["JS", "2S", "3S"], travel=[13, 13, 13, 13], leader=2)
    state.draw_pile = ["7D", "8D", "9D"]
    RULES.apply(state, 2, Action("enter", room=0))
    events = vote(state, {seat: STAY for seat in range(4)})
    # pool 4 + 20: seats 2 and 3 take 12 each, seats 0 and 1 get nothing
    assert [(e.seat, e.card) for e in kinds(events, "draw")] == [(0, "9D"), (0, "8D"), (1, "7D")]


def test_treasure_split_returns_travel_money_and_splits_evenly():
    """Chest: the bank adds its value to the pool.  From the brave in seat
    order each explorer keeps its travel money and takes as much again
    from the pool; the rest is split evenly, the remainder stays."""
    state = expedition(["QS", "2S", "3S"], travel=[11, 7, 5], pool=1)
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: STAY, 1: STAY, 2: STAY})
    # After paying: travel 10/6/4, pool 1+3+50 = 54; returns 10/6/4 -> 34 left;
    # 11 each, 1 stays in the pool.
    split = kinds(events, "treasure_split")[0]
    assert split.seats == (0, 1, 2) and split.returns == (10, 6, 4) and split.shares == (11, 11, 11)
    assert state.pool == 1 and state.bank_added == 50
    assert state.chips == [8 + 10 + 10 + 11, 13 + 6 + 6 + 11, 15 + 4 + 4 + 11]
    assert chips_in_play(state) == 60 + state.bank_added


def test_split_treasure_helper_remainder():
    """The seed's example: 11 chips left among 3 explorers: 3 each, 2 stay."""
    assert split_treasure(11, [0, 0, 0]) == ([0, 0, 0], [3, 3, 3], 2)


def test_explorer_who_gets_nothing_draws_two_cards():
    """Returns start at the brave (here seat 1) and can empty the pool;
    an explorer who got nothing from it draws 2 cards instead."""
    state = expedition(["JS", "2S", "3S"], travel=[6, 21, 11], leader=1,
                       hands=[[], [], []])
    RULES.apply(state, 1, Action("enter", room=0))
    events = vote(state, {0: STAY, 1: STAY, 2: STAY})
    split = kinds(events, "treasure_split")[0]
    # pool 3 + 20 = 23: seat 1 takes 20, seat 2 takes 3, seat 0 nothing.
    assert split.seats == (1, 2, 0) and split.returns == (20, 3, 0) and split.shares == (0, 0, 0)
    assert [len(h) for h in state.hands] == [2, 0, 0]
    draws = kinds(events, "draw")
    assert [d.seat for d in draws] == [0, 0] and all(d.owner == 0 for d in draws)


def test_small_dragon():
    """Small dragon: every explorer's travel money goes into the pool; the
    brave loses its hand.  A seat that left first is safe and drew a card."""
    state = expedition(["SJ", "2S", "3S"], travel=[5, 4, 3], hands=[["2H"], ["3H"], ["4H"]])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: STAY, 1: STAY, 2: LEAVE})
    assert kinds(events, "dragon")[0].size == "small"
    assert state.pool == 2 + 4 + 3 and state.chips == [15, 16, 20]
    assert state.hands[0] == [] and state.hands[1] == ["3H"] and len(state.hands[2]) == 2
    assert "2H" in state.discard


def test_big_dragon():
    """Big dragon: travel money to the pool and every explorer loses its hand."""
    state = expedition(["BJ", "2S", "3S"], travel=[5, 4, 3], hands=[["2H"], ["3H"], ["4H"]])
    RULES.apply(state, 0, Action("enter", room=0))
    vote(state, {0: STAY, 1: STAY, 2: LEAVE})
    assert state.hands[0] == [] and state.hands[1] == [] and "4H" in state.hands[2]
    assert state.pool == 9 and state.travel == [0, 0, 0]


def test_everyone_leaves():
    """All explorers leave: each takes back its travel money and draws a
    card; the round ends."""
    state = expedition(["BJ", "2S", "3S"], travel=[5, 4], hands=[[], []])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: LEAVE, 1: LEAVE})
    assert kinds(events, "everyone_left")
    assert state.chips == [20, 20] and state.pool == 0
    assert [len(h) for h in state.hands] == [1, 1]
    assert state.round == 2 and state.maze[0] == "BJ"      # never opened


def test_votes_are_sealed_until_all_have_voted():
    """Votes are simultaneous: nobody sees another's vote before the reveal."""
    state = expedition(["2S", "3S", "4S"], travel=[5, 4])
    RULES.apply(state, 0, Action("enter", room=0))
    assert {d.seat for d in RULES.pending(state)} == {0, 1}
    events = RULES.apply(state, 1, LEAVE)
    assert [e.kind for e in events] == ["vote_sealed"]
    assert RULES.view(state, 0).votes[1] == "sealed" and RULES.view(state, 1).votes[1] == "leave"
    events = RULES.apply(state, 0, STAY)
    reveal = kinds(events, "votes_revealed")[0]
    assert reveal.seats == (0, 1) and reveal.choices == ("stay", "leave")


def test_forced_leave_without_travel_money():
    """An explorer whose travel money is spent must leave before the next
    room and draws nothing; the brave passes on."""
    state = expedition(["2S", "3S", "4S", "5S", "6S"], travel=[1, 5], hands=[[], []])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: STAY, 1: STAY})
    forced = [e for e in kinds(events, "leave") if e.forced]
    assert [e.seat for e in forced] == [0]
    assert state.explorers == [False, True] and state.hands[0] == []
    assert [d.seat for d in RULES.pending(state)] == [1] and state.brave == 1


def test_elimination_at_zero_chips():
    """At round end a seat with 0 chips is out and its hand is discarded;
    the next round skips it."""
    state = expedition(["SJ", "2S", "3S"], travel=[5, 20, 4], chips=[15, 0, 16],
                       hands=[["2H"], ["KH"], ["4H"]])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: LEAVE, 1: STAY, 2: LEAVE})
    assert kinds(events, "eliminated")[0].seat == 1
    assert state.in_game == [True, False, True] and "KH" in state.discard
    assert state.phase == PLACE and 1 not in state.turn_order


def test_game_ends_when_one_seat_is_left():
    state = expedition(["BJ", "2S", "3S"], travel=[5, 20], chips=[15, 0])
    RULES.apply(state, 0, Action("enter", room=0))
    vote(state, {0: LEAVE, 1: STAY})
    assert RULES.is_over(state) and RULES.pending(state) == []
    assert RULES.outcome(state).winners == (0,)


def test_game_ends_after_the_round_the_pile_ran_out():
    """A draw from an empty pile gives nothing; after the round in which
    the draw pile ran out the game is over, most chips wins."""
    state = expedition(["BJ", "2S", "3S"], travel=[5, 3], hands=[[], []], draw_pile=["7D"])
    RULES.apply(state, 0, Action("enter", room=0))
    events = vote(state, {0: LEAVE, 1: LEAVE})
    assert [e.seat for e in kinds(events, "draw")] == [0]
    assert [e.seat for e in kinds(events, "draw_empty")] == [1]
    assert state.phase == OVER and kinds(events, "game_over")
    state.chips = [25, 15]
    assert RULES.outcome(state).winners == (0,)


def test_round_end_discards_open_rooms_and_deals_up_to_three():
    """Opened rooms are discarded, the rest close up in order, and the maze
    is dealt up to 3 cards at its right end."""
    state = expedition(["4S", "9D", "2S", "QH"], travel=[5, 3])
    RULES.apply(state, 0, Action("enter", room=0))
    vote(state, {0: STAY, 1: STAY})     # 4S -> room 0 again (4 steps in 4 rooms): dead end
    assert state.discard == ["4S"]
    assert state.maze == ["9D", "2S", "QH"]
    state = expedition(["4S", "2S", "8C"], travel=[5, 3])
    top = state.draw_pile[-1]
    RULES.apply(state, 0, Action("enter", room=1))
    vote(state, {0: STAY, 1: STAY})     # 2S -> room 0
    vote(state, {0: STAY, 1: STAY})     # 4S -> room 1: dead end
    assert state.discard == ["4S", "2S"] and state.maze[:2] == ["8C", top]
    assert len(state.maze) == 3 and state.known_by == [None] * 3


def test_building_the_maze_and_travel_money():
    """Build: from the first seat every seat places a hand card at either
    end (a seat without cards adds the pile's top unseen).  Then each
    commits 1..all chips openly; highest leads, ties to the earlier seat."""
    state = RULES.new_state(3, seed=4)
    first = state.first_seat
    order = [(first + i) % 3 for i in range(3)]
    state.hands[order[2]] = []
    left_card = state.hands[order[0]][0]
    RULES.apply(state, order[0], Action("place", card=left_card, end="left"))
    assert state.maze[0] == left_card and state.known_by[0] == order[0]
    right_card = state.hands[order[1]][0]
    RULES.apply(state, order[1], Action("place", card=right_card, end="right"))
    assert RULES.legal_actions(state, order[2]) == [Action("place_blind", end="left"),
                                                    Action("place_blind", end="right")]
    events = RULES.apply(state, order[2], Action("place_blind", end="right"))
    assert state.known_by[-1] is None and events[0].get("card") is None
    assert state.phase == COMMIT and len(state.maze) == 6
    with pytest.raises(IllegalAction, match="1..20"):
        RULES.apply(state, order[0], Action("commit", amount=21))
    RULES.apply(state, order[0], Action("commit", amount=3))
    RULES.apply(state, order[1], Action("commit", amount=7))
    events = RULES.apply(state, order[2], Action("commit", amount=7))
    assert kinds(events, "leader")[0].seat == order[1]
    assert state.chips[order[1]] == 13 and state.phase == CHOOSE_ROOM


def test_leader_tie_goes_to_the_earlier_seat():
    assert leader_of([2, 0, 1], [9, 9, 5]) == 0     # seats 0 and 1 tie; 0 committed first
    assert leader_of([1, 2, 0], [9, 9, 5]) == 1


def test_view_hides_others_hands_and_unknown_rooms():
    """A seat sees its own hand and the rooms it placed; other hands,
    the pile and unknown rooms only as counts."""
    state = RULES.new_state(3, seed=9)
    seat = state.first_seat
    card = state.hands[seat][0]
    RULES.apply(state, seat, Action("place", card=card, end="left"))
    mine = RULES.view(state, seat)
    other = RULES.view(state, (seat + 1) % 3)
    assert mine.maze[0] == card and other.maze[0] == "?"
    assert set(other.hands[seat]) == {"?"} and len(other.hands[seat]) == 2
    assert set(mine.draw_pile) == {"?"} and mine.rng is None
    assert set(RULES.view(state, None).maze) == {"?"}
