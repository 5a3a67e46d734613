<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>Über Cozen</translation>
    </message>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The card game of bluffing and wagering, for two players or four in teams.</source>
        <translation>Das Kartenspiel des Bluffens und Setzens, für zwei Spieler oder vier in zwei Teams.</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>Cozen ist ein Spiel von Zach Gage.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Dieses Programm ist freie Software: Du kannst es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach deiner Wahl) jeder späteren Version. Es wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>Die GNU General Public License, Version 3</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>Kartenbilder: das Blatt „%1“ von %2, aus den Kartenspielen von KDE, unter der GNU General Public License, Version 2 oder später.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>Was der Computer bei dir vermutete</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>Der Computer hat in dieser Runde keinen Zug gemacht, während Karten von dir vor ihm verdeckt lagen.</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>Der Computer sieht deine verdeckten Karten nie: Er verteilt sie viele Male so, wie sie sein könnten, nach dem, was er gesehen hat, und nimmt dort eher Paare an, wo Karten zusammen gesetzt wurden. Hier die Ränge, die er erwartete, neben dem, was wirklich dort lag.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>CloseButtonBox</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>Das Spiel des Tages</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>Noch einmal spielen (Übung)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>Das Spiel des Tages spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>Gespielt: %1. Jedes weitere Spiel des Tages ist Übung und zählt nicht.</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>Noch nicht gespielt. Heute bekommen alle auf der Welt dieselben Karten, gegen den Computer auf mittel, und du spielst Rot. Dein erstes zu Ende gespieltes Spiel zählt.</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>Tage in Folge gewonnen: %1 (beste Serie: %2).</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>Ein früherer Tag, zur Übung:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>Ein früherer Tag, zur Übung (Jahr-Monat-Tag)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>Dieser Tag kann nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation type="vanished">Spielende</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>Nach %n Runde.</numerusform>
            <numerusform>Nach %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>Spielende – diesmal nicht</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Teilen…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>%1 als Pfand legen und eine Karte ziehen</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>%1 auf Spalte %2 setzen</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>Deinen Einsatz zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>Zurücknehmen, was %1 gesetzt hat (Strg+Z)</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>Fertig: Bildschirm an %1 übergeben (Eingabe)</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>Der Tisch bleibt verdeckt, bis %1 am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Bildschirm an %1 übergeben</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Jetzt sollte nur %1 auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>Ich bin %1 — zeig meine Karten</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1: deinen Einsatz zurücknehmen</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>auf deiner Hand, ausgewählt</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>auf deiner Hand</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>%1 erbeutet</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 SP</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1: %2 SP</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1: keine Karten</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1: %2 verdeckt</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>Es wurde noch keine Runde abgerechnet.</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>Spalte %1, auf %2</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>Spalte %1, auf einem verdeckten Einsatz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>Die Reihe am Ende der Runde</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Was der Computer bei dir vermutete</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>☰  Menu</source>
        <translation>☰  Menü</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>Über Cozen</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Letzte Spiele…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>Letzte Runde…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen ist schon geöffnet: Hier ist es.</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>Über das Netzwerk spielen…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>Spiel des Tages (%1)…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>Ein Spiel ansehen…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Leicht — zum Kennenlernen</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>Mittel — ein fairer Kampf</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Schwer — spielt auf Sieg</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>Experte — lässt sich Zeit, eine Sekunde pro Zug</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Rot 1</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>Schwarz 1</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>Rot 2</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>Schwarz 2</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>Zu zweit an diesem Bildschirm</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 gegen 2</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Eine Person</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Dein Name (optional)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Du spielst</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>SP im Gefängnis gewinnen (laut Regeln für 2 gegen 2: 100)</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>SP im Gefängnis gewinnen (laut Regeln: 70)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>Spiel des Tages: %1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>Spiel des Tages…</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Details für einen Fehlerbericht: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>Unentschieden, %1 zu %2 SP, %n Runde</numerusform>
            <numerusform>Unentschieden, %1 zu %2 SP, %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>nicht beendet, %1 zu %2 SP, %n Runde</numerusform>
            <numerusform>nicht beendet, %1 zu %2 SP, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>Noch keine beendeten Spiele. Jedes Spiel, das zu Ende gespielt wird, wird hier aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>Importiert.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>Exportiert.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Eine Spielaufzeichnung importieren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Die Spielaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 gegen %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>Sieg für %1, %2 zu %3 SP, %n Runde</numerusform>
            <numerusform>Sieg für %1, %2 zu %3 SP, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">Computer (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">du</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">, </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Rot hat gewonnen, %1 zu %2 SP, %n Runde</numerusform>
            <numerusform>Rot hat gewonnen, %1 zu %2 SP, %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Schwarz hat gewonnen, %1 zu %2 SP, %n Runde</numerusform>
            <numerusform>Schwarz hat gewonnen, %1 zu %2 SP, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>Deine beendeten Spiele werden gelesen…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>Über das Netzwerk spielen</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>Gib deinen Namen an: Dein Gegenüber sieht ihn.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Ein Spiel eröffnen</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>Dein Gegenüber sieht ihn</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>Füge die Einladung ein, die du bekommen hast</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Du spielst</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>Wie dein Gegenüber dich erreicht</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>Über ein Relais im Internet (klappt überall)</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relais</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>Direkt, in diesem Netzwerk oder über einen weitergeleiteten Port</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>Gib deinem Gegenüber diese Einladung. Sie ist nur für diese Person: Wer sie hat, kann ihren Platz einnehmen.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopiert.</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Details für einen Fehlerbericht: %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>Offene Spiele</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Nicht mehr warten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>Noch nicht erreicht: %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>Ein Netzwerkspiel liegt auf dem Tisch: Beende es später oder verlasse es, bevor du ein anderes beginnst.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>Die Aufzeichnung endet vor dem Spielende, bei %1 zu %2 SP.</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>Wiedergabe eines Spiels</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>Runde %1 · Zug %2 von %3</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>Diese Aufzeichnung lässt sich nicht anzeigen: %1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>Runde %1 ist ausgeteilt.</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>Die Pfandreihe</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>Alles aufgedeckt</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>Sicht: %1</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>Sicht: %1 (%2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 hat %2 auf der Hand</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 SP · %3 %4 SP</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">Rot %1 SP · Schwarz %2 SP</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   (Ziel: %5)</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Was der Computer bei dir vermutete</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>So spielt man Cozen</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>Erbeute die Karten deines Gegners. Jede erbeutete Karte kommt aufgedeckt in dein &lt;b&gt;Gefängnis&lt;/b&gt; und bringt ihre Siegpunkte (SP): ein Ass 1, eine Zahlenkarte ihre Zahl, Bube, Dame und König je 10. Die beiden &lt;b&gt;markierten Könige&lt;/b&gt;, K♥ und K♠, mit einem X durchgekreuzt, sind je 70 wert. Wer nach einer Runde das Ziel in seinem Gefängnis hat, gewinnt: 70 SP (100 bei 2 gegen 2), sofern das Spiel nicht anders eingestellt wurde. Erreichen es beide Seiten in derselben Runde, gewinnt die höhere Summe; bei gleicher Summe geht das Spiel weiter.</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>Die markierten Könige: Verlierst du deinen, ist das Spiel so gut wie verloren.</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>Die Decks und der Tisch</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>Eine Seite spielt Rot, alle 26 Herz- und Karokarten; die andere Schwarz, alle 26 Kreuz- und Pikkarten. Herz, Karo, Kreuz und Pik zählen nur als Rot oder Schwarz. Deine Seite des Tisches liegt unten, die andere oben, und quer durch die Mitte verläuft die &lt;b&gt;Pfandreihe&lt;/b&gt;. Zu Beginn jeder Runde wird jedes Deck gemischt (ohne seine Karten im gegnerischen Gefängnis), der Startspieler der Runde und der nächste Spieler decken je die oberste Karte ihres Decks am rechten Ende der Reihe auf, und alle ziehen fünf Karten. Der Startspieler wechselt jede Runde.</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>Neben jedem Deck zeigt sein &lt;b&gt;Kartenzähler&lt;/b&gt;, welche Ränge es noch hat: zwei Punkte für einen Rang, von dem noch beide Karten da sind, ein Punkt, wenn eine davon im gegnerischen Gefängnis liegt, ein Strich, wenn beide dort liegen. Die Punkte des Königs sind golden, solange das Deck seinen markierten König noch hat. Gefängnisse sind öffentlich, daher sehen beide Seiten jeden Kartenzähler.</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>Zum Beispiel „7 ●●  8 ●  9 –“: Beide 7er sind noch da, eine 8 wurde erbeutet, beide 9er ebenfalls.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>In deinem Zug machst du genau eine von zwei Aktionen; passen darfst du nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;Pfand &amp; Ziehen&lt;/b&gt;: Lege eine Karte verdeckt als Pfand ans rechte Ende der Reihe, womit eine neue Spalte beginnt, und ziehe dann eine Karte. Ist dein Deck leer, legst du das Pfand, ohne zu ziehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;Setzen&lt;/b&gt;: Lege eine oder mehrere Karten verdeckt auf deine Seite einer beliebigen Spalte, ob deine oder die deines Gegners, ob ihr Pfand aufgedeckt oder verdeckt ist, ob sie leer ist oder schon Karten von dir trägt. Gesetzte Karten bewegen sich nie wieder, und du ziehst keine Karte.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Das Ende einer Runde</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>Leert ein Zug die Hand eines Spielers, macht jeder andere Spieler genau noch einen Zug, dann wird jede Spalte von links nach rechts abgerechnet. Eine Spalte ist ein Pfand mit den Karten, die auf beiden Seiten davon gesetzt wurden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;Unangefochten&lt;/b&gt;: Alle Karten darin sind rot oder alle schwarz. Nichts wird aufgedeckt, und alles geht zurück in das Deck seines Besitzers.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;Kampflos gewonnen&lt;/b&gt;: Nur die Seite, der das Pfand nicht gehört, hat darauf gesetzt. Diese Seite erbeutet das Pfand, ohne ihre eigenen Karten aufzudecken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;Aufgedeckt&lt;/b&gt;: Beide Seiten haben gesetzt. Alles wird aufgedeckt, die Stärke jeder Seite wird gezählt, und die stärkere Seite erbeutet alle Karten der anderen in dieser Spalte, auch das Pfand, wenn es dem Verlierer gehört. Die eigenen Karten des Gewinners gehen zurück in sein Deck.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>Eine Seite zählt ihre gesetzten Karten, dazu das Pfand, wenn es ihr eigenes ist. Ein &lt;b&gt;Paar&lt;/b&gt;, zwei Karten desselben Rangs, zählt 3; drei desselben Rangs ergeben ein Paar und eine einzelne Karte, vier ergeben zwei Paare. Eine &lt;b&gt;Straße&lt;/b&gt;, zwei oder mehr aufeinanderfolgende Ränge, zählt 1 pro Karte; pro Seite zählt nur eine Straße. Ein Ass ist niedrig (A-2-3) oder hoch (D-K-A), nie beides. Jede Karte zählt in höchstens einer Kombination, und einzelne Karten zählen nichts. Gezählt wird immer die beste Aufteilung.</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>Ein Paar 7er und die Straße 5-6: Stärke 5.</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>Gesetzt auf dein eigenes Pfand, eine 6: die Straße 3-4-5-6, Stärke 4, die ein Paar 4er (3) schlägt.</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>Bei gleicher Stärke entscheiden die höheren Karten. Die Karten einer Seite sind ihre gesetzten Karten, dazu ihr eigenes Pfand nur, wenn es in ihrer besten Aufteilung Teil einer Kombination ist. Sie werden von der höchsten abwärts verglichen (hier ist ein Ass die höchste Karte, ein markierter König zählt als König); der erste Unterschied entscheidet, und eine Seite, der zuerst die Karten ausgehen, verliert. Sind die Listen bis zum Ende gleich, wird nichts erbeutet: Alles geht zurück.</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>Ein Bubenpaar gegen 4, 4 und B: beide Stärke 3. B gegen B, dann B gegen 4: Das Bubenpaar gewinnt.</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>Das Gefängnis</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>Erbeutete Karten bleiben für den Rest des Spiels im Gefängnis dessen, der sie erbeutet hat, und fehlen dem Deck ihres Besitzers endgültig. Ein Deck, das beide Karten eines Rangs verloren hat, kann dieses Paar nicht mehr bilden, und jede Lücke unterbricht seine Straßen: Mit jeder Runde wird es schwächer. Behalte die Kartenzähler im Blick.</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>Nichts erbeutet</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>Endet eine Runde, ohne dass eine Karte erbeutet wurde, bleiben die Pfänder, die zu ihrem Beginn aufgedeckt waren, in ihrer Reihenfolge liegen, und die nächste Runde legt ihre neuen Pfänder rechts daneben. Nach jeder Runde, in der etwas erbeutet wurde, wird die Reihe geräumt.</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 gegen 2</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">Zwei Teams zu je zwei, jeder Spieler mit einem vollen Deck seiner Farbe: Rot 1, Schwarz 1, Rot 2 und Schwarz 2 spielen in dieser Reihenfolge, Partner spielen also nie direkt nacheinander. Partner setzen auf die Seite ihres Teams einer Spalte, und ihre Karten zählen gemeinsam für die Stärke und bei Gleichstand. Ein Team teilt sich ein Gefängnis; das Ziel sind 100 SP. Partner sehen gegenseitig ihre verdeckten Karten auf dem Tisch, nie aber ihre Hand. Nur der Startspieler der Runde und der nächste Platz decken Pfänder auf, und der Startspieler rückt jede Runde einen Platz weiter. Leert jemand seine Hand, macht jeder der drei anderen noch einen Zug.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>Schiebe eine Karte aus deiner Hand auf eine Spalte, um sie zu setzen, oder auf &lt;i&gt;Pfand &amp; Ziehen&lt;/i&gt;, um sie als Pfand zu legen. Klicke Karten an, um mehrere auszuwählen und zusammen zu verschieben, oder klicke eine Spalte (oder das Pfandfeld) an und dann die Schaltfläche, die den Zug nennt. Mit der Tastatur: ←/→ wählen eine Karte, Leertaste wählt sie aus, ↑ wechselt zur Reihe, ←/→ wählen eine Spalte oder das Pfandfeld, Enter spielt, Esc hebt die Auswahl auf. Halte den Zeiger auf eine deiner eigenen verdeckten Karten, um sie dir noch einmal anzusehen. F1 öffnet diese Regeln von überall.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>Zwei Teams zu je zwei, mit zwei gewöhnlichen Kartenspielen: Jeder Spieler hält die 26 Karten seiner Farbe, ein halbes Spiel mit einem markierten König, wie in einer Partie zu zweit. Rot 1, Schwarz 1, Rot 2 und Schwarz 2 spielen in dieser Reihenfolge, Partner spielen also nie direkt nacheinander. Partner setzen auf die Seite ihres Teams einer Spalte, und ihre Karten zählen gemeinsam für die Stärke und bei Gleichstand. Ein Team teilt sich ein Gefängnis und seine SP. Partner sehen gegenseitig ihre verdeckten Karten auf dem Tisch, nie aber ihre Hand. Nur der Startspieler der Runde und der nächste Platz decken Pfänder auf, und der Startspieler rückt jede Runde einen Platz weiter. Leert jemand seine Hand, macht jeder der drei anderen noch einen Zug.</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>Ein Team gewinnt mit 100 SP oder mehr in seinem Gefängnis. Die gedruckten Regeln verlangen mehr als 100; hier gewinnen genau 100, so wie genau 70 in einer Partie zu zweit: ein Punkt, den dieses Spiel festgelegt hat.</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>Am Ende einer Runde steht unter dem Pfand jeder Spalte, wer ihre SP genommen hat: „+14 SP → Ann“, oder wo die Spalte für einen Namen zu schmal ist, ein Pfeil zu dieser Seite: ▼ die Seite unten, ▲ die Seite oben.</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1: %2 von %3 SP; %4: %5 von %3 SP</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>Deck: %1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>Gefängnis: %1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>Dein Gefängnis</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 hat %2 auf der Hand</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">Mit der Grafikkarte zeichnen, OpenGL (ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">Ohne Grafiktreiber ist OpenGL langsamer und braucht mehr Speicher.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Sicht</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Größere Karten</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>Systemsprache (%1, nicht übersetzt: %2)</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>Ohne die Grafikkarte zeichnen (ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>Jetzt mit der Grafikkarte gezeichnet (%1). Ohne sie ist das Zeichnen langsamer: Schalte sie nur ab, wenn der Tisch falsch aussieht.</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>Jetzt ohne die Grafikkarte gezeichnet.</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Weniger Bewegung</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>Kein Ton, solange diese Kopie des Spiels läuft: In ihrer Umgebung ist COZEN_MUTE gesetzt.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>Dieses Spiel teilen</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>Dieses Spiel kann nicht geteilt werden: nur ein beendetes, vom ersten Geben an gespieltes Spiel.</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>Füge das in einen Chat oder eine Nachricht ein. Jede Zeile ist eine Runde, jedes Zeichen eine Spalte: ♥ Rot hat sie genommen, ♠ Schwarz, = unentschieden, ○ niemand. Wer Cozen hat, kann mit dem Code das ganze Spiel ansehen, im Menü unter „Ein Spiel ansehen…“.</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>Das zu teilende Spiel</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Kopiert.</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>Nur den Code kopieren</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Der Code ist kopiert.</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>Drücken, um diese Spalte für deinen Zug zu wählen</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, Spalte %2</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>das Pfand: %1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>Spalte %1, deine Seite: %2</translation>
    </message>
    <message>
        <source>= %1</source>
        <comment>a side&apos;s Strength alone, in a narrow column&apos;s badge</comment>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>StakeSlot</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>Pfand &amp; Ziehen</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>Drücken, um die gewählte Karte als Pfand ans Ende der Reihe zu legen und eine Karte zu ziehen</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">Pfand
&amp;
Ziehen</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>%1 verdeckt als Pfand legen und ziehen</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>Zwei gegen zwei, gegen den Computer</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>Personen gegeneinander (jede Person mit ihren eigenen Spielen)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>gemischte Stufen</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>2 gegen 2: %1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1. Spiele: %2. Gewonnen: %3. Unentschieden: %4. Verloren: %5. SP im Schnitt, eigene: %6, gegnerische: %7. Siegesserie: %8, beste: %9. Genutzte Tipps: %10.</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1: %2 gewonnen, %3 unentschieden, %4 verloren</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>Noch wurde kein Spiel zu Ende gespielt. Jedes Spiel, das du beendest, wird hier gezählt: gegen den Computer nach seiner Stufe, zwischen Personen nach Namen.</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>Statistik nach Modus und Stufe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>Ø SP eigene</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>Ø SP Gegner</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>Siegesserie (beste)</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Tipps genutzt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>Ergebnisse nach Stufe</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>Alle bisher gezählten Spiele werden vergessen, auf jeder Stufe und in jedem Modus. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>Der adaptive Computer spielt jetzt auf Stufe %1 von %2. Seine Zeilen zählen deine Partien nach der Stufe, auf der er spielte.</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>Über das Netzwerk (je Gegenüber)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>Das Spiel des Tages</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>Gespielte Tage: %1. Gewonnen: %2. Tage in Folge gewonnen: %3 (beste Serie: %4). Heute: %5.</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>Die letzten vier Wochen des Spiels des Tages</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>Die Runde wird abgerechnet…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>Dein letzter Zug der Runde</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>%1 macht den letzten Zug der Runde</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>%1 macht den letzten Zug der Runde…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Seit deinem letzten Zug:</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>Schiebe eine Karte auf eine Spalte, um sie zu setzen, oder auf Pfand &amp; Ziehen. Oder klicke Karten an, dann eine Spalte oder Pfand &amp; Ziehen, dann die Schaltfläche.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">%1 als Pfand legen und eine Karte ziehen</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">%1 auf Spalte %2 setzen</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>Enter oder die Schaltfläche spielt den Zug.</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>Deine Seite ergäbe: %1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>Deine letzte Karte: %1 macht dann den letzten Zug der Runde, und die Reihe wird abgerechnet.</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>Schritt geschafft: weiter mit „Nächster Schritt“</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">Tipp (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">Deinen Einsatz zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">Zurücknehmen, was %1 gesetzt hat (Strg+Z)</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>Deine letzte Karte: Die drei anderen Plätze machen dann je einen letzten Zug, und die Reihe wird abgerechnet.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">Fertig: Bildschirm an %1 übergeben (Eingabe)</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>Später beenden</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>Spiel für dich werten</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>Aufgeben? Noch einmal klicken</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>Bitten, den Einsatz zurückzunehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>%1 zurücknehmen lassen</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>Einsatz bleibt</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>Neu bei Cozen?</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>Ein kurzes Tutorial bringt dir das Spiel am echten Tisch bei, eine Idee pro Schritt: Pfand legen, Setzen, Stärke und wie man Spalten gewinnt. Du kannst es jederzeit verlassen und über das Menü wieder aufrufen.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Tutorial spielen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>Tutorial · Schritt %1 von %2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>Dieser Schritt ließ sich nicht laden: %1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Schau auf den Tisch…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>Tutorial beenden</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Tutorial verlassen</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>Pfand &amp; Ziehen</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>Ein Paar und eine Straße</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>Dein eigenes Pfand zählt</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>Eine kampflos gewonnene Spalte</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>Der letzte Zug</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>Nichts erbeutet: Die Pfänder bleiben</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>Paare im Gefängnis schwächen ein Deck</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">Du spielst Rot, unten; der Computer spielt Schwarz, oben. In deinem Zug machst du genau eine Sache. Die erste Art von Zug ist Pfand &amp; Ziehen: Lege eine Karte aus deiner Hand verdeckt ans rechte Ende der Pfandreihe und ziehe dann die oberste Karte deines Decks.

Lege eine beliebige Karte als Pfand: Schiebe sie auf Pfand &amp; Ziehen, oder klicke sie an, dann Pfand &amp; Ziehen, dann die Schaltfläche.</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>Die andere Art von Zug ist Setzen: Lege eine oder mehrere Karten verdeckt auf deine Seite eines Pfands, egal welches in der Reihe, ob deines oder das von Schwarz.

Setze beliebige Karten, zum Beispiel deine %1 und %2 zusammen auf Spalte 2 (Pfand von Schwarz: %3): Schiebe sie dorthin, oder klicke sie an, dann die Spalte, dann die Schaltfläche.</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>Schwarz hat keine Karten mehr auf der Hand, also ist dies der letzte Zug der Runde; danach wird jede Spalte abgerechnet, und wo beide Seiten gesetzt haben, wird alles aufgedeckt und die höhere Stärke gewinnt.

Schwarz hat vier Karten verdeckt auf sein eigenes Pfand %1 in Spalte 1 gesetzt. Setze dein Paar, %2 und %3, dorthin: Ein Paar zählt 3 Stärke.</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>Wieder der letzte Zug der Runde. Spalte 1 ist dein Pfand, %1, und Schwarz hat zwei Karten dagegen gesetzt.

Setze deine %2, %3 und %4 dorthin. Die Seite, der ein Pfand gehört, darf es in eine Kombination einbeziehen.</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>Der letzte Zug der Runde. Niemand hat auf das Pfand %1 von Schwarz in Spalte 1 gesetzt.

Setze eine beliebige Karte darauf, auch deine niedrigste.</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>Der letzte Zug der Runde. Schwarz hat drei Karten auf dein Pfand %1 in Spalte 1 gesetzt.

Setze deine %2 und %3 dorthin.</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>Du hast nur noch eine Karte auf der Hand, %1. Setze sie auf Spalte 1 (Pfand von Schwarz: %2), wo du schon eine Karte gesetzt hast.

Eine Runde endet, wenn eine Hand leer wird: Die andere Seite macht dann noch einen letzten Zug, und die Reihe wird abgerechnet.</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>Der letzte Zug der Runde, und noch keine Spalte enthält Karten beider Farben.

Setze eine Karte auf dein eigenes Pfand %1 in Spalte 1 (oder lege eine Karte als Pfand), damit niemand etwas erbeutet.</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>Sieh dir das Gefängnis von Schwarz an, oben rechts: Darin liegen deine %1 und %2, in einer früheren Runde erbeutet. Du hast keine 5 mehr zum Ausspielen.

Der letzte Zug dieser Runde: Schwarz hat zwei Karten auf dein Pfand %3 in Spalte 1 gesetzt. Setze deine %4, %5 und %6 dorthin.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">Du hast %1 verdeckt als Pfand gelegt: Damit beginnt Spalte 3, ein neues Pfand, auf das beide Seiten setzen können. Nur du weißt, was es ist. Du hast die oberste Karte deines Decks gezogen und hast also wieder fünf Karten auf der Hand.

Dann hat Schwarz dasselbe getan und Spalte 4 begonnen. Ein Pfand gehört der Seite, die es gelegt hat.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>Du hast %1 auf Spalte %2 gesetzt. Gesetzte Karten liegen verdeckt auf deiner Seite des Pfands und bewegen sich in dieser Runde nie wieder; nur du kennst sie. Beim Setzen ziehst du keine Karte, also ist deine Hand jetzt kleiner.

Schwarz hat geantwortet und eine Karte verdeckt auf Spalte 2 gesetzt.</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>Alles in Spalte 1 wurde aufgedeckt. Deine %1 und %2 sind ein Paar: 3 Stärke.

Schwarz hatte %3 %4 und %5 %6: zwei Straßen aus je zwei Karten. Eine Straße zählt 1 pro Karte, aber nur eine Straße zählt, also hatte Schwarz 2 (sein Pfand %7 gehörte zu keiner).

3 schlägt 2: Du hast die vier Karten von Schwarz und sein Pfand erbeutet, 36 SP, in dein Gefängnis. In Spalte 2 lag nur dein eigenes Pfand: Unangefochten geht es zurück in dein Deck.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">Schwarz hatte ein Paar 8er: 3 Stärke. Allein ergeben deine %1, %2 und %3 nur eine Straße aus zwei Karten (4-5) und eine einzelne Karte: 2.

Mit deinem Pfand %4 ergeben sie die Straße 4-5-6-7: 4 Stärke. Du hast beide 8er erbeutet (16 SP).</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>Spalte 1 war umkämpft, aber nur deine Seite hatte gesetzt: Du hast sie kampflos gewonnen und das Pfand %1 erbeutet (10 SP), ohne %2 aufzudecken.

Ein Pfand, das niemand verteidigt, fällt schon einer einzigen Karte zu.</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>Schwarz hatte %1 %2 %3: ein Paar 4er und einen einzelnen Buben, 3 Stärke. Dein Bubenpaar: ebenfalls 3.

Bei gleicher Stärke werden die Karten jeder Seite von der höchsten abwärts verglichen: B gegen B, dann dein zweiter Bube gegen die 4 von Schwarz. Deiner ist höher, also gewinnst du und erbeutest alle drei (18 SP). Dein Pfand %4 war in keiner Kombination, also zählte es nicht.</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>Deine Hand war leer, also hat Schwarz den letzten Zug der Runde gemacht und %1 auf Spalte 1 gesetzt. Mit seinem Pfand %2 ist das ein Paar, 3 Stärke, gegen deine %3 und %4, die nichts ergeben.

Schwarz hat beide erbeutet (14 SP). Wer seine Hand leert, überlässt der anderen Seite das letzte Wort.</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>Keine Spalte enthielt Karten beider Farben, also wurde nichts aufgedeckt und niemand hat eine Karte erbeutet.

Endet eine Runde, ohne dass etwas erbeutet wurde, bleiben die Pfänder, die zu ihrem Beginn aufgedeckt waren, dein Pfand %1 und das Pfand %2 von Schwarz, in ihrer Reihenfolge liegen; alles andere geht zurück in die Decks. Die nächste Runde legt ihre zwei neuen Pfänder rechts daneben.</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>Schwarz hatte ein Paar 6er: 3. Deine 10-B-D mit deinem Pfand %1 sind eine Straße aus vier Karten: 4. Du hast beide 6er von Schwarz erbeutet (12 SP).

Eine erbeutete Karte bleibt für den Rest des Spiels im Gefängnis. Schwarz hat keine 6 mehr: Schwarz kann nie wieder ein Paar 6er bilden und keine Straße über die 6, und du weißt das, so wie Schwarz weiß, dass du keine 5 mehr hast. Jedes Paar, das du ins Gefängnis bringst, schwächt das andere Deck endgültig und bringt dich näher an 70 SP.</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>Dieser Schritt ist geschafft: weiter mit „Nächster Schritt“.</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>Damit würde etwas erbeutet. Sorge in diesem Schritt dafür, dass niemand eine Karte erbeutet.</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>In diesem Schritt geht es um Pfand &amp; Ziehen: Lege eine Karte auf Pfand &amp; Ziehen.</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>In diesem Schritt geht es ums Setzen: Lege Karten auf eine Spalte.</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>Nicht diese Spalte: In diesem Schritt geht es um Spalte %1.</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>Setze das Paar: %1 und %2 zusammen.</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>Setze alle drei: %1, %2 und %3.</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>Setze beide Buben: %1 und %2.</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>Nicht diese Karten: Sieh nach, was dieser Schritt verlangt.</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>Du spielst Rot, unten; der Computer spielt Schwarz, oben. Du gewinnst, indem du Karten von Schwarz erbeutest: Jede kommt in dein Gefängnis und bringt ihre SP (Siegpunkte). Die Seite, die zuerst 70 SP in ihrem Gefängnis hat, gewinnt.

In deinem Zug machst du genau eine Sache. Die erste Art von Zug ist Pfand &amp; Ziehen: Lege eine Karte aus deiner Hand verdeckt ans rechte Ende der Pfandreihe und ziehe dann die oberste Karte deines Decks.

Lege deine %1 als Pfand: Schiebe sie auf Pfand &amp; Ziehen, oder klicke sie an, dann Pfand &amp; Ziehen, dann die Schaltfläche.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>Du hast %1 verdeckt als Pfand gelegt: Damit beginnt Spalte 3, ein neues Pfand, auf das beide Seiten setzen können. Nur du weißt, was es ist. Du hast die oberste Karte deines Decks gezogen, den %2, und hast also wieder fünf Karten auf der Hand.

Der %2 ist dein markierter König, mit einem X durchgekreuzt: Er allein ist 70 SP wert, wer ihn erbeutet, hat also auf einen Schlag 70. Der markierte König von Schwarz ist der %3. Jede andere Karte ist weniger wert: ein Ass 1 SP, eine Zahlenkarte ihre Zahl, Bube, Dame und König je 10.

Dann hat Schwarz dasselbe getan und Spalte 4 begonnen. Ein Pfand gehört der Seite, die es gelegt hat.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>Schwarz hatte ein Paar 8er: 3 Stärke. Allein ergeben deine %1, %2 und %3 nur eine Straße aus zwei Karten (4-5) und eine einzelne Karte: 2.

Mit deinem Pfand %4 ergeben sie die Straße 4-5-6-7: 4 Stärke. Du hast beide 8er erbeutet (16 SP).

In einer Straße zählt ein Ass niedrig (A-2-3) oder hoch (D-K-A), nie beides: K-A-2 ist keine Straße.</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>Lege in diesem Schritt deine %1 als Pfand.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>Ein Spiel ansehen</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>Füge einen Spielcode ein (er beginnt mit CZ1-) oder die ganze Nachricht, in der er kam. Die Wiedergabe zeigt jede Karte: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>Der Spielcode</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Details für einen Fehlerbericht: %1</translation>
    </message>
    <message>
        <source>CZ1-…</source>
        <extracomment>The start of a game code, as the empty field shows it: keep CZ1- as it is</extracomment>
        <translation>CZ1-…</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>der Computer</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>one card within a sentence</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>cards listed within a sentence</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the %1 and %2</source>
        <comment>cards within a sentence: the list, then the last</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>Runde %1 hat begonnen.</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>Du hast %1 als Pfand gelegt und eine Karte gezogen.</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1 hat %2 als Pfand gelegt und eine Karte gezogen.</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1 hat eine Karte verdeckt als Pfand gelegt und eine Karte gezogen.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>Du hast %1 auf Spalte %2 gesetzt.</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1 hat %2 auf Spalte %3 gesetzt.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Wähle zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1 ist keine deiner Karten.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Diese Karte gibt es nicht.</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>Lege nur eine Karte als Pfand: Ein Pfand ist genau eine Karte.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Es gibt keine Spalte %1.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>Nicht auf deiner Hand: %1.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>Paar %1</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>Straße %1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>Keine Kombination</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>Gleichstand bei %1, Karte für Karte: alles zurück</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>Unangefochten: zurück</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>Gleichstand bei %1 — du gewinnst mit der höheren Karte, %2 gegen %3, und erbeutest %4 (%5 SP)</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>Gleichstand bei %1 — %2 gewinnt mit der höheren Karte, %3 gegen %4, und erbeutet %5 (%6 SP)</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>Du erbeutest kampflos %1 (%2 SP)</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>Du erbeutest %1 (%2 SP)</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>%1 erbeutet kampflos %2 (%3 SP)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1 erbeutet %2 (%3 SP)</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 SP</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>Niemand hat eine Karte erbeutet: Die aufgedeckten Pfänder bleiben in der Reihe.</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>%1: %2 SP erbeutet; %3: %4 SP erbeutet.</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>Unentschieden: Es sind keine Karten mehr zu spielen (%1 zu %2).</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>Du gewinnst mit %1 zu %2 SP.</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>%1 gewinnt mit %2 zu %3 SP.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>Dein gespeichertes Spiel ließ sich nicht öffnen: Die Datei ist beschädigt. Sie wurde als %1 aufbewahrt, und ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Dein gespeichertes Spiel ließ sich nicht öffnen: Die Datei ist beschädigt. Sie ließ sich auch nicht beiseitelegen, bleibt also unverändert unter %1, und dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden. Es wird weitergespielt, und Cozen versucht es nach jedem Zug erneut; bis dahin würde ein Neustart das Spiel so zurückbringen, wie es zuletzt gespeichert wurde. Prüfe, ob auf dem Datenträger noch Platz ist und ob in den Ordner geschrieben werden darf.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Etwas ist schiefgelaufen.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>deine verdeckte Karte: %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>verdeckte Karte, die %1 gelegt hat: %2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>dein Pfand</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>das Pfand, das %1 gelegt hat</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1: %2, aufgedeckt</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1: %2, verdeckt</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, verdeckt</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>%1 hat %2 gesetzt</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>deine Seite: %1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>Spalte %1: %2; %3; %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 hat %n Karte verdeckt auf Spalte %2 gesetzt.</numerusform>
            <numerusform>%1 hat %n Karten verdeckt auf Spalte %2 gesetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>gierig</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>schwer</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>Experte</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>noch eine %1</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>keine %1 mehr</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>sein markierter König ist erbeutet</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>alle Ränge vollständig</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>Tipp: Lege %1 als Pfand und ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>Tipp: Setze %1 auf Spalte %2.</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>Tipp: Lege %1 als Pfand. Mit dem Rest deiner Hand ergibt das weder ein Paar noch eine Straße.</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>Dort liegt noch %n verdeckte Karte.</numerusform>
            <numerusform>Dort liegen noch %n verdeckte Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>Tipp: %1 hat auf Spalte %2 noch nichts gesetzt: Mit %3 würdest du das Pfand erbeuten.</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>Tipp: %1 hat auf Spalte %2 noch nichts gesetzt; deine Seite dort ergäbe %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2; %3 hat dort %n verdeckte Karte.</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2; %3 hat dort %n verdeckte Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2 und würde die %n Karte schlagen, die %3 dort zeigt (Stärke %4).</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2 und würde die %n Karten schlagen, die %3 dort zeigt (Stärke %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2, gegen die %n Karte, die %3 dort zeigt (Stärke %4).</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2, gegen die %n Karten, die %3 dort zeigt (Stärke %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Deine Statistik ließ sich nicht lesen: Die Datei ist beschädigt. Sie wurde als %1 aufbewahrt, und die Zählung deiner Spiele beginnt von vorn.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Deine Statistik ließ sich nicht lesen: Die Datei ist beschädigt. Sie ließ sich auch nicht beiseitelegen, bleibt also unverändert unter %1, und die Spiele dieser Sitzung werden nicht in sie geschrieben.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">Deine Statistik konnte nicht unter %1 gespeichert werden. Solange Cozen geöffnet bleibt, geht nichts verloren: Sie wird nach deinem nächsten Spiel erneut geschrieben. Prüfe, ob auf dem Datenträger noch Platz ist und ob in den Ordner geschrieben werden darf.</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>Spalte %1, Gleichstand bei %2: %3 hat sie mit der höheren Karte gewonnen, %4 gegen %5.</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>Nichts zurückzunehmen: Ein Einsatz kann zurückgenommen werden, bis der nächste Platz zieht, ein Pfand nie.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a 2v2 team by its players&apos; names</comment>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter, on a card&apos;s index and in text</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter, on a card&apos;s index and in text (German: B, for Bube)</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter, on a card&apos;s index and in text (German: D, for Dame)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter, on a card&apos;s index and in text (German: K, for König)</comment>
        <translation>K</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 have %n card(s) face down there.</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2; %3 haben dort %n verdeckte Karte.</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2; %3 haben dort %n verdeckte Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2 und würde die %n Karte schlagen, die %3 dort zeigen (Stärke %4).</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2 und würde die %n Karten schlagen, die %3 dort zeigen (Stärke %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2, gegen die %n Karte, die %3 dort zeigen (Stärke %4).</numerusform>
            <numerusform>Tipp: Deine Seite auf Spalte %1 ergäbe %2, gegen die %n Karten, die %3 dort zeigen (Stärke %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>Gleichstand bei %1 — %2 gewinnen mit der höheren Karte, %3 gegen %4, und erbeuten %5 (%6 SP)</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 erbeuten kampflos %2 (%3 SP)</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 erbeuten %2 (%3 SP)</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 gewinnen mit %2 zu %3 SP.</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">Team Rot</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">Team Schwarz</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">Team Rot</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">Team Schwarz</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>Straße</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Paar + Straße</numerusform>
            <numerusform>%n Paare + Straße</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>Remis bei %1, Karte für Karte: der Einsatz bleibt in der Reihe, der Rest geht zurück</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>Unangefochten: der Einsatz bleibt in der Reihe</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>Bleibt</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 SP → %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1 &amp; Computer</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>Vorsicht: Damit kommt dein markierter König (70 SP) auf den Tisch.</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>Keine Stärke durch %1 dort: sie zählt nur bei Gleichstand, mit der höheren Karte.</numerusform>
            <numerusform>Keine Stärke durch %1 dort: sie zählen nur bei Gleichstand, mit der höheren Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>Im Risiko: %1 SP; zu gewinnen, sichtbar: %2 SP.</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>Im Risiko: %1 SP.</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>Tipp: ein Bluff. Setze %1 auf Spalte %2: Dort entsteht nichts, aber verdeckt kann %3 das nicht sehen und wagt vielleicht nicht, dagegen zu setzen.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">Die Aufzeichnung dieses Spiels konnte nicht nach %1 geschrieben werden. Cozen schreibt sie erneut, sobald die Festplatte den nächsten Spielstand annimmt, solange es geöffnet bleibt. Prüfe, ob die Festplatte Platz hat und der Ordner beschreibbar ist.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>%Ln Runde gespielt</numerusform>
            <numerusform>%Ln Runden gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1: %Ln Karte erbeutet</numerusform>
            <numerusform>%1: %Ln Karten erbeutet</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>Keine Spalte wurde erbeutet.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>Größte Spalte: Runde %3, Spalte %4, %Ln Karte, %1 SP (%2)</numerusform>
            <numerusform>Größte Spalte: Runde %3, Spalte %4, %Ln Karten, %1 SP (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>Zwei Computer (%1)</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>Computer (%1, %2)</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 SP</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>Dein gespeichertes Spiel konnte nicht geöffnet werden: Cozen darf die Datei nicht lesen. Sie wurde als %1 aufbewahrt, und ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Dein gespeichertes Spiel konnte nicht geöffnet werden: Cozen darf die Datei nicht lesen. Sie ließ sich auch nicht beiseitelegen, bleibt also unverändert unter %1, und dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Deine Statistik konnte nicht gelesen werden: Cozen darf die Datei nicht lesen. Sie wurde als %1 aufbewahrt, und eine neue Aufzeichnung deiner Spiele beginnt.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Deine Statistik konnte nicht gelesen werden: Cozen darf die Datei nicht lesen. Sie ließ sich auch nicht beiseitelegen, bleibt also unverändert unter %1, und die Spiele dieser Sitzung werden nicht darin eingetragen.</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>Ein Name braucht einen sichtbaren Buchstaben.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>Ein Name darf keine unsichtbaren Zeichen, Richtungszeichen oder Zeilenumbrüche enthalten.</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>Ein Name darf nicht mit einem Akzent beginnen und nicht mehr als %1 Akzente auf einem Buchstaben stapeln.</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>Ein Name darf lateinische, griechische und kyrillische Buchstaben nicht mischen, denn sie sehen sich ähnlich.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>Die Aufzeichnung dieses Spiels konnte nicht nach %1 geschrieben werden. Cozen versucht es alle paar Sekunden und beim Beenden erneut und behält sie im Spielstand, um sie beim nächsten Start zu schreiben. Prüfe, ob auf dem Datenträger Platz ist und ob in den Ordner geschrieben werden darf.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>Deine Statistik konnte nicht nach %1 gespeichert werden. Cozen versucht es alle paar Sekunden und beim Beenden erneut und behält dieses Spiel im Spielstand, um es beim nächsten Start zu zählen. Prüfe, ob auf dem Datenträger Platz ist und ob in den Ordner geschrieben werden darf.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1, bei seinem letzten Zug in Runde %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>Spalte %1: %n Karte verdeckt gesetzt</numerusform>
            <numerusform>Spalte %1: %n Karten verdeckt gesetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>Spalte %1: der verdeckte Einsatz</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>Die Hand: %n Karte</numerusform>
            <numerusform>Die Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>whose cards, then where they lay</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>a rank, and how many of it were expected</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>Erwartet: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>Ein Paar darunter in %1 seiner Verteilungen</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>Gehalten: nicht gezeigt (diese Karten wurden nicht aufgedeckt)</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>Gehalten: %1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>Erwartet: kein Rang mehr als ein anderer</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>Ein starker Stapel: laut Suche etwa %1 SP besser als jeder kleinere Zug.</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>adaptiv</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>adaptiv, auf Stufe %1 von %2</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>Der Computer spielt jetzt auf Stufe %1 von %2: eine Stufe stärker.</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>Der Computer spielt jetzt auf Stufe %1 von %2: eine Stufe sanfter.</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>Der Computer bleibt auf Stufe %1 von %2.</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>Passt sich dir an — jetzt Stufe %1 von %2</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>Deine ganze Hand: Die Runde endet nach einem letzten Zug für jeden der anderen.</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>Mindestens ein Platz muss mit einer Person besetzt sein.</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>Jede Person braucht einen Namen.</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>Gib jeder Person einen anderen Namen.</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>Gib den beiden Personen verschiedene Namen.</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>dein Gegenüber</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>Warte, bis dein Gegenüber beitritt…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 ist da: Es wird gegeben…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>Verbinde mit dem anderen Spiel…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>Suche das andere Spiel…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>Jede Karte des Spiels wird geprüft…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>Jede Karte geprüft: ein faires Spiel gegen %1</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>Verlassen: Das Spiel wartet darauf, später beendet zu werden</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>Die Verbindung ist abgerissen: neuer Versuch… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>Warte auf %1… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 überlegt seit %2</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>Spiel gegen %1 über das Netzwerk</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>Das ist keine Relais-Adresse: Sie sieht aus wie mqtt://host:1883 oder mqtts://host:8883.</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>Das Spiel konnte dort weder eröffnet noch erreicht werden: Der Port ist vielleicht belegt, oder die Adresse gehört nicht zu diesem Computer.</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>Das ist keine Einladung, oder sie wurde falsch abgetippt: Prüfe sie Zeichen für Zeichen.</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>Dieses Spiel konnte nicht fortgesetzt werden: Seine Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>Das Spiel wurde beendet: Das andere Spiel hat gegen die Regeln verstoßen oder Falsches gesendet, und nichts davon ist vertrauenswürdig.</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>Das andere Spiel hat das Spiel beendet.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemanden</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>Gegen %1, Runde %2</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>Gegen %1, noch nicht gegeben</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>Du hast das Spiel gewonnen: %1 war zu lange weg</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>%1 hat das Spiel gewonnen, während du weg warst</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>Warte auf %1… %2. Du kannst das Spiel später beenden oder für dich werten.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>%1 bittet, den letzten Einsatz zurückzunehmen</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>%1 wurde gebeten, deinen Einsatz zurücknehmen zu dürfen…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>%1 möchte, dass dein Einsatz bleibt</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>noch nicht gespielt</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 zu %2 SP</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>gewonnen, %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>verloren, %1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>unentschieden, %1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>Das Spiel vom %1, zur Übung gespielt: Es zählt nicht.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>Spiel des Tages, %1: Dieses Ergebnis zählt.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>Spiel des Tages, %1, noch einmal zur Übung gespielt: Dein erstes beendetes Spiel hat gezählt.</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>Darin ist kein Spielcode. Ein Spielcode beginnt mit CZ1-.</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>Dieser Spielcode stammt von einer neueren Version von Cozen (sein Format ist %1, diese liest Format 1). Aktualisiere Cozen, um ihn anzusehen.</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>Dieser Spielcode ist beschädigt: Ein Zeichen ist falsch, fehlt oder ist zu viel, oder er wurde abgeschnitten. Kopiere ihn noch einmal vollständig.</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen, Spiel des Tages vom %1</translation>
    </message>
    <message>
        <source>Cozen</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 VP in %n round(s)</source>
        <comment>a shared game&apos;s score: Red&apos;s VP, Black&apos;s, the rounds</comment>
        <translation>
            <numerusform>%1 zu %2 SP in %n Runde</numerusform>
            <numerusform>%1 zu %2 SP in %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>Ich habe gewonnen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>Ich habe verloren</translation>
    </message>
</context>
</TS>
