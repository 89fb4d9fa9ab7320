<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
</context>
<context>
    <name>action_text</name>
    <message>
        <source> (Favor Token)</source>
        <translation>（恩惠標記）</translation>
    </message>
    <message>
        <source>fill a space touching no die</source>
        <translation>填滿一個不與任何骰子相鄰的欄位</translation>
    </message>
    <message>
        <source>re-roll the die</source>
        <translation>重擲骰子</translation>
    </message>
    <message>
        <source>{steps}.</source>
        <translation>{steps}。</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>；接著</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>The game&apos;s content cannot be read</source>
        <translation>無法讀取遊戲內容</translation>
    </message>
    <message>
        <source>Booster</source>
        <translation>擴充</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>玻璃窗</translation>
    </message>
    <message>
        <source>{name} (round {round})</source>
        <translation>{name}（第 {round} 輪）</translation>
    </message>
    <message>
        <source>If you choose No, it is kept until you start a new game, and offered again the next time the program starts.</source>
        <translation>若選擇「否」，這場遊戲會保留到你開始新遊戲為止，並在下次啟動程式時再次提供。</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>繼續未完成的遊戲？</translation>
    </message>
    <message>
        <source>The autosave could not be read: {damaged}

The save before it is intact: a game on {where}. Resume it?

{kept}</source>
        <translation>無法讀取自動存檔：{damaged}

前一份存檔完好：{where}的遊戲。要繼續嗎？

{kept}</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>繼續上次的遊戲？</translation>
    </message>
    <message>
        <source>Your game on {where} was saved when you quit. Continue it?

{kept}</source>
        <translation>你在{where}的遊戲已於離開時存檔。要繼續嗎？

{kept}</translation>
    </message>
    <message>
        <source>A game on {where} was left unfinished when the program stopped. Resume it?

{kept}</source>
        <translation>程式停止時，{where}的遊戲尚未完成。要繼續嗎？

{kept}</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>{name}: cannot be read ({name__})</source>
        <translation>{name}：無法讀取（{name__}）</translation>
    </message>
</context>
<context>
    <name>board_column</name>
    <message>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: drag a die onto a lit space, or click a die, then a space. &lt;b&gt;Keys&lt;/b&gt;: B board, W window, arrows, Enter takes or fills, 1–9 abilities and tools, Esc undo, Ctrl+Shift+Z redo.</source>
        <translation>&lt;b&gt;滑鼠&lt;/b&gt;：將骰子拖到發光的欄位，或先點選骰子再點選欄位。&lt;b&gt;按鍵&lt;/b&gt;：B 圖板、W 玻璃窗、方向鍵、Enter 選擇骰子或填滿、1–9 能力與工具、Esc 復原、Ctrl+Shift+Z 重做。</translation>
    </message>
    <message>
        <source>Cathedral Board</source>
        <translation>聖家堂圖板</translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>輪次軌</translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation>滑鼠與按鍵</translation>
    </message>
</context>
<context>
    <name>book_dialog</name>
    <message>
        <source>The campaign book</source>
        <translation>劇情紀錄簿</translation>
    </message>
    <message>
        <source>Close the book</source>
        <translation>闔上紀錄簿</translation>
    </message>
</context>
<context>
    <name>book_log</name>
    <message>
        <source>Campaign log, newest window first</source>
        <translation>劇情大事記，最新的玻璃窗在前</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing has happened yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;尚未發生任何事。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>book_tools</name>
    <message>
        <source>Tool Box Capacity: {tool_box_slots} of {slots} slots filled</source>
        <translation>工具箱容量：已填滿 {slots} 格中的 {tool_box_slots} 格</translation>
    </message>
    <message>
        <source> (the next costs {coins} at the Market)</source>
        <translation>（下一格在市場花費 {coins}）</translation>
    </message>
    <message>
        <source> (every slot filled)</source>
        <translation>（所有格子皆已填滿）</translation>
    </message>
    <message>
        <source>a Tool Card</source>
        <translation>一張工具卡</translation>
    </message>
    <message>
        <source> &lt;i&gt;(brought into this window)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（已帶入這片玻璃窗）&lt;/i&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(in storage this window)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（本片玻璃窗存放中）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tool Cards owned: {n} (each counts 1 point in the Starting Tool Count)&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;p&gt;擁有的工具卡：{n}（每張在起始工具數量計 1 分）&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No Tool Card owned yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;尚未擁有任何工具卡。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The {v} family&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{v2}&lt;/p&gt;{owned}</source>
        <translation>&lt;p&gt;&lt;b&gt;{v}家族&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{v2}&lt;/p&gt;{owned}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The Market Box&lt;/b&gt;: empty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;市場盒&lt;/b&gt;：空的。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The Market Box&lt;/b&gt; (taken through Tools of the Trade at the Market): {tools}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;市場盒&lt;/b&gt;（在市場透過「交易工具」拿取）：{tools}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Each family&apos;s Tool Cards and Tool Box Capacity</source>
        <translation>每個家族的工具卡與工具箱容量</translation>
    </message>
</context>
<context>
    <name>campaign_book</name>
    <message>
        <source>Journal: every window played</source>
        <translation>日誌：每一片玩過的玻璃窗</translation>
    </message>
    <message>
        <source>Family tree: members and masterpieces</source>
        <translation>家譜：成員與傑作</translation>
    </message>
    <message>
        <source>Family Crests</source>
        <translation>家徽</translation>
    </message>
    <message>
        <source>Magic Squares</source>
        <translation>魔方陣</translation>
    </message>
    <message>
        <source>Market tracks</source>
        <translation>市場軌道</translation>
    </message>
    <message>
        <source>Each family&apos;s Tool Cards and Tool Box Capacity</source>
        <translation>每個家族的工具卡與工具箱容量</translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation>傳承分數</translation>
    </message>
    <message>
        <source>Envelopes and Story Cards</source>
        <translation>信封與故事卡</translation>
    </message>
    <message>
        <source>Campaign log: what happened and who chose</source>
        <translation>劇情大事記：發生了什麼、由誰選擇</translation>
    </message>
    <message>
        <source>Campaign book</source>
        <translation>劇情紀錄簿</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>日誌</translation>
    </message>
    <message>
        <source>Family tree</source>
        <translation>家譜</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>家族</translation>
    </message>
    <message>
        <source>Crest</source>
        <translation>家徽</translation>
    </message>
    <message>
        <source>Magic Square</source>
        <translation>魔方陣</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Legacy</source>
        <translation>傳承</translation>
    </message>
    <message>
        <source>Envelopes</source>
        <translation>信封</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>大事記</translation>
    </message>
    <message>
        <source>Review the game of</source>
        <translation>檢討這片玻璃窗的遊戲：</translation>
    </message>
    <message>
        <source>The game to review</source>
        <translation>要檢討的遊戲</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>檢討這場遊戲</translation>
    </message>
    <message>
        <source>Step through the game turn by turn, with what Hard would have played</source>
        <translation>逐回合回顧這場遊戲，並看困難電腦玩家會怎麼下</translation>
    </message>
    <message>
        <source>(no finished game kept yet)</source>
        <translation>（還沒有保存已結束的遊戲）</translation>
    </message>
    <message>
        <source>The {name} family ({v})</source>
        <translation>{name}家族（{v}色）</translation>
    </message>
    <message>
        <source>{name}, from window {from_window}</source>
        <translation>{name}，自第 {from_window} 片玻璃窗起</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>「{name}」</translation>
    </message>
    <message>
        <source>Window {window}, {title}: {piece}, {v} place</source>
        <translation>第 {window} 片玻璃窗 {title}：{piece}，{v}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The {v} family&lt;/b&gt;</source>
        <translation>&lt;b&gt;{v}家族&lt;/b&gt;</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空的</translation>
    </message>
    <message>
        <source>Top slot {v}: {name}</source>
        <translation>頂端第 {v} 格：{name}</translation>
    </message>
    <message>
        <source>{name}&apos;s crest, top slot {v}: {name2}</source>
        <translation>{name}的家徽，頂端第 {v} 格：{name2}</translation>
    </message>
    <message>
        <source>Slot {v}: {name}</source>
        <translation>第 {v} 格：{name}</translation>
    </message>
    <message>
        <source>Envelope sticker: {v}</source>
        <translation>信封貼紙：{v}</translation>
    </message>
    <message>
        <source>Covered: {v}</source>
        <translation>已覆蓋：{v}</translation>
    </message>
    <message>
        <source>Dedication: {v}</source>
        <translation>奉獻：{v}</translation>
    </message>
    <message>
        <source>Signed: </source>
        <translation>簽名：</translation>
    </message>
    <message>
        <source>window {n} by {name}</source>
        <translation>第 {n} 片玻璃窗，由{name}完成</translation>
    </message>
    <message>
        <source>Story: {title}</source>
        <translation>故事：{title}</translation>
    </message>
    <message>
        <source>Envelope {number}: {title}</source>
        <translation>信封 {number}：{title}</translation>
    </message>
    <message>
        <source>Envelope {number}: sealed</source>
        <translation>信封 {number}：密封中</translation>
    </message>
    <message>
        <source>Envelope {ident}</source>
        <translation>信封 {ident}</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>密封中</translation>
    </message>
    <message>
        <source>It opens when its trigger is met. Until then, nothing inside it is shown.</source>
        <translation>滿足觸發條件時才會開啟。在那之前，不會顯示其中的任何內容。</translation>
    </message>
</context>
<context>
    <name>campaign_decisions</name>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允許：{reason}</translation>
    </message>
    <message>
        <source>Start Player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <source>{v} has the fewest Legacy Points and chooses the Start Player of this window (itself included).</source>
        <translation>{v}的傳承分數最少，由其指定這片玻璃窗的起始玩家（可以指定自己）。</translation>
    </message>
    <message>
        <source>{v} starts</source>
        <translation>由{v}起始</translation>
    </message>
    <message>
        <source>Tool Box</source>
        <translation>工具箱</translation>
    </message>
    <message>
        <source>{v}: choose the Tool Cards to bring into this window, up to your Tool Box Capacity of {capacity}. Every Tool Card you own counts in the Starting Tool Count.</source>
        <translation>{v}：選擇要帶到這片玻璃窗的工具卡，至多等同你的工具箱容量 {capacity}。你擁有的每張工具卡都計入起始工具數量。</translation>
    </message>
    <message>
        <source>Bring these Tool Cards</source>
        <translation>攜帶這些工具卡</translation>
    </message>
    <message>
        <source>Rewards: Tool Cards</source>
        <translation>獎勵：工具卡</translation>
    </message>
    <message>
        <source>{v} ({place} place) may take up to {count} of this window&apos;s Tool Cards. Families pick from last place upward; the copies left go into the Market Box.</source>
        <translation>{v}（{place}）可從這片玻璃窗的工具卡中拿取至多 {count} 張。從最後一名開始依序挑選；剩下的卡放入市場盒。</translation>
    </message>
    <message>
        <source>Take the ticked Tool Cards</source>
        <translation>拿取勾選的工具卡</translation>
    </message>
    <message>
        <source>The Magic Square</source>
        <translation>魔方陣</translation>
    </message>
    <message>
        <source>was filled {v}</source>
        <translation>以{v}色填滿</translation>
    </message>
    <message>
        <source>was broken, so the cell you choose is crossed out</source>
        <translation>已破損，因此你選的格子會被劃掉</translation>
    </message>
    <message>
        <source>{name}: your window&apos;s Magic Square space {number} {what}. The number {number} is on two cells: click the one it goes into (the next one goes into the other).</source>
        <translation>{name}：你玻璃窗上的魔方陣欄位 {number} {what}。數字 {number} 在兩個格子上：點選要記入的那一格（下一次記入另一格）。</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>整理</translation>
    </message>
    <message>
        <source>{name}: name your masterpiece for the window&apos;s name placard and the family tree (it may stay unnamed). A new age may begin: name the family member who works from the next window on ({member} works now; leave it empty to keep them).</source>
        <translation>{name}：為你的傑作命名，寫在玻璃窗的名牌與家譜上（可以不命名）。新的世代可能開始：為從下一片玻璃窗起工作的家族成員命名（現在由{member}工作；留空則維持不變）。</translation>
    </message>
    <message>
        <source>Masterpiece name</source>
        <translation>傑作名稱</translation>
    </message>
    <message>
        <source>New family member</source>
        <translation>新的家族成員</translation>
    </message>
    <message>
        <source>{member} carries on</source>
        <translation>由{member}繼續</translation>
    </message>
    <message>
        <source>Record in the journal</source>
        <translation>記錄在日誌上</translation>
    </message>
    <message>
        <source>{family}&apos;s {window}</source>
        <translation>{family}的{window}</translation>
    </message>
    <message>
        <source>A computer family is choosing</source>
        <translation>電腦家族正在選擇</translation>
    </message>
    <message>
        <source>A family is choosing at another screen</source>
        <translation>有家族正在另一個畫面上選擇</translation>
    </message>
    <message>
        <source>{v} is choosing at another screen: {what}.</source>
        <translation>{v}正在另一個畫面上選擇：{what}。</translation>
    </message>
    <message>
        <source>Choose for {v} here</source>
        <translation>在這裡替{v}選擇</translation>
    </message>
    <message>
        <source>Make this one choice for {v} at this screen (its player makes the next ones at their computer again).</source>
        <translation>在這個畫面上替{v}做這一次選擇（之後的選擇仍由其玩家在自己的電腦上做）。</translation>
    </message>
    <message>
        <source>{v} (computer) is choosing: {what}.</source>
        <translation>{v}（電腦）正在選擇：{what}。</translation>
    </message>
</context>
<context>
    <name>campaign_end</name>
    <message>
        <source>The end of the campaign</source>
        <translation>劇情結束</translation>
    </message>
    <message>
        <source>Final Legacy Points table</source>
        <translation>最終傳承分數表</translation>
    </message>
    <message>
        <source>The {name} family goes down in history as the most renowned family of artisans, with {legacy_points} Legacy Points.</source>
        <translation>{name}家族以 {legacy_points} 傳承分數名留青史，成為最負盛名的工匠家族。</translation>
    </message>
</context>
<context>
    <name>campaign_files</name>
    <message>
        <source>{path}: cannot be read ({name__})</source>
        <translation>{path}：無法讀取（{name__}）</translation>
    </message>
    <message>
        <source>{name}: not a small regular file</source>
        <translation>{name}：不是一般的小型檔案</translation>
    </message>
    <message>
        <source>Window {number}: {name}</source>
        <translation>玻璃窗 {number}：{name}</translation>
    </message>
</context>
<context>
    <name>campaign_host</name>
    <message>
        <source>Cannot begin: {exc}</source>
        <translation>無法開始：{exc}</translation>
    </message>
    <message>
        <source>{stem} starts over from window 1</source>
        <translation>{stem} 從第 1 片玻璃窗重新開始</translation>
    </message>
    <message>
        <source>{name} is open in another window of the program; close it there first</source>
        <translation>{name} 已在本程式的另一個視窗中開啟；請先在那裡關閉它</translation>
    </message>
    <message>
        <source>{v}: the game waits until it is closed</source>
        <translation>{v}：遊戲會等到它關閉後繼續</translation>
    </message>
    <message>
        <source>, {count}, up to {count2}</source>
        <translation>，{count}，至多 {count2}</translation>
    </message>
    <message>
        <source>{v}: {name} — {gained:+d} Legacy Points{extra}</source>
        <translation>{v}：{name} — {gained:+d} 傳承分數{extra}</translation>
    </message>
    <message>
        <source>Continue for the Magic Square, the Tool Card picks, the Market and the Cleanup.</source>
        <translation>繼續進行魔方陣、挑選工具卡、市場與整理。</translation>
    </message>
    <message>
        <source>The campaign {stem} was left unfinished. Resume it?</source>
        <translation>劇情 {stem} 尚未完成。要繼續嗎？</translation>
    </message>
    <message>
        <source>Resume the campaign</source>
        <translation>繼續劇情</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>稍後再說</translation>
    </message>
</context>
<context>
    <name>campaign_market</name>
    <message>
        <source>The Market at Encant Vells</source>
        <translation>老市集的市場</translation>
    </message>
    <message>
        <source>{v} is shopping with &lt;b&gt;{coins} {coins2}&lt;/b&gt; (coins not spent are lost). Each coin crosses off the next box of a track and takes its reward; a Tool Box Capacity slot costs the coins printed in it.</source>
        <translation>{v}正帶著&lt;b&gt;{coins}{coins2}&lt;/b&gt;購物（未花掉的錢幣會失去）。每枚錢幣劃掉一條軌道的下一格並獲得其獎勵；工具箱容量空位需花費其中印製的錢幣數。</translation>
    </message>
    <message>
        <source>A coin</source>
        <translation>一枚錢幣</translation>
    </message>
    <message>
        <source>Cross off a box of {name}</source>
        <translation>劃掉{name}的一格</translation>
    </message>
    <message>
        <source>Reward to take from {name}</source>
        <translation>從{name}拿取的獎勵</translation>
    </message>
    <message>
        <source>Cannot: </source>
        <translation>無法：</translation>
    </message>
    <message>
        <source>Fill the next Tool Box Capacity slot</source>
        <translation>填滿下一個工具箱容量空位</translation>
    </message>
    <message>
        <source>{name} leaves the Market</source>
        <translation>{name}離開市場</translation>
    </message>
    <message>
        <source>{name} takes {tools}.</source>
        <translation>{name} 拿取了{tools}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Take {v}</source>
        <translation>拿取{v}</translation>
    </message>
    <message>
        <source>, recording {v}</source>
        <translation>，記錄{v}色</translation>
    </message>
    <message>
        <source>{v} into crest slot {v2}{color}</source>
        <translation>{v}放入家徽第 {v2} 格{color}</translation>
    </message>
    <message>
        <source>Cross it off</source>
        <translation>劃掉</translation>
    </message>
