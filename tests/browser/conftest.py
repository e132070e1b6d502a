"""A real headless Chromium (Debian's package) driven by Playwright, against a live receiver.

Nothing is downloaded: Playwright launches /usr/bin/chromium (`apt-get install -y chromium
chromium-driver`; `.ci/run` installs it when missing). A missing browser fails these tests with
instructions; it never skips them.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from werkzeug.serving import make_server

from concierge.redis_server import free_port

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
INSTALL_HINT = (
    "run `apt-get install -y chromium chromium-driver` (Debian's packages; `.ci/run` does this)"
)


@pytest.fixture(scope="module")
def chromium_browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One headless Chromium per module, with a fresh profile directory.

    Module scope, not session: a live Playwright keeps an event loop running in the main thread,
    and later tests that call asyncio.run() (the Firestore saver suite) would fail under it.
    """
    if not CHROMIUM.is_file():
        pytest.fail(f"Chromium is not installed at {CHROMIUM}: {INSTALL_HINT}", pytrace=False)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - the dev install brings it
        pytest.fail("the playwright package is missing: run `make install`", pytrace=False)
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 800},
        )
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def page(chromium_browser: Any) -> Iterator[Any]:
    """A fresh page; cookies are cleared so each test signs in on its own."""
    chromium_browser.clear_cookies()
    page = chromium_browser.new_page()
    page.set_default_timeout(15_000)
    yield page
    page.close()


class LiveServer:
    """The receiver app served over real HTTP on the loopback interface, in a thread."""

    def __init__(self, app: Any) -> None:
        self.port = free_port()
        self._server = make_server("127.0.0.1", self.port, app, threaded=True)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> LiveServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._thread.join(timeout=10)
        self._server.server_close()


def screenshot_dir(tmp_path: Path) -> Path:
    """Where page screenshots go: CONSOLE_SCREENSHOTS (e.g. docs/console) or the test's tmp."""
    target = Path(os.environ.get("CONSOLE_SCREENSHOTS") or tmp_path / "screenshots")
    target.mkdir(parents=True, exist_ok=True)
    return target
