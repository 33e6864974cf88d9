"""Citadels' Learn to play (`game.citadels.lesson`): the prepared last
round is a game the rules could reach, and its words fit it (the lesson
itself is played by `test_tutorial`)."""
from game import registry
from game.citadels.invariants import broken
from game.citadels.lesson import LESSON
from game.core import Action


def test_tutorial_citadels_deal_keeps_every_district_and_coin_in_one_place():
    """The prepared round 7 is a fresh deal rearranged: the 65 districts
    each in one place, the 35 gold in purses and the bank, the learner
    crowned and offered the characters not set aside (the King is never
    set aside face up)."""
    rules = registry.get("citadels")
    state = rules.new_state(LESSON.players, LESSON.seed)
    LESSON.deal(state)
    assert broken(state) == []
    assert state.round == 7 and state.crown == 0 and rules.pending(state)[0].seat == 0
    assert 4 not in state.face_up and sorted(state.pool + state.face_up + state.face_down) == list(range(1, 9))
    assert [len(city) for city in state.cities] == [7, 5, 5, 5]


def test_tutorial_citadels_hand_of_built_districts_is_not_called_unaffordable():
    """With 2 gold taken and only districts the city already has in hand
    (the lesson's turn before the Smithy), the prompt says nothing is left
    to build, not that the gold falls short."""
    from scenes.citadels import words
    rules = registry.get("citadels")
    state = rules.new_state(LESSON.players, LESSON.seed)
    LESSON.deal(state)
    story = [(0, Action("pick", character=1)), (1, Action("pick", character=8)), (2, Action("pick", character=2)),
             (3, Action("pick", character=4)), (0, Action("murder", character=8)), (0, Action("take_gold"))]
    for seat, action in story:
        rules.apply(state, seat, action)
    decision = rules.pending(state)[0]
    kinds = {action.kind for action in rules.legal_actions(state, 0)}
    text = words.prompt_text(decision, rules.view(state, 0), kinds, words.BUILD, 0)
    assert text == words.t("prompt.turn_done", character=words.character_name(1))
