<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>DeckView</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>☰  Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2v2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2v2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StakeSlot</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>one card within a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>cards listed within a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 and %2</source>
        <comment>cards within a sentence: the list, then the last</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no combination, in a column&apos;s badge</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
