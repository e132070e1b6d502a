"""Helpers for console tests: a two-property registry, accounts, sign-in, CSRF tokens."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

from flask.testing import FlaskClient

from console.passwords import hash_password
from data.staff.models import Role
from data.staff.sqlite import SqliteStaffAccounts

ROOT = Path(__file__).resolve().parents[2]
PROPERTY_A = "mohegan_sun"
PROPERTY_B = "river_palace"
NUMBER_B = "+17025550100"
PASSWORD = "correct horse battery"
SECRET = "console-test-secret-" + "x" * 32


def two_property_registry(tmp_path: Path) -> Path:
    """The shipped registry plus a second property with its own number and staff phone."""
    registry = json.loads((ROOT / "data" / "properties.json").read_text())
    other = dict(registry["properties"][0])
    other.update(
        id=PROPERTY_B,
        name="River Palace",
        timezone="America/Los_Angeles",
        state="NV",
        numbers=[NUMBER_B],
        staff_numbers=["+17025550111"],
    )
    registry["properties"].append(other)
    path = tmp_path / "properties.json"
    path.write_text(json.dumps(registry))
    return path


def add_staff(db: Path, email: str, roles: dict[str, Role]) -> None:
    accounts = SqliteStaffAccounts(db)
    hashed = hash_password(PASSWORD)
    for property_id, role in roles.items():
        accounts.add(
            email, property_id=property_id, role=role, password_hash=hashed, at=datetime.now(UTC)
        )


_TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def csrf_token(client: FlaskClient, path: str = "/console/login") -> str:
    page = client.get(path)
    match = _TOKEN.search(page.get_data(as_text=True))
    assert match, f"no CSRF token on {path}"
    return match.group(1)


def sign_in(client: FlaskClient, email: str, password: str = PASSWORD):
    token = csrf_token(client)
    return client.post(
        "/console/login",
        data={"email": email, "password": password, "csrf_token": token, "next": ""},
    )
