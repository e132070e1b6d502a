import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from pydantic import SecretStr

from concierge import cli, cms_wiring
from concierge.commands import cms as cms_command
from concierge.settings import Settings
from concierge.wiring import ConfigError
from data.cms.layout import template_headers
from data.kb.schemas import CATEGORY_MODELS


class CmsSettings(Settings):
    """Settings with the CMS fields the composition root reads."""

    google_sheets_id: str | None = None
    google_sheets_credentials: Path | None = None
    cms_webhook_secret: SecretStr | None = None


@pytest.fixture
def cms_cli(monkeypatch):
    assert "concierge.commands.cms" in cli.COMMAND_MODULES
    return cli.main


def test_template_prints_every_tab_header_ready_to_paste(cms_cli, capsys):
    assert cms_cli(["cms", "template"]) == 0
    out = capsys.readouterr().out
    for category in CATEGORY_MODELS:
        assert f"Tab '{category}'\n  " + "\t".join(template_headers(category)) + "\n" in out
    assert "mon-thu: 5:00 PM - 10:00 PM; fri-sat: 5:00 PM - 11:00 PM" in out
    assert "data/cms/EDITORS.md" in out


def test_template_xlsx_has_one_tab_per_category_with_headers_only(cms_cli, capsys, tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    path = tmp_path / "kb.xlsx"
    assert cms_cli(["cms", "template", "--xlsx", str(path)]) == 0
    workbook = openpyxl.load_workbook(path)
    assert workbook.sheetnames == list(CATEGORY_MODELS)
    for category in CATEGORY_MODELS:
        rows = list(workbook[category].iter_rows(values_only=True))
        assert rows == [tuple(template_headers(category))]


def test_sync_without_a_sheet_id_explains_and_exits_2(cms_cli, capsys, monkeypatch, tmp_path):
    settings = CmsSettings(_env_file=None, sqlite_path=tmp_path / "c.db")
    monkeypatch.setattr(cms_command, "load_settings", lambda: settings)
    assert cms_cli(["cms", "sync"]) == 2
    err = capsys.readouterr().err
    assert "GOOGLE_SHEETS_ID is not set" in err
    assert "repository's data files" in err


def test_sync_of_an_unknown_property_exits_2(cms_cli, capsys, monkeypatch, tmp_path):
    settings = CmsSettings(_env_file=None, sqlite_path=tmp_path / "c.db", google_sheets_id="s")
    monkeypatch.setattr(cms_command, "load_settings", lambda: settings)
    assert cms_cli(["cms", "sync", "--property", "nowhere"]) == 2
    assert "unknown property 'nowhere'" in capsys.readouterr().err


def test_build_cms_sync_needs_a_sheet_id(tmp_path):
    settings = CmsSettings(_env_file=None, sqlite_path=tmp_path / "c.db")
    with pytest.raises(ConfigError, match="GOOGLE_SHEETS_ID"):
        cms_wiring.build_cms_sync(settings, "mohegan_sun")


def test_sheets_client_uses_the_service_account_file_with_the_sheets_scope_only(tmp_path):
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()
    account = {
        "type": "service_account",
        "project_id": "concierge-test",
        "private_key_id": "k1",
        "private_key": pem,
        "client_email": "cms-sync@concierge-test.iam.gserviceaccount.com",
        "client_id": "1",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    path = tmp_path / "service-account.json"
    path.write_text(json.dumps(account))
    settings = CmsSettings(
        _env_file=None, sqlite_path=tmp_path / "c.db", google_sheets_credentials=path
    )
    client = cms_wiring.build_sheets_client(settings)
    credentials = client.http_client.auth
    assert credentials.service_account_email == account["client_email"]
    assert tuple(credentials.scopes) == cms_wiring.SHEETS_SCOPES
    assert client.http_client.timeout == cms_wiring.SHEETS_TIMEOUT_SECONDS
