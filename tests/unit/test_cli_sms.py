import io
import json

import pytest

from concierge.cli import main
from sms.encoding import count_parts

EMOJI = "\U0001f3b0"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- sms-info ---------------------------------------------------------------------------------


def test_sms_info_json_after_smart_encoding(capsys):
    code, out, _ = run(
        capsys, "sms-info", "It\u2019s \u201cgreat\u201d \u2014 see you\u2026", "--json"
    )
    assert code == 0
    assert json.loads(out) == {
        "encoding": "GSM-7",
        "parts": 1,
        "units": 25,
        "text": 'It\'s "great" - see you...',
    }


def test_sms_info_json_no_smart(capsys):
    raw = "It\u2019s \u201cgreat\u201d"
    code, out, _ = run(capsys, "sms-info", raw, "--no-smart", "--json")
    assert code == 0
    assert json.loads(out) == {"encoding": "UCS-2", "parts": 1, "units": 12, "text": raw}


@pytest.mark.parametrize(
    ("text", "encoding", "parts", "units"),
    [
        ("a" * 160, "GSM-7", 1, 160),
        ("a" * 161, "GSM-7", 2, 161),
        ("a" * 159 + "€", "GSM-7", 2, 161),
        (EMOJI + "b" * 68, "UCS-2", 1, 70),
        (EMOJI + "b" * 69, "UCS-2", 2, 71),
    ],
)
def test_sms_info_json_boundaries(capsys, text, encoding, parts, units):
    _, out, _ = run(capsys, "sms-info", text, "--json")
    assert json.loads(out) == {"encoding": encoding, "parts": parts, "units": units, "text": text}


def test_sms_info_human_summary(capsys):
    code, out, _ = run(capsys, "sms-info", "a" * 161)
    assert code == 0
    assert out.splitlines()[0] == "GSM-7, 2 parts, 161 septets"


def test_sms_info_reads_stdin(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(f"Hi {EMOJI}"))
    _, out, _ = run(capsys, "sms-info", "-", "--json")
    assert json.loads(out)["encoding"] == "UCS-2"


# --- segments ---------------------------------------------------------------------------------

REPLY = " ".join(
    f"Sentence number {i} tells the guest about the buffet, the spa and the arena shows."
    for i in range(5)
)


def test_segments_json(capsys):
    code, out, _ = run(capsys, "segments", REPLY, "--max-texts", "10", "--json")
    assert code == 0
    payload = json.loads(out)
    assert list(payload) == ["segments"]
    assert len(payload["segments"]) > 1
    assert all(count_parts(segment) == 1 for segment in payload["segments"])
    assert " ".join(payload["segments"]) == REPLY


def test_segments_default_max_texts_is_three(capsys):
    _, out, err = run(capsys, "segments", REPLY, "--json")
    segments = json.loads(out)["segments"]
    assert len(segments) == 3
    assert all(segment.endswith(".") for segment in segments)
    assert err == ""  # JSON mode stays machine-readable


def test_segments_human_lines_with_unit_counts(capsys):
    code, out, err = run(capsys, "segments", f"Good luck {EMOJI}! " + REPLY, "--max-texts", "2")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2
    first_count, first_encoding, first_text = lines[0].split(maxsplit=2)
    assert first_encoding == "UCS-2"
    assert first_text.startswith("Good luck")
    assert int(first_count) == len(first_text) + 1  # the emoji is two UTF-16 units
    for line in lines:
        count, encoding, text = line.split(maxsplit=2)
        assert int(count) <= (160 if encoding == "GSM-7" else 70)
    assert err.startswith("dropped (over --max-texts 2): Sentence number")


@pytest.mark.parametrize("value", ["0", "-1", "x"])
def test_segments_rejects_bad_max_texts(capsys, value):
    with pytest.raises(SystemExit) as exc:
        main(["segments", "Hi.", "--max-texts", value])
    assert exc.value.code == 2