</context>
<context>
    <name>campaign_screen</name>
    <message>
        <source>The window about to be played</source>
        <translation>即將進行的玻璃窗</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source> — {year}</source>
        <translation>，{year} 年</translation>
    </message>
    <message>
        <source>Window {number} of {windows}{year}: the window you play next</source>
        <translation>第 {number} 片玻璃窗（共 {windows} 片）{year}：接下來要進行的玻璃窗</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>新規則</translation>
    </message>
    <message>
        <source>Unlock Triggers</source>
        <translation>解鎖條件</translation>
    </message>
    <message>
        <source>No Unlock Trigger in this window.</source>
        <translation>這片玻璃窗沒有解鎖條件。</translation>
    </message>
    <message>
        <source>Scoring step 6</source>
        <translation>計分步驟 6</translation>
    </message>
    <message>
        <source>Campaign rules in force (opened envelopes)</source>
        <translation>生效中的劇情規則（已開啟的信封）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{heading}:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{heading}：&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play this window at the table (on paper, with real dice)</source>
        <translation>這片玻璃窗在桌上進行（用紙筆與真的骰子）</translation>
    </message>
    <message>
        <source>The campaign is over</source>
        <translation>劇情已結束</translation>
    </message>
    <message>
        <source>Window {number} of {windows}: {name}</source>
        <translation>第 {number} 片玻璃窗（共 {windows} 片）：{name}</translation>
    </message>
    <message>
        <source>Game Setup: the Intro Story Card</source>
        <translation>遊戲設置：開場故事卡</translation>
    </message>
    <message>
        <source>End of Game: the Outro Story Card</source>
        <translation>遊戲結束：結尾故事卡</translation>
    </message>
    <message>
        <source>End of Game: an envelope opened during the game ({why})</source>
        <translation>遊戲結束：遊戲中開啟了一個信封（{why}）</translation>
    </message>
    <message>
        <source>An envelope is opened: {why}</source>
        <translation>開啟一個信封：{why}</translation>
    </message>
    <message>
        <source>{v} (now)</source>
        <translation>{v}（現在）</translation>
    </message>
</context>
<context>
    <name>campaign_session</name>
    <message>
        <source>the Start Player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <source>its Tool Box</source>
        <translation>其工具箱</translation>
    </message>
    <message>
        <source>its reward Tool Cards</source>
        <translation>其獎勵工具卡</translation>
    </message>
    <message>
        <source>a Magic Square cell</source>
        <translation>一個魔方陣格子</translation>
    </message>
    <message>
        <source>what to buy at the Market</source>
        <translation>要在市場購買的東西</translation>
    </message>
    <message>
        <source>its masterpiece&apos;s name</source>
        <translation>其傑作的名稱</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>一個選擇</translation>
    </message>
    <message>
        <source>the campaign did not accept the turn: {exc}</source>
        <translation>劇情不接受這個回合：{exc}</translation>
    </message>
    <message>
        <source>the game could not be kept for its review: {exc}</source>
        <translation>無法保存這場遊戲以供檢討：{exc}</translation>
    </message>
    <message>
        <source>(not revealed yet)</source>
        <translation>（尚未揭曉）</translation>
    </message>
    <message>
        <source>{name} ({colour})</source>
        <translation>{name}（{colour}色）</translation>
    </message>
</context>
<context>
    <name>campaign_start</name>
    <message>
        <source>{name}: cannot be read ({problem})</source>
        <translation>{name}：無法讀取（{problem}）</translation>
    </message>
    <message>
        <source>{n} ({lp} LP)</source>
        <translation>{n}（{lp} 傳承分數）</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>window {window} of {windows}</source>
        <translation>第 {window} 片玻璃窗（共 {windows} 片）</translation>
    </message>
    <message>
        <source>{stem} — {where} — {families}</source>
        <translation>{stem}（{where}）：{families}</translation>
    </message>
    <message>
        <source>The campaign</source>
        <translation>劇情</translation>
    </message>
    <message>
        <source>Ten windows, played in order by the same families over several generations. Everything a family earns carries from window to window.</source>
        <translation>十片玻璃窗，由同樣的家族歷經數個世代依序完成。家族獲得的一切都會延續到下一片玻璃窗。</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>新劇情</translation>
    </message>
    <message>
        <source>Play the windows at the table, on paper with real dice (each window can still be played on screen)</source>
        <translation>在桌上進行各片玻璃窗，用紙筆與真的骰子（每片玻璃窗仍可改在螢幕上進行）</translation>
    </message>
    <message>
        <source>The program keeps the campaign: it deals the Private Objectives, keeps the envelopes sealed and takes each family&apos;s results</source>
        <translation>由程式保管劇情：發個人目標、讓信封保持密封，並記下每個家族的成績</translation>
    </message>
    <message>
        <source>Begin the campaign</source>
        <translation>開始劇情</translation>
    </message>
    <message>
        <source>Continue a campaign</source>
        <translation>繼續劇情</translation>
    </message>
    <message>
        <source>Campaigns saved on this computer</source>
        <translation>存在這台電腦上的劇情</translation>
    </message>
    <message>
        <source>No campaign is saved on this computer yet.</source>
        <translation>這台電腦上尚未存有任何劇情。</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>重設…</translation>
    </message>
    <message>
        <source>Start the same families over from window 1</source>
        <translation>讓同樣的家族從第 1 片玻璃窗重新開始</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>回到開始畫面</translation>
    </message>
    <message>
        <source>Reset the campaign?</source>
        <translation>重設劇情？</translation>
    </message>
    <message>
        <source>Start {v} over from window 1 with new dice? Everything earned is cleared; the old campaign is kept beside the file (.before-reset).</source>
        <translation>以新的骰子讓 {v} 從第 1 片玻璃窗重新開始？所有獲得的東西都會清除；舊的劇情會保留在檔案旁（.before-reset）。</translation>
    </message>
</context>
<context>
    <name>campaign_words</name>
    <message>
        <source>Setup</source>
        <translation>設置</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>End of Game</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation>獎勵</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>整理</translation>
    </message>
    <message>
        <source>Game Setup: the Start Player, the Intro Story Card, the Tool Box</source>
        <translation>遊戲設置：起始玩家、開場故事卡、工具箱</translation>
    </message>
    <message>
        <source>The game: {rounds} rounds</source>
        <translation>遊戲：{rounds} 輪</translation>
    </message>
    <message>
        <source>Rewards: Legacy Points and coins by place, then the Magic Square</source>
        <translation>獎勵：依名次獲得傳承分數與錢幣，接著是魔方陣</translation>
    </message>
    <message>
        <source>Rewards: reward Tool Cards, from last place upward</source>
        <translation>獎勵：獎勵工具卡，從最後一名開始</translation>
    </message>
    <message>
        <source>The Market at Encant Vells, fewest Legacy Points first</source>
        <translation>老市集的市場，傳承分數最少者優先</translation>
    </message>
    <message>
        <source>Cleanup: each family may name its masterpiece</source>
        <translation>整理：每個家族可以為其傑作命名</translation>
    </message>
    <message>
        <source>The campaign is over</source>
        <translation>劇情已結束</translation>
    </message>
    <message>
        <source> of window {number}</source>
        <translation>（第 {number} 片玻璃窗）</translation>
    </message>
    <message>
        <source>Intro</source>
        <translation>開場</translation>
    </message>
    <message>
        <source>Outro</source>
        <translation>結尾</translation>
    </message>
    <message>
        <source>the {kind} Story Card “{title}”{where} opens it</source>
        <translation>{kind}故事卡「{title}」{where}開啟了它</translation>
    </message>
    <message>
        <source>window {number}&apos;s trigger: </source>
        <translation>第 {number} 片玻璃窗的觸發條件：</translation>
    </message>
    <message>
        <source>window {number}&apos;s End of Game Unlock Trigger: </source>
        <translation>第 {number} 片玻璃窗的遊戲結束解鎖條件：</translation>
    </message>
    <message>
        <source>its trigger was met</source>
        <translation>已滿足其觸發條件</translation>
    </message>
    <message>
        <source>Before the first window</source>
        <translation>第一片玻璃窗之前</translation>
    </message>
    <message>
        <source>{line} ({why}).</source>
        <translation>{line}（{why}）。</translation>
    </message>
    <message>
        <source>{v} Story Card read: {v2}</source>
        <translation>已讀出{v}故事卡：{v2}</translation>
    </message>
</context>
<context>
    <name>catalogue</name>
    <message>
        <source>{points} points each</source>
        <translation>每個 {points} 分</translation>
    </message>
</context>
<context>
    <name>companion_page</name>
    <message>
        <source>Play this window on screen instead</source>
        <translation>改在螢幕上進行這片玻璃窗</translation>
    </message>
    <message>
        <source>Print the journal pages…</source>
        <translation>列印日誌頁面…</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一輪</translation>
    </message>
    <message>
        <source>The game is over: enter the results</source>
        <translation>遊戲結束：輸入成績</translation>
    </message>
    <message>
        <source>Begin round 1</source>
        <translation>開始第 1 輪</translation>
    </message>
    <message>
        <source>Round {n} is over: round {m}</source>
        <translation>第{n}輪結束：進入第{m}輪</translation>
    </message>
    <message>
        <source>Round {n} is over: the end of the game</source>
        <translation>第{n}輪結束：遊戲結束</translation>
    </message>
    <message>
        <source>Game Setup at the table</source>
        <translation>桌上的遊戲設置</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}</source>
        <translation>第{n}輪（共{rounds}輪）</translation>
    </message>
    <message>
        <source>Start Player: {name}. Draw {dice} dice from the bag onto the Cathedral Board.</source>
        <translation>起始玩家：{name}。從骰袋抽出{dice}顆骰子放到聖家堂圖板上。</translation>
    </message>
    <message>
        <source>Turn order (the snake draft): {order}.</source>
        <translation>回合順序（蛇狀輪抽）：{order}。</translation>
    </message>
    <message>
        <source>{name} is the last player: construct a Cathedral space if a die left on the board is in the lowest unconstructed space of its colour.</source>
        <translation>{name}是最後一位玩家：若圖板上剩下的骰子位於其顏色最低的未建造欄位，就建造該聖家堂欄位。</translation>
    </message>
    <message>
        <source>End of the round: each family crosses off its Round Track&apos;s leftmost unmarked space.</source>
        <translation>一輪結束：每個家族劃掉輪次軌最左邊尚未標記的格子。</translation>
    </message>
    <message>
        <source>Pass the pencil sharpener to the left: {name} is the next Start Player.</source>
        <translation>把削鉛筆機傳給左手邊：{name}是下一輪的起始玩家。</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>這一輪</translation>
    </message>
    <message>
        <source>{name} is the Start Player (drawn at random).</source>
        <translation>{name}是起始玩家（隨機抽出）。</translation>
    </message>
    <message>
        <source>{name} is the Start Player, chosen by {chooser}.</source>
        <translation>{name}是起始玩家，由{chooser}選出。</translation>
    </message>
    <message>
        <source>{name} is the Start Player.</source>
        <translation>{name}是起始玩家。</translation>
    </message>
    <message>
        <source>Public Objectives</source>
        <translation>公共目標</translation>
    </message>
    <message>
        <source>The window&apos;s tools</source>
        <translation>玻璃窗工具</translation>
    </message>
    <message>
        <source>no Tool Card</source>
        <translation>沒有工具卡</translation>
    </message>
    <message>
        <source>{name}: {cards}; Starting Tool Count {count} (write it in scoring step 1)</source>
        <translation>{name}：{cards}；起始工具數量{count}（寫在計分步驟 1）</translation>
    </message>
    <message>
        <source>Tool Boxes</source>
        <translation>工具箱</translation>
    </message>
    <message>
        <source>End of round {n}: open Envelope {number}</source>
        <translation>第{n}輪結束：開啟信封{number}</translation>
    </message>
    <message>
        <source>When every family has filled all its star spaces: open Envelope {number}</source>
        <translation>每個家族都填滿所有星號欄位時：開啟信封{number}</translation>
    </message>
    <message>
        <source>Unlock Trigger: {when}</source>
        <translation>解鎖條件：{when}</translation>
    </message>
    <message>
        <source>{when} (opened after round {n})</source>
        <translation>{when}（已在第{n}輪後開啟）</translation>
    </message>
    <message>
        <source>{when}: it happened, open it</source>
        <translation>{when}：已經發生，開啟它</translation>
    </message>
</context>
<context>
    <name>data_folder</name>
    <message>
        <source>Nothing can be saved in {folder}: {error}</source>
        <translation>無法在 {folder} 中存檔：{error}</translation>
    </message>
    <message>
        <source>Nothing can be saved in {folder}: {count} windows of the program are open on it already</source>
        <translation>無法在 {folder} 中存檔：已有 {count} 個本程式的視窗在使用它</translation>
    </message>
    <message>
        <source>⚠ {problem}</source>
        <translation>⚠ {problem}</translation>
    </message>
</context>
<context>
    <name>deal_page</name>
    <message>
        <source>Game Setup: the Private Objectives</source>
        <translation>遊戲設置：個人目標</translation>
    </message>
    <message>
        <source>Before the dice are rolled, print this window&apos;s sheets: each family&apos;s journal page, the covers and the Magic Square as the campaign stands now.</source>
        <translation>擲骰之前，先印出這片玻璃窗要用的紙張：每個家族的日誌頁、封面，以及劇情此刻的魔方陣。</translation>
    </message>
    <message>
        <source>Print this window&apos;s sheets…</source>
        <translation>列印這片玻璃窗的紙張…</translation>
    </message>
    <message>
        <source>Print them instead, each on its own slip to fold…</source>
        <translation>改為列印，每個家族一張可對折的紙條…</translation>
    </message>
    <message>
        <source>{family}, your Private Objective (only you look):</source>
        <translation>{family}，這是你們的個人目標（只有你們看）：</translation>
    </message>
    <message>
        <source>Hide it: every family has its own</source>
        <translation>蓋起來：每個家族都拿到自己的了</translation>
    </message>
    <message>
        <source>Hide it and pass the screen on</source>
        <translation>蓋起來，把螢幕交給下一個家族</translation>
    </message>
    <message>
        <source>Pass the screen to {family}. The other families look away.</source>
        <translation>把螢幕交給{family}。其他家族請別看。</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>（已蓋起）</translation>
    </message>
    <message>
        <source>I am {family}: show my Private Objective</source>
        <translation>我是{family}：顯示我的個人目標</translation>
    </message>
    <message>
        <source>The slips could not be written: {why}</source>
        <translation>無法寫入紙條：{why}</translation>
    </message>
</context>
<context>
    <name>describe_space</name>
    <message>
        <source>{v} restriction</source>
        <translation>{v}色限制</translation>
    </message>
    <message>
        <source>value {value} restriction</source>
        <translation>數值 {value} 限制</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星號</translation>
    </message>
    <message>
        <source>Magic Square {magic}</source>
        <translation>魔方陣 {magic}</translation>
    </message>
    <message>
        <source>plain space</source>
        <translation>無限制欄位</translation>
    </message>
    <message>
        <source>filled with {v} {value}</source>
        <translation>已填入{v} {value}</translation>
    </message>
    <message>
        <source>broken (crossed out)</source>
        <translation>破損（已劃掉）</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空的</translation>
    </message>
    <message>
        <source>{space}: outside the window</source>
        <translation>{space}：在玻璃窗外</translation>
    </message>
    <message>
        <source>{space}: {v3}; {v4}</source>
        <translation>{space}：{v3}；{v4}</translation>
    </message>
