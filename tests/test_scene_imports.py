"""No import circle in scenes/: the table asks the app to open menus, the
app and the menus import tables, never the other way round.

Every import counts, at module level, inside a function or under
`if TYPE_CHECKING:`; importing `scenes.a.b` from outside `scenes.a` runs
`scenes/a/__init__.py` first, so it imports that package too."""
from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parent.parent / "scenes"


def module_name(path: Path) -> str:
    parts = path.relative_to(SCENES.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def scene_sources() -> dict[str, tuple[str, bool]]:
    """{module under scenes/: (its source, whether it is a package)}."""
    return {module_name(path): (path.read_text(encoding="utf-8"), path.name == "__init__.py")
            for path in SCENES.rglob("*.py")}


def imported_names(module: str, source: str, is_package: bool = False) -> set[str]:
    """Every dotted name `module` imports anywhere in `source` (with
    `from a import b`: both `a` and `a.b`, which may be a module)."""
    package = module if is_package else module.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def import_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """{module: the modules of `sources` it imports, and the packages it
    enters to reach them}."""
    graph = {}
    for module, (source, is_package) in sources.items():
        edges = set()
        for name in imported_names(module, source, is_package):
            parts = name.split(".")
            for end in range(1, len(parts) + 1):
                target = ".".join(parts[:end])
                inside = module == target or module.startswith(target + ".")
                if target in sources and not inside:
                    edges.add(target)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One import circle for each group of modules that import each other
    (Tarjan's strongly connected components), as a path back to its start
    (`groups` names every module of each)."""
    return [circle for circle, _ in groups(graph)]


def groups(graph: dict[str, set[str]]) -> list[tuple[list[str], set[str]]]:
    """(a circle, every module in it or in another circle through it) for
    each group of modules that import each other."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == module:
                    break
            if len(group) > 1 or module in graph[module]:
                found.append((circle_through(graph, module, group), group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def circle_through(graph: dict[str, set[str]], start: str, group: set[str]) -> list[str]:
    """A shortest path from `start` back to itself inside `group`."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nearer = []
        for module in frontier:
            for target in sorted(graph[module] & group):
                if target == start:
                    return paths[module] + [start]
                if target not in paths:
                    paths[target] = paths[module] + [target]
                    nearer.append(target)
        frontier = nearer
    raise AssertionError(f"{start} is in no circle")


def test_no_module_under_scenes_imports_itself_round_a_circle():
    graph = import_graph(scene_sources())
    assert "scenes.table.scene" in graph and "scenes.menus.title" in graph
    found = groups(graph)
    assert not found, "import circles in scenes/:\n" + "\n".join(
        f"{' -> '.join(circle)} (and {len(group)} modules in all: {', '.join(sorted(group))})"
        for circle, group in found)


def test_the_circle_check_names_a_circle_through_a_package_it_enters():
    graph = {"scenes.app": {"scenes.menus", "scenes.menus.title"}, "scenes.menus": set(),
             "scenes.menus.title": {"scenes.table", "scenes.table.base"}, "scenes.table": set(),
             "scenes.table.base": {"scenes.app"}, "scenes.style": set()}
    assert cycles(graph) == [["scenes.app", "scenes.menus.title", "scenes.table.base", "scenes.app"]]
    graph["scenes.table.base"] = set()
    assert cycles(graph) == []


def test_imports_inside_functions_under_type_checking_and_relative_ones_count():
    source = ("from typing import TYPE_CHECKING\n"
              "if TYPE_CHECKING:\n    from scenes.app import App\n"
              "from . import widgets\n"
              "def open_menu():\n    from scenes.menus.game_menu import GameMenuScene\n")
    names = imported_names("scenes.table.scene", source)
    assert {"scenes.app", "scenes.table.widgets", "scenes.menus.game_menu"} <= names
    graph = import_graph({"scenes.table.scene": (source, False), "scenes.table": ("", True),
                          "scenes.table.widgets": ("", False), "scenes.app": ("", False),
                          "scenes.citadels": ("", True), "scenes.citadels.table": ("import scenes.table.scene", False)})
    assert graph["scenes.table.scene"] == {"scenes.app", "scenes.table.widgets"}   # its own package is no import
    assert graph["scenes.citadels.table"] == {"scenes.table", "scenes.table.scene"}
