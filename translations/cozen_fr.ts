<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>À propos de Cozen</translation>
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
        <translation>Le jeu de cartes de bluff et de mises, pour deux joueurs ou quatre en deux équipes.</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>Cozen est un jeu de Zach Gage.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Ce programme est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la GNU General Public License telle que publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure. Il est fourni SANS AUCUNE GARANTIE.</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>La GNU General Public License, version 3</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>Faces des cartes : le jeu « %1 » de %2, tiré des jeux de cartes de KDE, sous la licence publique générale GNU, version 2 ou ultérieure.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>Ce que l’ordinateur pensait que vous aviez</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>L’ordinateur n’a joué aucun coup dans cette manche pendant que des cartes à vous lui étaient cachées.</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>L’ordinateur ne voit jamais vos cartes cachées : il les distribue de nombreuses fois comme elles pourraient être, d’après ce qu’il a vu, en penchant pour des paires là où des cartes ont été misées ensemble. Voici les rangs qu’il attendait, à côté de ce qui s’y trouvait vraiment.</translation>
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
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La donne du jour</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>La rejouer (entraînement)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>Jouer la donne du jour</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>Jouée : %1. Une autre partie de la donne du jour est un entraînement : elle ne compte pas.</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>Pas encore jouée. Aujourd&apos;hui, tout le monde reçoit la même donne, contre l&apos;ordinateur au niveau moyen, et vous jouez les rouges. Votre première partie terminée compte.</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>Jours gagnés d&apos;affilée : %1 (record : %2).</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>Un jour passé, pour s&apos;entraîner :</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>Un jour passé, pour s&apos;entraîner (année-mois-jour)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>Ce jour ne peut pas être joué : %1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation type="vanished">Partie terminée</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>Après %n manche.</numerusform>
            <numerusform>Après %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>Partie terminée : pas cette fois</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>Victoire !</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Partager…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>Mettre %1 en jeu et piocher une carte</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>Miser %1 sur la colonne %2</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>Reprendre votre mise (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>Reprendre la mise de %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>Terminé : passer l’écran à %1 (Entrée)</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>La table reste cachée jusqu&apos;à ce que %1 soit devant l&apos;écran.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Maintenant, l&apos;écran est réservé à %1.</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>Je suis %1 — montrer mes cartes</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1&#xa0;: reprendre votre mise</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>dans votre main, sélectionnée</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>Captures&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 PV</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1&#xa0;: %2 PV</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Dernière manche</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1 : aucune carte</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1 : %2 face cachée</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>Aucune manche n’a encore été réglée.</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>Colonne %1, sur le %2</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>Colonne %1, sur une mise face cachée</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>La rangée à la fin de la manche</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Ce que l’ordinateur pensait que vous aviez</translation>
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
        <translation>☰  Menu</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>À propos de Cozen</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutoriel</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Parties récentes…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>Dernière manche…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen est déjà ouvert : le voici.</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>Jouer en réseau…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>Donne du jour (%1)…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>Regarder une partie…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Facile — pour apprendre le jeu</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>Moyen — un combat équilibré</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Difficile — joue pour gagner</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>Expert — prend son temps, une seconde par coup</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Rouge 1</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>Noir 1</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>Rouge 2</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>Noir 2</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>À deux devant cet écran</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 contre 2</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Votre nom (facultatif)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>PV en prison pour gagner (100 selon les règles à 2 contre 2)</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>PV en prison pour gagner (70 selon les règles)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>Donne du jour : %1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>Donne du jour…</translation>
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
        <translation>Détails, pour un rapport de bogue&#xa0;: %1</translation>
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
        <translation>Parties récentes</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>match nul, %1 PV à %2, %n manche</numerusform>
            <numerusform>match nul, %1 PV à %2, %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>inachevée, %1 PV à %2, %n manche</numerusform>
            <numerusform>inachevée, %1 PV à %2, %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Chaque partie jouée jusqu&apos;au bout est conservée ici.</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — endommagé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>Importé.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>Exporté.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Non exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importer un enregistrement de partie</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de parties (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exporter l&apos;enregistrement de la partie</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 contre %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>victoire de %1, %2 PV à %3, %n manche</numerusform>
            <numerusform>victoire de %1, %2 PV à %3, %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">ordinateur (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">vous</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">, </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Rouge a gagné, %1 PV à %2, %n manche</numerusform>
            <numerusform>Rouge a gagné, %1 PV à %2, %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>Noir a gagné, %1 PV à %2, %n manche</numerusform>
            <numerusform>Noir a gagné, %1 PV à %2, %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>Lecture de vos parties terminées…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>Donnez votre nom : l’autre joueur le voit.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>L’autre joueur le voit</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>Collez l’invitation que vous avez reçue</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>Comment l’autre joueur vous rejoint</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>Par un relais sur Internet (fonctionne partout)</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relais</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>Directement, sur ce réseau ou par un port redirigé</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>Donnez cette invitation à l’autre joueur. Elle est pour lui seul : quiconque l’a peut prendre sa place.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copiée.</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Détails, pour un rapport de bogue : %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>Parties à terminer</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Ne plus attendre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>Pas encore joint : %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>Une partie en réseau est sur la table : finissez-la plus tard, ou quittez-la, avant d’en commencer une autre.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>L&apos;enregistrement s&apos;arrête avant la fin de la partie, sur le score de %1 PV à %2.</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>Relecture d&apos;une partie</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>Manche %1 · coup %2 sur %3</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>Impossible d&apos;afficher cet enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>La manche %1 est distribuée.</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>La rangée des enjeux</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>Tout face visible</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>Point de vue&#xa0;: %1</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>Point de vue&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 a %2 en main</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 PV · %3 %4 PV</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">Rouge %1 PV · Noir %2 PV</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   (objectif %5)</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Ce que l’ordinateur pensait que vous aviez</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>Comment jouer à Cozen</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>Capturez les cartes de votre adversaire. Chaque carte capturée va face visible dans votre &lt;b&gt;prison&lt;/b&gt; et rapporte ses points de victoire (PV)&#xa0;: un as 1, une carte numérotée sa valeur, un valet, une dame ou un roi 10. Les deux &lt;b&gt;rois marqués&lt;/b&gt;, le R♥ et le R♠, barrés d&apos;un X, valent 70 chacun. Celui qui a atteint l&apos;objectif dans sa prison à la fin d&apos;une manche gagne&#xa0;: 70 PV, ou 100 en 2 contre 2, sauf si la partie a été réglée autrement. Si les deux camps l&apos;atteignent dans la même manche, le total le plus élevé l&apos;emporte&#xa0;; à total égal, la partie continue.</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>Les rois marqués&#xa0;: perdez le vôtre et la partie est presque perdue.</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>Les paquets et la table</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>Un camp joue Rouge, les 26 cœurs et carreaux&#xa0;; l&apos;autre Noir, les 26 trèfles et piques. Seul compte le fait qu&apos;une carte soit rouge ou noire. Votre côté de la table est en bas, l&apos;autre en haut, et la &lt;b&gt;rangée des enjeux&lt;/b&gt; traverse le milieu. Au début de chaque manche, chaque paquet est mélangé (sans ses cartes qui sont dans la prison adverse), le premier joueur de la manche et le joueur suivant retournent chacun la carte du dessus de leur paquet, face visible, au bout droit de la rangée, et tout le monde pioche cinq cartes. Le premier joueur change à chaque manche.</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>À côté de chaque paquet, son &lt;b&gt;compteur&lt;/b&gt; indique les valeurs qui lui restent&#xa0;: deux points pour une valeur dont les deux cartes sont encore là, un point quand l&apos;une d&apos;elles est dans la prison adverse, un tiret quand les deux y sont. Les points du roi sont dorés tant que le paquet a encore son roi marqué. Les prisons sont publiques&#xa0;: les deux camps voient donc tous les compteurs.</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>Par exemple, «&#xa0;7 ●●  8 ●  9 –&#xa0;»&#xa0;: les deux 7 sont encore là, un 8 a été capturé, les deux 9 aussi.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>Un tour consiste en exactement l&apos;un des deux coups suivants&#xa0;; vous ne pouvez pas passer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;Enjeu &amp; Pioche&lt;/b&gt;&#xa0;: posez une carte face cachée au bout droit de la rangée, ce qui ouvre une nouvelle colonne, puis piochez une carte. Si votre paquet est vide, vous posez l&apos;enjeu sans piocher.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;Mise&lt;/b&gt;&#xa0;: posez une ou plusieurs cartes face cachée de votre côté d&apos;une seule colonne, la vôtre ou celle de votre adversaire, que son enjeu soit visible ou caché, qu&apos;elle soit vide ou porte déjà vos mises. Les cartes misées ne bougent plus jamais, et vous ne piochez pas.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>La fin d&apos;une manche</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>Quand un coup vide la main d&apos;un joueur, chacun des autres joueurs joue encore exactement un tour, puis chaque colonne est décomptée de gauche à droite. Une colonne est un enjeu avec les cartes misées de chaque côté.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;Non disputée&lt;/b&gt;&#xa0;: ses cartes sont toutes rouges ou toutes noires. Rien n&apos;est montré, et tout retourne dans le paquet de son propriétaire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;Gagnée par forfait&lt;/b&gt;&#xa0;: seul le camp à qui l&apos;enjeu n&apos;appartient pas a misé dessus. Ce camp prend l&apos;enjeu sans montrer ses propres cartes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;Révélée&lt;/b&gt;&#xa0;: les deux camps ont misé. Tout est retourné face visible, la Force de chaque camp est comptée, et le camp le plus fort capture toutes les cartes de l&apos;autre dans cette colonne, l&apos;enjeu compris s&apos;il appartient au perdant. Les propres cartes du gagnant retournent dans son paquet.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>Un camp compte ses cartes misées, plus l&apos;enjeu quand c&apos;est le sien. Une &lt;b&gt;paire&lt;/b&gt;, deux cartes de même valeur, vaut 3&#xa0;; trois cartes de même valeur font une paire et une carte isolée, quatre font deux paires. Une &lt;b&gt;suite&lt;/b&gt;, deux valeurs consécutives ou plus, vaut 1 par carte&#xa0;; une seule suite compte par camp. Un as est bas (A-2-3) ou haut (D-R-A), jamais les deux. Chaque carte compte dans une combinaison au plus, et les cartes isolées ne comptent pas. C&apos;est toujours la meilleure répartition qui est comptée.</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>Une paire de 7 et la suite 5-6&#xa0;: Force 5.</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>Misé sur votre propre enjeu, un 6&#xa0;: la suite 3-4-5-6, Force 4, qui bat une paire de 4 (3).</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>À Force égale, les cartes les plus hautes décident. Les cartes d&apos;un camp sont ses cartes misées, plus son propre enjeu seulement s&apos;il fait partie d&apos;une combinaison dans sa meilleure répartition. On les compare de la plus haute à la plus basse (ici l&apos;as est la carte la plus haute, un roi marqué compte comme un roi)&#xa0;; la première différence l&apos;emporte, et le camp à court de cartes le premier perd. Si les listes sont égales jusqu&apos;au bout, rien n&apos;est capturé&#xa0;: tout retourne au paquet.</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>Une paire de valets contre 4, 4 et V&#xa0;: Force 3 des deux côtés. V contre V, puis V contre 4&#xa0;: la paire de valets l&apos;emporte.</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>La prison</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>Les cartes capturées restent dans la prison de celui qui les a capturées jusqu&apos;à la fin de la partie et quittent pour de bon le paquet de leur propriétaire. Un paquet qui a perdu les deux cartes d&apos;une valeur ne peut plus former cette paire, et chaque trou coupe ses suites&#xa0;: à chaque manche, il s&apos;affaiblit. Gardez un œil sur les compteurs.</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>Aucune capture</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>Quand une manche se termine sans aucune capture, les enjeux qui étaient face visible à son début restent sur la rangée, dans l&apos;ordre, et la manche suivante ajoute ses nouveaux enjeux à leur droite. Après toute manche avec une capture, la rangée est vidée.</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 contre 2</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">Deux équipes de deux, chaque joueur avec un paquet complet de sa couleur&#xa0;: Rouge 1, Noir 1, Rouge 2 et Noir 2 jouent dans cet ordre, si bien que des partenaires ne jouent jamais l&apos;un après l&apos;autre. Les partenaires misent du côté de leur équipe dans une colonne, et leurs cartes comptent ensemble pour la Force et le départage. Une équipe partage une seule prison&#xa0;; l&apos;objectif est de 100 PV. Les partenaires voient mutuellement leurs cartes face cachée sur la table, jamais leurs mains. Seuls le premier joueur de la manche et la place suivante retournent des enjeux, et le premier joueur avance d&apos;une place à chaque manche. Quand quelqu&apos;un vide sa main, chacun des trois autres joue encore un tour.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>Faites glisser une carte de votre main sur une colonne pour la miser, ou sur &lt;i&gt;Enjeu &amp; Pioche&lt;/i&gt; pour la mettre en jeu. Cliquez sur des cartes pour en sélectionner plusieurs et les faire glisser ensemble, ou cliquez sur une colonne (ou sur l&apos;emplacement d&apos;enjeu) puis sur le bouton qui nomme le coup. Au clavier&#xa0;: ←/→ choisissent une carte, Espace la sélectionne, ↑ passe à la rangée, ←/→ choisissent une colonne ou l&apos;emplacement d&apos;enjeu, Entrée joue, Échap annule la sélection. Laissez le pointeur sur l&apos;une de vos cartes face cachée pour la revoir. F1 ouvre ces règles depuis n&apos;importe où.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>Deux équipes de deux, avec deux jeux de cartes ordinaires : chaque joueur tient les 26 cartes de sa couleur, un demi-jeu avec un roi marqué, comme dans une partie à deux. Rouge 1, Noir 1, Rouge 2 et Noir 2 jouent dans cet ordre, si bien que des partenaires ne jouent jamais l&apos;un après l&apos;autre. Les partenaires misent du côté de leur équipe dans une colonne, et leurs cartes comptent ensemble pour la Force et le départage. Une équipe partage une seule prison et ses PV. Les partenaires voient mutuellement leurs cartes face cachée sur la table, jamais leurs mains. Seuls le premier joueur de la manche et la place suivante retournent des enjeux, et le premier joueur avance d&apos;une place à chaque manche. Quand quelqu&apos;un vide sa main, chacun des trois autres joue encore un tour.</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>Une équipe gagne avec 100 PV ou plus dans sa prison. Les règles imprimées demandent de dépasser 100 ; ici, 100 tout juste suffisent, comme 70 tout juste dans une partie à deux : un point que ce jeu a tranché.</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>À la fin d&apos;une manche, chaque colonne dit sous son enjeu qui a pris ses PV : « +14 PV → Ann », ou, là où la colonne est trop étroite pour un nom, une flèche vers ce côté : ▼ le côté du bas, ▲ le côté du haut.</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1&#xa0;: %2 PV sur %3&#xa0;; %4&#xa0;: %5 PV sur %3</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>Paquet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>Prison&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>Votre prison</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 a %2 en main</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>Celle du système (%1)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">Dessiner avec la carte graphique, OpenGL (au prochain démarrage)</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">Sans pilote graphique, OpenGL est plus lent et utilise plus de mémoire.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Lisibilité</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Cartes plus grandes</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>Celle du système (%1, non traduite&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>Dessiner sans la carte graphique (au prochain démarrage)</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>Dessiné maintenant avec la carte graphique (%1). Sans elle, le dessin est plus lent : ne la désactivez que si la table s’affiche mal.</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>Dessiné maintenant sans la carte graphique.</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Couper le son</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Fermer</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>Pas de son tant que cette copie du jeu tourne : COZEN_MUTE est défini dans son environnement.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>Partager cette partie</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>Cette partie ne peut pas être partagée : seule une partie terminée, jouée depuis sa première donne, peut l&apos;être.</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>Collez ceci dans une discussion ou un message. Chaque ligne est une manche, chaque signe une colonne : ♥ les rouges l&apos;ont prise, ♠ les noirs, = égalité, ○ personne. Toute personne qui a Cozen peut regarder la partie entière avec le code, dans « Regarder une partie… » du menu.</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>La partie à partager</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copiée.</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>Copier le code seul</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Le code est copié.</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>Appuyez pour choisir cette colonne pour votre coup</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, colonne %2</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>l&apos;enjeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>Colonne %1, votre côté&#xa0;: %2</translation>
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
        <translation>Enjeu &amp; Pioche</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>Appuyez pour mettre la carte choisie en jeu au bout de la rangée et piocher une carte</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">Enjeu
&amp;
Pioche</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>Mettre %1 en jeu face cachée et piocher</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>Deux contre deux, contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>Entre personnes (les parties de chaque personne)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>niveaux mixtes</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>2 contre 2&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1. Parties&#xa0;: %2. Gagnées&#xa0;: %3. Nulles&#xa0;: %4. Perdues&#xa0;: %5. PV moyens pour&#xa0;: %6, contre&#xa0;: %7. Série de victoires&#xa0;: %8, record&#xa0;: %9. Conseils utilisés&#xa0;: %10.</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1&#xa0;: %2 gagnées, %3 nulles, %4 perdues</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>Aucune partie n&apos;a encore été jouée jusqu&apos;au bout. Chaque partie que vous terminez est comptée ici&#xa0;: contre l&apos;ordinateur selon son niveau, et entre personnes selon leur nom.</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>Statistiques par mode et par niveau</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>PV moyens pour</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>PV moyens contre</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>Série (record)</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>Résultats par niveau</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>Toutes les parties comptées jusqu&apos;ici seront oubliées, à tous les niveaux et dans tous les modes. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Les garder</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>L&apos;ordinateur adaptatif joue maintenant au niveau %1 sur %2. Ses lignes comptent vos parties selon le niveau auquel il jouait.</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>En réseau (par adversaire)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La donne du jour</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>Jours joués : %1. Gagnés : %2. Jours gagnés d&apos;affilée : %3 (record : %4). Aujourd&apos;hui : %5.</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>Les quatre dernières semaines de la donne du jour</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>Décompte de la manche…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>Votre dernier tour de la manche</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>%1 joue son dernier tour de la manche</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>%1 joue son dernier tour de la manche…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour&#xa0;:</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>Faites glisser une carte sur une colonne pour la miser, ou sur Enjeu &amp; Pioche. Ou cliquez sur des cartes, puis sur une colonne ou sur Enjeu &amp; Pioche, puis sur le bouton.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">Mettre %1 en jeu et piocher une carte</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">Miser %1 sur la colonne %2</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>Entrée ou le bouton joue le coup.</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>Votre côté donnerait&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>Votre dernière carte&#xa0;: %1 joue alors le dernier tour de la manche, puis la rangée est décomptée.</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>Étape terminée&#xa0;: continuez avec «&#xa0;Étape suivante&#xa0;»</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">Conseil (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">Reprendre votre mise (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">Reprendre la mise de %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>Votre dernière carte&#xa0;: les trois autres places jouent alors chacune un dernier tour, puis la rangée est décomptée.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Bilan de la manche</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Vous avez pioché %1.</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">Terminé : passer l’écran à %1 (Entrée)</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>Finir plus tard</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>Revendiquer la partie</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>Abandonner ? Cliquez encore</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>Demander à reprendre votre mise (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>Laisser %1 la reprendre</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>La mise reste</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>Vous découvrez Cozen&#xa0;?</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>Un court tutoriel vous apprend le jeu sur la vraie table, une idée par étape&#xa0;: l&apos;enjeu, la mise, la Force et la façon de gagner les colonnes. Vous pouvez le quitter à tout moment et le reprendre depuis le menu.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Jouer le tutoriel</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>Tutoriel · étape %1 sur %2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>Impossible de charger cette étape&#xa0;: %1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Regardez la table…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>Terminer le tutoriel</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>Enjeu &amp; Pioche</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>Une mise</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>Une paire et une suite</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>Votre propre enjeu compte</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>Une colonne gagnée par forfait</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>Le départage</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>Le dernier tour</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>Aucune capture&#xa0;: les enjeux restent</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>Les paires en prison affaiblissent un paquet</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">Vous jouez Rouge, en bas&#xa0;; l&apos;ordinateur joue Noir, en haut. À votre tour, vous faites exactement une chose. Le premier type de tour est Enjeu &amp; Pioche&#xa0;: posez une carte de votre main face cachée à l&apos;extrémité droite de la rangée des enjeux, puis piochez la carte du dessus de votre paquet.

Mettez n&apos;importe quelle carte en jeu&#xa0;: faites-la glisser sur Enjeu &amp; Pioche, ou cliquez dessus, puis sur Enjeu &amp; Pioche, puis sur le bouton.</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>L&apos;autre type de tour est la mise&#xa0;: posez une ou plusieurs cartes face cachée de votre côté d&apos;un enjeu, n&apos;importe lequel de la rangée, le vôtre ou celui de Noir.

Misez les cartes que vous voulez, par exemple votre %1 et votre %2 ensemble sur la colonne 2, l&apos;enjeu %3 de Noir&#xa0;: faites-les glisser dessus, ou cliquez dessus, puis sur la colonne, puis sur le bouton.</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>Noir n&apos;a plus de cartes en main, c&apos;est donc le dernier tour de la manche&#xa0;; ensuite chaque colonne est décomptée, et là où les deux camps ont misé, tout est retourné face visible et la plus grande Force l&apos;emporte.

Noir a misé quatre cartes face cachée sur son propre enjeu, le %1, dans la colonne 1. Misez-y votre paire, le %2 et le %3&#xa0;: une paire vaut 3 de Force.</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>De nouveau le dernier tour de la manche. La colonne 1 est votre enjeu, le %1, et Noir a misé deux cartes contre lui.

Misez-y votre %2, votre %3 et votre %4. Le camp à qui appartient un enjeu peut l&apos;inclure dans une combinaison.</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>Le dernier tour de la manche. Personne n&apos;a misé sur l&apos;enjeu de Noir, le %1, dans la colonne 1.

Misez-y n&apos;importe quelle carte, même votre plus faible.</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>Le dernier tour de la manche. Noir a misé trois cartes sur votre enjeu, le %1, dans la colonne 1.

Misez-y votre %2 et votre %3.</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>Il vous reste une carte, le %1. Misez-la sur la colonne 1, l&apos;enjeu %2 de Noir, où vous avez déjà misé une carte.

Une manche se termine quand une main se vide&#xa0;: l&apos;autre camp joue alors un dernier tour, puis la rangée est décomptée.</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>Le dernier tour de la manche, et aucune colonne ne contient encore des cartes des deux couleurs.

Misez une carte sur votre propre enjeu, le %1, dans la colonne 1 (ou mettez une carte en jeu), pour que personne ne capture rien.</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>Regardez la prison de Noir, en haut à droite&#xa0;: elle contient votre %1 et votre %2, capturés lors d&apos;une manche précédente. Il ne vous reste aucun 5 à jouer.

Le dernier tour de cette manche&#xa0;: Noir a misé deux cartes sur votre enjeu, le %3, dans la colonne 1. Misez-y votre %4, votre %5 et votre %6.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">Vous avez mis %1 en jeu face cachée&#xa0;: il ouvre la colonne 3, un nouvel enjeu sur lequel les deux camps peuvent miser. Vous seul savez ce que c&apos;est. Vous avez pioché la carte du dessus de votre paquet, vous avez donc de nouveau cinq cartes en main.

Puis Noir a fait de même et ouvert la colonne 4. Un enjeu appartient au camp qui l&apos;a posé.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>Vous avez misé %1 sur la colonne %2. Les cartes misées restent face cachée de votre côté de l&apos;enjeu et ne bougent plus de la manche&#xa0;; vous seul les connaissez. Une mise ne fait pas piocher, votre main est donc plus petite.

Noir a répondu en misant une carte face cachée sur la colonne 2.</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>Tout a été retourné dans la colonne 1. Votre %1 et votre %2 forment une paire&#xa0;: 3 de Force.

Noir avait %3 %4 et %5 %6&#xa0;: deux suites de deux cartes. Une suite vaut 1 par carte, mais une seule suite compte, Noir avait donc 2 (son enjeu %7 n&apos;entrait dans aucune).

3 bat 2&#xa0;: vous avez capturé les quatre cartes de Noir et son enjeu, 36 PV, dans votre prison. La colonne 2 ne contenait que votre propre enjeu&#xa0;: non disputée, elle revient à votre paquet.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">Noir avait une paire de 8&#xa0;: 3 de Force. Seuls, votre %1, votre %2 et votre %3 ne font qu&apos;une suite de deux (4-5) et une carte isolée&#xa0;: 2.

Avec votre enjeu %4, ils forment la suite 4-5-6-7&#xa0;: 4 de Force. Vous avez capturé les deux 8 (16 PV).</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>La colonne 1 était disputée, mais seul votre camp avait misé&#xa0;: vous l&apos;avez gagnée par forfait et capturé le %1 (10 PV), sans retourner %2.

Un enjeu que personne ne défend tombe face à n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>Noir avait %1 %2 %3&#xa0;: une paire de 4 et un valet isolé, 3 de Force. Votre paire de valets&#xa0;: 3 aussi.

À Force égale, les cartes de chaque camp sont comparées de la plus haute à la plus basse&#xa0;: V contre V, puis votre second valet contre le 4 de Noir. Le vôtre est plus fort, vous gagnez donc et capturez les trois (18 PV). Votre enjeu %4 n&apos;entrait dans aucune combinaison, il n&apos;a donc pas compté.</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>Votre main était vide, Noir a donc joué le dernier tour de la manche&#xa0;: il a misé le %1 sur la colonne 1. Avec son enjeu %2, cela fait une paire, 3 de Force, contre votre %3 et votre %4, qui ne font rien.

Noir a capturé les deux (14 PV). Vider votre main donne le dernier mot à l&apos;autre camp.</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>Aucune colonne ne contenait des cartes des deux couleurs&#xa0;: rien n&apos;a été retourné et personne n&apos;a capturé de carte.

Quand une manche se termine sans capture, les enjeux qui étaient face visible à son début, votre %1 et le %2 de Noir, restent sur la rangée dans l&apos;ordre&#xa0;; tout le reste retourne dans les paquets. La manche suivante ajoute ses deux nouveaux enjeux à leur droite.</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>Noir avait une paire de 6&#xa0;: 3. Votre 10-V-D avec votre enjeu %1 forme une suite de quatre&#xa0;: 4. Vous avez capturé les deux 6 de Noir (12 PV).

Une carte capturée reste en prison pour le reste de la partie. Noir n&apos;a plus de 6&#xa0;: il ne pourra plus jamais faire de paire de 6, ni de suite passant par le 6, et vous le savez, comme Noir sait qu&apos;il ne vous reste aucun 5. Chaque paire que vous emprisonnez affaiblit l&apos;autre paquet pour de bon, et vous rapproche des 70 PV.</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>Cette étape est terminée&#xa0;: continuez avec «&#xa0;Étape suivante&#xa0;».</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>Cela capturerait quelque chose. Dans cette étape, faites en sorte que personne ne capture de carte.</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>Cette étape porte sur Enjeu &amp; Pioche&#xa0;: déposez une carte sur Enjeu &amp; Pioche.</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>Cette étape porte sur la mise&#xa0;: déposez des cartes sur une colonne.</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>Pas cette colonne&#xa0;: cette étape porte sur la colonne %1.</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>Misez la paire&#xa0;: le %1 et le %2 ensemble.</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>Misez les trois&#xa0;: le %1, le %2 et le %3.</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>Misez les deux valets&#xa0;: le %1 et le %2.</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>Pas ces cartes&#xa0;: voyez ce que demande cette étape.</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>Vous jouez Rouge, en bas ; l&apos;ordinateur joue Noir, en haut. Vous gagnez en capturant les cartes de Noir : chacune va dans votre prison et rapporte ses PV (points de victoire). Le premier camp qui a 70 PV dans sa prison gagne.

À votre tour, vous faites exactement une chose. Le premier type de tour est Enjeu &amp; Pioche : posez une carte de votre main face cachée à l&apos;extrémité droite de la rangée des enjeux, puis piochez la carte du dessus de votre paquet.

Mettez votre %1 en jeu : faites glisser cette carte sur Enjeu &amp; Pioche, ou cliquez dessus, puis sur Enjeu &amp; Pioche, puis sur le bouton.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>Vous avez mis %1 en jeu face cachée : il ouvre la colonne 3, un nouvel enjeu sur lequel les deux camps peuvent miser. Vous seul savez ce que c&apos;est. Vous avez pioché la carte du dessus de votre paquet, le %2, vous avez donc de nouveau cinq cartes en main.

Le %2 est votre roi marqué, barré d&apos;un X : il vaut à lui seul 70 PV, si bien que celui qui le capture a 70 d&apos;un coup. Le roi marqué de Noir est le %3. Toutes les autres cartes valent moins : un as 1 PV, une carte numérotée sa valeur, un valet, une dame ou un roi 10.

Puis Noir a fait de même et ouvert la colonne 4. Un enjeu appartient au camp qui l&apos;a posé.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>Noir avait une paire de 8 : 3 de Force. Seuls, votre %1, votre %2 et votre %3 ne font qu&apos;une suite de deux (4-5) et une carte isolée : 2.

Avec votre enjeu %4, ils forment la suite 4-5-6-7 : 4 de Force. Vous avez capturé les deux 8 (16 PV).

Dans une suite, un as compte bas (A-2-3) ou haut (D-R-A), jamais les deux : R-A-2 n&apos;est pas une suite.</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>Dans cette étape, mettez votre %1 en jeu.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>Regarder une partie</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>Collez un code de partie (il commence par CZ1-), ou tout le message qui le contient. Le visionnage montre toutes les cartes : la partie est finie.</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>Le code de la partie</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Détails, pour un rapport de bogue&#xa0;: %1</translation>
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
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>La manche %1 a commencé.</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>Vous avez mis %1 en jeu et pioché une carte.</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1 a mis %2 en jeu et pioché une carte.</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1 a mis une carte en jeu face cachée et pioché une carte.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>Vous avez misé %1 sur la colonne %2.</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1 a misé %2 sur la colonne %3.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>C&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est à %1 de jouer.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choisissez d&apos;abord une carte de votre main.</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1 n&apos;est pas une de vos cartes.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Cette carte n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>Une seule carte à la fois&#xa0;: un enjeu est exactement une carte.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Il n&apos;y a pas de colonne %1.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>Pas dans votre main&#xa0;: %1.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas autorisé.</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>Paire de %1</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>Suite %1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>Aucune combinaison</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>Égalité à %1, carte pour carte&#xa0;: tout revient</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>Non disputée&#xa0;: tout revient</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>rien</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>Égalité à %1 — vous gagnez à la carte la plus haute, %2 contre %3, et prenez %4 (%5 PV)</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>Égalité à %1 — %2 gagne à la carte la plus haute, %3 contre %4, et prend %5 (%6 PV)</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>Vous prenez %1 par forfait (%2 PV)</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>Vous prenez %1 (%2 PV)</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>%1 prend %2 par forfait (%3 PV)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1 prend %2 (%3 PV)</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 PV</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>Personne n&apos;a capturé de carte&#xa0;: les enjeux face visible restent sur la rangée.</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>%1&#xa0;: %2 PV capturés&#xa0;; %3&#xa0;: %4 PV capturés.</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>Match nul&#xa0;: plus aucune carte à jouer (%1 à %2).</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>Vous gagnez, %1 PV à %2.</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>%1 gagne, %2 PV à %3.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>Votre partie sauvegardée n&apos;a pas pu être ouverte&#xa0;: le fichier est endommagé. Il a été conservé sous %1, et une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Votre partie sauvegardée n&apos;a pas pu être ouverte&#xa0;: le fichier est endommagé. Il n&apos;a pas pu non plus être mis de côté&#xa0;; il reste donc tel quel dans %1, et cette partie ne sera pas sauvegardée.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>La partie n&apos;a pas pu être sauvegardée dans %1. Le jeu continue, et Cozen réessaie après chaque coup&#xa0;; d&apos;ici là, un redémarrage ramènerait la partie telle qu&apos;elle était à la dernière sauvegarde. Vérifiez qu&apos;il reste de la place sur le disque et que le dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Une erreur s&apos;est produite.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>votre carte face cachée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>carte face cachée de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>votre enjeu</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>enjeu de %1</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1, %2, face visible</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1, %2, face cachée</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, face cachée</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>côté de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>votre côté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>Colonne %1&#xa0;: %2&#xa0;; %3&#xa0;; %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 a misé %n carte face cachée sur la colonne %2.</numerusform>
            <numerusform>%1 a misé %n cartes face cachée sur la colonne %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>glouton</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>difficile</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>expert</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>plus qu&apos;un %1</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>plus aucun %1</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>son roi marqué capturé</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>toutes les valeurs complètes</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>Conseil&#xa0;: mettez %1 en jeu et piochez une carte.</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>Conseil&#xa0;: misez %1 sur la colonne %2.</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>Conseil&#xa0;: mettez %1 en jeu. Cette carte ne fait ni paire ni suite avec le reste de votre main.</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>Plus %n carte face cachée.</numerusform>
            <numerusform>Plus %n cartes face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>Conseil&#xa0;: rien de %1 sur la colonne %2 pour l&apos;instant&#xa0;: avec %3, vous prendriez l&apos;enjeu.</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>Conseil&#xa0;: rien de %1 sur la colonne %2 pour l&apos;instant&#xa0;; votre côté y donnerait %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2&#xa0;; %3 y a %n carte face cachée.</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2&#xa0;; %3 y a %n cartes face cachée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, battant la %n carte que %3 y montre (Force %4).</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, battant les %n cartes que %3 y montre (Force %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, contre la %n carte que %3 y montre (Force %4).</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, contre les %n cartes que %3 y montre (Force %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Vos statistiques n&apos;ont pas pu être lues&#xa0;: le fichier est endommagé. Il a été conservé sous %1, et un nouveau relevé de vos parties commence.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Vos statistiques n&apos;ont pas pu être lues&#xa0;: le fichier est endommagé. Il n&apos;a pas pu non plus être mis de côté&#xa0;; il reste donc tel quel dans %1, et les parties de cette session n&apos;y seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">Vos statistiques n&apos;ont pas pu être enregistrées dans %1. Rien n&apos;est perdu tant que Cozen reste ouvert&#xa0;: elles seront réécrites après votre prochaine partie. Vérifiez qu&apos;il reste de la place sur le disque et que le dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>Colonne %1, égalité à %2&#xa0;: %3 l’a gagnée à la carte la plus haute, %4 contre %5.</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>Rien à reprendre&#xa0;: une mise peut être reprise jusqu’à ce que la place suivante joue, un enjeu jamais.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>Ordinateur (%1)</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter, on a card&apos;s index and in text (German: D, for Dame)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter, on a card&apos;s index and in text (German: K, for König)</comment>
        <translation>R</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 have %n card(s) face down there.</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2&#xa0;; %3 y ont %n carte face cachée.</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2&#xa0;; %3 y ont %n cartes face cachée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, battant la %n carte que %3 y montrent (Force %4).</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, battant les %n cartes que %3 y montrent (Force %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, contre la %n carte que %3 y montrent (Force %4).</numerusform>
            <numerusform>Conseil&#xa0;: votre côté sur la colonne %1 donnerait %2, contre les %n cartes que %3 y montrent (Force %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>Égalité à %1 — %2 gagnent à la carte la plus haute, %3 contre %4, et prennent %5 (%6 PV)</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 prennent %2 par forfait (%3 PV)</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 prennent %2 (%3 PV)</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 gagnent, %2 PV à %3.</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">Équipe Rouge</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">Équipe Noire</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">l&apos;équipe Rouge</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">l&apos;équipe Noire</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>Rien</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>Suite</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Paire</numerusform>
            <numerusform>%n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Paire + suite</numerusform>
            <numerusform>%n paires + suite</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>Égalité à %1, carte pour carte : la mise reste sur la rangée, le reste revient</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>Non disputée : la mise reste sur la rangée</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>Reste</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 PV → %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1 &amp; ordinateur</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>Ordinateurs</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>Attention : cela met votre roi marqué (70 PV) sur la table.</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>Aucune force de %1 ici : elle ne compte qu’en cas d’égalité, à la carte la plus haute.</numerusform>
            <numerusform>Aucune force de %1 ici : elles ne comptent qu’en cas d’égalité, à la carte la plus haute.</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>En jeu : %1 PV ; à gagner, en vue : %2 PV.</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>En jeu : %1 PV.</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>Conseil : un bluff. Misez %1 sur la colonne %2 : rien ne s’y forme, mais face cachée %3 ne peut pas le savoir, et n’osera peut-être pas miser contre.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">L&apos;enregistrement de cette partie n&apos;a pas pu être écrit dans %1. Cozen l&apos;écrit de nouveau dès que le disque accepte la prochaine sauvegarde de la partie, tant qu&apos;il reste ouvert. Vérifiez que le disque a de la place et que le dossier est accessible en écriture.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>%Ln manche jouée</numerusform>
            <numerusform>%Ln manches jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1 : %Ln carte capturée</numerusform>
            <numerusform>%1 : %Ln cartes capturées</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>Aucune colonne n’a été capturée.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>Plus grosse colonne : manche %3, colonne %4, %Ln carte, %1 PV (%2)</numerusform>
            <numerusform>Plus grosse colonne : manche %3, colonne %4, %Ln cartes, %1 PV (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>Deux ordinateurs (%1)</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>Ordinateurs (%1, %2)</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 PV</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>Votre partie enregistrée n’a pas pu être ouverte : Cozen n’a pas le droit de lire le fichier. Il a été conservé sous %1, et une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Votre partie enregistrée n’a pas pu être ouverte : Cozen n’a pas le droit de lire le fichier. Il n’a pas pu être mis de côté non plus : il reste tel quel à %1, et cette partie ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Vos statistiques n’ont pas pu être lues : Cozen n’a pas le droit de lire le fichier. Il a été conservé sous %1, et un nouveau relevé de vos parties commence.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Vos statistiques n’ont pas pu être lues : Cozen n’a pas le droit de lire le fichier. Il n’a pas pu être mis de côté non plus : il reste tel quel à %1, et les parties de cette session n’y seront pas inscrites.</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>Un nom doit contenir une lettre visible.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>Un nom ne peut contenir ni caractères invisibles, ni marques de direction, ni retours à la ligne.</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>Un nom ne peut ni commencer par un accent ni en empiler plus de %1 sur une lettre.</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>Un nom ne peut pas mêler lettres latines, grecques et cyrilliques, qui se ressemblent.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>L’enregistrement de cette partie n’a pas pu être écrit dans %1. Cozen réessaie toutes les quelques secondes et en quittant, et le garde dans la sauvegarde pour l’écrire au prochain lancement. Vérifiez qu’il reste de la place sur le disque et que le dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans %1. Cozen réessaie toutes les quelques secondes et en quittant, et garde cette partie dans la sauvegarde pour la compter au prochain lancement. Vérifiez qu’il reste de la place sur le disque et que le dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1, à son dernier coup de la manche %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>Colonne %1 : %n carte misée face cachée</numerusform>
            <numerusform>Colonne %1 : %n cartes misées face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>Colonne %1 : la mise face cachée</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>La main : %n carte</numerusform>
            <numerusform>La main : %n cartes</numerusform>
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
        <translation>Attendu : %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>Une paire parmi elles dans %1 de ses donnes</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>Tenu : non montré (ces cartes n’ont pas été retournées)</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>Tenu : %1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>Attendu : aucun rang plus qu’un autre</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>Une pile forte : selon la recherche, environ %1 PV de mieux que tout coup plus petit.</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>adaptatif</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>adaptatif, au niveau %1 sur %2</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>L&apos;ordinateur joue maintenant au niveau %1 sur %2 : un cran plus fort.</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>L&apos;ordinateur joue maintenant au niveau %1 sur %2 : un cran plus doux.</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>L&apos;ordinateur reste au niveau %1 sur %2.</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>S&apos;adapte à vous — niveau %1 sur %2</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>Toute votre main : la manche se termine après un dernier tour pour chacun des autres.</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>Au moins une place doit être occupée par une personne.</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>Chaque personne doit avoir un nom.</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>Donnez un nom différent à chaque personne.</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>Donnez des noms différents aux deux personnes.</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>l’autre joueur</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>En attente de l’autre joueur…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 est là : distribution…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>Rencontre avec l’autre partie…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>Recherche de l’autre partie…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>Vérification de chaque carte de la partie…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>Chaque carte vérifiée : une partie loyale contre %1</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>Quittée : la partie attend d’être finie plus tard</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>Connexion perdue : reconnexion… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>En attente de %1… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 réfléchit depuis %2</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>Partie en réseau contre %1</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>Ce n’est pas l’adresse d’un relais : elle s’écrit comme mqtt://hote:1883 ou mqtts://hote:8883.</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>La partie n’a pu être hébergée ni jointe à cet endroit : le port est peut-être pris, ou l’adresse n’est pas celle de cet ordinateur.</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>Ce n’est pas une invitation, ou elle a été mal recopiée : vérifiez-la lettre par lettre.</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>Cette partie n’a pu être reprise : son fichier est endommagé.</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>La partie s’est arrêtée : l’autre partie a enfreint les règles ou envoyé quelque chose de faux, et plus rien ne peut lui être accordé.</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>L’autre partie a arrêté le jeu.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>personne encore</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>Contre %1, manche %2</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>Contre %1, pas encore distribuée</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>Vous avez revendiqué la partie : %1 s’est absenté trop longtemps</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>%1 a revendiqué la partie pendant votre absence</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>En attente de %1… %2. Vous pouvez finir la partie plus tard, ou la revendiquer.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>%1 demande à reprendre sa dernière mise</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>Vous avez demandé à %1 de reprendre votre mise…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>%1 préfère que votre mise reste</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>pas encore jouée</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 PV à %2</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>gagnée, %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>perdue, %1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>match nul, %1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>La donne du %1, jouée pour s&apos;entraîner : elle ne compte pas.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>Donne du jour, %1 : ce résultat compte.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>Donne du jour, %1, rejouée pour s&apos;entraîner : votre première partie terminée a compté.</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>Il n&apos;y a pas de code de partie. Un code de partie commence par CZ1-.</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>Ce code de partie vient d&apos;une version plus récente de Cozen (son format est %1 ; celle-ci lit le format 1). Mettez Cozen à jour pour la regarder.</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>Ce code de partie est abîmé : une lettre est fausse, manquante ou en trop, ou il a été coupé. Copiez-le à nouveau, en entier.</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen, donne du jour du %1</translation>
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
            <numerusform>%1 PV à %2 en %n manche</numerusform>
            <numerusform>%1 PV à %2 en %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>J&apos;ai gagné</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>J&apos;ai perdu</translation>
    </message>
</context>
</TS>
