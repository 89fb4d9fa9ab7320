from __future__ import annotations

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.lesson.rehearsal import Rehearsal, rehearse


@pytest.fixture(scope="package")
def content() -> CampaignContent:
    return load_content()


@pytest.fixture(scope="package")
def rehearsal(content: CampaignContent) -> Rehearsal:
    """The whole lesson on its own seed, played without a screen."""
    return rehearse(content)
