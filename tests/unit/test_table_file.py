"""The token table read by rows: the file's own values, in the order asked."""

import json
import struct

import numpy as np
import pytest

from agent.semantic.embedder import WEIGHTS, packaged_model_dir
from agent.semantic.table_file import TableFileError, TokenTable


def whole_table() -> np.ndarray:
    path = packaged_model_dir() / WEIGHTS
    data = path.read_bytes()
    (length,) = struct.unpack("<Q", data[:8])
    entry = json.loads(data[8 : 8 + length])["embedding.weight"]
    start, end = entry["data_offsets"]
    raw = data[8 + length + start : 8 + length + end]
    return np.frombuffer(raw, np.float16).reshape(entry["shape"])


def test_rows_are_the_files_rows_in_the_order_asked_repeats_included():
    table = TokenTable(packaged_model_dir() / WEIGHTS, "embedding.weight")
    expected = whole_table()
    ids = [5, 31999, 0, 5, 1200, 1201]
    assert table.shape == expected.shape
    assert np.array_equal(table.rows(ids), expected[ids])
    assert table.rows([]).shape == (0, expected.shape[1])
    with pytest.raises(IndexError):
        table.rows([32000])


def test_a_tensor_the_file_does_not_hold_is_refused():
    with pytest.raises(TableFileError):
        TokenTable(packaged_model_dir() / WEIGHTS, "no.such.tensor")
