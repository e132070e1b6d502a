"""Common English words, to tell a guest's real word from a slip of the thumb.

Read from the word-frequency list that ships inside the `pyspellchecker` wheel (nothing is
downloaded): words seen at least `MIN_COUNT` times in its corpus. "fee", "gas" and "right" are
words and are read as written; "erth", "buffay" and "opn" are not, so they may be repaired.
"""

from __future__ import annotations

import gzip
import importlib.resources
import json
from functools import lru_cache

# Frequent enough to be a word a guest means (~18,000 words); rarer entries of the list are
# mostly names and misspellings themselves ("corse", "nite").
MIN_COUNT = 1000
# Kinds of food guests ask for that the list holds fewer times than that: each is a word a
# guest means, not a slip ("thai" is no "that").
CUISINES = frozenset(
    "thai halal pho bbq hotpot tapas cuban caribbean filipino moroccan cajun hibachi "
    "teppanyaki izakaya shawarma falafel kebab poke dumplings boba".split()
)


@lru_cache(maxsize=1)
def common_english_words() -> frozenset[str]:
    """The common English words, read once per process (~2 MB)."""
    resource = importlib.resources.files("spellchecker") / "resources" / "en.json.gz"
    counts: dict[str, int] = json.loads(gzip.decompress(resource.read_bytes()))
    return frozenset(w for w, n in counts.items() if n >= MIN_COUNT and w.isalpha()) | CUISINES
