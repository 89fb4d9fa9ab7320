"""The campaign log in words, as the book shows it (campaign/log_words.py), for asserting on."""

from __future__ import annotations

from sagrada_desktop.campaign import Campaign, visible_content
from sagrada_desktop.campaign.log_words import log_line, log_names
from sagrada_desktop.engine.legacy_types import CampaignContent


def log_text(c: Campaign, content: CampaignContent, lang: str) -> list[str]:
    names = log_names(visible_content(c, content))
    return [log_line(e, names, lang) for e in c.log]


def english_log(c: Campaign, content: CampaignContent) -> list[str]:
    return log_text(c, content, "en")


def chinese_log(c: Campaign, content: CampaignContent) -> list[str]:
    return log_text(c, content, "zh_TW")