</context>
<context>
    <name>designer</name>
    <message>
        <source>Value {value}</source>
        <translation>數值 {value}</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>星號</translation>
    </message>
    <message>
        <source>Magic Square {number}</source>
        <translation>魔方陣 {number}</translation>
    </message>
    <message>
        <source>Nothing (a plain space)</source>
        <translation>無（無限制欄位）</translation>
    </message>
    <message>
        <source>No space</source>
        <translation>不是欄位</translation>
    </message>
    <message>
        <source>{brush} (key {key})</source>
        <translation>{brush}（按鍵 {key}）</translation>
    </message>
    <message>
        <source>Brush: {brush}. Click or drag over the spaces; a stroke from a space already so takes it away.</source>
        <translation>筆刷：{brush}。點選或拖過欄位；從已是這樣的欄位開始拖，就會把它拿掉。</translation>
    </message>
    <message>
        <source>Your windows</source>
        <translation>自製的玻璃窗</translation>
    </message>
    <message>
        <source>New window</source>
        <translation>新的玻璃窗</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Delete this window from your windows</source>
        <translation>從自製的玻璃窗中刪除這片玻璃窗</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>The window&apos;s name</source>
        <translation>玻璃窗的名稱</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Window tools</source>
        <translation>玻璃窗工具</translation>
    </message>
    <message>
        <source>Window tool {number}</source>
        <translation>玻璃窗工具 {number}</translation>
    </message>
    <message>
        <source>Legacy Points to the winner</source>
        <translation>贏家得到的傳承分數</translation>
    </message>
    <message>
        <source>Public objectives left out</source>
        <translation>不發的公共目標</translation>
    </message>
    <message>
        <source>(choose a window tool)</source>
        <translation>（選擇一個玻璃窗工具）</translation>
    </message>
    <message>
        <source>{name} · boxes {boxes}</source>
        <translation>{name} · 分數欄位 {boxes}</translation>
    </message>
    <message>
        <source>{rows} × {cols} ({spaces} spaces)</source>
        <translation>{rows} × {cols}（{spaces} 個欄位）</translation>
    </message>
    <message>
        <source>Shape of {window} ({rows} × {cols})</source>
        <translation>{window}的形狀（{rows} × {cols}）</translation>
    </message>
    <message>
        <source>Design a window</source>
        <translation>設計玻璃窗</translation>
    </message>
    <message>
        <source>The window being designed</source>
        <translation>設計中的玻璃窗</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Show a fill</source>
        <translation>顯示一種填法</translation>
    </message>
    <message>
        <source>Show one complete legal fill the checks found</source>
        <translation>顯示檢查找到的一種完整合法填法</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Play it in free play</source>
        <translation>在自由遊戲中遊玩</translation>
    </message>
    <message>
        <source>Print the journal page…</source>
        <translation>列印日誌頁…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>存成 SVG…</translation>
    </message>
    <message>
        <source>Share this window…</source>
        <translation>分享這片玻璃窗…</translation>
    </message>
    <message>
        <source>Open a friend&apos;s window…</source>
        <translation>開啟朋友的玻璃窗…</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>回到開始畫面</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>未能保存：{error}</translation>
    </message>
    <message>
        <source>Kept in your windows as you draw.</source>
        <translation>邊畫邊保存在自製的玻璃窗中。</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>（尚未命名）</translation>
    </message>
    <message>
        <source>(new window)</source>
        <translation>（新的玻璃窗）</translation>
    </message>
    <message>
        <source>Mend the problems the checks list first.</source>
        <translation>請先修正檢查列出的問題。</translation>
    </message>
    <message>
        <source>Paint the spaces: choose a brush, then click or drag over the window.</source>
        <translation>畫欄位：選擇筆刷，然後在玻璃窗上點選或拖曳。</translation>
    </message>
    <message>
        <source>{name} is chosen: set the seats and the Glory modules, then start the game.</source>
        <translation>已選好{name}：設定座位與榮耀模組，然後開始遊戲。</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>這片玻璃窗</translation>
    </message>
    <message>
        <source>Delete this window?</source>
        <translation>刪除這片玻璃窗？</translation>
    </message>
    <message>
        <source>{name} goes from your windows and from free play&apos;s list. Games saved on it still open.</source>
        <translation>{name}會從自製的玻璃窗與自由遊戲的清單中移除。用它存的遊戲仍然可以開啟。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Written: {path}</source>
        <translation>已寫入：{path}</translation>
    </message>
    <message>
        <source>Cannot use this window</source>
        <translation>無法使用這片玻璃窗</translation>
    </message>
    <message>
        <source>This window does not pass the checks:
{problems}</source>
        <translation>這片玻璃窗沒有通過檢查：
{problems}</translation>
    </message>
    <message>
        <source>Cannot keep this window</source>
        <translation>無法保存這片玻璃窗</translation>
    </message>
    <message>
        <source>{name} is among your windows now.</source>
        <translation>{name}現在在自製的玻璃窗中了。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation>及另外 {count} 個</translation>
    </message>
    <message>
        <source>This window can be filled whole: a complete legal fill exists (tick &quot;Show a fill&quot; to see one).</source>
        <translation>這片玻璃窗可以完全填滿：存在一種完整的合法填法（勾選「顯示一種填法」即可看到）。</translation>
    </message>
    <message>
        <source>This window cannot be filled whole. The marked spaces stop every complete fill, for the reasons below.</source>
        <translation>這片玻璃窗無法完全填滿。標記的欄位使任何填法都無法完成，原因如下。</translation>
    </message>
    <message>
        <source>The restrictions of {spaces} can never be met together.</source>
        <translation>{spaces}的限制永遠無法同時滿足。</translation>
    </message>
    <message>
        <source>{spaces}: an orange space needs a window tool that makes orange (no die is orange); this window has none.</source>
        <translation>{spaces}：橘色欄位需要能做出橘色的玻璃窗工具（沒有橘色的骰子）；這片玻璃窗沒有這種工具。</translation>
    </message>
    <message>
        <source>{count} orange spaces, but the window tools can make a die orange only {uses} times (once for each point box).</source>
        <translation>有 {count} 個橘色欄位，但玻璃窗工具只能把骰子變成橘色 {uses} 次（每個工具分數欄位一次）。</translation>
    </message>
    <message>
        <source>{spaces}: cut off from the rest of the window. Every die after the first must touch an earlier one (edge or corner).</source>
        <translation>{spaces}：與玻璃窗的其他部分分開了。第一顆之後的每顆骰子都必須與先前的骰子相鄰（邊或角）。</translation>
    </message>
    <message>
        <source>{count} spaces, but a player drafts {most} dice in a game (12 rounds, 2 turns each): mark {extra} of them &quot;No space&quot;.</source>
        <translation>有 {count} 個欄位，但每位玩家一場遊戲只選擇 {most} 顆骰子（12 輪，每輪 2 回合）：請把其中 {extra} 個標為「不是欄位」。</translation>
    </message>
    <message>
        <source>{count} spaces: the window is full after {count} turns; in the other {turns} turns the die drafted is given up.</source>
        <translation>有 {count} 個欄位：玻璃窗在 {count} 個回合後就填滿；其餘 {turns} 個回合選到的骰子只能放棄。</translation>
    </message>
    <message>
        <source>{count} star spaces: a window has 1 to {most} (objectives and the Starlight Private Objective count them).</source>
        <translation>有 {count} 個星號欄位：一片玻璃窗有 1 到 {most} 個（目標與個人目標「星光」會計算它們）。</translation>
    </message>
    <message>
        <source>{spaces}: the Magic Square has no cell numbered {number}.</source>
        <translation>{spaces}：魔方陣沒有編號 {number} 的格子。</translation>
    </message>
    <message>
        <source>Magic Square number {number} is printed {count} times ({spaces}); the Magic Square has {cells} cell(s) numbered {number}.</source>
        <translation>魔方陣編號 {number} 印了 {count} 次（{spaces}）；魔方陣只有 {cells} 格編號 {number}。</translation>
    </message>
    <message>
        <source>Give the window a name.</source>
        <translation>請為玻璃窗命名。</translation>
    </message>
    <message>
        <source>The name is too long to print whole on the journal page: shorten it.</source>
        <translation>名稱太長，日誌頁上印不完整：請縮短。</translation>
    </message>
    <message>
        <source>Choose three window tools ({count} chosen).</source>
        <translation>請選擇三個玻璃窗工具（已選 {count} 個）。</translation>
    </message>
    <message>
        <source>Leave at least 3 public objectives to deal.</source>
        <translation>至少要留下 3 張公共目標可以發。</translation>
    </message>
    <message>
        <source>Legacy Points {value}: a window prints 0 to {most}.</source>
        <translation>傳承分數 {value}：一片玻璃窗印 0 到 {most}。</translation>
    </message>
    <message>
        <source>{first} and {second} share an edge and both print a {value}: two dice sharing an edge never show the same value, so both can never be filled.</source>
        <translation>{first}與{second}直線相鄰，而且都印著 {value}：直線相鄰的兩顆骰子數值不能相同，所以兩個欄位不可能都填滿。</translation>
    </message>
    <message>
        <source>{first} and {second} share an edge and both print {colour}: two dice sharing an edge are never the same colour, so both can never be filled.</source>
        <translation>{first}與{second}直線相鄰，而且都印著{colour}色：直線相鄰的兩顆骰子顏色不能相同，所以兩個欄位不可能都填滿。</translation>
    </message>
    <message>
        <source>Your own: {name}</source>
        <translation>自製：{name}</translation>
    </message>
    <message>
        <source>no space (not part of the window)</source>
        <translation>不是欄位（不在玻璃窗內）</translation>
    </message>
    <message>
        <source>{colour} restriction</source>
        <translation>{colour}色限制</translation>
    </message>
    <message>
        <source>value {value} restriction</source>
        <translation>數值 {value} 限制</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星號</translation>
    </message>
    <message>
        <source>plain space</source>
        <translation>無限制欄位</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Print the journal page</source>
        <translation>列印日誌頁</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the window as SVG</source>
        <translation>將玻璃窗存成 SVG</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG 圖 (*.svg)</translation>
    </message>
    <message>
        <source>Share this window</source>
        <translation>分享這片玻璃窗</translation>
    </message>
    <message>
        <source>Sagrada window (*.sagrada-window.json)</source>
        <translation>Sagrada 玻璃窗 (*.sagrada-window.json)</translation>
    </message>
    <message>
        <source>Cannot write the file</source>
        <translation>無法寫入檔案</translation>
    </message>
    <message>
        <source>Open a window file</source>
        <translation>開啟玻璃窗檔案</translation>
    </message>
    <message>
        <source>Sagrada window (*.sagrada-window.json *.json)</source>
        <translation>Sagrada 玻璃窗 (*.sagrada-window.json *.json)</translation>
    </message>
    <message>
        <source>Cannot open this window</source>
        <translation>無法開啟這片玻璃窗</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Show a distinct texture on every colour (colour-blind help)</source>
        <translation>每種顏色顯示不同的紋理（色盲輔助）</translation>
    </message>
    <message>
        <source>Pace of computer turns and animations</source>
        <translation>電腦回合與動畫的速度</translation>
    </message>
    <message>
        <source>Page size of print-outs</source>
        <translation>列印的紙張大小</translation>
    </message>
    <message>
        <source>Sound when your turn comes in a game over the network</source>
        <translation>網路對局輪到你的回合時發出聲音</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Computer turns and animations</source>
        <translation>電腦回合與動畫</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source># Rules

The rules file (docs/rules.md) is not installed with this copy.</source>
        <translation># 規則

此版本未安裝規則檔案（docs/rules.md）。</translation>
    </message>
    <message>
        <source># Tools and abilities</source>
        <translation># 工具與能力</translation>
    </message>
    <message>
        <source>## This game&apos;s window tools ({name})</source>
        <translation>## 本場遊戲的玻璃窗工具（{name}）</translation>
    </message>
    <message>
        <source>- **{name}** (point boxes {boxes}): {v}</source>
        <translation>- **{name}**（工具分數欄位 {boxes}）：{v}</translation>
    </message>
    <message>
        <source>## The seats&apos; abilities in this game</source>
        <translation>## 本場遊戲各座位的能力</translation>
    </message>
    <message>
        <source>- **{name}** (ability): {v}</source>
        <translation>- **{name}**（能力）：{v}</translation>
    </message>
    <message>
        <source>## Tool Cards brought to this game</source>
        <translation>## 帶入本場遊戲的工具卡</translation>
    </message>
    <message>
        <source>- **{name}** (Tool Card): {v}</source>
        <translation>- **{name}**（工具卡）：{v}</translation>
    </message>
    <message>
        <source>## Abilities</source>
        <translation>## 能力</translation>
    </message>
    <message>
        <source>## Tool Cards</source>
        <translation>## 工具卡</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Tools and abilities</source>
        <translation>工具與能力</translation>
    </message>
</context>
<context>
    <name>die_handle</name>
    <message>
        <source>No die in hand</source>
        <translation>手上沒有骰子</translation>
    </message>
    <message>
        <source>Die in hand: {label} {value}</source>
        <translation>手上的骰子：{label} {value}</translation>
    </message>
    <message>
        <source>Drag this die onto a glowing space of your window</source>
        <translation>將這顆骰子拖到你玻璃窗上發光的欄位</translation>
    </message>
</context>
<context>
    <name>editions</name>
    <message>
        <source>This game is played under rules edition {old}, the rules it was started with (the newest are edition {new}).</source>
        <translation>這場遊戲依規則第 {old} 版進行，也就是它開始時的規則（最新的是第 {new} 版）。</translation>
    </message>
    <message>
        <source>This campaign is played under rules edition {rules} and content edition {content}, those it was started with (the newest are {new_rules} and {new_content}).</source>
        <translation>這個劇情依規則第 {rules} 版與內容第 {content} 版進行，也就是它開始時的版次（最新的是第 {new_rules} 版與第 {new_content} 版）。</translation>
    </message>
    <message>
        <source>Older rules</source>
        <translation>較舊的規則</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>有什麼不同</translation>
    </message>
    <message>
        <source>Move to the newest rules…</source>
        <translation>改用最新的規則…</translation>
    </message>
    <message>
        <source>Move this campaign to the newest rules and content now, before this window&apos;s game? What changes:

{changes}

Everything the families have earned stays theirs. It cannot be undone.</source>
        <translation>現在、在這片玻璃窗的遊戲之前，就讓這個劇情改用最新的規則與內容嗎？改變的有：

{changes}

各家族獲得的一切都保留。這無法復原。</translation>
    </message>
    <message>
        <source>Move to the newest rules?</source>
        <translation>改用最新的規則？</translation>
    </message>
    <message>
        <source>Move to the newest</source>
        <translation>改用最新的規則</translation>
    </message>
    <message>
        <source>Keep its rules</source>
        <translation>保留原本的規則</translation>
    </message>
    <message>
        <source>The campaign now plays under the newest rules and content</source>
        <translation>劇情現在依最新的規則與內容進行</translation>
    </message>
</context>
<context>
    <name>envelope_dialog</name>
    <message>
        <source>Envelope {number} is opened</source>
        <translation>信封 {number} 已開啟</translation>
    </message>
    <message>
        <source>Envelope {number}: {title}</source>
        <translation>信封 {number}：{title}</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>回到遊戲</translation>
    </message>
    <message>
        <source>The game waits until this envelope is closed</source>
        <translation>遊戲會等到這個信封關閉後繼續</translation>
    </message>
</context>
<context>
    <name>envelope_words</name>
    <message>
        <source>A campaign rule for every later game: {v}</source>
        <translation>之後每場遊戲的劇情規則：{v}</translation>
    </message>
    <message>
        <source>Market track opened: {v}</source>
        <translation>開啟市場軌道：{v}</translation>
    </message>
    <message>
        <source>a new Market track</source>
        <translation>一條新的市場軌道</translation>
    </message>
    <message>
        <source>An ability for every family: {v}</source>
        <translation>每個家族獲得一項能力：{v}</translation>
    </message>
    <message>
        <source>Added to the sticker sheet (Family Skill Training), for the {v} family: {v2}</source>
        <translation>加入貼紙表（訓練家族技能），給{v}色家族：{v2}</translation>
    </message>
    <message>
        <source>Dedication Ability revealed under its Market track: {v}</source>
        <translation>在其市場軌道下方揭曉奉獻能力：{v}</translation>
    </message>
    <message>
        <source>Into the Market Box: {v}</source>
        <translation>放入市場盒：{v}</translation>
    </message>
    <message>
        <source>Each family fills {slots} more for free</source>
        <translation>每個家族免費多填滿 {slots}</translation>
    </message>
    <message>
        <source>Each family gains {points}</source>
        <translation>每個家族獲得 {points}</translation>
    </message>
    <message>
        <source>A Family Crest sticker for each family, the one of its colour: </source>
        <translation>每個家族獲得一張家徽貼紙，為其顏色的那一張：</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{colour}: {ability}</source>
        <translation>{colour}色：{ability}</translation>
    </message>
    <message>
        <source>{name} ({v}): no sticker of its colour</source>
        <translation>{name}（{v}色）：沒有其顏色的貼紙</translation>
    </message>
    <message>
        <source>{name} ({v}) receives the Family Crest sticker {v2}</source>
        <translation>{name}（{v}色）獲得家徽貼紙{v2}</translation>
    </message>
    <message>
        <source>Not used (no family of that colour): </source>
        <translation>未使用（沒有該顏色的家族）：</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Each family gains one copy of the Tool Card {v}; a family never owns two copies</source>
        <translation>每個家族獲得一張工具卡：{v}；每個家族同一種工具卡只能擁有 1 張</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>對應</translation>
    </message>
    <message>
        <source>an ability</source>
        <translation>一項能力</translation>
    </message>
    <message>
        <source>{name} ({words})</source>
        <translation>{name}（{words}）</translation>
    </message>
    <message>
        <source>a Tool Card</source>
        <translation>一張工具卡</translation>
    </message>
</context>
<context>
    <name>export_choices</name>
    <message>
        <source>Journal pages of this game, as it stands</source>
        <translation>本場遊戲目前的日誌頁面</translation>
    </message>
    <message>
        <source>A blank journal page of {name}</source>
        <translation>{name}的空白日誌頁面</translation>
    </message>
    <message>
        <source>The scorecard of this game</source>
        <translation>本場遊戲的計分表</translation>
    </message>
    <message>
        <source>The scorecard so far (scores as the windows stand now)</source>
        <translation>目前為止的計分表（依玻璃窗現況計分）</translation>
    </message>
    <message>
        <source>The Cathedral Board with its constructed spaces</source>
        <translation>聖家堂圖板與已建造的欄位</translation>
    </message>
    <message>
        <source>This page: each family&apos;s current journal page, as it stands</source>
        <translation>本頁：每個家族目前的日誌頁面</translation>
    </message>
    <message>
        <source>The whole book: every journal page, the covers, Magic Squares, Legacy Points table and Cathedral Board</source>
        <translation>整本紀錄簿：每一頁日誌、封面、魔方陣、傳承分數表與聖家堂圖板</translation>
    </message>
</context>
<context>
    <name>export_dialog</name>
    <message>
        <source>Export to PDF</source>
        <translation>匯出為 PDF</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>要列印的內容</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>紙張大小</translation>
    </message>
    <message>
        <source>Open the file when it is written</source>
        <translation>寫入完成後開啟檔案</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>選擇檔案…</translation>
    </message>
