<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameOverPanel</name>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>After %n round.</numerusform>
            <numerusform>After %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>a draw, %1 to %2 VP, %n round</numerusform>
            <numerusform>a draw, %1 to %2 VP, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>unfinished, %1 to %2 VP, %n round</numerusform>
            <numerusform>unfinished, %1 to %2 VP, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>%1 won, %2 to %3 VP, %n round</numerusform>
            <numerusform>%1 won, %2 to %3 VP, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Red won, %1 to %2 VP, %n round</numerusform>
            <numerusform>Red won, %1 to %2 VP, %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Black won, %1 to %2 VP, %n round</numerusform>
            <numerusform>Black won, %1 to %2 VP, %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%1 to %2 VP in %n round(s)</source>
        <comment>a shared game's score: Red's VP, Black's, the rounds</comment>
        <translation>
            <numerusform>%1 to %2 VP in %n round</numerusform>
            <numerusform>%1 to %2 VP in %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 wagered %n card face down on column %2.</numerusform>
            <numerusform>%1 wagered %n cards face down on column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>Column %1: %n card wagered face down</numerusform>
            <numerusform>Column %1: %n cards wagered face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>The hand: %n card</numerusform>
            <numerusform>The hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>%n more face down there.</numerusform>
            <numerusform>%n more face down there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2; %3 has %n card face down there.</numerusform>
            <numerusform>Hint: your side on column %1 would be %2; %3 has %n cards face down there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2, beating the %n card %3 shows there (Strength %4).</numerusform>
            <numerusform>Hint: your side on column %1 would be %2, beating the %n cards %3 shows there (Strength %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2, against the %n card %3 shows there (Strength %4).</numerusform>
            <numerusform>Hint: your side on column %1 would be %2, against the %n cards %3 shows there (Strength %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 have %n card(s) face down there.</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2; %3 have %n card face down there.</numerusform>
            <numerusform>Hint: your side on column %1 would be %2; %3 have %n cards face down there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2, beating the %n card %3 show there (Strength %4).</numerusform>
            <numerusform>Hint: your side on column %1 would be %2, beating the %n cards %3 show there (Strength %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Hint: your side on column %1 would be %2, against the %n card %3 show there (Strength %4).</numerusform>
            <numerusform>Hint: your side on column %1 would be %2, against the %n cards %3 show there (Strength %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Pair + straight</numerusform>
            <numerusform>%n pairs + straight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>No Strength from %1 there: it counts only on a tie, on the higher card.</numerusform>
            <numerusform>No Strength from %1 there: they count only on a tie, on the higher card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>%Ln round played</numerusform>
            <numerusform>%Ln rounds played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1: %Ln card captured</numerusform>
            <numerusform>%1: %Ln cards captured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>Biggest column: round %3, column %4, %Ln card, %1 VP (%2)</numerusform>
            <numerusform>Biggest column: round %3, column %4, %Ln cards, %1 VP (%2)</numerusform>
        </translation>
    </message>
</context>
</TS>
