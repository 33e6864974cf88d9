"""Citadels: Hard's guide, the policy its search starts from.

It plays as Normal (`ai.NormalBot`) except where a habit of Normal's was
measured to cost it games against Normals (arenas of the guide alone
against three Normals, `python -m game.arena --bots guide,normal,normal,normal`).
Hard's play-outs do not play it: they play Normal at every seat
(`evaluate.rollout_action`), so the guide is asked once a decision.
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
        Normals, 4 seats, seed 5000: 29.5 % (26.7-32.3) of the first
        1000 games, Normal in its seat 25.1 % (22.4-27.8) of the same."""
        if odds is None and kind == "turn" and any(a.kind in ("murder", "rob") for a in legal):
            return self.strike(world, seat, legal, believed_holders(world, seat, rng), rng)
        return super().plain_action(world, seat, kind, legal, odds, rng)