</context>
<context>
    <name>feature_entries</name>
    <message>
        <source>Learn to play</source>
        <translation>學習玩法</translation>
    </message>
    <message>
        <source>A guided first game on window 1 against an Easy computer: every rule taught as you play it</source>
        <translation>在第 1 片玻璃窗上與簡單電腦對戰的引導式第一場遊戲：邊玩邊學會每一條規則</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>開啟存檔…</translation>
    </message>
    <message>
        <source>A finished game opens into its review: every turn, and what Hard would have played</source>
        <translation>已結束的遊戲會開啟它的檢討：每個回合，以及困難電腦玩家會怎麼下</translation>
    </message>
    <message>
        <source>Host on the network</source>
        <translation>在網路上主持</translation>
    </message>
    <message>
        <source>Offer seats of the game on the screen to friends on other computers</source>
        <translation>把畫面上這場遊戲的座位讓給其他電腦上的朋友</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入遊戲</translation>
    </message>
    <message>
        <source>Take a seat in a game another computer hosts</source>
        <translation>在另一台電腦主持的遊戲中坐上一個座位</translation>
    </message>
    <message>
        <source>Design a window…</source>
        <translation>設計玻璃窗…</translation>
    </message>
    <message>
        <source>Draw a window of your own, see whether it can be filled whole, then play, print and share it</source>
        <translation>畫一片自己的玻璃窗，看看它能否完全填滿，然後遊玩、列印並分享</translation>
    </message>
    <message>
        <source>A campaign at the table…</source>
        <translation>在桌上進行的劇情…</translation>
    </message>
    <message>
        <source>Play the campaign on paper with real dice while the program keeps it: sealed envelopes, Private Objectives, rewards, the Market</source>
        <translation>用紙筆與真的骰子進行劇情，由程式保管：密封的信封、個人目標、獎勵、市場</translation>
    </message>
    <message>
        <source>Play the rest of this window at the table…</source>
        <translation>這片玻璃窗的其餘部分改在桌上進行…</translation>
    </message>
    <message>
        <source>A campaign&apos;s window begun on screen goes on on paper with real dice from the next round; the program keeps each family&apos;s window so far</source>
        <translation>劇情中已在螢幕上開始的玻璃窗，從下一輪起改用紙筆與真的骰子進行；程式保留每個家族目前的玻璃窗</translation>
    </message>
</context>
<context>
    <name>file_dialog</name>
    <message>
        <source>{suffix} file</source>
        <translation>{suffix} 檔案</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>位置(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>檔案類型：</translation>
    </message>
</context>
<context>
    <name>flourish_choice</name>
    <message>
        <source>Flourish Card · ±{points} points</source>
        <translation>花飾卡 · ±{points} 分</translation>
    </message>
    <message>
        <source>Keep this card</source>
        <translation>保留這張卡</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>保留「{name}」</translation>
    </message>
    <message>
        <source>Flourish Card {name}, {points} points</source>
        <translation>花飾卡「{name}」，{points} 分</translation>
    </message>
    <message>
        <source>Keep a card to try its pattern: complete, it scores its points; not complete, it loses them. Each kept card gives a Favor Token, which pays for one window tool use instead of a point box. Discarded cards score nothing.</source>
        <translation>保留一張卡來挑戰其圖案：完成則獲得其分數；未完成則失去這些分數。每張保留的卡提供 1 個恩惠標記，可代替工具分數欄位支付一次玻璃窗工具的使用。棄掉的卡不計分。</translation>
    </message>
    <message>
        <source>{name}: keep or discard your Flourish Cards</source>
        <translation>{name}：保留或棄掉你的花飾卡</translation>
    </message>
    <message>
        <source>Confirm: keep {kept}, discard {v}</source>
        <translation>確認：保留 {kept}，棄掉 {v}</translation>
    </message>
</context>
<context>
    <name>flourish_kept</name>
    <message>
        <source>Flourish Cards</source>
        <translation>花飾卡</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <source>Flourish Cards are shown only to their player.</source>
        <translation>花飾卡只向其玩家顯示。</translation>
    </message>
    <message>
        <source>Flourish Cards — {name}</source>
        <translation>花飾卡 — {name}</translation>
    </message>
    <message>
        <source>Not chosen yet</source>
        <translation>尚未選擇</translation>
    </message>
    <message>
        <source>Before round 1 each player keeps or discards their two Flourish Cards.</source>
        <translation>第 1 輪之前，每位玩家保留或棄掉自己的兩張花飾卡。</translation>
    </message>
    <message>
        <source>None kept</source>
        <translation>未保留任何卡</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Favor Tokens left: {favor_tokens}</source>
        <translation>剩餘恩惠標記：{favor_tokens}</translation>
    </message>
</context>
<context>
    <name>flourish_pattern</name>
    <message>
        <source>{name} pattern: </source>
        <translation>{name}圖案：</translation>
    </message>
    <message>
        <source>A cells: dice of one colour; B cells: dice of another colour.
</source>
        <translation>A 格：同一種顏色的骰子；B 格：另一種顏色的骰子。
</translation>
    </message>
</context>
<context>
    <name>from_screen</name>
    <message>
        <source>Play the rest of this window at the table</source>
        <translation>這片玻璃窗的其餘部分改在桌上進行</translation>
    </message>
    <message>
        <source>Only a window of a campaign played on screen can go on at the table: open the campaign and its window&apos;s game first.</source>
        <translation>只有在螢幕上進行的劇情玻璃窗才能改到桌上進行：請先開啟劇情及其玻璃窗的遊戲。</translation>
    </message>
    <message>
        <source>This is the window&apos;s last round: it ends on screen.</source>
        <translation>這是這片玻璃窗的最後一輪：它會在螢幕上結束。</translation>
    </message>
    <message>
        <source>When round {round} is over you will be asked whether window {number} goes on at the table.</source>
        <translation>第 {round} 輪結束時，會詢問你第 {number} 片玻璃窗是否改到桌上進行。</translation>
    </message>
    <message>
        <source>Round {round} has not begun. Play the rest of window {number} at the table, from round {round}, on paper with real dice?

First set out each family&apos;s window with real dice as the screen shows it now, and mark the Cathedral spaces constructed. The program keeps the windows so far: at the end each family enters only what it added at the table.</source>
        <translation>第 {round} 輪尚未開始。第 {number} 片玻璃窗的其餘部分要從第 {round} 輪起改在桌上進行，用紙筆與真的骰子嗎？

請先用真的骰子照螢幕上現在的樣子擺好每個家族的玻璃窗，並標出已建造的聖家堂欄位。程式會保留目前的玻璃窗：最後每個家族只需輸入在桌上新增的部分。</translation>
    </message>
    <message>
        <source>Go on at the table</source>
        <translation>改到桌上進行</translation>
    </message>
    <message>
        <source>Stay on screen</source>
        <translation>留在螢幕上</translation>
    </message>
</context>
<context>
    <name>game_screen</name>
    <message>
        <source>a die is already in hand: fill a space with it first (or undo)</source>
        <translation>手上已有骰子：請先用它填滿一個欄位（或復原）</translation>
    </message>
    <message>
        <source>take a die from the Cathedral Board first</source>
        <translation>請先從聖家堂圖板選擇 1 顆骰子</translation>
    </message>
    <message>
        <source>Hints are given once the screen is passed on: {name}, show your Private Objective first.</source>
        <translation>螢幕交接之後才會給提示：{name}，請先顯示你的個人目標。</translation>
    </message>
    <message>
        <source>construct a glowing Cathedral Board space first (click it, or press B, the arrows and Enter)</source>
        <translation>請先建造一個發光的聖家堂圖板欄位（點選它，或按 B、方向鍵與 Enter）</translation>
    </message>
    <message>
        <source>The previous player</source>
        <translation>上一位玩家</translation>
    </message>
    <message>
        <source>{name}&apos;s window — {name2}</source>
        <translation>{name}的玻璃窗 — {name2}</translation>
    </message>
    <message>
        <source>{name}&apos;s window (active)</source>
        <translation>{name}的玻璃窗（行動中）</translation>
    </message>
</context>
<context>
    <name>give_up_die</name>
    <message>
        <source>Give up the die?</source>
        <translation>放棄骰子？</translation>
    </message>
    <message>
        <source>The {v} fits no space of your window as it is, but {names} could place it: give it up anyway?</source>
        <translation>{v} 依目前的樣子放不進你玻璃窗上的任何欄位，但{names}可以放置它：仍要放棄嗎？</translation>
    </message>
    <message>
        <source> then </source>
        <translation>，接著</translation>
    </message>
    <message>
        <source>The {v} cannot fill any space of your window, even with your abilities and tools.</source>
        <translation>即使使用你的能力與工具，{v} 也無法填滿你玻璃窗上的任何欄位。</translation>
    </message>
    <message>
        <source>If you give it up, it is lost: it does not go back to the Cathedral Board, and your turn ends.</source>
        <translation>若放棄它，它就會失去：不會回到聖家堂圖板，而你的回合結束。</translation>
    </message>
    <message>
        <source>Give up the die</source>
        <translation>放棄骰子</translation>
    </message>
    <message>
        <source>Keep the die</source>
        <translation>保留骰子</translation>
    </message>
</context>
<context>
    <name>glory_panel</name>
    <message>
        <source>&lt;i&gt;open&lt;/i&gt;</source>
        <translation>&lt;i&gt;開放&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Strife Board</source>
        <translation>紛爭圖板</translation>
    </message>
    <message>
        <source>Strife Tool</source>
        <translation>紛爭工具</translation>
    </message>
    <message>
        <source>Pioneer Cards</source>
        <translation>先驅卡</translation>
    </message>
    <message>
        <source>Favor Tokens</source>
        <translation>恩惠標記</translation>
    </message>
    <message>
        <source>A Favor Token pays for one window tool use instead of a point box (Flourish module).</source>
        <translation>恩惠標記可代替工具分數欄位，支付一次玻璃窗工具的使用（花飾模組）。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Used by {v}&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;已由{v}使用&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Every seat holds it, usable once: {text}</source>
        <translation>每個座位都擁有它，可使用一次：{text}</translation>
    </message>
    <message>
        <source>{n} of {n2} open</source>
        <translation>{n2} 個中 {n} 個開放</translation>
    </message>
    <message>
        <source>{numeral}. {name} ({points} points): {text}</source>
        <translation>{numeral}. {name}（{points} 分）：{text}</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>剩餘</translation>
    </message>
</context>
<context>
    <name>glory_switches</name>
    <message>
        <source>Strife</source>
        <translation>紛爭</translation>
    </message>
    <message>
        <source>Gray dice in every pool, a Strife Board limiting where they go, a Strife Tool.</source>
        <translation>每輪的骰池都有灰色骰子，紛爭圖板限制它們的去處，外加一個紛爭工具。</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>先驅</translation>
    </message>
    <message>
        <source>Three Pioneer Cards: the first window to reach a goal collects its points.</source>
        <translation>三張先驅卡：第一個達成目標的玻璃窗獲得其分數。</translation>
    </message>
    <message>
        <source>Flourish</source>
        <translation>花飾</translation>
    </message>
    <message>
        <source>Two secret Flourish patterns each: keep them for Favor Tokens, score or lose them.</source>
        <translation>每人兩張祕密的花飾圖案：保留以獲得恩惠標記，完成得分，否則失分。</translation>
    </message>
    <message>
        <source>Rivalry</source>
        <translation>競逐</translation>
    </message>
    <message>
        <source>Rivalry objectives mixed into the Public Objectives, scored by rank.</source>
        <translation>競逐目標混入公共目標，依排名計分。</translation>
    </message>
    <message>
        <source>Glory modules</source>
        <translation>榮耀模組</translation>
    </message>
</context>
<context>
    <name>hand_panel</name>
    <message>
        <source>. Uses a Favor Token instead of a point box</source>
        <translation>。使用恩惠標記代替工具分數欄位</translation>
    </message>
    <message>
        <source>A computer player is working out its move</source>
        <translation>電腦玩家正在思考它的行動</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Undo the last step of this turn (Escape)</source>
        <translation>復原本回合的上一步（Esc）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo the step just undone (Ctrl+Shift+Z)</source>
        <translation>重做剛才復原的步驟（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Abilities and tools for the die in hand</source>
        <translation>手上骰子可用的能力與工具</translation>
    </message>
    <message>
        <source>Undo: {v} (Escape)</source>
        <translation>復原：{v}（Esc）</translation>
    </message>
    <message>
        <source>Redo: {v} (Ctrl+Shift+Z)</source>
        <translation>重做：{v}（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>遊戲已結束</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}的回合</translation>
    </message>
    <message>
        <source>Waiting for a move made on another computer.</source>
        <translation>正在等待另一台電腦上的行動。</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}思考中…</translation>
    </message>
    <message>
        <source>A computer player is taking its turn.</source>
        <translation>電腦玩家正在進行回合。</translation>
    </message>
    <message>
        <source>Cathedral Construction</source>
        <translation>聖家堂建造</translation>
    </message>
    <message>
        <source>Give up this die…</source>
        <translation>放棄這顆骰子…</translation>
    </message>
    <message>
        <source>It fits no space as it is: give it up (it is lost, and your turn ends). You are asked first.</source>
        <translation>它依目前的樣子無處可放：放棄它（骰子會失去，你的回合結束）。放棄前會先詢問你。</translation>
    </message>
    <message>
        <source>{name}, as the round&apos;s last player, must construct one of the glowing Cathedral Board spaces: click it, or press Enter (the board&apos;s cursor is on one; the arrows move it, B brings the keys back to the board).</source>
        <translation>{name} 是本輪最後一位玩家，必須建造一個發光的聖家堂圖板欄位：點選它，或按 Enter（圖板的游標已在其中一個上；方向鍵移動游標，B 讓按鍵回到圖板）。</translation>
    </message>
    <message>
        <source>{name}: take a die</source>
        <translation>{name}：選擇 1 顆骰子</translation>
    </message>
    <message>
        <source>Drag a die from the Cathedral Board onto your window, or click it to hold it first and use abilities or tools on it.</source>
        <translation>將骰子從聖家堂圖板拖到你的玻璃窗上，或點選它先拿在手上，再對它使用能力或工具。</translation>
    </message>
    <message>
        <source>In hand: {v}</source>
        <translation>手上：{v}</translation>
    </message>
    <message>
        <source>Rolled {v}. </source>
        <translation>擲出{v}。</translation>
    </message>
    <message>
        <source>It fits no space as it is, but it can: </source>
        <translation>依目前的樣子無處可放，但可以：</translation>
    </message>
    <message>
        <source> Or give it up.</source>
        <translation>或者放棄它。</translation>
    </message>
    <message>
        <source>It fits no space of your window, even with your abilities and tools.</source>
        <translation>即使使用你的能力與工具，它也無法放入你玻璃窗上的任何欄位。</translation>
    </message>
    <message>
        <source>Drag it to a glowing space, or click a space.</source>
        <translation>將它拖到發光的欄位，或點選一個欄位。</translation>
    </message>
    <message>
        <source>Chain: </source>
        <translation>連鎖：</translation>
    </message>
    <message>
        <source> (key {number})</source>
        <translation>（按鍵 {number}）</translation>
    </message>
</context>
<context>
    <name>handover</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>請將螢幕交給{name}</translation>
    </message>
    <message>
        <source>{previous}&apos;s turn is over and their Private Objective is hidden.</source>
        <translation>{previous}的回合已結束，其個人目標已隱藏。</translation>
    </message>
    <message>
        <source>The game begins: {name} plays first.</source>
        <translation>遊戲開始：由{name}先行動。</translation>
    </message>
    <message>
        <source>{before}
{name}, when you alone can see the screen, show your Private Objective.</source>
        <translation>{before}
{name}，當只有你看得到螢幕時，再顯示你的個人目標。</translation>
    </message>
    <message>
        <source>I am {name}: show my Private Objective</source>
        <translation>我是{name}：顯示我的個人目標</translation>
    </message>
</context>
<context>
    <name>hint_words</name>
    <message>
        <source>{step} ({n} uses)</source>
        <translation>{step}（使用 {n} 次）</translation>
    </message>
    <message>
        <source>Hints are given on a person&apos;s turn, once the computer has played.</source>
        <translation>提示只在玩家的回合給出，請等電腦下完。</translation>
    </message>
    <message>
        <source>Hints are given before you draft: undo to put the die back, then ask again.</source>
        <translation>提示在選擇骰子之前給出：先復原把骰子放回，再要求提示。</translation>
    </message>
    <message>
        <source> after {v}</source>
        <translation>，在{v}之後</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Hint: the {v}, though it fits nowhere, even with your tools ({gain:+.1f} points, the Hard player&apos;s pick); undo gives it back.</source>
        <translation>提示：{v}，但即使使用你的工具也無處可放（{gain:+.1f} 分，困難電腦玩家的選擇）；復原可放回。</translation>
    </message>
    <message>
        <source>Hint: the {v} to {space}{how} ({gain:+.1f} points, the Hard player&apos;s pick); undo gives it back.</source>
        <translation>提示：{v} 放到{space}{how}（{gain:+.1f} 分，困難電腦玩家的選擇）；復原可放回。</translation>
    </message>
</context>
<context>
    <name>journal_model</name>
    <message>
        <source>Window</source>
        <translation>玻璃窗</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>家族</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成員</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Masterpiece</source>
        <translation>傑作</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
