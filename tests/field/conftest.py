"""The field tests (each module says ``pytestmark = pytest.mark.field``: kept out of the
README command, run by CI as root) are skipped, with the reason, where the rig cannot
run."""

from __future__ import annotations

import pytest

from tests.field.rig import unavailable


@pytest.fixture(autouse=True)
def _field_rig_available() -> None:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
