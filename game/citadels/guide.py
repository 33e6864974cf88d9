"""Citadels: Hard's guide, the policy its search starts from.

It plays as Normal (`ai.NormalBot`) except where a habit of Normal's was
measured to cost it games against Normals (arenas of the guide alone
against three Normals, `python -m game.arena --bots guide,normal,normal,normal`).
Hard's play-outs do not play it: they play Normal at every seat
(`evaluate.rollout_action`), so the guide is asked once a decision
(p95 5.4 ms of CPU at 4 seats, 10 ms at 7, against Hard's 250).

Tried from the moves Hard's search leaves the guide for, and not kept
(the guide alone against three Normals, 4 seats, seed 5000, 2000 games,
where it won 28.6 %, ±2.0): the Magician swapping hands when the larger
hand beats its own by 0.6 or 0.9 points rather than 1.2 (27.9 %, 28.3 %;
Hard's swaps where the guide kept its hand were judged +0.067 of a game
each, 6 in 20 games); drawing cards with up to three districts worth
building in hand, when the gold held plus two pays for them (25.4 %;
Hard's draws in place of gold were judged +0.043 each, 7 in 20 games,
but its gold in place of draws -0.009, 7); the Assassin naming the best
murder every time instead of mixing close ones (27.2 %; Hard's other
murders were judged +0.044 each, 10 in 20 games).  What the search finds
is the move for that table, not a habit a rule of thumb can take over.

Nor does a pick that thinks wider help Hard, though it helps the guide
alone (same seeds): trying the best three characters at a glance in
imagined rounds, not two, won 31.8 % (29.8-33.8) of 2000 games, and
33.6 % (31.5-35.7) with four times the rounds (sixteen a character at 4
seats; four times the rounds for two characters, 28.8 % of 1250,
stopped).  Hard starting from the three-character guide won 48.5 %
(41.6-55.4) and 47.0 % (40.1-53.9) of 200 games against three Normals
at 0.25 s (seeds 2100 and 2300), where from this guide it won 53.0 % and
49.5 %; from the three-character guide with four times the rounds,
47.5 % (40.6-54.4) of 200 (seeds 2100-2299, stopped there): Hard's pick
is searched, and its search already finds what a third character brings.
(The guide with four times the rounds took a median 44 ms of Hard's 250
at each pick, p95 76 ms at 4 seats and 178 ms at 7.)  Nor does Hard
gain by taking that guide's pick unsearched and searching only its
turns (judged to the game's end its pick departures gain little,
`evaluate.py`): 47.0 % and 50.5 % (±6.9) of the same 200 and 200
seeds, 48.8 % of the 400 against 51.2 % searched from this guide.
"""
from __future__ import annotations

import random

from game.core import Action

from .ai import NormalBot
from .evaluate import believed_holders
from .rules import CitadelsState


class HardGuide(NormalBot):
    """Normal with the habit below fixed."""

    def plain_action(self, world: CitadelsState, seat: int, kind: str, legal: list[Action], odds,
                     rng: random.Random) -> Action:
        """In the rounds its pick imagines, a rival Assassin or Thief aims
        as Normal's own do: by the draft histories that rival believes
        (`evaluate.believed_holders`).  Normal imagines it aiming at the
        characters the imagined world truly put in the seats' hands, so
        its strikers hit a held character far more often than Normals'
        (88 % and 83 % of murders and thefts against 70 % and 65 %), and
        it drafts by a risk that seldom comes.  Alone against three
        Normals, 4 seats, seed 5000: 28.6 % (26.7-30.6) of 2000 games,
        Normal in its seat 25.2 % (23.3-27.1) of the same.  Its pick
        costs more (median 3.9 ms of CPU at 4 seats, Normal's 2.5; 7.4
        and 2.4 at 7 seats): a rival striker's beliefs are weighed once
        for each thing it may know."""
        if odds is None and kind == "turn" and any(a.kind in ("murder", "rob") for a in legal):
            return self.strike(world, seat, legal, believed_holders(world, seat, rng), rng)
        return super().plain_action(world, seat, kind, legal, odds, rng)