</context>
<context>
    <name>judgement_panel</name>
    <message>
        <source>Hard&apos;s judgement, worked out</source>
        <translation>困難電腦玩家的評判進度</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>這個回合</translation>
    </message>
    <message>
        <source>The reviewed turns</source>
        <translation>檢討的回合</translation>
    </message>
    <message>
        <source>{name}&apos;s turns</source>
        <translation>{name}的回合</translation>
    </message>
    <message>
        <source>being judged…</source>
        <translation>評判中…</translation>
    </message>
    <message>
        <source>Hard&apos;s pick</source>
        <translation>與困難電腦玩家相同</translation>
    </message>
    <message>
        <source>cost {points}</source>
        <translation>少了 {points}</translation>
    </message>
    <message>
        <source>as good</source>
        <translation>一樣好</translation>
    </message>
    <message>
        <source>{title} — {cost}</source>
        <translation>{title}——{cost}</translation>
    </message>
    <message>
        <source>Hard is judging the turns: %v of %m</source>
        <translation>困難電腦玩家正在評判回合：%m 個中的第 %v 個</translation>
    </message>
    <message>
        <source>The judgement stopped: {why}</source>
        <translation>評判中止了：{why}</translation>
    </message>
    <message>
        <source>The summary follows once every turn is judged; step through the game meanwhile.</source>
        <translation>每個回合都評判完後會有摘要；這段時間可以先逐步回顧遊戲。</translation>
    </message>
    <message>
        <source>The game&apos;s start. Step forward to see each turn, and Hard&apos;s judgement of {name}&apos;s.</source>
        <translation>遊戲開始。往後一步步看每個回合，以及困難電腦玩家對{name}的回合的評判。</translation>
    </message>
    <message>
        <source>{name}: {turn}.</source>
        <translation>{name}：{turn}。</translation>
    </message>
    <message>
        <source>Hard is still judging this turn.</source>
        <translation>困難電腦玩家還在評判這個回合。</translation>
    </message>
</context>
<context>
    <name>legacy_table</name>
    <message>
        <source>Family</source>
        <translation>家族</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>魔方陣</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Color Collections of the Magic Square, scored at the end of the campaign</source>
        <translation>魔方陣的色彩收集，於劇情結束時計分</translation>
    </message>
    <message>
        <source>Legacy Points gained during window {v}</source>
        <translation>第 {v} 片玻璃窗獲得的傳承分數</translation>
    </message>
    <message>
        <source>{rank}. {name}: {legacy_points} Legacy Points</source>
        <translation>{rank}. {name}：{legacy_points} 傳承分數</translation>
    </message>
    <message>
        <source>Legacy Points table</source>
        <translation>傳承分數表</translation>
    </message>
    <message>
        <source>Ties:</source>
        <translation>平手：</translation>
    </message>
</context>
<context>
    <name>lesson_box</name>
    <message>
        <source>Leave the lesson</source>
        <translation>離開教學</translation>
    </message>
    <message>
        <source>The game is kept: Learn to play brings you back to this lesson</source>
        <translation>這場遊戲會保留下來：「學習玩法」會帶你回到這一課</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>略過</translation>
    </message>
    <message>
        <source>Go on to the next lesson without this one</source>
        <translation>不學這一課，直接進入下一課</translation>
    </message>
    <message>
        <source>Learn to play · lesson {number} of {total}</source>
        <translation>學習玩法 · 第{number}課，共{total}課</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>The next lesson (N)</source>
        <translation>下一課（N）</translation>
    </message>
    <message>
        <source>Next is offered once the game has reached what this lesson speaks of</source>
        <translation>遊戲進行到這一課所說的情況後，才能按「下一步」</translation>
    </message>
</context>
<context>
    <name>lesson_entry</name>
    <message>
        <source>{place}: {name}</source>
        <translation>{place}：{name}</translation>
    </message>
    <message>
        <source>A lesson awards nothing; in a campaign the placings win Legacy Points, Tool Cards and coins.</source>
        <translation>教學不給任何獎勵；在劇情中，名次會贏得傳承分數、工具卡與錢幣。</translation>
    </message>
    <message>
        <source>The lesson kept could not be read</source>
        <translation>無法讀取保留的教學</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>學習玩法</translation>
    </message>
    <message>
        <source>Your lesson was left in round {round}. Go on where you left it, or begin the lesson again?</source>
        <translation>你的教學停在第{round}輪。要從離開的地方繼續，還是重新開始教學？</translation>
    </message>
    <message>
        <source>Go on with the lesson</source>
        <translation>繼續教學</translation>
    </message>
    <message>
        <source>Begin again</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>學徒</translation>
    </message>
    <message>
        <source>Rival (Easy)</source>
        <translation>對手（簡單）</translation>
    </message>
</context>
<context>
    <name>lesson_guide</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Not seen in this game: {names}. Help &gt; Rules explains them.</source>
        <translation>這場遊戲中沒有遇到：{names}。「說明 &gt; 規則」有它們的解說。</translation>
    </message>
    <message>
        <source>The lesson is over. Play another game, or begin a campaign.</source>
        <translation>教學結束了。再玩一場，或開始一段劇情。</translation>
    </message>
    <message>
        <source>The lesson could not be kept: {exc}</source>
        <translation>無法保留教學：{exc}</translation>
    </message>
</context>
<context>
    <name>lesson_words</name>
    <message>
        <source>Your first window</source>
        <translation>你的第一片玻璃窗</translation>
    </message>
    <message>
        <source>Take a die from the Cathedral Board</source>
        <translation>從聖家堂圖板選擇 1 顆骰子</translation>
    </message>
    <message>
        <source>Your first die may go anywhere</source>
        <translation>第一顆骰子可以放在任何地方</translation>
    </message>
    <message>
        <source>The snake draft and the Start Player</source>
        <translation>蛇狀輪抽與起始玩家</translation>
    </message>
    <message>
        <source>Each later die touches one already placed</source>
        <translation>之後的骰子都要與已填滿的欄位相鄰</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>怎麼得分</translation>
    </message>
    <message>
        <source>Never the same colour or value side by side</source>
        <translation>直線相鄰的欄位不能同色或同數值</translation>
    </message>
    <message>
        <source>Printed colours and values</source>
        <translation>預先印製的顏色與數值</translation>
    </message>
    <message>
        <source>Star spaces</source>
        <translation>星號欄位</translation>
    </message>
    <message>
        <source>A broken window costs a point</source>
        <translation>破損的玻璃窗會失去 1 分</translation>
    </message>
    <message>
        <source>An ability: Sea Glass</source>
        <translation>能力：海玻璃</translation>
    </message>
    <message>
        <source>Chaining: a tool flips the die</source>
        <translation>接連使用：以工具翻轉骰子</translation>
    </message>
    <message>
        <source>A tool costs its point box</source>
        <translation>使用工具要塗滿它的工具分數欄位</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <source>The round&apos;s last die</source>
        <translation>這一輪的最後一顆骰子</translation>
    </message>
    <message>
        <source>Cathedral Construction</source>
        <translation>聖家堂建造</translation>
    </message>
    <message>
        <source>The Round Track</source>
        <translation>輪次軌</translation>
    </message>
    <message>
        <source>A die that fits nowhere</source>
        <translation>無處可放的骰子</translation>
    </message>
    <message>
        <source>Public Objective A: {name}</source>
        <translation>公共目標 A：{name}</translation>
    </message>
    <message>
        <source>Public Objective B: {name}</source>
        <translation>公共目標 B：{name}</translation>
    </message>
    <message>
        <source>Public Objective C: {name}</source>
        <translation>公共目標 C：{name}</translation>
    </message>
    <message>
        <source>Your Private Objective: {name}</source>
        <translation>你的個人目標：{name}</translation>
    </message>
    <message>
        <source>Unused window tools</source>
        <translation>未使用的玻璃窗工具</translation>
    </message>
    <message>
        <source>Broken or empty spaces</source>
        <translation>破損與未被填滿的欄位</translation>
    </message>
    <message>
        <source>Window rules and the Cathedral</source>
        <translation>玻璃窗規則與其他分數</translation>
    </message>
    <message>
        <source>The total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>You play the {person} against the {computer}, a computer player. This is your window, Lamp of the Crypt: 4 rows of 6 spaces, filled over 12 rounds of 2 turns; each turn you take a die and fill one space with its colour and value. This box points at what each rule speaks of and waits for you to do it. Skip passes a lesson; Leave keeps the game for later.</source>
        <translation>你扮演{person}，對手是電腦玩家{computer}。這是你的玻璃窗「地下聖堂之燈」：4 列、每列 6 個欄位，要在 12 輪、每輪 2 個回合中填滿；每個回合你選擇 1 顆骰子，依照它的顏色與數值填滿一個欄位。這個方框會指出每條規則所說的地方，並等你照著做。「略過」跳過一課；「離開教學」把遊戲保留到之後再玩。</translation>
    </message>
    <message>
        <source>Each round the Cathedral Board holds 2 dice per player and 1 more, each on the space of its colour and value: 5 dice here. Take one: click it to hold it, or drag it straight onto your window.</source>
        <translation>每一輪，聖家堂圖板上有「遊戲人數×2＋1」顆骰子，每顆都放在其顏色與數值對應的欄位：這裡是 5 顆。選擇 1 顆：點一下把它拿在手上，或直接把它拖到你的玻璃窗上。</translation>
    </message>
    <message>
        <source>Your first die may fill any space of your window that its colour and value match (printed colours and values come in a later lesson). The lit spaces are where it may go: click one, or drag the die there.</source>
        <translation>你的第一顆骰子可以填入玻璃窗上任何與其顏色和數值相符的欄位（預先印製的顏色與數值會在後面的課程說明）。發亮的欄位就是它能放的地方：點其中一個，或把骰子拖過去。</translation>
    </message>
    <message>
        <source>The turns go from the Start Player round the table and back again: this round {person}, {computer}, {computer}, {person}. You are round 1&apos;s Start Player, so you have its first and its last turn; each round the Start Player passes to the left. Watch {computer} take its two turns.</source>
        <translation>回合從起始玩家開始以順時針輪流，再以逆時針輪回來：這一輪的順序是{person}、{computer}、{computer}、{person}。你是第 1 輪的起始玩家，所以這一輪的第一個和最後一個回合都是你的；每一輪結束後，起始玩家向左傳遞。看看{computer}連續執行它的兩個回合。</translation>
    </message>
    <message>
        <source>From your second die on, every space you fill must share an edge or a corner with a space already filled. Only those spaces light up; point at another one and the window says why it is refused. Fill one.</source>
        <translation>從第二顆骰子起，你填滿的每個欄位都必須與已填滿的欄位直線相鄰或斜向相鄰（共用一邊或一角）。只有這些欄位會發亮；指向其他欄位，玻璃窗會說明為什麼不行。填滿一個欄位吧。</translation>
    </message>
    <message>
        <source>At the end, the three Public Objectives (A, B and C) score for every player, and your Private Objective for you alone: {computer} cannot see it. Yours is {private}: {text} Keep them in mind as you place your dice.</source>
        <translation>遊戲結束時，三張公共目標（A、B、C）為每位玩家計分，你的個人目標只為你計分：{computer}看不到它。你的是「{private}」：{text}放置骰子時記得這些目標。</translation>
    </message>
    <message>
        <source>Two spaces that share an edge may never hold the same colour or the same value; at a corner they may. Nothing in the game overrides this. Fill a space that shares an edge with one of your dice: the {die} may go to {space}.</source>
        <translation>直線相鄰的兩個欄位永遠不能填上相同顏色或相同數值的骰子；斜向相鄰則可以。沒有任何遊戲效果能改變這條規則。填滿一個與你的骰子直線相鄰的欄位：{die}可以放在{space}。</translation>
    </message>
    <message>
        <source>A space printed with a colour takes only a die of that colour, one printed with a number only a die of that value; nothing overrides this either. Fill a printed space: the {die} fits {space}.</source>
        <translation>有顏色限制的欄位只能填入該顏色的骰子，有數值限制的欄位只能填入該數值的骰子；同樣沒有任何效果能改變這條規則。填滿一個預先印製的欄位：{die}可以填入{space}。</translation>
    </message>
    <message>
        <source>A star adds no restriction: any die that may go there may fill it. Objectives and window rules count the stars: here {objective} gives 2 points for each star filled. Fill a star: the {die} fits {space}.</source>
        <translation>星號不會增加任何限制：能放到那裡的骰子都可以填入。目標與玻璃窗規則會計算星號：這場遊戲的「{objective}」每填滿一個星號欄位得 2 分。填滿一個星號欄位：{die}可以填入{space}。</translation>
    </message>
    <message>
        <source>At the table, a space filled against these rules is crossed out: a broken window. It restricts nothing, counts for no objective and costs 1 point at the end, as each space left empty does. This program refuses such a move (you have seen why), so your window never breaks, but an empty space still costs its point.</source>
        <translation>在實體遊戲中，違反這些規則填入的欄位要打叉：這就是破損的玻璃窗。它不會為相鄰欄位增加限制，不能滿足任何目標，計分時失去 1 分，就像每個未填滿的欄位一樣。本程式會拒絕這樣的行動（你已經看過原因），所以你的玻璃窗永遠不會破損，但未填滿的欄位仍然會失去 1 分。</translation>
    </message>
    <message>
        <source>Window 1 has no abilities of its own: in the campaign they come later. For this lesson your seat has Sea Glass, which booster window 4 gives every player: treat a blue die as green, or a green die as blue. Take the {die} and use Sea Glass in the panel under your window.</source>
        <translation>第 1 片玻璃窗本身沒有能力：在劇情中，能力會在之後出現。在這個教學中，你的座位有「海玻璃」，這是玻璃窗擴充包第 4 片玻璃窗給每位玩家的能力：將藍色骰子視為綠色，或將綠色骰子視為藍色。選擇{die}，並在玻璃窗下方的面板使用海玻璃。</translation>
    </message>
    <message>
        <source>Abilities and tools chain: each works on the die as the one before left it. Now flip it with the Grinding Stone, a tool of your window: a flip turns the die over, 1 and 6, 2 and 5, 3 and 4. Your {before} becomes {after}.</source>
        <translation>能力與工具可以接連使用：每一個都作用在前一個留下的骰子上。現在用你玻璃窗的工具「磨石」翻轉它：翻轉就是把骰子翻面，1 與 6、2 與 5、3 與 4 互換。你的{before}會變成{after}。</translation>
    </message>
    <message>
        <source>Using a window tool fills its next point box: the Grinding Stone&apos;s first box is filled now. At the end, each empty point box scores the points printed in it, so a tool costs what its box is worth. Now fill a space with your {die}.</source>
        <translation>使用玻璃窗工具時要塗滿它的下一個工具分數欄位：磨石的第一個工具分數欄位現在已塗滿。遊戲結束時，每個未塗滿的工具分數欄位得到印在上面的分數，所以使用工具的代價就是那個欄位的分數。現在用你的{die}填滿一個欄位。</translation>
    </message>
    <message>
        <source>That is every rule of a turn. Play on to the end of round 12: the lesson comes back when something new happens. Game &gt; Hint (H) shows what a strong player would take.</source>
        <translation>一個回合的規則就是這些。繼續玩到第 12 輪結束：有新情況時，教學會再出現。「遊戲 &gt; 提示」（H）會告訴你高手會選哪顆骰子。</translation>
    </message>
    <message>
        <source>You have the round&apos;s last turn. When a round ends, its last player must construct a space of the Cathedral Board if a die left on it sits on the lowest space of its colour not yet built. Take the {die} and leave the {other}: it can be built.</source>
        <translation>你有這一輪的最後一個回合。一輪結束時，若聖家堂圖板上剩下的骰子位於其顏色中數值最低、尚未建造的欄位，最後一位玩家就必須建造該欄位。選擇{die}，留下{other}：它可以被建造。</translation>
    </message>
    <message>
        <source>The round is over and you were its last player: the marked die sits on the lowest space of its colour not yet built, so you must construct one (one a round at most). Click it. Each space you build is worth 1 point to you at the end of this game.</source>
        <translation>這一輪結束了，而你是最後一位玩家：標示的骰子位於其顏色中數值最低、尚未建造的欄位，所以你必須建造一個欄位（每輪最多一個）。點它。你建造的每個欄位在這場遊戲結束時為你提供 1 分。</translation>
    </message>
    <message>
        <source>The die left over went onto the Round Track, one slot for each of the 12 rounds, so you see how far the game has come. Round {round} has begun, and the Start Player passed to the left: {start} starts it.</source>
        <translation>剩下的骰子放到了輪次軌上，12 輪各有一格，讓你看出遊戲進行到哪裡。第{round}輪開始了，起始玩家向左傳遞：由{start}開始這一輪。</translation>
    </message>
    <message>
        <source>The {die} fits no space of your window, even with Sea Glass and your tools. Give it up with the button: it is lost (it does not go back to the Cathedral Board), you fill nothing this turn, and a space left empty at the end costs 1 point.</source>
        <translation>即使使用海玻璃和你的工具，{die}也無法填入你玻璃窗的任何欄位。用按鈕放棄它：這顆骰子會失去（不會回到聖家堂圖板），這個回合你不填任何欄位，而遊戲結束時每個未填滿的欄位失去 1 分。</translation>
    </message>
    <message>
        <source>No die on the Cathedral Board fits your window, even with Sea Glass and your tools. Take one anyway: you will give it up and fill no space this turn.</source>
        <translation>即使使用海玻璃和你的工具，聖家堂圖板上也沒有骰子能填入你的玻璃窗。還是要選擇 1 顆：你會放棄它，這個回合不填任何欄位。</translation>
    </message>
    <message>
        <source>The score adds up in six steps, top to bottom; step 1, the Starting Tool Count, counts only from a campaign&apos;s second game. {text} You score {points}: the marked spaces of your window are the dice it counts.</source>
        <translation>分數由上而下分六個步驟加總；步驟 1「起始工具數量」只從劇情的第二場遊戲起計算。{text}你得到{points}分：你玻璃窗上標示的欄位就是它所計算的骰子。</translation>
    </message>
    <message>
        <source>{text} You score {points}: the marked spaces of your window are the dice it counts.</source>
        <translation>{text}你得到{points}分：你玻璃窗上標示的欄位就是它所計算的骰子。</translation>
    </message>
    <message>
        <source>{text} You score {points}: the marked dice are the ones it counts. Only you knew this objective.</source>
        <translation>{text}你得到{points}分：標示的骰子就是它所計算的骰子。只有你知道這個目標。</translation>
    </message>
    <message>
        <source>Each empty point box of your window tools scores the points printed in it: {points} for you.</source>
        <translation>玻璃窗工具每個未塗滿的工具分數欄位得到印在上面的分數：你得到{points}分。</translation>
    </message>
    <message>
        <source>Each broken or empty space costs 1 point: {count} on your window, marked, so {points}.</source>
        <translation>每個破損或未被填滿的欄位失去 1 分：你的玻璃窗上有{count}個（已標示），所以是{points}分。</translation>
    </message>
    <message>
        <source>Step 6 adds what the window&apos;s own rules score (window 1 has none) and 1 point for each Cathedral Board space you built in this game: {points} for you.</source>
        <translation>步驟 6 加上玻璃窗本身規則的分數（第 1 片玻璃窗沒有），以及你在這場遊戲中建造的每個聖家堂圖板欄位各 1 分：你得到{points}分。</translation>
    </message>
    <message>
        <source>{points} points in all: {outcome} That is the whole game. Play another on any window, or begin a campaign: its windows, envelopes and abilities build on what you learnt here.</source>
        <translation>總共{points}分：{outcome}這就是整場遊戲。在任何玻璃窗上再玩一場，或開始一段劇情：劇情中的玻璃窗、信封與能力都建立在你在這裡學到的規則上。</translation>
    </message>
    <message>
        <source>Wait for your turn, then take a die from the Cathedral Board.</source>
        <translation>等到你的回合，再從聖家堂圖板選擇 1 顆骰子。</translation>
    </message>
    <message>
        <source>On your next turn, fill a space that touches one of your dice.</source>
        <translation>在你的下一個回合，填滿一個與你的骰子相鄰的欄位。</translation>
    </message>
    <message>
        <source>No die on the board can go next to one of yours, sharing an edge, this turn. Play it as you like: the lesson comes back on your next turn.</source>
        <translation>這個回合，聖家堂圖板上沒有骰子能放在與你的骰子直線相鄰的欄位。照你的意思玩這個回合：下一個回合教學會再回來。</translation>
    </message>
    <message>
        <source>No die on the board fits a printed space of yours this turn. Play it as you like: the lesson comes back on your next turn.</source>
        <translation>這個回合，聖家堂圖板上沒有骰子能填入你預先印製的欄位。照你的意思玩這個回合：下一個回合教學會再回來。</translation>
    </message>
    <message>
        <source>No die on the board fits a star of yours this turn. Play it as you like: the lesson comes back on your next turn.</source>
        <translation>這個回合，聖家堂圖板上沒有骰子能填入你的星號欄位。照你的意思玩這個回合：下一個回合教學會再回來。</translation>
    </message>
    <message>
        <source>This lesson needs a blue or green die that Sea Glass and then the Grinding Stone can place. Play this turn as you like: the lesson comes back on your next turn.</source>
        <translation>這一課需要一顆藍色或綠色骰子，讓海玻璃再加上磨石能把它放進玻璃窗。照你的意思玩這個回合：下一個回合教學會再回來。</translation>
    </message>
    <message>
        <source>On your turn, take a die: this lesson flips it with the Grinding Stone before you place it.</source>
        <translation>在你的回合選擇 1 顆骰子：這一課會在你放置它之前用磨石翻轉它。</translation>
    </message>
    <message>
        <source>On your turn, fill a space with the die in hand.</source>
        <translation>在你的回合，用手上的骰子填滿一個欄位。</translation>
    </message>
    <message>
        <source>The crossed spaces refuse it: each shares an edge with a die of its colour or value.</source>
        <translation>畫上叉號的欄位不能放：它們都與同色或同數值的骰子直線相鄰。</translation>
    </message>
    <message>
        <source>Play on: this lesson comes when the game reaches it.</source>
        <translation>繼續遊戲：遊戲進行到這裡時，這一課就會出現。</translation>
    </message>
    <message>
        <source>The scoring is added up when round 12 is over.</source>
        <translation>第 12 輪結束後才會計分。</translation>
    </message>
    <message>
        <source>Done: {text}</source>
        <translation>完成：{text}</translation>
    </message>
    <message>
        <source>this lesson asks for a space that shares an edge with one of your dice: the {die} may go to {space}</source>
        <translation>這一課要你填入與你的骰子直線相鄰的欄位：{die}可以放在{space}</translation>
    </message>
    <message>
        <source>this lesson asks for a space with a printed colour or value: the {die} fits {space}</source>
        <translation>這一課要你填入預先印製顏色或數值的欄位：{die}可以填入{space}</translation>
    </message>
    <message>
        <source>this lesson asks for a star space: the {die} fits {space}</source>
        <translation>這一課要你填入星號欄位：{die}可以填入{space}</translation>
    </message>
    <message>
        <source>this lesson asks for a blue or green die for Sea Glass: take the {die}</source>
        <translation>這一課需要一顆藍色或綠色骰子來使用海玻璃：請選擇{die}</translation>
    </message>
    <message>
        <source>first use Sea Glass on the {die}, in the panel under your window</source>
        <translation>請先在玻璃窗下方的面板對{die}使用海玻璃</translation>
    </message>
    <message>
        <source>first flip the die with the Grinding Stone, in the panel under your window</source>
        <translation>請先在玻璃窗下方的面板用磨石翻轉骰子</translation>
    </message>
    <message>
        <source>leave the {other} on the board for Cathedral Construction: take the {die}</source>
        <translation>把{other}留在聖家堂圖板上以供聖家堂建造：請選擇{die}</translation>
    </message>
    <message>
        <source>{words} {more}</source>
        <translation>{words}{more}</translation>
    </message>
    <message>
        <source>you win your first game.</source>
        <translation>你贏得了第一場遊戲。</translation>
    </message>
    <message>
        <source>{name} wins with {total}.</source>
        <translation>{name}以{total}分獲勝。</translation>
    </message>
