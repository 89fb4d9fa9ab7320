"""The legacy campaign of Sagrada: Artisans: 10 windows in order, the envelopes they unlock,
rewards, the Market at Encant Vells, the Magic Square and the families' journals. Pure Python,
no Qt; the rules of one game are the engine's.

A campaign is one frozen Campaign value. new_campaign() starts it; pending_decision() says
which choice a person (or the computer policy) makes next, decide() answers it; while a game
is played, play() applies its actions. visible_content() is everything of the content the
players may see now; campaign_file saves and loads it. See docs/rules.md, "The campaign".
"""

from .campaign_file import (
    CAMPAIGN_FORMAT,
    CAMPAIGN_SCHEMA_VERSION,
    CampaignSaveError,
    LoadedCampaign,
    campaign_document,
    load_campaign,
    load_campaign_file,
    read_campaign,
    read_campaign_file,
    reset_campaign,
    reset_path,
    save_campaign,
)
from .campaign_log import computer_chose
from .campaign_migrations import campaign_migrations
from .campaign_state import AfterGame, Campaign, GameInProgress, SquareFill, Stage
from .cleanup import FamilyTreeLine, family_tree
from .computer import computer_answer
from .decisions import (
    Answer,
    BringTools,
    ChooseStartPlayer,
    CrossBox,
    Decision,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    MagicSquareChoice,
    MarketChoice,
    MasterpieceChoice,
    NameMasterpiece,
    Purchase,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
)
from .end_of_campaign import final_table
from .errors import CampaignError
from .families import (
    CrestSticker,
    Family,
    FamilyMember,
    FamilySetup,
    JournalEntry,
    LegacyAward,
    SquareCell,
    TrackProgress,
)
from .family_crest import seat_abilities
from .flow import decide, new_campaign, pending_decision, play, record_turn
from .legacy_points import Standing, fewest_first, standings
from .magic_square import MagicCell, printable_square, signatures
from .market import purchase_errors, purchase_options
from .simulate import (
    CampaignResult,
    EnvelopeResult,
    FamilyResult,
    GameResult,
    result_json_lines,
    result_lines,
    simulate_campaign,
)
from .visible import (
    SealedEnvelope,
    VisibleCampaign,
    VisibleTrack,
    free_play_content,
    opened_envelopes,
    visible_content,
    windows_reached,
    windows_unlocked,
)

__all__ = [
    "computer_chose",
    "CAMPAIGN_FORMAT", "CAMPAIGN_SCHEMA_VERSION", "AfterGame", "Answer", "BringTools",
    "Campaign", "CampaignError", "CampaignResult", "CampaignSaveError", "ChooseStartPlayer",
    "LoadedCampaign", "campaign_migrations", "load_campaign_file", "read_campaign_file",
    "EnvelopeResult", "free_play_content",
    "CrestSticker", "CrossBox", "Decision", "ExpandToolBox", "Family", "FamilyMember",
    "FamilyResult", "FamilySetup", "FamilyTreeLine", "FillSquareCell", "GameInProgress",
    "GameResult", "JournalEntry", "LeaveMarket", "LegacyAward", "MagicCell",
    "MagicSquareChoice", "MarketChoice", "MasterpieceChoice", "NameMasterpiece", "Purchase",
    "SealedEnvelope", "SquareCell", "SquareFill", "Stage", "Standing", "StartPlayerChoice",
    "TakeTools", "ToolBoxChoice", "ToolRewardChoice", "TrackProgress", "VisibleCampaign",
    "VisibleTrack", "campaign_document", "computer_answer", "decide", "family_tree",
    "fewest_first", "final_table", "load_campaign", "new_campaign", "pending_decision",
    "play", "printable_square", "purchase_errors", "purchase_options", "read_campaign", "record_turn",
    "reset_campaign", "reset_path", "result_json_lines", "result_lines", "save_campaign",
    "seat_abilities", "signatures", "simulate_campaign", "standings", "visible_content",
    "opened_envelopes", "windows_reached", "windows_unlocked",
]
