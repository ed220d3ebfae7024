"""Every test here is a `field` test (pyproject's marker: kept out of the README command,
run by CI as root) and is skipped, with the reason, where the rig cannot run."""

from __future__ import annotations

import pytest

from tests.field.rig import unavailable


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/field/" in item.nodeid:
            item.add_marker(pytest.mark.field)


@pytest.fixture(autouse=True)
def _field_rig_available() -> None:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
