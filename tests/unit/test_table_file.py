"""The token table read by rows: the file's own values, in the order asked."""

import json
import struct

import numpy as np
import pytest

from agent.semantic.embedder import WEIGHTS, packaged_model_dir
from agent.semantic.table_file import RECENT_ROWS, TableFileError, TokenTable, widen


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


def test_kept_rows_are_the_files_rows_whether_kept_or_read():
    table = TokenTable(packaged_model_dir() / WEIGHTS, "embedding.weight")
    expected = whole_table()
    table.keep([7, 29871, 5, 5, -3, 32000])  # repeats and ids outside are skipped
    assert table.kept_nbytes == 3 * expected.shape[1] * 2
    for ids in ([5, 31999, 0, 5, 1200, 29871, 7], [7, 7, 29871], [1, 2, 3], []):
        assert np.array_equal(table.rows(ids), expected[ids])
    with pytest.raises(IndexError):
        table.rows([5, 32000])


def test_rows_read_again_soon_are_the_files_rows_and_few_are_held():
    table = TokenTable(packaged_model_dir() / WEIGHTS, "embedding.weight")
    expected = whole_table()
    for ids in ([9, 10, 9], [10, 9, 11], list(range(100, 100 + 3 * RECENT_ROWS)), [9, 100]):
        assert np.array_equal(table.rows(ids), expected[ids])
        assert len(table._recent) <= RECENT_ROWS


def test_widened_halves_are_numpys_cast_bit_for_bit():
    every_half = np.arange(2**16, dtype=np.uint32).astype(np.uint16).view(np.float16)
    finite = every_half[np.isfinite(every_half)]
    table = whole_table()
    for halves in (finite, every_half, table, table[:0]):
        cast = halves.astype(np.float32)
        assert np.array_equal(widen(halves).view(np.uint32), cast.view(np.uint32))
