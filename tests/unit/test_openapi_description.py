"""webhooks/openapi.yaml is valid OpenAPI and describes every route the receiver serves."""

from __future__ import annotations

import copy
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import schemathesis
import yaml

from webhooks import create_app

OPENAPI_PATH = Path(__file__).resolve().parents[2] / "webhooks" / "openapi.yaml"
DESCRIBED_PREFIXES = ("/webhooks", "/health")


def load_document() -> dict[str, Any]:
    return yaml.safe_load(OPENAPI_PATH.read_text(encoding="utf-8"))


def served_operations() -> set[tuple[str, str]]:
    """(path, method) of every route Flask registers under the described prefixes."""
    services = SimpleNamespace(max_body_bytes=65536)
    app = create_app(services)  # type: ignore[arg-type]  # routing reads no other service
    return {
        (rule.rule, method.lower())
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith(DESCRIBED_PREFIXES)
        for method in rule.methods or ()
        if method not in ("HEAD", "OPTIONS")
    }


def test_the_file_is_valid_openapi_3() -> None:
    schema = schemathesis.openapi.from_path(OPENAPI_PATH)
    schema.validate()
    assert str(schema.raw_schema["openapi"]).startswith("3.")
    assert len([result.ok() for result in schema.get_all_operations()]) >= 3


def test_validation_would_catch_a_broken_description() -> None:
    broken = copy.deepcopy(load_document())
    broken["paths"]["/webhooks/telnyx"]["post"]["responses"]["200"] = {"content": {}}
    with pytest.raises(Exception, match="description"):
        schemathesis.openapi.from_dict(broken).validate()


def test_every_served_route_is_described() -> None:
    served = served_operations()
    assert ("/webhooks/telnyx", "post") in served and ("/health", "get") in served
    paths = load_document()["paths"]
    missing = [(path, method) for path, method in served if method not in paths.get(path, {})]
    assert missing == []


def test_every_described_operation_is_served() -> None:
    served = served_operations()
    described = {
        (path, method)
        for path, operations in load_document()["paths"].items()
        if path.startswith(DESCRIBED_PREFIXES)
        for method in operations
    }
    assert described - served == set()


def parameters(operation: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {parameter["name"].lower(): parameter for parameter in operation["parameters"]}


@pytest.mark.parametrize(
    ("path", "headers", "statuses"),
    [
        (
            "/webhooks/telnyx",
            ("telnyx-signature-ed25519", "telnyx-timestamp"),
            ("200", "400", "401", "413", "503"),
        ),
        (
            "/webhooks/cms",
            ("x-concierge-timestamp", "x-concierge-signature"),
            ("202", "400", "401", "503"),
        ),
    ],
)
def test_webhooks_require_their_signature_headers_and_name_their_answers(
    path: str, headers: tuple[str, ...], statuses: tuple[str, ...]
) -> None:
    document = load_document()
    operation = document["paths"][path]["post"]
    declared = parameters(operation)
    for header in headers:
        assert declared[header]["in"] == "header"
        assert declared[header]["required"] is True
    assert operation["requestBody"]["required"] is True
    for status in statuses:
        assert status in operation["responses"], status
    for status, response in operation["responses"].items():
        if status.startswith(("4", "5")):
            name = response["$ref"].rsplit("/", 1)[-1]
            schema = document["components"]["responses"][name]["content"]["application/json"]
            assert schema["schema"]["$ref"] == "#/components/schemas/Error"


def test_the_error_schema_is_exactly_error_and_message() -> None:
    error = load_document()["components"]["schemas"]["Error"]
    assert error["required"] == ["error", "message"]
    assert set(error["properties"]) == {"error", "message"}
    assert error["additionalProperties"] is False


def test_the_telnyx_body_names_the_three_event_types() -> None:
    schemas = load_document()["components"]["schemas"]
    received = schemas["MessageReceivedData"]["properties"]["event_type"]["const"]
    delivery = schemas["DeliveryEventData"]["properties"]["event_type"]["enum"]
    assert {received, *delivery} == {"message.received", "message.sent", "message.finalized"}
