<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>action_text</name>
    <message>
        <source> (Favor Token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fill a space touching no die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap {v} at {v2} with {v3} on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft the {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up the die (it fits nowhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construct the {v} Cathedral space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {kept} of {n} Flourish Cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Booster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (round {round})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you choose No, it is kept until you start a new game, and offered again the next time the program starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be read: {damaged}

The save before it is intact: a game on {where}. Resume it?

{kept}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game on {where} was saved when you quit. Continue it?

{kept}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game on {where} was left unfinished when the program stopped. Resume it?

{kept}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>{name}: cannot be read ({name__})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a small regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>book_dialog</name>
    <message>
        <source>The campaign book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>book_log</name>
    <message>
        <source>Campaign log, newest window first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>book_tools</name>
    <message>
        <source>Tool Box Capacity: {tool_box_slots} of {slots} slots filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the next costs {coins} at the Market)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (every slot filled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Tool Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family&apos;s Tool Cards and Tool Box Capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_book</name>
    <message>
        <source>Journal: every window played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family tree: members and masterpieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family Crests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family&apos;s Tool Cards and Tool Box Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelopes and Story Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign log: what happened and who chose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {name} family ({v})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, from window {from_window}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window {window} {title}: {piece}, {v} place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top slot {v}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s crest, top slot {v}: {name2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {v}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope sticker: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedication: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Story: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {number}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {number}: sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It opens when its trigger is met. Until then, nothing inside it is shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_decisions</name>
    <message>
        <source>Not allowed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} has the fewest Legacy Points and chooses the Start Player of this window (itself included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v}: choose the Tool Cards to bring into this window, up to your Tool Box Capacity of {capacity}. Every Tool Card you own counts in the Starting Tool Count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring these Tool Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} ({place} place) may take up to {count} of this window&apos;s Tool Cards. Families pick from last place upward; the copies left go into the Market Box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the ticked Tool Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was filled {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was broken, so the cell you choose is crossed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: your window&apos;s Magic Square space {number} {what}. The number {number} is on two cells: click the one it goes into (the next one goes into the other).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: name your masterpiece for the window&apos;s name placard and the family tree (it may stay unnamed). A new age may begin: name the family member who works from the next window on ({member} works now; leave it empty to keep them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masterpiece name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New family member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{member} carries on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record in the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} (computer) is choosing: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_end</name>
    <message>
        <source>The end of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Legacy Points table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {name} family goes down in history as the most renowned family of artisans, with {legacy_points} Legacy Points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_files</name>
    <message>
        <source>{path}: cannot be read ({name__})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not a small regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_host</name>
    <message>
        <source>Window {number}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot begin: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stem} starts over from window 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v}: the game waits until it is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {count}, up to {count2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v}: {name} — {gained:+d} Legacy Points{extra}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue for the Magic Square, the Tool Card picks, the Market and the Cleanup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {stem} was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_market</name>
    <message>
        <source>{v} is shopping with &lt;b&gt;{coins} {coins2}&lt;/b&gt; (coins not spent are lost). Each coin crosses off the next box of a track and takes its reward; a Tool Box Capacity slot costs the coins printed in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross off a box of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reward to take from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the next Tool Box Capacity slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaves the Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, recording {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} into crest slot {v2}{color}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross it off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_screen</name>
    <message>
        <source>The window about to be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window {number} of 10{year}: the window you play next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock Triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Unlock Trigger in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring step 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign rules in force (opened envelopes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window {number} of 10: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Setup: the Intro Story Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Game: the Outro Story Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Game: an envelope opened during the game ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An envelope is opened: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} (now)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_session</name>
    <message>
        <source>the Start Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its Tool Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its reward Tool Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Magic Square cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to buy at the Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its masterpiece&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{family} (played by the computer) chooses {what}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign did not accept the turn: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not revealed yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_start</name>
    <message>
        <source>{name}: cannot be read ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window {window} of 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten windows, played in order by the same families over several generations. Everything a family earns carries from window to window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaigns saved on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign is saved on this computer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the same families over from window 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the campaign?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start {v} over from window 1 with new dice? Everything earned is cleared; the old campaign is kept beside the file (.before-reset).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>campaign_words</name>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Setup: the Start Player, the Intro Story Card, the Tool Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game: 12 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards: Legacy Points and coins by place, then the Magic Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards: reward Tool Cards, from last place upward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Market at Encant Vells, fewest Legacy Points first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleanup: each family may name its masterpiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of window {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {kind} Story Card “{title}”{where} opens it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window {number}&apos;s trigger: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window {number}&apos;s End of Game Unlock Trigger: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its trigger was met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} Story Card read: {v2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>catalogue</name>
    <message>
        <source>{points} points each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>describe_space</name>
    <message>
        <source>value {value} restriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square {magic}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled with {v} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken (crossed out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {v}, column {v2}: outside the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {v}, column {v2}: {v3}; {v4}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a distinct texture on every colour (colour-blind help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace of computer turns and animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size of print-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer turns and animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **{name}** (point boxes {boxes}): {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **{name}** (ability): {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **{name}** (Tool Card): {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools and abilities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>die_handle</name>
    <message>
        <source>No die in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die in hand: {label} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag this die onto a glowing space of your window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>envelope_dialog</name>
    <message>
        <source>Envelope {number} is opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {number}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game waits until this envelope is closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>envelope_words</name>
    <message>
        <source>A campaign rule for every later game: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market track opened: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ability for every family: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the sticker sheet (Family Skill Training), for the {v} family: {v2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedication Ability revealed under its Market track: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the Market Box: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family fills {slots} more for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family gains {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Family Crest sticker for each family, the one of its colour: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({v}): no sticker of its colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({v}) receives the Family Crest sticker {v2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used (no family of that colour): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family gains one copy of the Tool Card {v}{text}; a family never owns two copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Tool Card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>export_choices</name>
    <message>
        <source>Journal pages of this game, as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blank journal page of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorecard of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorecard so far (scores as the windows stand now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cathedral Board with its constructed spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page: each family&apos;s current journal page, as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole book: every journal page, the covers, Magic Squares, Legacy Points table and Cathedral Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>export_dialog</name>
    <message>
        <source>Export to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file when it is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>family_editor</name>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family {n} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family {n} colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family {n} first member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family {n} played by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>flourish_choice</name>
    <message>
        <source>Flourish Card · ±{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish Card {name}, {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a card to try its pattern: complete, it scores its points; not complete, it loses them. Each kept card gives a Favor Token, which pays for one window tool use instead of a point box. Discarded cards score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: keep or discard your Flourish Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm: keep {kept}, discard {v}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>flourish_kept</name>
    <message>
        <source>Flourish Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish Cards are shown only to their player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish Cards — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before round 1 each player keeps or discards their two Flourish Cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favor Tokens left: {favor_tokens}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>flourish_pattern</name>
    <message>
        <source>A cells: dice of one colour; B cells: dice of another colour.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>game_screen</name>
    <message>
        <source>This round&apos;s snake-draft turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives, the window&apos;s rules and the Glory cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die is already in hand: fill a space with it first (or undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a die from the Cathedral Board first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the die can still fill a space: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die fits nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {v} cannot fill any space of your window, even with your abilities and tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you give it up, it is lost: it does not go back to the Cathedral Board, and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep trying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} of {ROUNDS}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s window — {name2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s window (active)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} constructs a Cathedral space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (computer) is playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: keep or discard your Flourish Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: fill a space with the {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: take a die</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>glory_panel</name>
    <message>
        <source>Strife Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strife Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pioneer Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favor Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Favor Token pays for one window tool use instead of a point box (Flourish module).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat holds it, usable once: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {n2} open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>glory_switches</name>
    <message>
        <source>Strife</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gray dice in every pool, a Strife Board limiting where they go, a Strife Tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Pioneer Cards: the first window to reach a goal collects its points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two secret Flourish patterns each: keep them for Favor Tokens, score or lose them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rivalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rivalry objectives mixed into the Public Objectives, scored by rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory modules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hand_panel</name>
    <message>
        <source>. Uses a Favor Token instead of a point box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last step of this turn (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the step just undone (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities and tools for the die in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This die fits nowhere: give it up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {v} (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: {v} (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player is taking its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, as the round&apos;s last player, must construct one of the glowing Cathedral Board spaces: click it (or press Enter on it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: take a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a die from the Cathedral Board onto your window, or click it to hold it first and use abilities or tools on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In hand: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled {v}. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits no space as it is, but it can: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits no space of your window, even with your abilities and tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag it to a glowing space, or click a space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (key {number})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>handover</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{previous}&apos;s turn is over and their Private Objective is hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game begins: {name} plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{before}
{name}, when you alone can see the screen, show your Private Objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my Private Objective</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hint_words</name>
    <message>
        <source>fill row {v}, column {v2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it fits nowhere, even with your tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the {v} (taken; undo gives it back): {where}{how}. It adds about {gain:+.1f} points to your window as judged now, and it is the die the Hard player would choose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>journal_model</name>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masterpiece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>legacy_table</name>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Color Collections of the Magic Square, scored at the end of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Points gained during window {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}. {name}: {legacy_points} Legacy Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Points table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>magic_square_grid</name>
    <message>
        <source>cell {number}: crossed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell {number}: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell {number}: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s Magic Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square_name}, row {v}, column {v2}, {v3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — click to choose this cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Sagrada Artisans games (*.sagrada.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sagrada Artisans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome. Choose how to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printing package is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> If you leave it, it stays saved as the autosave until another game starts, and is offered again when the program starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> It is not saved: use Save first to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on {name} is in round {round}.{kept}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the best was {best_before})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new best score on {name}: {total}{before}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score on {name} stays {best_before}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st: {name}, the winner of this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free play awards no Legacy Points, Tool Cards or coins; the campaign does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program to open PDF files was found. The file is here:
{name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The content could not be read: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>market_tracks</name>
    <message>
        <source>Legacy Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Family Crest sticker of the family&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Tool Card from the Market Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Market track is open yet: an envelope opens them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, box {v} ({state}): {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs {coins}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Box Capacity slot {v}: {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedication: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (gained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedication: not revealed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedication: {text}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>objectives_panel</name>
    <message>
        <source>Public Objective {k}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private Objectives are shown only to their player, on their turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private Objective — {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>open_file</name>
    <message>
        <source>Cannot open the saved game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>plural</name>
    <message>
        <source>{n} {word}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Box Capacity slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Box Capacity slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pool_model</name>
    <message>
        <source>Gray (Strife) {value} space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, constructed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: a die is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (this space may be constructed now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (drag it to your window, or press Enter to take it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pool_view</name>
    <message>
        <source>Cathedral Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cathedral Board: drag a die onto your window, or click it to take it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>round_track_model</name>
    <message>
        <source>Round {v}: finished; dice left: {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {v}: {v2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>score_model</name>
    <message>
        <source>1. Starting Tool Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Public A: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Public B: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Public C: {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Private Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Unused window tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Broken or empty spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Window rules and Cathedral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    of which {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collected: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Pioneer Card collected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Flourish Card kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>score_screen</name>
    <message>
        <source>Ties are broken by fewer Legacy Points, then fewer broken or empty spaces, then more Private Objective points, then the final round&apos;s turn order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window is finished — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins with {total} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} scores {total} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s finished window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play another game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_card</name>
    <message>
        <source>computer ({v})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat_editor</name>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {v} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {v} family colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {v} played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {v}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>a die is already in hand this turn: place it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {label} cannot be taken now ({value} step)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>start_screen</name>
    <message>
        <source>No saved campaign yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sagrada Artisans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Families of stained-glass artisans, building La Sagrada Família one window at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo score attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin a campaign of ten windows with 1 to 4 families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue or reset a campaign saved on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seat against its own best score on each window. The pool holds 3 dice a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any window you have unlocked, or one from the Window Booster Pack. 1 to 6 seats, people (hot-seat) or computer players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No score yet on this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score on this window: {best}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>step_six</name>
    <message>
        <source>stars filled, {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square spaces, {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Square spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{color} dice, {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral spaces, 1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pioneer {pioneer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flourish {flourish}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing scored in step 6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>story_card</name>
    <message>
        <source>Intro Story Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outro Story Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} — window {window}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Story Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow these steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {number} is opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it unlocked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tools_strip</name>
    <message>
        <source>{cards}, {used} used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strife Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window tools: each empty point box scores its points at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>turn_order_model</name>
    <message>
        <source>Turn {v}: {name}&apos;s {half} turn ({v2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_model</name>
    <message>
        <source>
Not here: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a die from the Cathedral Board can be dropped on a window space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not {name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_preview</name>
    <message>
        <source>Preview of the window {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_rules</name>
    <message>
        <source>The window&apos;s New Rules, triggers and story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelopes this window opens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Story</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_view</name>
    <message>
        <source>Drop to fill this space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not here: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_words</name>
    <message>
        <source>Each filled star space scores {v}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each filled Magic Square space scores {v}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each {color} die in your window scores {v}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first die must fill a space on the window&apos;s outer edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every family has one more ability in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool holds one more die each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each empty space costs {v} (instead of 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envelope {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of round {round}, open {envelope} before the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once every family has filled all its star spaces, open {envelope}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No New Rules in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Cathedral space you construct scores 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the Market, {condition}open {envelope}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A star space adds no restriction of its own; the window&apos;s rules and objectives refer to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (opened)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Public Objective {v} counts filled star spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Private Objective {v} sums the values on star spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star: no restriction of its own. </source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
