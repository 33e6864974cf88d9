"""Dragon's Lair Hard: how its search judges the end of a round."""
from game.dragons_lair.evaluate import win_chances

from test_dragons_lair_rules import expedition


def test_hard_counts_an_early_lead_for_less_than_a_late_one():
    """The most chips wins when the draw pile has run out: a 30-chip lead
    with the whole pile still to come (100-chip chests among it) is far
    from a won game, while the same lead with the pile empty nearly is."""
    early = expedition(["3S", "4H", "5C"], travel=[1, 1], chips=[49, 19])
    late = early.clone()
    late.draw_pile = []
    assert len(early.draw_pile) > 80
    behind_early, behind_late = win_chances(early)[1], win_chances(late)[1]
    assert behind_early > 0.15
    assert behind_late < 0.05
