"""Dragon's Lair Hard's guide: Normal's play, reading what Normals at the
table tell by their open travel money (`HardGuide`).

A Normal that knows an unopened chest commits to lead onto it: all its
chips, one more than the highest, or the pool and the chest's value.
Without one it never commits all its chips (it keeps one at home) and
stakes three fifths or three tenths of them, at most what the pool could
pay back.  A commitment that only the first habit explains tells every
seat that the rival knows a chest (of 4766 such commitments in 300
Normal games at 4 seats, every one was made by a seat that knew one),
and a leader that walks into a room it laid itself opens a chest 97.5 %
of the time.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Action

from . import data
from .ai import PLAIN_STAKE, Knowledge, NormalBot, chest_commitment
from .rules import CHOOSE_ROOM, COMMIT, STAY, VOTE, LairState, leader_of

#: The share of its chips a Normal stakes without a known chest, when
#: dragons are scarce among the cards it has not seen and when they are not.
_PLAIN_SHARES = (PLAIN_STAKE, PLAIN_STAKE / 2)


@dataclass(frozen=True)
class ChestSign:
    """A rival whose travel money says it knows an unopened chest, and the
    chest values that amount could have been committed for."""
    seat: int
    values: tuple[int, ...]


def plain_commitments(chips: int, pool: int, players: int) -> set[int]:
    """Every amount a Normal without a known chest may commit holding
    `chips`, whatever it has seen (`NormalBot._commit`)."""
    amounts = set()
    for share in _PLAIN_SHARES:
        for richest in (0, *data.TREASURE_VALUES.values()):
            amount = max(1, min(pool + players + richest, round(chips * share)))
            amount = min(amount, chips - 1) if chips > 1 else 1
            amounts.add(max(1, min(chips, amount)))
    return amounts


def chest_signs(view: LairState, seat: int) -> list[ChestSign]:
    """The rivals whose open travel money this round only a known chest
    explains: a Normal commits so only to lead onto its own chest.  Read
    while the team has paid no fee yet (the pool as it was at the
    commitments), the amounts are exact."""
    if any(view.explorers[s] and view.travel[s] != view.commitments[s] for s in range(view.players)):
        return []
    signs = []
    highest = 0
    for rival in view.turn_order:
        amount = view.commitments[rival]
        if amount is None:
            break
        chips = view.chips[rival] + amount
        if rival != seat and chips > highest and amount not in plain_commitments(chips, view.pool, view.players):
            values = tuple(v for v in data.TREASURE_VALUES.values()
                           if chest_commitment(chips, highest, view.pool, v) == amount)
            if values:
                signs.append(ChestSign(rival, values))
        highest = max(highest, amount)
    return signs


def sure_chests(view: LairState, signs: list[ChestSign]) -> dict[int, ChestSign]:
    """Rooms that must hold a signalling rival's chest: the only unopened
    room it laid from its hand."""
    rooms = {}
    for sign in signs:
        laid = [i for i, (up, placer) in enumerate(zip(view.face_up, view.known_by))
                if not up and placer == sign.seat]
        if len(laid) == 1:
            rooms[laid[0]] = sign
    return rooms


class HardGuide(NormalBot):
    """Normal, but it rides along with a rival that leads onto its own chest,
    takes a rival's chest it can outbid, and stays for a chest it can read:
    32.2 % (30.2-34.3) of 2000 games against three Normals at 4 seats,
    53.2 % (51.0-55.4) at 2 seats (seed 900; Normal in its seat 26.9 % and
    49.2 %).  Going home from such a room when the leader's travel money
    takes the whole chest did worse (26.8 % and 50.6 %)."""

    def choose(self, rules, state: LairState, seat: int, rng) -> Action:
        phase = state.phase
        if phase in (COMMIT, CHOOSE_ROOM, VOTE):
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1:
                know = Knowledge(rules, state, seat)
                signs = chest_signs(know.view, seat)
                if signs:
                    move = self._read_chests(know, signs, legal)
                    if move is not None:
                        return move
        return super().choose(rules, state, seat, rng)

    @staticmethod
    def _read_chests(know: Knowledge, signs: list[ChestSign], legal: list[Action]) -> Action | None:
        view, seat = know.view, know.seat
        phase = view.phase
        theirs = sure_chests(view, signs)
        if phase == COMMIT:
            return HardGuide._commit_to_their_chest(know, signs, theirs)
        if phase == CHOOSE_ROOM and not know.chest_rooms() and theirs:
            room = max(theirs, key=lambda i: max(theirs[i].values))
            return next(a for a in legal if a.room == room)
        if phase == VOTE and view.travel[seat] > 1:
            # A signalling leader walks into the room it laid for its chest:
            # Normal reckons that room a plain gamble and goes home one time
            # in five (1222 of 5664 votes in 200 Normal games at 4 seats).
            leads_onto_its_chest = any(s.seat == view.leader == view.known_by[view.marker] for s in signs)
            if view.marker in theirs or leads_onto_its_chest:
                return Action(STAY)
        return None

    @staticmethod
    def _commit_to_their_chest(know: Knowledge, signs: list[ChestSign],
                               theirs: dict[int, ChestSign]) -> Action | None:
        """Ride along: a rival that will lead onto its chest pays every
        explorer's travel money back double, in turn from the leader,
        before the rest is shared, so stake what the chest can pay back
        after the leader's own, at most the leader's travel money (a tie
        leaves it the lead: it committed first) and one chip kept home;
        Normal stakes three fifths of its chips however little the chest
        will pay.  Or outbid it and walk into its chest, when the guide
        knows which room holds it."""
        view, seat = know.view, know.seat
        chips = view.chips[seat]
        highest = max(c for c in view.commitments if c is not None)
        if know.chest_rooms() and chips > highest:
            return None     # Normal leads onto its own chest
        if theirs and chips > highest:
            value = min(min(sign.values) for sign in theirs.values())
            return Action("commit", amount=chest_commitment(chips, highest, view.pool, value))
        committed = [s for s in view.turn_order if view.commitments[s] is not None]
        leader = leader_of(committed, view.commitments)
        sign = next((s for s in signs if s.seat == leader), None)
        if sign is None:
            return None
        chest = view.pool + max(sign.values) + len(committed)
        paid_back = chest - (highest - 1)
        return Action("commit", amount=max(1, min(chips - 1, highest, paid_back + 1)))
