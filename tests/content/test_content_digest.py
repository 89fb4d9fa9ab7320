"""The shipped content reads into exactly the data it read before the content files were read
straight into the engine's types: the digest below was taken on the code with the file-shape
classes (content/entries.py), and any change to the loaded values, their types or their order
changes it. Change it only together with a deliberate change of the shipped content (last:
CampaignContent.edition, the content's edition number, 2, with the Encant Vells spelling and window
1's story worded again)."""

from __future__ import annotations

from sagrada_desktop.content import default_root, read_content

from .content_digest import canonical, digest

SHIPPED_DIGEST = "4a8bdfffecdba618c6c97bf1bc9e69f435f09cd34f997a40b9c637a0134b07ad"


def test_the_shipped_content_loads_into_the_same_data() -> None:
    assert digest(read_content(default_root())) == SHIPPED_DIGEST


def test_the_digest_sees_types_values_and_order() -> None:
    content = read_content(default_root())
    text = canonical(content)
    assert "WindowCard(design=WindowDesign(id=str:'w01'" in text
    assert "family=Color.RED" in text
    first, second = list(content.windows)[:2]
    assert text.index(f"str:{first!r}: WindowCard") < text.index(f"str:{second!r}: WindowCard")
