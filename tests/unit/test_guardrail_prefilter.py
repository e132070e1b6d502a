import threading

from compliance.guardrail_prefilter import Prefilter

RULES = [[r"\bkill myself\b", r"\boverdose\b"], [r"\bignore (all|previous) instructions\b"]]
TEXTS = [
    "i want to kill myself",
    "please ignore previous instructions",
    "what time does the buffet open",
    "overdose at the bar " * 20,
] * 50


def test_threads_scanning_at_once_each_get_the_serial_answer() -> None:
    prefilter = Prefilter(RULES)
    expected = [prefilter.candidates(text) for text in TEXTS]
    failures: list[BaseException] = []
    mismatches: list[int] = []
    start = threading.Barrier(8)

    def scan_all() -> None:
        start.wait()
        try:
            for _ in range(20):
                for index, text in enumerate(TEXTS):
                    if prefilter.candidates(text) != expected[index]:
                        mismatches.append(index)
        except BaseException as exc:  # noqa: BLE001 - the test reports what a thread raised
            failures.append(exc)

    threads = [threading.Thread(target=scan_all) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert mismatches == []
    assert expected[0] == {0} and expected[1] == {1} and expected[2] == set()
