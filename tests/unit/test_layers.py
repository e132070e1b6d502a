"""Imports point down the layers: no package imports one above it (see the README's layout)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Higher numbers sit higher. A package may import its own layer and those below, never above.
LAYERS = {
    "concierge": 5,
    "webhooks": 4,
    "worker": 4,
    "console": 4,
    "agent": 3,
    "sms": 2,
    "ops": 2,
    "data": 1,
    "compliance": 0,
}


def imported_packages(path: Path) -> set[str]:
    """Top-level first-party packages that `path` imports (absolute imports only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names & LAYERS.keys()


def upward_imports() -> list[str]:
    found = []
    for package, layer in LAYERS.items():
        for path in sorted((ROOT / package).rglob("*.py")):
            for target in sorted(imported_packages(path)):
                if LAYERS[target] > layer:
                    found.append(f"{path.relative_to(ROOT)} imports {target}")
    return found


def test_no_package_imports_a_higher_layer() -> None:
    assert upward_imports() == []


def test_compliance_imports_no_other_package() -> None:
    paths = sorted((ROOT / "compliance").rglob("*.py"))
    assert paths
    assert {str(p.relative_to(ROOT)): imported_packages(p) - {"compliance"} for p in paths} == {
        str(p.relative_to(ROOT)): set() for p in paths
    }


@pytest.mark.parametrize(
    "source",
    [
        "from concierge.wiring import build_store\n",
        "import concierge.web\n",
        "def f():\n    from webhooks import create_app\n",
    ],
)
def test_the_walk_sees_imports_anywhere_in_a_module(tmp_path: Path, source: str) -> None:
    module = tmp_path / "m.py"
    module.write_text(source, encoding="utf-8")
    assert imported_packages(module) & {"concierge", "webhooks"}
