# Two commands: `make run` starts a working concierge, `make test` runs lint, types and every suite.
# One suite: make test-unit | test-integration | test-contract | test-firestore | test-faults |
# test-fuzz | test-e2e.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install run test test-unit test-integration test-contract test-firestore test-faults \
	test-fuzz test-e2e lint typecheck check bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(BIN)/concierge run

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/pytest -q

test-unit: $(STAMP)
	$(BIN)/pytest -q tests/unit

test-integration: $(STAMP)
	$(BIN)/pytest -q tests/integration

# The store contract against SQLite and against Firestore on the npm emulator.
test-contract: $(STAMP)
	$(BIN)/pytest -q tests/contract

test-firestore: $(STAMP)
	$(BIN)/pytest -q tests/firestore

test-faults: $(STAMP)
	$(BIN)/pytest -q tests/faults

test-fuzz: $(STAMP)
	$(BIN)/pytest -q tests/fuzz

# The processes as the Procfile starts them.
test-e2e: $(STAMP)
	$(BIN)/pytest -q tests/e2e

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/webhook_ack.py

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache
