"""Process-wide logging: one line per event, numbers masked by the code that logs them."""

from __future__ import annotations

import logging


def configure_logging(level: str) -> None:
    """Configure the root logger once; quiet the chattiest libraries."""
    logging.basicConfig(
        level=level.upper(),
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
    )
    for noisy in ("bm25s", "httpx", "urllib3"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