</context>
<context>
    <name>level_words</name>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>貪婪</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
</context>
<context>
    <name>loading</name>
    <message>
        <source>Loading the game&apos;s content…</source>
        <translation>正在讀取遊戲內容…</translation>
    </message>
</context>
<context>
    <name>magic_square_grid</name>
    <message>
        <source>cell {number}: crossed out</source>
        <translation>格子 {number}：已劃掉</translation>
    </message>
    <message>
        <source>cell {number}: {v}</source>
        <translation>格子 {number}：{v}色</translation>
    </message>
    <message>
        <source>cell {number}: empty</source>
        <translation>格子 {number}：空的</translation>
    </message>
    <message>
        <source>{owner}&apos;s Magic Square</source>
        <translation>{owner}的魔方陣</translation>
    </message>
    <message>
        <source>Magic Square</source>
        <translation>魔方陣</translation>
    </message>
    <message>
        <source>{square_name}, {space}, {v3}</source>
        <translation>{square_name}，{space}，{v3}</translation>
    </message>
    <message>
        <source> — click to choose this cell</source>
        <translation> — 點選以選擇這個格子</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Sagrada Artisans games (*.sagrada.json *.json)</source>
        <translation>Sagrada Artisans 遊戲存檔 (*.sagrada.json *.json)</translation>
    </message>
    <message>
        <source>Sagrada Artisans</source>
        <translation>Sagrada Artisans</translation>
    </message>
    <message>
        <source>Welcome. Choose how to play.</source>
        <translation>歡迎。請選擇遊玩方式。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>存檔(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>載入(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Export to PDF…</source>
        <translation>匯出為 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Campaign &amp;book…</source>
        <translation>劇情紀錄簿(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>離開(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>選項(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tools and abilities</source>
        <translation>工具與能力(&amp;T)</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>更多選單</translation>
    </message>
    <message>
        <source>A campaign saves itself after every turn: there is nothing to save by hand.</source>
        <translation>劇情在每個回合後都會自動存檔：不需要手動存檔。</translation>
    </message>
    <message>
        <source>&amp;Save… (the campaign saves itself)</source>
        <translation>存檔(&amp;S)…（劇情會自動存檔）</translation>
    </message>
    <message>
        <source>The printing package is not installed</source>
        <translation>未安裝列印套件</translation>
    </message>
    <message>
        <source>{name}: round {round}</source>
        <translation>{name}：第 {round} 輪</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>檢討這場遊戲</translation>
    </message>
    <message>
        <source>Continue the campaign</source>
        <translation>繼續劇情</translation>
    </message>
    <message>
        <source> If you leave it, it stays saved as the autosave until another game starts, and is offered again when the program starts.</source>
        <translation>若離開，它會以自動存檔保留到另一場遊戲開始為止，並在程式啟動時再次提供。</translation>
    </message>
    <message>
        <source> It is not saved: use Save first to keep it.</source>
        <translation>它尚未存檔：請先使用「存檔」保留它。</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>離開這場遊戲？</translation>
    </message>
    <message>
        <source>The game on {name} is in round {round}.{kept}</source>
        <translation>{name}的遊戲正在第 {round} 輪。{kept}</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>離開遊戲</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>繼續遊玩</translation>
    </message>
    <message>
        <source> (the best was {best_before})</source>
        <translation>（先前最佳為 {best_before}）</translation>
    </message>
    <message>
        <source>A new best score on {name}: {total}{before}.</source>
        <translation>{name}的新最佳分數：{total}{before}。</translation>
    </message>
    <message>
        <source>Best score on {name} stays {best_before}.</source>
        <translation>{name}的最佳分數仍為 {best_before}。</translation>
    </message>
    <message>
        <source>1st: {name}, the winner of this window.</source>
        <translation>第 1 名：{name}，這片玻璃窗的贏家。</translation>
    </message>
    <message>
        <source>{place}: {name}</source>
        <translation>{place}：{name}</translation>
    </message>
    <message>
        <source>Free play awards no Legacy Points, Tool Cards or coins; the campaign does.</source>
        <translation>自由遊戲不會獲得傳承分數、工具卡或錢幣；劇情才會。</translation>
    </message>
    <message>
        <source>Autosave failed: {exc}</source>
        <translation>自動存檔失敗：{exc}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已存到 {path}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <translation>已載入 {path}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法存檔</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>載入存檔</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>無法載入</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>匯出為 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <source>Exported to {name}</source>
        <translation>已匯出到 {name}</translation>
    </message>
    <message>
        <source>The PDF was written</source>
        <translation>PDF 已寫入</translation>
    </message>
    <message>
        <source>No program to open PDF files was found. The file is here:
{name}</source>
        <translation>找不到可開啟 PDF 檔案的程式。檔案位於：
{name}</translation>
    </message>
    <message>
        <source>The content could not be read: {exc}</source>
        <translation>無法讀取遊戲內容：{exc}</translation>
    </message>
</context>
<context>
    <name>market_tracks</name>
    <message>
        <source>Legacy Point</source>
        <translation>傳承分數</translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation>傳承分數</translation>
    </message>
    <message>
        <source>a Family Crest sticker of the family&apos;s colour</source>
        <translation>一張家族顏色的家徽貼紙</translation>
    </message>
    <message>
        <source>a Tool Card from the Market Box</source>
        <translation>一張市場盒中的工具卡</translation>
    </message>
    <message>
        <source>no reward</source>
        <translation>沒有獎勵</translation>
    </message>
    <message>
        <source>No Market track is open yet: an envelope opens them.</source>
        <translation>尚未開啟任何市場軌道：由信封開啟。</translation>
    </message>
    <message>
        <source>crossed off</source>
        <translation>已劃掉</translation>
    </message>
    <message>
        <source>next</source>
        <translation>下一格</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未劃掉</translation>
    </message>
    <message>
        <source>{name}, box {v} ({state}): {words}</source>
        <translation>{name}，第 {v} 格（{state}）：{words}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tool Box Capacity&lt;/b&gt;</source>
        <translation>&lt;b&gt;工具箱容量&lt;/b&gt;</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>已填滿</translation>
    </message>
    <message>
        <source>costs {coins}</source>
        <translation>花費 {coins}</translation>
    </message>
    <message>
        <source>Tool Box Capacity slot {v}: {state}</source>
        <translation>工具箱容量第 {v} 格：{state}</translation>
    </message>
    <message>
        <source>Dedication: {name}</source>
        <translation>奉獻：{name}</translation>
    </message>
    <message>
        <source> (gained)</source>
        <translation>（已獲得）</translation>
    </message>
    <message>
        <source>Dedication: not revealed yet</source>
        <translation>奉獻：尚未揭曉</translation>
    </message>
    <message>
        <source>Dedication: {text}</source>
        <translation>奉獻：{text}</translation>
    </message>
</context>
<context>
    <name>moment_table</name>
    <message>
        <source>The scores at this moment</source>
        <translation>這個時刻的分數</translation>
    </message>
    <message>
        <source>Public {k}: {name}</source>
        <translation>公共目標 {k}：{name}</translation>
    </message>
    <message>
        <source>Private Objective</source>
        <translation>個人目標</translation>
    </message>
    <message>
        <source>Unused window tools</source>
        <translation>未使用的玻璃窗工具</translation>
    </message>
    <message>
        <source>Broken or empty spaces</source>
        <translation>破損與未被填滿的欄位</translation>
    </message>
    <message>
        <source>Window rules and Cathedral</source>
        <translation>玻璃窗規則與其他分數</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Total if the game ended now</source>
        <translation>若遊戲此時結束的總分</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>未公開</translation>
    </message>
    <message>
        <source>{total} + hidden</source>
        <translation>{total} + 未公開</translation>
    </message>
    <message>
        <source>Private Objectives are shown only to their player until the game is over.</source>
        <translation>遊戲結束前，個人目標只給它的玩家看。</translation>
    </message>
    <message>
        <source>The totals count the Starting Tool Count too.</source>
        <translation>總分也計入起始工具數量。</translation>
    </message>
</context>
<context>
    <name>network</name>
    <message>
        <source>Host on the network</source>
        <translation>在網路上主持</translation>
    </message>
    <message>
        <source>Offer these seats to friends on other computers; the others stay at this screen or with the computer.</source>
        <translation>把這些座位讓給其他電腦上的朋友；其餘座位留在這個畫面或由電腦玩家進行。</translation>
    </message>
    <message>
        <source>{name}: a guest over the network</source>
        <translation>{name}：網路上的來賓</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主持</translation>
    </message>
    <message>
        <source>Start or open a game first: the game on the screen is the one hosted.</source>
        <translation>請先開始或開啟一場遊戲：主持的就是畫面上的這場遊戲。</translation>
    </message>
    <message>
        <source>This game is hosted already: port {port}, join code {code}.</source>
        <translation>這局遊戲已在主持中：連接埠 {port}，加入代碼 {code}。</translation>
    </message>
    <message>
        <source>Cannot host on port {port}: {why}</source>
        <translation>無法在連接埠 {port} 主持：{why}</translation>
    </message>
    <message>
        <source>Hosting: {address}, port {port}, join code {code}; the guests&apos; connections are encrypted</source>
        <translation>主持中：{address}，連接埠 {port}，加入代碼 {code}；來賓的連線已加密</translation>
    </message>
    <message>
        <source>Hosting: {address}, port {port}, join code {code}</source>
        <translation>主持中：{address}，連接埠 {port}，加入代碼 {code}</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入遊戲</translation>
    </message>
    <message>
        <source>The host&apos;s address:</source>
        <translation>主持者的位址：</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>加入代碼：</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <source>content edition {edition}, which this program does not have</source>
        <translation>內容版本 {edition}，本程式沒有這個版本</translation>
    </message>
    <message>
        <source>it has no family for seat {seat}</source>
        <translation>其中沒有座位 {seat} 的家族</translation>
    </message>
    <message>
        <source>Waiting for the host.</source>
        <translation>正在等待主持者。</translation>
    </message>
    <message>
        <source>This game is not a campaign&apos;s.</source>
        <translation>這局遊戲不屬於劇情。</translation>
    </message>
    <message>
        <source>Nothing of this turn to take back.</source>
        <translation>這個回合沒有可以收回的步驟。</translation>
    </message>
    <message>
        <source>The campaign is the host&apos;s: it gives this window&apos;s Legacy Points, Tool Cards and coins. Continue the campaign to follow its next steps here and make your family&apos;s choices; its next window opens here when the host starts it.</source>
        <translation>劇情屬於主持者：這片玻璃窗的傳承分數、工具卡與錢幣由它給予。按「繼續劇情」在這裡跟著劇情的下一步，並做出你家族的選擇；主持者開始下一片玻璃窗時，它會在這裡打開。</translation>
    </message>
    <message>
        <source>Connecting to {address} port {port}...</source>
        <translation>正在連線到 {address} 連接埠 {port}……</translation>
    </message>
    <message>
        <source>The host sent a line that is not a message: {why}</source>
        <translation>主持者送來的一行不是訊息：{why}</translation>
    </message>
    <message>
        <source>You play {name}&apos;s seat.</source>
        <translation>你坐在{name}的座位。</translation>
    </message>
    <message>
        <source>No seat of this game is open.</source>
        <translation>這場遊戲沒有開放的座位。</translation>
    </message>
    <message>
        <source>{window}, round {round}. Take the seat of:</source>
        <translation>{window}，第 {round} 輪。要坐上誰的座位：</translation>
    </message>
    <message>
        <source>The campaign&apos;s next window: {window}. You play {name}&apos;s seat.</source>
        <translation>劇情的下一片玻璃窗：{window}。你坐在{name}的座位。</translation>
    </message>
    <message>
        <source>An envelope was opened: its rules are in play from now on (the Window rules tab shows them).</source>
        <translation>已開啟一個信封：它的規則從現在起生效（「玻璃窗規則」分頁列出它們）。</translation>
    </message>
    <message>
        <source>The host sent a campaign that does not hold together: {why}</source>
        <translation>主持者送來的劇情前後不一致：{why}</translation>
    </message>
    <message>
        <source>A choice of your family is waiting: Continue the campaign.</source>
        <translation>你家族的一個選擇正在等待：請按「繼續劇情」。</translation>
    </message>
    <message>
        <source>The host&apos;s campaign has not moved on from the window yet: its next steps are shown here when it does.</source>
        <translation>主持者的劇情還沒有從這片玻璃窗往下走：往下走時，它的下一步會顯示在這裡。</translation>
    </message>
    <message>
        <source>The connection to the host is closed.</source>
        <translation>與主持者的連線已關閉。</translation>
    </message>
    <message>
        <source>The connection to the host is lost: {why}</source>
        <translation>與主持者的連線中斷：{why}</translation>
    </message>
    <message>
        <source>The connection to the host is lost ({why}); trying again (try {n})...</source>
        <translation>與主持者的連線中斷（{why}）；正在重試（第 {n} 次）……</translation>
    </message>
    <message>
        <source>The connection to the host is closed; trying again (try {n})...</source>
        <translation>與主持者的連線已關閉；正在重試（第 {n} 次）……</translation>
    </message>
    <message>
        <source>Joined {address}, port {port}; the connection is encrypted</source>
        <translation>已加入 {address}，連接埠 {port}；連線已加密</translation>
    </message>
    <message>
        <source>Joined {address}, port {port}; the connection is not encrypted</source>
        <translation>已加入 {address}，連接埠 {port}；連線未加密</translation>
    </message>
    <message>
        <source>seat {seats}: the game has no such seat played by a person</source>
        <translation>座位 {seats}：這場遊戲沒有這個由玩家進行的座位</translation>
    </message>
    <message>
        <source>Hosting on {address}, port {port}; join code {code}</source>
        <translation>在 {address} 主持，連接埠 {port}；加入代碼 {code}</translation>
    </message>
    <message>
        <source>The next window is hosted for the same guests: port {port}, join code {code}</source>
        <translation>下一片玻璃窗已為同樣的來賓主持：連接埠 {port}，加入代碼 {code}</translation>
    </message>
    <message>
        <source>A seat is left empty</source>
        <translation>有座位空著</translation>
    </message>
    <message>
        <source>{name}&apos;s guest has been away for {minutes} minutes and it is their turn. Hand the seat to a computer player for the rest of the game? (No: keep waiting for them.)</source>
        <translation>{name}的來賓已離開 {minutes} 分鐘，現在輪到這個座位。要把這個座位交給電腦玩家進行本場遊戲的其餘部分嗎？（否：繼續等待。）</translation>
    </message>
    <message>
        <source>Hand to a computer</source>
        <translation>交給電腦</translation>
    </message>
    <message>
        <source>Keep waiting</source>
        <translation>繼續等待</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>請先開始或開啟一場遊戲。</translation>
    </message>
    <message>
        <source>Open the campaign&apos;s window first.</source>
        <translation>請先開啟劇情的這片玻璃窗。</translation>
    </message>
    <message>
        <source>The host plays another version of network play ({1}; this program {0}).</source>
        <translation>主持者使用另一個版本的網路遊戲協定（{1}；本程式 {0}）。</translation>
    </message>
    <message>
        <source>The host runs another version of the program: this one is {0}, the host&apos;s {1}. Both must be the same.</source>
        <translation>主持者執行的是另一個版本的程式：本程式是 {0}，主持者的是 {1}。兩者必須相同。</translation>
    </message>
    <message>
        <source>The host&apos;s game is played under rules edition {0} and content edition {1}, newer than this program knows.</source>
        <translation>主持者的遊戲使用規則版本 {0} 與內容版本 {1}，比本程式所知的更新。</translation>
    </message>
    <message>
        <source>Wrong join code.</source>
        <translation>加入代碼錯誤。</translation>
    </message>
    <message>
        <source>Too many wrong join codes: the host closed the connection.</source>
        <translation>加入代碼錯誤太多次：主持者關閉了連線。</translation>
    </message>
    <message>
        <source>The host expected a greeting first.</source>
        <translation>主持者要求先打招呼。</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>請先坐上一個座位。</translation>
    </message>
    <message>
        <source>The game has no seat {0}.</source>
        <translation>這場遊戲沒有座位 {0}。</translation>
    </message>
    <message>
        <source>That seat is not open to you.</source>
        <translation>這個座位沒有開放給你。</translation>
    </message>
    <message>
        <source>You already have a seat.</source>
        <translation>你已經有座位了。</translation>
    </message>
    <message>
        <source>The game moved on meanwhile: look again and play.</source>
        <translation>遊戲在這期間已經進行下去：請再看一次後行動。</translation>
    </message>
    <message>
        <source>Not allowed: {reasons}</source>
        <translation>不允許：{reasons}</translation>
    </message>
    <message>
        <source>The host could not read a message: {reasons}</source>
        <translation>主持者無法讀取一則訊息：{reasons}</translation>
    </message>
    <message>
        <source>A message was too long: the host closed the connection.</source>
        <translation>一則訊息太長：主持者關閉了連線。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <source>The campaign is not waiting for a choice of your family now.</source>
        <translation>劇情現在沒有在等待你家族的選擇。</translation>
    </message>
    <message>
        <source>The host stopped hosting the game.</source>
        <translation>主持者停止主持這場遊戲。</translation>
    </message>
</context>
<context>
    <name>objective_slips</name>
    <message>
        <source>Print the Private Objectives</source>
        <translation>列印個人目標</translation>
    </message>
    <message>
        <source>private-objectives-window-{n}.pdf</source>
        <translation>個人目標-第{n}片玻璃窗.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>objectives_panel</name>
    <message>
        <source>Public Objective {k}</source>
        <translation>公共目標 {k}</translation>
    </message>
    <message>
        <source>Private Objective</source>
        <translation>個人目標</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <source>Private Objectives are shown only to their player, on their turn.</source>
        <translation>個人目標只在其玩家的回合向該玩家顯示。</translation>
    </message>
    <message>
        <source>Private Objective — {name}</source>
        <translation>個人目標 — {name}</translation>
    </message>
</context>
<context>
    <name>open_file</name>
    <message>
        <source>Cannot open the saved game</source>
        <translation>無法開啟存檔</translation>
    </message>
</context>
<context>
    <name>other_seats</name>
    <message>
        <source>The other seats</source>
        <translation>其他座位</translation>
    </message>
</context>
<context>
    <name>players_editor</name>
    <message>
        <source>Person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <source>Computer: Medium</source>
        <translation>電腦：中等</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>電腦：困難</translation>
    </message>
    <message>
        <source>Computer: Expert</source>
        <translation>電腦：專家</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Family colour</source>
        <translation>家族顏色</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>操作者</translation>
    </message>
    <message>
        <source>Add a seat</source>
        <translation>新增座位</translation>
    </message>
    <message>
        <source>Remove the last seat</source>
        <translation>移除最後一個座位</translation>
    </message>
    <message>
        <source>Seat {v} name</source>
        <translation>座位 {v} 名稱</translation>
    </message>
    <message>
        <source>Seat {v} family colour</source>
        <translation>座位 {v} 家族顏色</translation>
    </message>
    <message>
        <source>Seat {v} played by</source>
        <translation>座位 {v} 操作者</translation>
    </message>
    <message>
        <source>Seat {v}</source>
        <translation>座位 {v}</translation>
    </message>
    <message>
        <source>No family colour</source>
        <translation>無家族顏色</translation>
    </message>
    <message>
        <source>Family name</source>
        <translation>家族的名稱</translation>
    </message>
    <message>
        <source>First member</source>
        <translation>第一位成員</translation>
    </message>
    <message>
        <source>Add a family</source>
        <translation>新增家族</translation>
    </message>
    <message>
        <source>Remove the last family</source>
        <translation>移除最後一個家族</translation>
    </message>
    <message>
        <source>Family {n} name</source>
        <translation>家族 {n} 名稱</translation>
    </message>
    <message>
        <source>Family {n} colour</source>
        <translation>家族 {n} 顏色</translation>
    </message>
    <message>
        <source>Family {n} played by</source>
        <translation>家族 {n} 操作者</translation>
    </message>
    <message>
        <source>Family {n} first member</source>
        <translation>家族 {n} 第一位成員</translation>
    </message>
</context>
<context>
    <name>plural</name>
    <message>
        <source>{n} {word}</source>
        <translation>{n} {word}</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>枚錢幣</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>枚錢幣</translation>
    </message>
    <message>
        <source>Tool Card</source>
        <translation>張工具卡</translation>
    </message>
    <message>
        <source>Tool Cards</source>
        <translation>張工具卡</translation>
    </message>
    <message>
        <source>Legacy Point</source>
        <translation>傳承分數</translation>
    </message>
    <message>
        <source>Legacy Points</source>
        <translation>傳承分數</translation>
    </message>
    <message>
        <source>Tool Box Capacity slot</source>
        <translation>個工具箱容量空位</translation>
    </message>
    <message>
        <source>Tool Box Capacity slots</source>
        <translation>個工具箱容量空位</translation>
    </message>
</context>
<context>
    <name>pool_model</name>
    <message>
        <source>{v} {value} space</source>
        <translation>{v} {value} 欄位</translation>
    </message>
    <message>
        <source>Gray (Strife) {value} space</source>
        <translation>灰色（紛爭）{value} 欄位</translation>
    </message>
    <message>
        <source>, constructed</source>
        <translation>，已建造</translation>
    </message>
    <message>
        <source>: a die is here</source>
        <translation>：此處有骰子</translation>
    </message>
    <message>
        <source> (this space may be constructed now)</source>
        <translation>（現在可以建造這個欄位）</translation>
    </message>
    <message>
        <source> (drag it to your window, or press Enter to take it)</source>
        <translation>（拖到你的玻璃窗，或按 Enter 選擇）</translation>
    </message>
</context>
<context>
    <name>pool_view</name>
    <message>
        <source>Cathedral Board</source>
        <translation>聖家堂圖板</translation>
    </message>
    <message>
        <source>The Cathedral Board: drag a die onto your window, or click it to take it</source>
        <translation>聖家堂圖板：將骰子拖到你的玻璃窗，或點選以選擇</translation>
    </message>
</context>
<context>
    <name>reason_words</name>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>results_page</name>
    <message>
        <source>Its finished window</source>
        <translation>完成的玻璃窗</translation>
    </message>
    <message>
        <source>Its scorecard&apos;s numbers</source>
        <translation>計分表上的數字</translation>
    </message>
    <message>
        <source>Fill the space with this value</source>
        <translation>用這個數值填滿欄位</translation>
    </message>
    <message>
        <source>Cross out (X)</source>
        <translation>劃掉（X）</translation>
    </message>
    <message>
        <source>Empty (Delete)</source>
        <translation>清空（Delete）</translation>
    </message>
    <message>
        <source>Cross out spaces until nothing is broken (the rulebook&apos;s mending)</source>
        <translation>劃掉欄位直到沒有違反限制（規則書的修補方式）</translation>
    </message>
    <message>
        <source>Cathedral spaces constructed</source>
        <translation>已建造的聖家堂欄位</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>目前分數</translation>
    </message>
    <message>
        <source>Undo the last entry</source>
        <translation>復原上一項輸入</translation>
    </message>
    <message>
        <source>Close the window and score</source>
        <translation>結束這片玻璃窗並計分</translation>
    </message>
    <message>
        <source>Breaks a placement restriction: {spaces}</source>
        <translation>違反放置限制：{spaces}</translation>
    </message>
    <message>
        <source>{place}: {name}, {total} points</source>
        <translation>{place}：{name}，{total}分</translation>
    </message>
    <message>
        <source>{space}. Colour: {colour}. Type R, Y, G, B, P or O (orange) for the colour, 0 to 9 for the value (a minus sign first for a value below 0), X to cross out, Delete to empty; arrow keys move.</source>
        <translation>{space}。顏色：{colour}。輸入 R、Y、G、B、P 或 O（橘色）選顏色，0 到 9 輸入數值（低於 0 的數值先輸入減號），X 劃掉，Delete 清空；方向鍵移動。</translation>
    </message>
    <message>
        <source>A minus sign is typed: the next digit is a value below 0.</source>
        <translation>已輸入減號：下一個數字是低於 0 的數值。</translation>
    </message>
    <message>
        <source> of {n} point boxes used</source>
        <translation>／{n}個工具分數欄位已使用</translation>
    </message>
    <message>
        <source>Tick each space this family constructed as last player of a round (at most {n}), lowest first in each colour.</source>
        <translation>勾選這個家族身為一輪最後一位玩家時建造的每個欄位（最多{n}個），每種顏色由最低的開始。</translation>
    </message>
</context>
<context>
    <name>review_entry</name>
    <message>
        <source>Sagrada Artisans games (*.sagrada.json *.json)</source>
        <translation>Sagrada Artisans 遊戲（*.sagrada.json *.json）</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <translation>回到計分</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>關閉檢討</translation>
    </message>
    <message>
        <source>The review: step with Left and Right (Page Up and Page Down a round) or the slider; Hard judges the turns meanwhile.</source>
        <translation>檢討：用左右鍵（Page Up 與 Page Down 一次一輪）或滑桿逐步回顧；困難電腦玩家同時評判每個回合。</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>無法開啟</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <source>This game is not finished: it goes on here; its review opens once it is over (Review this game).</source>
        <translation>這場遊戲還沒結束：在這裡繼續進行；結束後即可開啟它的檢討（檢討這場遊戲）。</translation>
    </message>
</context>
<context>
    <name>review_screen</name>
    <message>
        <source>Review of the game — {name}</source>
        <translation>遊戲檢討——{name}</translation>
    </message>
    <message>
        <source>Judge the turns of</source>
        <translation>評判這位玩家的回合：</translation>
    </message>
    <message>
        <source>Whose turns Hard judges</source>
        <translation>困難電腦玩家評判誰的回合</translation>
    </message>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>{name} ({who})</source>
        <translation>{name}（{who}）</translation>
    </message>
    <message>
        <source>The Cathedral Board at this moment of the game</source>
        <translation>遊戲這個時刻的聖家堂圖板</translation>
    </message>
    <message>
        <source>Scores at this moment</source>
        <translation>這個時刻的分數</translation>
    </message>
    <message>
        <source>Hard&apos;s judgement</source>
        <translation>困難電腦玩家的評判</translation>
    </message>
    <message>
        <source>{k} of {n}</source>
        <translation>{k} / {n}</translation>
    </message>
    <message>
        <source>The game&apos;s start: round 1 is about to begin.</source>
        <translation>遊戲開始：第 1 輪即將開始。</translation>
    </message>
    <message>
        <source> The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>End of round {round}</source>
        <translation>第 {round} 輪結束</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>第 1 輪之前</translation>
    </message>
    <message>
        <source>{when} — {name}: {turn}.{over}</source>
        <translation>{when}——{name}：{turn}。{over}</translation>
    </message>
    <message>
        <source>Private Objective — {name}</source>
        <translation>個人目標 — {name}</translation>
    </message>
</context>
<context>
    <name>review_session</name>
    <message>
        <source>this is a review: the game is played already</source>
        <translation>這是檢討：遊戲已經下完了</translation>
    </message>
</context>
<context>
    <name>round_track_model</name>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Round {v}: finished; dice left: {left}</source>
        <translation>第 {v} 輪：已完成；剩餘骰子：{left}</translation>
    </message>
    <message>
        <source>Round {v}: {v2}</source>
        <translation>第 {v} 輪：{v2}</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>尚未開始</translation>
    </message>
</context>
<context>
    <name>score_model</name>
    <message>
        <source>1. Starting Tool Count</source>
        <translation>1. 起始工具數量</translation>
    </message>
    <message>
        <source>2. Public A: {v}</source>
        <translation>2. 公共目標 A：{v}</translation>
    </message>
    <message>
        <source>    Public B: {v}</source>
        <translation>    公共目標 B：{v}</translation>
    </message>
    <message>
        <source>    Public C: {v}</source>
        <translation>    公共目標 C：{v}</translation>
    </message>
    <message>
        <source>3. Private Objective</source>
        <translation>3. 個人目標</translation>
    </message>
    <message>
        <source>4. Unused window tools</source>
        <translation>4. 未使用的玻璃窗工具</translation>
    </message>
    <message>
        <source>5. Broken or empty spaces</source>
        <translation>5. 破損與未被填滿的欄位</translation>
    </message>
    <message>
        <source>6. Window rules and Cathedral</source>
        <translation>6. 玻璃窗規則與其他分數</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>    of which {label}</source>
        <translation>    其中{label}</translation>
    </message>
    <message>
        <source>Collected: </source>
        <translation>已收集：</translation>
    </message>
    <message>
        <source>No Pioneer Card collected</source>
        <translation>未收集任何先驅卡</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{name}: complete, {points:+d}</source>
        <translation>{name}：完成，{points:+d}</translation>
    </message>
    <message>
        <source>{name}: not complete, {points:+d}</source>
        <translation>{name}：未完成，{points:+d}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>No Flourish Card kept</source>
        <translation>未保留任何花飾卡</translation>
    </message>
    <message>
        <source>{words}: {points} points</source>
        <translation>{words}：{points} 分</translation>
    </message>
</context>
<context>
    <name>score_screen</name>
    <message>
        <source>Ties are broken by fewer Legacy Points, then fewer broken or empty spaces, then more Private Objective points, then the final round&apos;s turn order.</source>
        <translation>平手時，依序比較：傳承分數較少者、破損與未被填滿的欄位較少者、個人目標分數較多者，最後依最後一輪的回合順序。</translation>
    </message>
    <message>
        <source>Private Objectives: {seats}</source>
        <translation>個人目標：{seats}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The window is finished — {name}</source>
        <translation>玻璃窗完成 — {name}</translation>
    </message>
    <message>
        <source>{name} wins with {total} points</source>
        <translation>{name}以 {total} 分獲勝</translation>
    </message>
    <message>
        <source>{name} scores {total} points</source>
        <translation>{name}得到 {total} 分</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>計分表</translation>
    </message>
    <message>
        <source>How ties were broken:</source>
        <translation>平手的判定方式：</translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation>獎勵</translation>
    </message>
    <message>
        <source>{name}&apos;s finished window</source>
        <translation>{name}完成的玻璃窗</translation>
    </message>
    <message>
        <source>Play another game</source>
        <translation>再玩一場</translation>
    </message>
</context>
<context>
    <name>scorecard_form</name>
    <message>
        <source>Public objective {letter}</source>
        <translation>公共目標{letter}</translation>
    </message>
    <message>
        <source>Private Objective</source>
        <translation>個人目標</translation>
    </message>
    <message>
        <source>Unused window tools</source>
        <translation>未使用的玻璃窗工具</translation>
    </message>
    <message>
        <source>Broken spaces</source>
        <translation>破損欄位</translation>
    </message>
    <message>
        <source>Empty spaces</source>
        <translation>未被填滿的欄位</translation>
    </message>
    <message>
        <source>Window rules and other points</source>
        <translation>玻璃窗規則與其他分數</translation>
    </message>
    <message>
        <source>Every star space is filled</source>
        <translation>所有星號欄位都已填滿</translation>
    </message>
    <message>
        <source>Record the scorecard</source>
        <translation>記下計分表</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>未填滿</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>已劃掉</translation>
    </message>
    <message>
        <source>Magic Square space {number}</source>
        <translation>魔方陣欄位{number}</translation>
    </message>
</context>
<context>
    <name>seat_card</name>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>on another computer</source>
        <translation>在另一台電腦上</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>computer ({v})</source>
        <translation>電腦（{v}）</translation>
    </message>
    <message>
        <source> — playing now</source>
        <translation> — 行動中</translation>
    </message>
    <message>
        <source>{name}&apos;s window</source>
        <translation>{name}的玻璃窗</translation>
    </message>
</context>
<context>
    <name>seat_windows</name>
    <message>
        <source>Hard would have filled this space instead</source>
        <translation>困難電腦玩家會改填這個欄位</translation>
    </message>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>computer ({v})</source>
        <translation>電腦（{v}）</translation>
    </message>
    <message>
        <source> · its turns judged</source>
        <translation>・回合受評判</translation>
    </message>
    <message>
        <source>{name}&apos;s window</source>
        <translation>{name}的玻璃窗</translation>
    </message>
</context>
<context>
    <name>side_tabs</name>
    <message>
        <source>Objectives, the window&apos;s rules and the Glory cards</source>
        <translation>目標、玻璃窗規則與榮耀卡</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Window rules</source>
        <translation>玻璃窗規則</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>榮耀</translation>
    </message>
</context>
<context>
    <name>start_screen</name>
    <message>
        <source>No saved campaign yet</source>
        <translation>尚無存檔的劇情</translation>
    </message>
    <message>
        <source>Sagrada Artisans</source>
        <translation>Sagrada Artisans</translation>
    </message>
    <message>
        <source>Families of stained-glass artisans, building La Sagrada Família one window at a time</source>
        <translation>彩繪玻璃工匠家族，一片玻璃窗接著一片，打造聖家堂</translation>
    </message>
    <message>
        <source>Free play</source>
        <translation>自由遊戲</translation>
    </message>
    <message>
        <source>Solo score attack</source>
        <translation>單人挑戰高分</translation>
    </message>
    <message>
        <source>Load a saved game…</source>
        <translation>載入存檔…</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>新劇情…</translation>
    </message>
    <message>
        <source>Begin a campaign of ten windows with 1 to 4 families</source>
        <translation>以 1 至 4 個家族展開十片玻璃窗的劇情</translation>
    </message>
    <message>
        <source>Continue a campaign…</source>
        <translation>繼續劇情…</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>玻璃窗</translation>
    </message>
    <message>
        <source>Window to play</source>
        <translation>要進行的玻璃窗</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>More ways to play</source>
        <translation>更多玩法</translation>
    </message>
    <message>
        <source>Continue or reset a campaign saved on this computer</source>
        <translation>繼續或重設存在這台電腦上的劇情</translation>
    </message>
    <message>
        <source>One seat against its own best score on each window. The pool holds 3 dice a round.</source>
        <translation>一個座位挑戰自己在每片玻璃窗的最佳分數。每輪骰池有 3 顆骰子。</translation>
    </message>
    <message>
        <source>Any window you have unlocked, or one from the Window Booster Pack. 1 to 6 seats, people (hot-seat) or computer players.</source>
        <translation>任何已解鎖的玻璃窗，或玻璃窗擴充包中的一片。1 至 6 個座位，可以是玩家（同機輪流）或電腦玩家。</translation>
    </message>
    <message>
        <source>No score yet on this window</source>
        <translation>這片玻璃窗尚無分數</translation>
    </message>
    <message>
        <source>Best score on this window: {best}</source>
        <translation>這片玻璃窗的最佳分數：{best}</translation>
    </message>
</context>
<context>
    <name>step_six</name>
    <message>
        <source>{points} each</source>
        <translation>每個 {points} 分</translation>
    </message>
    <message>
        <source>stars filled, {v}</source>
        <translation>已填滿的星號欄位，{v}</translation>
    </message>
    <message>
        <source>star</source>
        <translation>個星號欄位</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>個星號欄位</translation>
    </message>
    <message>
        <source>Magic Square spaces, {v}</source>
        <translation>魔方陣欄位，{v}</translation>
    </message>
    <message>
        <source>Magic Square space</source>
        <translation>個魔方陣欄位</translation>
    </message>
    <message>
        <source>Magic Square spaces</source>
        <translation>個魔方陣欄位</translation>
    </message>
    <message>
        <source>{color} dice, {v}</source>
        <translation>{color}色骰子，{v}</translation>
    </message>
    <message>
        <source>{color} die</source>
        <translation>顆{color}色骰子</translation>
    </message>
    <message>
        <source>{color} dice</source>
        <translation>顆{color}色骰子</translation>
    </message>
    <message>
        <source>Cathedral spaces, 1 each</source>
        <translation>聖家堂欄位，每個 1 分</translation>
    </message>
    <message>
        <source>Cathedral space</source>
        <translation>個聖家堂欄位</translation>
    </message>
    <message>
        <source>Cathedral spaces</source>
        <translation>個聖家堂欄位</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>先驅</translation>
    </message>
    <message>
        <source>Pioneer {pioneer}</source>
        <translation>先驅 {pioneer}</translation>
    </message>
    <message>
        <source>Flourish</source>
        <translation>花飾</translation>
    </message>
    <message>
        <source>Flourish {flourish}</source>
        <translation>花飾 {flourish}</translation>
    </message>
    <message>
        <source>Nothing scored in step 6</source>
        <translation>步驟 6 沒有得分</translation>
    </message>
</context>
<context>
    <name>story_card</name>
    <message>
        <source>Intro Story Card</source>
        <translation>開場故事卡</translation>
    </message>
    <message>
        <source>Outro Story Card</source>
        <translation>結尾故事卡</translation>
    </message>
    <message>
        <source>{v} — window {window}</source>
        <translation>{v} — 第 {window} 片玻璃窗</translation>
    </message>
    <message>
        <source>Story Card</source>
        <translation>故事卡</translation>
    </message>
    <message>
        <source>Follow these steps</source>
        <translation>依照以下步驟</translation>
    </message>
    <message>
        <source>Envelope {number} is opened</source>
        <translation>信封 {number} 已開啟</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Instructions:&lt;/b&gt; {v}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;指示：&lt;/b&gt;{v}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Inside the envelope</source>
        <translation>信封內容</translation>
    </message>
    <message>
        <source>What it unlocked</source>
        <translation>解鎖的內容</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{heading}:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{heading}：&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>table_screen</name>
    <message>
        <source>Window {number} of {windows}: {name} — at the table</source>
        <translation>第{number}片玻璃窗（共{windows}片）：{name}——在桌上進行</translation>
    </message>
</context>
<context>
    <name>tie_lines</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{name} {place}</source>
        <translation>{name} {place}</translation>
    </message>
</context>
<context>
    <name>timeline</name>
    <message>
        <source>Rounds</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>The game&apos;s start (Home)</source>
        <translation>遊戲開始（Home）</translation>
    </message>
    <message>
        <source>The turn before (Left)</source>
        <translation>前一個回合（左鍵）</translation>
    </message>
    <message>
        <source>Moment of the game</source>
        <translation>遊戲的時刻</translation>
    </message>
    <message>
        <source>Drag through the game; Page Up and Page Down move a round</source>
        <translation>拖曳以回顧遊戲；Page Up 與 Page Down 一次移動一輪</translation>
    </message>
    <message>
        <source>The turn after (Right)</source>
        <translation>後一個回合（右鍵）</translation>
    </message>
    <message>
        <source>The game&apos;s end (End)</source>
        <translation>遊戲結束（End）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪</translation>
    </message>
</context>
<context>
    <name>tools_strip</name>
    <message>
        <source>{cards}, {used} used</source>
        <translation>{cards}，已使用 {used}</translation>
    </message>
    <message>
        <source>Tools </source>
        <translation>工具 </translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>Strife Tool</source>
        <translation>紛爭工具</translation>
    </message>
    <message>
        <source>Tool Card</source>
        <translation>工具卡</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>，已使用</translation>
    </message>
    <message>
        <source>{name} ({kind}{used}): {text}</source>
        <translation>{name}（{kind}{used}）：{text}</translation>
    </message>
    <message>
        <source>Window tools: each empty point box scores its points at the end</source>
        <translation>玻璃窗工具：每個未塗滿的工具分數欄位於遊戲結束時計分</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
</context>
<context>
    <name>turn_header</name>
    <message>
        <source>This round&apos;s snake-draft turn order</source>
        <translation>本輪的蛇狀輪抽回合順序</translation>
    </message>
</context>
<context>
    <name>turn_notice</name>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Round {round} of {ROUNDS}</source>
        <translation>第 {round} 輪（共 {ROUNDS} 輪）</translation>
    </message>
    <message>
        <source>{name} constructs a Cathedral space</source>
        <translation>{name}建造一個聖家堂欄位</translation>
    </message>
    <message>
        <source>{name} is playing on another computer</source>
        <translation>{name}正在另一台電腦上行動</translation>
    </message>
    <message>
        <source>{name} (computer) is playing</source>
        <translation>{name}（電腦）正在行動</translation>
    </message>
    <message>
        <source>{name}: keep or discard your Flourish Cards</source>
        <translation>{name}：保留或棄掉你的花飾卡</translation>
    </message>
    <message>
        <source>{name}: fill a space with the {v}</source>
        <translation>{name}：用{v} 填滿一個欄位</translation>
    </message>
    <message>
        <source>{name}: take a die</source>
        <translation>{name}：選擇 1 顆骰子</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允許：{reason}</translation>
    </message>
</context>
<context>
    <name>turn_order_model</name>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>current</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>next</source>
        <translation>之後</translation>
    </message>
    <message>
        <source>first</source>
        <translation>第一個</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二個</translation>
    </message>
    <message>
        <source>Turn {v}: {name}&apos;s {half} turn ({v2})</source>
        <translation>第 {v} 回合：{name}的{half}回合（{v2}）</translation>
    </message>
</context>
<context>
    <name>window_grid</name>
    <message>
        <source>crossed out</source>
        <translation>已劃掉</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>未填滿</translation>
    </message>
    <message>
        <source>breaks: {why}</source>
        <translation>違反：{why}</translation>
    </message>
</context>
<context>
    <name>window_model</name>
    <message>
        <source>
Not here: </source>
        <translation>
不能放這裡：</translation>
    </message>
    <message>
        <source>only a die from the Cathedral Board can be dropped on a window space</source>
        <translation>只有聖家堂圖板上的骰子能放到玻璃窗欄位</translation>
    </message>
    <message>
        <source>Hinted space: the Hint would fill it with the die in hand</source>
        <translation>提示的欄位：提示建議把手上的骰子填入這裡</translation>
    </message>
    <message>
        <source>it is not {name}&apos;s turn</source>
        <translation>現在不是{name}的回合</translation>
    </message>
</context>
<context>
    <name>window_preview</name>
    <message>
        <source>Preview of the window {name}</source>
        <translation>玻璃窗「{name}」的預覽</translation>
    </message>
</context>
<context>
    <name>window_rules</name>
    <message>
        <source>The window&apos;s New Rules, triggers and story</source>
        <translation>玻璃窗的新規則、觸發條件與故事</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>新規則</translation>
    </message>
    <message>
        <source>Rules in play</source>
        <translation>生效中的規則</translation>
    </message>
    <message>
        <source>Envelopes this window opens</source>
        <translation>這片玻璃窗會開啟的信封</translation>
    </message>
    <message>
        <source>Star spaces</source>
        <translation>星號欄位</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>故事</translation>
    </message>
</context>
<context>
    <name>window_view</name>
    <message>
        <source>Drop to fill this space</source>
        <translation>放下以填滿這個欄位</translation>
    </message>
    <message>
        <source>Not here: </source>
        <translation>不能放這裡：</translation>
    </message>
</context>
<context>
    <name>window_words</name>
    <message>
        <source>{n} point</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>Each filled star space scores {v}.</source>
        <translation>每個已填滿的星號欄位得 {v}。</translation>
    </message>
    <message>
        <source>Each filled Magic Square space scores {v}.</source>
        <translation>每個已填滿的魔方陣欄位得 {v}。</translation>
    </message>
    <message>
        <source>such</source>
        <translation>該</translation>
    </message>
    <message>
        <source>Each {color} die in your window scores {v}.</source>
        <translation>你玻璃窗上每顆{color}色骰子得 {v}。</translation>
    </message>
    <message>
        <source>Your first die must fill a space on the window&apos;s outer edge.</source>
        <translation>你的第一顆骰子必須填在玻璃窗外緣的欄位。</translation>
    </message>
    <message>
        <source>Every family has one more ability in this game.</source>
        <translation>本場遊戲每個家族多一項能力。</translation>
    </message>
    <message>
        <source>Every family has the ability {name} in this game: {text}</source>
        <translation>本場遊戲每個家族都擁有能力「{name}」：{text}</translation>
    </message>
    <message>
        <source>The pool holds one more die each round.</source>
        <translation>每輪骰池多一顆骰子。</translation>
    </message>
    <message>
        <source>Each empty space costs {v} (instead of 1).</source>
        <translation>每個空欄位扣 {v}（而非 1 分）。</translation>
    </message>
    <message>
        <source>Envelope {n}</source>
        <translation>信封 {n}</translation>
    </message>
    <message>
        <source>an envelope</source>
        <translation>一個信封</translation>
    </message>
    <message>
        <source>At the end of round {round}, open {envelope} before the next round.</source>
        <translation>第 {round} 輪結束時，在下一輪開始前開啟{envelope}。</translation>
    </message>
    <message>
        <source>Once every family has filled all its star spaces, open {envelope}.</source>
        <translation>當每個家族都填滿所有星號欄位時，開啟{envelope}。</translation>
    </message>
    <message>
        <source>No New Rules in this window.</source>
        <translation>這片玻璃窗沒有新規則。</translation>
    </message>
    <message>
        <source>Each Cathedral space you construct scores 1 point.</source>
        <translation>你建造的每個聖家堂欄位得 1 分。</translation>
    </message>
    <message>
        <source>if the winner scored at least {value} points, </source>
        <translation>若贏家得到至少 {value} 分，</translation>
    </message>
    <message>
        <source>if any family ended the game with a broken space, </source>
        <translation>若有任何家族在遊戲結束時有破損的欄位，</translation>
    </message>
    <message>
        <source>if any family ended the game with an empty space, </source>
        <translation>若有任何家族在遊戲結束時有空的欄位，</translation>
    </message>
    <message>
        <source>if every family filled all its star spaces, </source>
        <translation>若每個家族都填滿了所有星號欄位，</translation>
    </message>
    <message>
        <source>if the Cathedral Board has at least {value} constructed spaces, </source>
        <translation>若聖家堂圖板上至少有 {value} 個已建造的欄位，</translation>
    </message>
    <message>
        <source>if its condition was met, </source>
        <translation>若滿足其條件，</translation>
    </message>
    <message>
        <source>After the Market, {condition}open {envelope}.</source>
        <translation>市場之後，{condition}開啟{envelope}。</translation>
    </message>
    <message>
        <source>A star space adds no restriction of its own; the window&apos;s rules and objectives refer to it.</source>
        <translation>星號欄位本身沒有額外限制；玻璃窗的規則與目標會參照它。</translation>
    </message>
    <message>
        <source> (opened)</source>
        <translation>（已開啟）</translation>
    </message>
    <message>
        <source>The Public Objective {v} counts filled star spaces.</source>
        <translation>公共目標「{v}」計算已填滿的星號欄位。</translation>
    </message>
    <message>
        <source>The Private Objective {v} sums the values on star spaces.</source>
        <translation>個人目標「{v}」加總星號欄位上的數值。</translation>
    </message>
    <message>
        <source>Star: no restriction of its own.</source>
        <translation>星號：本身沒有限制。</translation>
    </message>
</context>
</TS>
