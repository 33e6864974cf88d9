"""The title hooks: what a title's table says about its game, with the
defaults a title without an opinion gets (a button for every legal action,
the title's log module for the game log, no motion).

`TableScene` (scene.py) is these hooks plus the parts that run the table;
a title's `Table` subclasses it and overrides the hooks it needs.  The
defaults use only the table surface a title uses too (`app`, `match`,
`viewer`, `reader`, `shown_view`, `stage`, `arriving`, `lifted`,
`invalidate`) and keep nothing of their own but the title's log module,
looked up once.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, partial
from typing import Callable, Hashable, Iterable, Mapping, NamedTuple

import pygame

from game import registry
from game.core import Action, Decision, Event, GameState
from game.registry import Title
from game.text import Teller
from scenes import style
from scenes.table.animation import AnimationResult
from scenes.table.follow import Change, follow
from scenes.table.targets import Target
from scenes.table.tween import Animation, Call, Parallel, Sequence


@dataclass(frozen=True)
class FeltPart:
    """A part of the felt drawn apart from the rest (a layer of the still
    picture, `StillPicture`): `draw(surface, view)` draws it inside `rect`,
    where no other part draws.  With `shows(view)` (what it shows: its
    view's pieces, what is lifted off it) it is drawn again only when that
    changes; without, whenever the felt is invalidated."""

    name: str
    rect: pygame.Rect
    draw: Callable[[pygame.Surface, GameState], None]
    shows: Callable[[GameState], Hashable] | None = None


class FeltStep(NamedTuple):
    """A piece of the felt as a title's `draw_table` draws it: the rect it
    may draw in (`reach`: its shadow and glow too), what it shows, and the
    call that draws it."""

    reach: pygame.Rect
    shows: Hashable
    draw: Callable[[pygame.Surface], None]


def parts_by_steps(rects: Mapping[str, pygame.Rect],
                   steps: Callable[[GameState], list[FeltStep]]) -> list[FeltPart]:
    """The felt in the parts `rects` (tiling it), drawn from the title's
    `steps(view)` in their order: each part draws the steps that reach
    into it (a shadow reaching past its piece's place is drawn in both
    parts), again only when what they show changed; the part named "felt"
    whenever the felt is invalidated."""
    def draw(rect: pygame.Rect, surface: pygame.Surface, view: GameState) -> None:
        for step in steps(view):
            if step.reach.colliderect(rect):
                step.draw(surface)

    def shows(rect: pygame.Rect, view: GameState) -> tuple:
        return tuple(step.shows for step in steps(view) if step.reach.colliderect(rect))

    return [FeltPart(name, rect, partial(draw, rect), None if name == "felt" else partial(shows, rect))
            for name, rect in rects.items()]


#: How much wider and higher than its place a choice's edge (`draw_choice`) is drawn.
CHOICE_EDGE_REACH = 4


class TitleHooks:
    """The hooks a title's table overrides."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place the title's things; `table_rect` is the free felt."""

    def pictures_ahead(self, view: GameState) -> Iterable[Callable[[], object]]:
        """The pictures the table may show later at this size (every die
        face, every card), each as a call that draws and caches it: they
        are drawn a few a frame in the frames' spare time (`DrawAhead`),
        so opening and resizing the table do not wait for them."""
        return ()

    def draw_table(self, surface: pygame.Surface, view: GameState) -> None:
        """Draw the game as `view` shows it (the viewer's view).  Every
        face drawn that a player may want to read large is registered with
        `self.inspector.add` (hover or right click shows it)."""

    def felt_parts(self, felt: pygame.Rect) -> list[FeltPart]:
        """The felt (`felt`, the window's part left of the sidebar and above
        the prompt bar) in parts drawn apart: by default one, "felt", the
        whole of `draw_table`.  A title whose table has parts that change
        apart, and cost a frame's time to draw, gives them rects that tile
        `felt` and says what each shows; the part named "felt" is drawn
        again whenever the felt is invalidated, and holds the piles."""
        return [FeltPart("felt", felt, lambda surface, view: self.draw_table(surface, view))]

    def on_view(self, view: GameState) -> None:
        """The shown view changed (after animations, or a new viewer)."""

    def on_decision(self, decision: Decision, legal: list[Action]) -> None:
        """A human's decision is about to be shown."""

    #: {event kind: change(view, event) -> view}: the title's `follow.CHANGES`.
    changes: Mapping[str, Change] = {}
    #: {event kind: motion(table, event) -> animation}: the title's `motion.MOTIONS`.
    motions: Mapping[str, Callable[["TitleHooks", Event], AnimationResult]] = {}

    def animations_for(self, event: Event) -> AnimationResult:
        """The event's motion (`motions[kind]`), then, when it lands, its
        change to the shown view (`land`); at once for a kind without motion."""
        motion = self.motions.get(event.kind)
        animation = motion(self, event) if motion is not None else None
        if animation is None:
            self.land(event)
            return None
        if not isinstance(animation, Animation):
            animation = Parallel(*animation)
        return Sequence(animation, Call(partial(self.land, event)))

    def land(self, event: Event) -> None:
        """The event's pieces have arrived: the shown view takes its change
        and the still picture draws them again where their actors stopped
        (the `arriving` actors give way to it)."""
        self.shown_view = follow(self.changes, self.shown_view, event)
        for actor in self.arriving:
            self.stage.remove(actor)
        self.arriving = []
        self.lifted = {}
        self.invalidate("felt")

    def draw_preview(self, surface: pygame.Surface, action: Action) -> None:
        """What `action`, the move under the pointer (a place on the felt
        or a prompt button), would do, shown on the felt before it is
        chosen: where a piece lands, what it costs.  Nothing by default."""

    def describe(self, event: Event) -> str | None:
        """The game-log line for `event`, or None for no line: by default
        the title's log module words it (`describe` in `game/<id>/log.py`).

        Worded for `self.reader`, the seat looking now (None: everyone at
        the table, or an onlooker), from `event` alone: it is already seen
        through the reader's eyes (`Event.seen_by`).  The log keeps events, not lines,
        and asks again for every line whenever the viewer changes
        (hand-over, Continue, Load, undo), so never read the view or the
        table's own state here."""
        return self.title.describe(event, self.t, self.name, animated=True, viewer=self.reader)

    def t(self, key: str, **values) -> str:
        """The title's text `key` (under its id in the translations)."""
        return self.app.t(f"{self.match.title_id}.{key}", **values)

    def name(self, seat: int | None) -> str:
        """A seat's player name (nothing for no seat)."""
        return self.match.seats[seat].name if seat is not None else ""

    @cached_property
    def title(self) -> Title:
        """The title's record: its log wording (`describe`, `done_to`) among the rest."""
        return registry.title(self.match.title_id)

    def action_label(self, action: Action) -> str:
        values = " ".join(str(v) for v in action.fields.values())
        return f"{action.kind} {values}".strip()

    def hint_label(self, action: Action) -> str:
        """How a hint names a move (a step a control takes, such as one
        amount of a bid, may need more words than its button)."""
        return self.action_label(action)

    def prompt_text(self, decision: Decision) -> str:
        return self.app.t("table.prompt.your_choice", name=self.match.seats[decision.seat].name)

    def prompt_choices(self, decision: Decision, legal: list[Action]) -> list[tuple]:
        """The prompt bar's buttons: (label, action to submit, or a
        function for a step that is not an action yet, such as "+1"), and
        for a step, optionally, the line saying what it does."""
        return [(self.action_label(a), a) for a in legal[:10]]

    def explain_decision(self, decision: Decision, legal: list[Action]) -> str:
        """One line under the prompt naming what each choice does ("Take
        2 gold — or draw 2 districts and keep 1"), worded for the seat
        deciding from the view and the title's templates."""
        return ""

    def explain_choice(self, action: Action) -> str:
        """One line on what `action` does, shown while the pointer is on
        its button or its place on the table ("" for the decision's line)."""
        return ""

    def targets(self, view: GameState, legal: list[Action]) -> list[Target]:
        """Clickable places on the table for the current decision."""
        return []

    def refusal_for(self, view: GameState, key: Hashable) -> str:
        """Why a click on the face drawn as `key` (the inspector's key: a
        card in hand, a space, a character) does nothing now, when it is
        a kind of place that is a choice at other times; "" for a face
        that is only there to look at."""
        return ""

    def refusal_for_gone(self, action: Action) -> str:
        """Why the button of `action`, offered earlier in this turn, is
        greyed out now."""
        return self.app.t("table.refuse.not_now")

    def out_of_turn(self, view: GameState, decision: Decision) -> str:
        """What `decision` is when its seat answers out of turn, for that
        seat ("Greta attacks your Castle — choose your defence"): cued so
        in place of "Your turn" and its chime; "" for a decision of the
        seat's own turn."""
        return ""

    def shows_hidden_info(self, view: GameState, seat: int) -> bool:
        """Would `seat`'s decision put information hidden from others on
        screen?  (If not, pass-and-play needs no curtain.)"""
        return True

    def seat_numbers(self, view: GameState, seat: int) -> list[tuple[str, object]]:
        """(icon kind, value) pairs for the seat's panel."""
        return []

    def seat_status(self, view: GameState, seat: int) -> str:
        return ""

    def seat_number_caption(self, view: GameState, seat: int, kind: str, value) -> str | None:
        """What a number on a seat's panel is, worded for the one looking
        ("You hold 3 cards", "Bo: 12 chips"); None: nothing to add.  A
        hand of cards is the same at every table; titles word the rest."""
        if kind == "card":
            return self.tell_table("inspect.hand", seat, count=value)
        return None

    def tell(self, key: str, seat: int | None = None, **values) -> str:
        """The title's text `key` about `seat`, in its "you" form for the one
        looking (see `game.text.Teller`)."""
        return Teller(self.t, lambda s: self.match.seats[s].name, self.viewer)(key, seat, **values)

    def tell_table(self, key: str, seat: int | None = None, **values) -> str:
        """The table toolkit's text `table.<key>` about `seat`, in its "you"
        form for the one looking."""
        return Teller(lambda k, **v: self.app.t(f"table.{k}", **v), lambda s: self.match.seats[s].name,
                      self.viewer)(key, seat, **values)

    def standing(self, view: GameState, seat: int) -> int | None:
        """The seat's score so far, for the end-of-round summary: the score
        the game would give it if it ended now."""
        return self.match.rules.outcome(view).scores[seat]

    def done_to(self, event: Event) -> tuple[int, ...]:
        """The seats another player did something to in `event` (robbed,
        swapped hands with, stole from): the one looking, if among them,
        gets a notice, a sound and a marked log line.  The title's game log
        wording says (`Title.done_to`)."""
        return self.title.done_to(event)

    def table_regions(self) -> dict[str, pygame.Rect]:
        """The title's named regions inside `table_rect` (see `regions`)."""
        return {}

    def draw_choice(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A place that is a choice of the viewer's decision: a thin gold
        edge (the one under the pointer is lit with `draw_highlight`)."""
        pygame.draw.rect(surface, style.GOLD, rect.inflate(CHOICE_EDGE_REACH, CHOICE_EDGE_REACH), 1, border_radius=7)

    def draw_highlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        glow = rect.inflate(8, 8)
        pygame.draw.rect(surface, style.GOLD_LIGHT, glow, 3, border_radius=10)

    def target_caption(self, target: Target) -> str:
        """The line by a target under the pointer: why it cannot be chosen
        now, or what clicking it does (the move's label, or the step's line)."""
        if target.refusal:
            return target.refusal
        return self.hint_label(target.action) if target.action is not None else target.explanation
