"""Fixtures: the shipped content, and a private copy of it to break in tmp_path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sagrada_desktop.content import ContentError, default_root, load_content, read_content
from sagrada_desktop.engine.legacy_types import CampaignContent


@pytest.fixture(scope="session")
def content() -> CampaignContent:
    return load_content()


@pytest.fixture
def content_root(tmp_path: Path) -> Path:
    """A copy of the shipped content folder (without fonts or code), named resources/ too."""
    root = tmp_path / "resources"
    shutil.copytree(default_root(), root,
                    ignore=shutil.ignore_patterns("fonts", "__pycache__", "*.py"))
    return root


def edit(root: Path, relative: str, old: str, new: str) -> None:
    """Replace the first `old` in a content file by `new`; `old` must be there."""
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {relative}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def problems(root: Path) -> list[str]:
    """The problem lines reading `root` reports; fails the test if it loads."""
    with pytest.raises(ContentError) as info:
        read_content(root)
    return info.value.messages
