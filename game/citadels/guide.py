"""Citadels: Hard's guide, the policy its search starts from.

It plays as Normal (`ai.NormalBot`) except where a habit of Normal's was
measured to cost it games against Normals (arenas of the guide alone
against three Normals, `python -m game.arena --bots guide,normal,normal,normal`).
Hard's play-outs do not play it: they play Normal at every seat
(`evaluate.rollout_action`), so the guide is asked once a decision
(p95 5.4 ms of CPU at 4 seats, 10 ms at 7, against Hard's 250).
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
