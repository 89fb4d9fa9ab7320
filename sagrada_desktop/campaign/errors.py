"""The campaign's one error: a decision or step the rules of the campaign do not allow."""

from __future__ import annotations

from .refusals import Refusal


class CampaignError(ValueError):
    """Raised with the reasons (campaign/refusals.py) an answer or a step breaks the campaign
    rules; str() is their words in the current language ('; ' between them, '；' in Chinese)."""

    def __init__(self, *refusals: Refusal) -> None:
        super().__init__(*refusals)
        self.refusals: tuple[Refusal, ...] = refusals

    def __str__(self) -> str:
        return self.words()

    def words(self, lang: str | None = None) -> str:
        from .refusal_words import refusals_text

        return refusals_text(self.refusals, lang)
