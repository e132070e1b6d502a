import json
import re
from pathlib import Path

import pytest

from concierge.settings import Settings
from data.properties import RegistryError, load_registry

ROOT = Path(__file__).resolve().parents[2]


def test_readme_lists_every_setting_with_its_default() -> None:
    readme = (ROOT / "README.md").read_text()
    documented = set(re.findall(r"^\| `([A-Z_]+)` \|", readme, flags=re.MULTILINE))
    assert documented == {name.upper() for name in Settings.model_fields}


def test_env_example_names_only_real_settings() -> None:
    names = {
        line.split("=", 1)[0].lstrip("# ").strip()
        for line in (ROOT / ".env.example").read_text().splitlines()
        if "=" in line
    }
    assert names <= {name.upper() for name in Settings.model_fields}


def test_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://example:6380/2")
    monkeypatch.setenv("MAX_TEXTS_PER_REPLY", "2")
    settings = Settings(_env_file=None)
    assert settings.redis_url == "redis://example:6380/2"
    assert settings.max_texts_per_reply == 2
    assert settings.telnyx_api_key is None


def test_shipped_registry_routes_the_placeholder_number() -> None:
    registry = load_registry()
    prop = registry.for_number("(860) 555-0100")
    assert prop is not None and prop.id == "mohegan_sun"
    assert prop.timezone == "America/New_York" and prop.state == "CT"
    assert any("1-888-789-7777" in h.phone for h in prop.helplines)
    assert registry.for_number("+14155550199") is None
    assert registry.for_number("not a number") is None


def _write(tmp_path: Path, entries: list[dict]) -> Path:
    path = tmp_path / "properties.json"
    path.write_text(json.dumps({"properties": entries}))
    return path


def _entry(**overrides: object) -> dict:
    base = json.loads((ROOT / "data" / "properties.json").read_text())["properties"][0]
    base.update(overrides)
    return base


def test_registry_errors_name_the_field(tmp_path: Path) -> None:
    with pytest.raises(RegistryError, match="timezone"):
        load_registry(_write(tmp_path, [_entry(timezone="Mars/Olympus")]))
    with pytest.raises(RegistryError, match="help_text"):
        load_registry(_write(tmp_path, [_entry(help_text="x" * 161)]))


def test_a_number_cannot_route_to_two_properties(tmp_path: Path) -> None:
    with pytest.raises(RegistryError, match="two properties"):
        load_registry(_write(tmp_path, [_entry(), _entry(id="other")]))


def test_empty_variables_mean_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKER_METRICS_PORT", "")
    monkeypatch.setenv("TELNYX_API_KEY", "")
    settings = Settings(_env_file=None)
    assert settings.worker_metrics_port == 9108
    assert settings.telnyx_api_key is None


def test_a_bad_setting_is_a_clear_cli_error(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    from concierge.cli import main

    monkeypatch.setenv("MAX_TEXTS_PER_REPLY", "three")
    assert main(["ask", "hi"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("configuration error: MAX_TEXTS_PER_REPLY")
