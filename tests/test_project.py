"""House rules of the project itself."""
import ast
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def imported_modules(path: pathlib.Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_game_and_saves_never_import_pygame():
    offenders = [str(p.relative_to(ROOT)) for package in ("game", "saves")
                 for p in (ROOT / package).rglob("*.py")
                 if any(m.split(".")[0] in ("pygame", "pygame_gui", "scenes") for m in imported_modules(p))]
    assert offenders == []


def test_the_whole_engine_imports_without_pygame_loaded():
    code = ("import sys, importlib; from game import registry\n"
            "import game.match, game.play, game.bench, game.arena, saves\n"
            "for t in registry.ids(): registry.get(t); importlib.import_module(f'game.{t}.ai')\n"
            "assert 'pygame' not in sys.modules, 'pygame got imported'\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_section = readme.split("## Test", 1)[1]
    command = re.search(r"```sh\n(.+?)\n```", test_section, re.S).group(1).strip()
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_nothing_executes_a_file_a_user_hands_us():
    pattern = re.compile(r"\bpickle\.loads?\b|\beval\(|\bexec\(")
    offenders = [str(p.relative_to(ROOT)) for package in ("game", "saves", "scenes")
                 for p in (ROOT / package).rglob("*.py") if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
