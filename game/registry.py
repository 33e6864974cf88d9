"""Every title, as one record each (`Title`), by id.

A title's package (`game/<id>/__init__.py`) builds its `Title` and
registers it as it is imported; the registry imports the five packages by
name (plain import statements, in `_import_titles`) the first time a title
is asked for, so the menus count titles without loading any rules.

>>> "dragons_lair" in ids()
True
>>> title("citadels").rules is get("citadels")
True
>>> title("chess")
Traceback (most recent call last):
...
KeyError: "no title 'chess'; known: dragonstones, dragons_lair, dragon_lyre, citadels, rattlebones"
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from game.ai import Bot
    from game.ai.ismcts import TitleSearch
    from game.core import Event, GameState, Rules

#: The five titles, in menu order.
TITLE_IDS = ("dragonstones", "dragons_lair", "dragon_lyre", "citadels", "rattlebones")


def _nobody(event: Event) -> tuple[int, ...]:
    return ()


@dataclass(frozen=True)
class Title:
    """One title as the rest of the program knows it.

    `rules`: the title's `Rules`.  `normal_bot`: makes its Normal bot (its
    own heuristic, `ai.py`).  `search`: Hard's plug-in (`evaluate.py`).
    `describe(event, t, name_of, animated=False, viewer=None)`: the game-log
    line of an event (`log.py`); `done_to(event)`: the seats an event does
    something to (told with a notice).  `broken(state)`: the invariants a
    state breaks (none, in a sound game) and `leaks(view, state, seat)`:
    what a seat's view shows that it may not (`invariants.py`; `game.soak`
    checks both).  `reference_bots`: frozen earlier bots the arena may seat
    by name (`normal-v1`).  `hard_guide`: makes the policy Hard starts
    from, its favourite move and its rollouts' (default: its Normal bot);
    a title may give Hard a stronger heuristic of its own without changing
    Normal.
    """

    id: str
    rules: Rules
    normal_bot: Callable[[], Bot]
    search: TitleSearch
    describe: Callable[..., str | None]
    broken: Callable[[GameState], list[str]]
    leaks: Callable[[GameState, GameState, int], list[str]]
    done_to: Callable[[Event], tuple[int, ...]] = _nobody
    reference_bots: Mapping[str, Callable[[], Bot]] = field(default_factory=dict)
    hard_guide: Callable[[], Bot] | None = None

    def __post_init__(self) -> None:
        if self.id not in TITLE_IDS:
            raise ValueError(f"title {self.id!r} is not one of {', '.join(TITLE_IDS)}")
        if self.rules.id != self.id:
            raise ValueError(f"title {self.id!r} registers the rules of {self.rules.id!r}")


_titles: dict[str, Title] = {}


def register(record: Title) -> Title:
    """Add a title (its package does this as it is imported)."""
    _titles[record.id] = record
    return record


def _import_titles() -> None:
    import game.citadels  # noqa: F401  each package registers its Title
    import game.dragon_lyre  # noqa: F401
    import game.dragons_lair  # noqa: F401
    import game.dragonstones  # noqa: F401
    import game.rattlebones  # noqa: F401
    missing = [t for t in TITLE_IDS if t not in _titles]
    if missing:
        raise RuntimeError(f"title packages that registered no Title: {', '.join(missing)}")


def ids() -> list[str]:
    """The titles' ids, in menu order."""
    return list(TITLE_IDS)


def title(title_id: str) -> Title:
    """The title's record; KeyError for an unknown id."""
    if title_id not in TITLE_IDS:
        raise KeyError(f"no title {title_id!r}; known: {', '.join(TITLE_IDS)}")
    if title_id not in _titles:
        _import_titles()
    return _titles[title_id]


def get(title_id: str) -> Rules:
    """The title's rules."""
    return title(title_id).rules


def titles() -> list[Title]:
    """Every title's record, in menu order."""
    return [title(t) for t in TITLE_IDS]


def reference_bot(title_id: str, name: str) -> Any:
    """A frozen reference bot of the title (`normal-v1`), for the arena."""
    bots = title(title_id).reference_bots
    if name not in bots:
        raise KeyError(f"{title_id} has no reference bot {name!r}; it has: {', '.join(bots) or 'none'}")
    return bots[name]()
