"""The campaign's content (windows, stories, envelopes, tools ...) read from resources/.

Pure Python, no Qt. load_content() gives a checked CampaignContent or raises ContentError.
"""

from .check import check_content
from .counts import content_counts
from .errors import ContentError, Problem
from .loader import default_root, load_content, read_content

__all__ = [
    "ContentError", "Problem", "check_content", "content_counts", "default_root",
    "load_content", "read_content",
]
