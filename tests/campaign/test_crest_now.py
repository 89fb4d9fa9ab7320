"""The Family Crest while its sticker is active: Envelope 1 opens at the end of window 1's
round 4 and gives each family the crest ability of its colour from the next turn; the crest
shows it from then on (journal cover, the book's Crest tab, the printed book), in the slot the
campaign records it in when the game ends, not only once the window is over."""

from __future__ import annotations

from sagrada_desktop.campaign import Campaign
from sagrada_desktop.campaign.crest_now import families_now
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.flow import new_campaign
from sagrada_desktop.content import load_content as shipped_content
from sagrada_desktop.engine.legacy_types import CampaignContent

from .helpers import run_until


def _played(content: CampaignContent, until) -> Campaign:  # type: ignore[no-untyped-def]
    families = [FamilySetup(n, content.family_colors[i], "Rosa")
                for i, n in enumerate(("Amat", "Batlló"))]
    return run_until(new_campaign(content, families, 5), until, content)


def test_envelope_ones_sticker_shows_on_the_crest_from_round_five() -> None:
    content = shipped_content()
    early = _played(content, lambda c: c.game_state is not None and c.game_state.round == 4)
    assert families_now(early, content) == early.families  # nothing opened yet
    assert all(s is None for f in early.families for s in f.crest)
    mid = _played(content, lambda c: c.game_state is not None and c.game_state.round == 6)
    assert mid.game_state is not None and "e01" in mid.game_state.opened
    assert "e01" not in mid.opened
    assert all(s is None for f in mid.families for s in f.crest)  # not recorded yet
    now = families_now(mid, content)
    for family in now:
        sticker = family.crest[0]
        assert sticker is not None
        assert content.crest_abilities[sticker.ability].family is family.color
    # ... the very stickers, in the very slots, the campaign records once the game is over
    after = _played(content, lambda c: c.game is None and c.window == 0)
    assert [f.crest for f in after.families] == [f.crest for f in now]
    # and the abilities the seats play with in the meantime
    state = mid.game_state
    for seat, family in zip(state.seats, now, strict=True):
        assert family.crest[0] is not None
        assert family.crest[0].ability in {a.id for a in seat.abilities}
