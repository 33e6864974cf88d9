"""The property every title's `follow.CHANGES` must have: folding the
events of an action, each seen by the seat looking, over that seat's view
before the action gives exactly its view after the action, for every seat
and for an onlooker (seat None), through whole random games."""
from __future__ import annotations

import random
from typing import Mapping

from game import registry
from scenes.table.follow import Change, fold


def check_follows(title_id: str, changes: Mapping[str, Change], players: int, seed: int,
                  options: Mapping | None = None) -> int:
    """Play one random game; fail on the first action after which a folded
    view differs from the true one.  Returns the number of actions checked."""
    rules = registry.get(title_id)
    state = rules.new_state(players, seed, options or {})
    rng = random.Random(seed)
    onlookers = [None, *range(players)]
    actions = 0
    while not rules.is_over(state):
        before = {seat: rules.view(state, seat) for seat in onlookers}
        seat = rng.choice(rules.pending(state)).seat
        action = rng.choice(rules.legal_actions(state, seat))
        events = rules.apply(state, seat, action)
        actions += 1
        for looker in onlookers:
            shown = fold(changes, before[looker], [e.seen_by(looker) for e in events])
            truth = rules.view(state, looker)
            if shown.to_json() != truth.to_json():
                differ = {k: (v, truth.to_json()[k]) for k, v in shown.to_json().items()
                          if v != truth.to_json()[k]}
                raise AssertionError(f"{title_id} seed {seed}, action {actions} {action!r} by seat {seat}: "
                                     f"seat {looker}'s shown view differs after {[e.kind for e in events]}: "
                                     f"{differ}")
    return actions
