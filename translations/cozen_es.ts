<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>Acerca de Cozen</translation>
    </message>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>The card game of bluffing and wagering, for two players or four in teams.</source>
        <translation>El juego de cartas de faroles y apuestas, para dos jugadores o cuatro por parejas.</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>Cozen es un juego de Zach Gage.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Este programa es software libre: puedes redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU publicada por la Free Software Foundation, ya sea la versión 3 de la Licencia o (a tu elección) cualquier versión posterior. Se ofrece SIN NINGUNA GARANTÍA.</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>La Licencia Pública General de GNU, versión 3</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>Caras de las cartas: la baraja «%1» de %2, de los juegos de cartas de KDE, bajo la Licencia Pública General de GNU, versión 2 o posterior.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>Lo que la máquina creía que tenías</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>La máquina no hizo ninguna jugada en esa ronda mientras tenías cartas ocultas para ella.</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>La máquina nunca ve tus cartas ocultas: las reparte muchas veces como podrían ser, según lo que vio, inclinándose por parejas donde se apostaron cartas juntas. Estos son los valores que esperaba, junto a lo que había de verdad.</translation>
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
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La partida del día</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>Jugarla otra vez (práctica)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>Jugar la partida del día</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>Jugada: %1. Otra partida del día es de práctica: no cuenta.</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>Aún no jugada. Hoy todo el mundo recibe el mismo reparto, contra el ordenador en nivel medio, y tú juegas con rojo. Cuenta tu primera partida terminada.</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>Días ganados seguidos: %1 (mejor racha: %2).</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>Un día anterior, como práctica:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>Un día anterior, como práctica (año-mes-día)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>Ese día no se puede jugar: %1</translation>
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
        <translation type="vanished">Fin de la partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>Tras %n ronda.</numerusform>
            <numerusform>Tras %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>Fin de la partida: esta vez no</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ver repetición</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>¡Victoria!</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Compartir…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>Poner %1 como puesta y robar una carta</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>Apostar %1 en la columna %2</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>Retirar tu apuesta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>Retirar la apuesta de %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>Listo: pasa la pantalla a %1 (Intro)</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>La mesa está oculta hasta que %1 esté frente a la pantalla.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pásale la pantalla a %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Ahora solo %1 debe mirar la pantalla.</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>Soy %1 — mostrar mis cartas</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1: retira tu apuesta</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>en tu mano, seleccionada</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>Capturadas: %1</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 PV</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1: %2 PV</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Última ronda</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1: ninguna carta</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1: %2 boca abajo</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>Aún no se ha resuelto ninguna ronda.</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>Columna %1, sobre el %2</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>Columna %1, sobre una apuesta boca abajo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>La fila al final de la ronda</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Lo que la máquina creía que tenías</translation>
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
        <translation>☰  Menú</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>Acerca de Cozen</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Partidas recientes…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Estadísticas…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>Última ronda…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen ya está abierto: aquí lo tienes.</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>Jugar en red…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>Partida del día (%1)…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>Ver una partida…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Fácil — para aprender a jugar</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>Media — un duelo igualado</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Difícil — juega para ganar</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>Experta — se toma su tiempo, un segundo por jugada</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Rojo 1</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>Negro 1</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>Rojo 2</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>Negro 2</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra la máquina</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>Dos personas en esta pantalla</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 contra 2</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Máquina: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Tu nombre (opcional)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>La máquina</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>PV en la cárcel para ganar (100 según las reglas de 2 contra 2)</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>PV en la cárcel para ganar (70 según las reglas)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>Partida del día: %1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>Partida del día…</translation>
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
        <translation>Detalles para un informe de error: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>empate, %1 PV a %2, %n ronda</numerusform>
            <numerusform>empate, %1 PV a %2, %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>sin terminar, %1 PV a %2, %n ronda</numerusform>
            <numerusform>sin terminar, %1 PV a %2, %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>Aún no hay partidas terminadas. Aquí se guarda cada partida jugada hasta el final.</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — dañado: %2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ver repetición</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>Importado.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>No se ha importado: %1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>Exportado.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>No se ha exportado: %1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importar un registro de partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exportar el registro de la partida</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 contra %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>victoria de %1, %2 PV a %3, %n ronda</numerusform>
            <numerusform>victoria de %1, %2 PV a %3, %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">máquina (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">tú</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">, </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>ganó Rojo, %1 PV a %2, %n ronda</numerusform>
            <numerusform>ganó Rojo, %1 PV a %2, %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>ganó Negro, %1 PV a %2, %n ronda</numerusform>
            <numerusform>ganó Negro, %1 PV a %2, %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>Leyendo tus partidas terminadas…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>Jugar en red</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>Escribe tu nombre: el otro jugador lo verá.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Crear una partida</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>El otro jugador lo verá</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>Pega la invitación que te dieron</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>Cómo te encuentra el otro jugador</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>A través de un relé en internet (funciona en cualquier sitio)</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relé</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>Directamente, en esta red o a través de un puerto redirigido</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>Da esta invitación al otro jugador. Es solo para esa persona: quien la tenga puede ocupar su sitio.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copiada.</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Detalles, para un informe de error: %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>Partidas por terminar</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Crear</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Dejar de esperar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>Aún sin conexión: %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>Hay una partida en red en la mesa: termínala más tarde o déjala antes de empezar otra.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>El registro se corta antes del final de la partida, con %1 PV a %2.</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>Repetición de una partida</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>Ronda %1 · jugada %2 de %3</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>No se puede mostrar este registro: %1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>Se ha repartido la ronda %1.</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>La fila de puestas</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>Todo boca arriba</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>Punto de vista: %1</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>Punto de vista: %1 (%2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1: %2 en la mano</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 PV · %3 %4 PV</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">Rojo %1 PV · Negro %2 PV</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   (a %5)</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ver el resultado</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Lo que la máquina creía que tenías</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>Cómo se juega a Cozen</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>Captura las cartas de tu rival. Cada carta capturada va boca arriba a tu &lt;b&gt;cárcel&lt;/b&gt; y suma sus Puntos de Victoria (PV): un as, 1; una carta numérica, su número; una jota, una reina o un rey, 10. Los dos &lt;b&gt;reyes marcados&lt;/b&gt;, el K♥ y el K♠, tachados con una X, valen 70 cada uno. Gana quien tenga el objetivo en su cárcel al final de una ronda: 70 PV, o 100 en 2 contra 2, salvo que la partida se haya configurado de otro modo. Si ambos bandos lo alcanzan en la misma ronda, gana el total más alto; con totales iguales, se sigue jugando.</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>Los reyes marcados: si pierdes el tuyo, la partida está prácticamente perdida.</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>Los mazos y la mesa</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>Un bando juega con Rojo, los 26 corazones y diamantes; el otro con Negro, los 26 tréboles y picas. Los palos solo indican el color de una carta. Tu lado de la mesa está abajo, el del rival arriba, y la &lt;b&gt;fila de puestas&lt;/b&gt; cruza el centro. Al comienzo de cada ronda se baraja cada mazo (sin sus cartas que estén en la cárcel del rival), quien empieza la ronda y el jugador siguiente ponen cada uno la primera carta de su mazo boca arriba en el extremo derecho de la fila, y todos roban cinco cartas. Quien empieza cambia en cada ronda.</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>Junto a cada mazo, su &lt;b&gt;contador&lt;/b&gt; muestra qué valores le quedan: dos puntos si de un valor quedan las dos cartas, un punto si una de ellas está en la cárcel del rival y un guion si lo están las dos. Los puntos del rey son dorados mientras el mazo conserve su rey marcado. Las cárceles están a la vista de todos, así que ambos bandos ven todos los contadores.</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>Por ejemplo, «7 ●●  8 ●  9 –»: los dos 7 siguen ahí, un 8 ha sido capturado y los dos 9 también.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>Cada turno es exactamente una de estas dos jugadas; no puedes pasar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;Puesta y robo&lt;/b&gt;: pon una carta boca abajo en el extremo derecho de la fila, con lo que empieza una nueva columna, y luego roba una carta. Si tu mazo está vacío, haces la puesta sin robar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;Apuesta&lt;/b&gt;: pon una o más cartas boca abajo en tu lado de una sola columna cualquiera, tuya o de tu rival, con la puesta boca arriba o boca abajo, vacía o con apuestas tuyas. Las cartas apostadas ya no se mueven, y no robas.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>El final de una ronda</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>Cuando una jugada deja vacía la mano de un jugador, cada uno de los demás juega exactamente un turno más y después se resuelven las columnas de izquierda a derecha. Una columna es una puesta con las cartas apostadas a cada lado de ella.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;Sin disputa&lt;/b&gt;: todas sus cartas son del mismo color. No se muestra nada, y todo vuelve al mazo de su dueño.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;Ganada sin oposición&lt;/b&gt;: solo ha apostado en ella el bando al que no pertenece la puesta. Ese bando se lleva la puesta sin mostrar sus propias cartas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;Revelada&lt;/b&gt;: los dos bandos han apostado. Todo se pone boca arriba, se cuenta la Fuerza de cada bando y el más fuerte captura todas las cartas del otro en esa columna, también la puesta si es del perdedor. Las cartas propias del ganador vuelven a su mazo.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>Un bando cuenta sus cartas apostadas, más la puesta si es suya. Una &lt;b&gt;pareja&lt;/b&gt;, dos cartas del mismo valor, vale 3; tres del mismo valor forman una pareja y una carta suelta, y cuatro, dos parejas. Una &lt;b&gt;escalera&lt;/b&gt;, dos o más valores seguidos, vale 1 por carta; solo cuenta una escalera por bando. El as es bajo (A-2-3) o alto (Q-K-A), nunca las dos cosas. Cada carta cuenta como mucho en una combinación, y las cartas sueltas no cuentan nada. Siempre se cuenta la mejor disposición posible.</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>Una pareja de 7 y la escalera 5-6: Fuerza 5.</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>Apostando sobre tu propio 6: la escalera 3-4-5-6, Fuerza 4, que gana a una pareja de 4 (3).</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>Con igual Fuerza deciden las cartas más altas. Las cartas de cada bando son sus cartas apostadas, más su propia puesta solo si forma parte de una combinación de su mejor disposición. Se comparan de la más alta a la más baja (aquí el as es la carta más alta y un rey marcado es un rey más); la primera diferencia decide, y el bando que se queda antes sin cartas pierde. Si las listas son iguales hasta el final, no se captura nada: todo vuelve a su mazo.</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>Una pareja de jotas contra 4, 4 y J: ambos tienen Fuerza 3. J contra J, luego J contra 4: gana la pareja de jotas.</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>La cárcel</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>Las cartas capturadas se quedan en la cárcel de quien las captura el resto de la partida y salen para siempre del mazo de su dueño. Un mazo que ha perdido las dos cartas de un valor ya no puede formar esa pareja, y cada hueco le rompe escaleras: cada ronda es más débil. No pierdas de vista los contadores.</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>Sin capturas</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>Cuando una ronda termina sin ninguna carta capturada, las puestas que estaban boca arriba al empezarla se quedan en la fila, en su orden, y la ronda siguiente añade sus nuevas puestas a su derecha. Tras cualquier ronda con alguna captura, la fila se vacía.</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 contra 2</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">Dos equipos de dos, cada jugador con un mazo completo de su color: Rojo 1, Negro 1, Rojo 2 y Negro 2 juegan en ese orden, así que los compañeros nunca juegan uno detrás del otro. Los compañeros apuestan en el lado de su equipo de cada columna, y sus cartas cuentan juntas para la Fuerza y el desempate. Cada equipo comparte una cárcel; el objetivo es 100 PV. Los compañeros ven las cartas boca abajo del otro en la mesa, pero nunca su mano. Solo quien empieza la ronda y el asiento siguiente ponen puestas boca arriba, y el turno de empezar avanza un asiento en cada ronda. Cuando alguien vacía su mano, cada uno de los otros tres juega un turno más.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Cómo jugar aquí</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>Arrastra una carta de tu mano a una columna para apostarla, o a &lt;i&gt;Puesta y robo&lt;/i&gt; para jugarla como puesta. Haz clic en varias cartas para seleccionarlas y arrastrarlas juntas, o haz clic en una columna (o en la casilla) y luego en el botón que indica la jugada. Con el teclado: ←/→ eligen una carta, Espacio la selecciona, ↑ pasa a la fila, ←/→ eligen una columna o la casilla de puesta, Intro juega, Esc anula. Deja el puntero sobre una de tus cartas boca abajo para volver a verla. F1 abre estas reglas desde cualquier sitio.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>Dos equipos de dos, con dos barajas normales: cada jugador tiene las 26 cartas de su color, media baraja con un rey marcado, como en una partida de dos. Rojo 1, Negro 1, Rojo 2 y Negro 2 juegan en ese orden, así que los compañeros nunca juegan uno detrás del otro. Los compañeros apuestan en el lado de su equipo de cada columna, y sus cartas cuentan juntas para la Fuerza y el desempate. Cada equipo comparte una cárcel y sus PV. Los compañeros ven las cartas boca abajo del otro en la mesa, pero nunca su mano. Solo quien empieza la ronda y el asiento siguiente ponen puestas boca arriba, y el turno de empezar avanza un asiento en cada ronda. Cuando alguien vacía su mano, cada uno de los otros tres juega un turno más.</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>Un equipo gana con 100 PV o más en su cárcel. Las reglas impresas piden superar 100; aquí basta con 100 justos, como bastan 70 justos en una partida de dos: un punto que este juego ha decidido.</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>Al final de una ronda, cada columna dice bajo su puesta quién se llevó sus PV: «+14 PV → Ann», o, donde la columna es demasiado estrecha para un nombre, una flecha hacia ese lado: ▼ el lado de abajo, ▲ el lado de arriba.</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1: %2 de %3 PV; %4: %5 de %3 PV</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>Cárcel: %1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>Tu cárcel</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1: %2 en la mano</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>El del sistema (%1)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin animaciones</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">Dibujar con la tarjeta gráfica, OpenGL (a partir del próximo inicio)</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">Sin un controlador gráfico, OpenGL es más lento y usa más memoria.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Visibilidad</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Cartas más grandes</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>El del sistema (%1, sin traducción: %2)</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>Dibujar sin la tarjeta gráfica (desde el próximo inicio)</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>Ahora se dibuja con la tarjeta gráfica (%1). Sin ella, el dibujo es más lento: desactívala solo si la mesa se ve mal.</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>Ahora se dibuja sin la tarjeta gráfica.</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Reducir el movimiento</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Cerrar</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>Sin sonido mientras se ejecute esta copia del juego: COZEN_MUTE está definido en su entorno.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>Compartir esta partida</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>Esta partida no se puede compartir: solo una partida terminada, jugada desde su primer reparto.</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>Pega esto en un chat o un mensaje. Cada línea es una ronda y cada signo una columna: ♥ la ganó Rojo, ♠ Negro, = empate, ○ nadie. Cualquiera con Cozen puede ver la partida entera con el código, en «Ver una partida…» del menú.</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>La partida para compartir</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Copiada.</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>Copiar solo el código</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>El código está copiado.</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>Pulsa para elegir esta columna para tu jugada</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, columna %2</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>la puesta: %1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>Columna %1, tu lado: %2</translation>
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
        <translation>Puesta y robo</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>Pulsa para poner la carta elegida como puesta al final de la fila y robar una carta</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">Puesta
y
robo</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>Poner %1 boca abajo como puesta y robar</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra la máquina</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>Dos contra dos, contra la máquina</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>Personas entre sí (las partidas de cada persona)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>niveles mixtos</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>2 contra 2: %1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1. Partidas: %2. Ganadas: %3. Empatadas: %4. Perdidas: %5. PV medios a favor: %6, en contra: %7. Racha de victorias: %8, mejor: %9. Pistas usadas: %10.</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1: %2 ganadas, %3 empatadas, %4 perdidas</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>Aún no se ha jugado ninguna partida hasta el final. Cada partida que termines se cuenta aquí: contra la máquina, según su nivel, y entre personas, por nombre.</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>Estadísticas por modo y nivel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empatadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>PV medios a favor</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>PV medios en contra</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>Racha (mejor)</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>Resultados por nivel</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Restablecer estadísticas?</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>Se olvidarán todas las partidas contadas hasta ahora, en todos los niveles y en todos los modos. Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Conservarlas</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>La máquina adaptativa juega ahora en el nivel %1 de %2. Sus filas cuentan tus partidas según el nivel al que jugó.</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>En red (por jugador)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>La partida del día</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>Días jugados: %1. Ganados: %2. Días ganados seguidos: %3 (mejor racha: %4). Hoy: %5.</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>Las últimas cuatro semanas de la partida del día</translation>
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
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>máquina: %1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>Resolviendo la ronda…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>Tu último turno de la ronda</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>Último turno de la ronda: %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>%1 juega el último turno de la ronda…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Desde tu último turno:</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>Arrastra una carta a una columna para apostarla, o a Puesta y robo. O haz clic en cartas, luego en una columna o en Puesta y robo, y después en el botón.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">Poner %1 como puesta y robar una carta</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">Apostar %1 en la columna %2</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>Pulsa Intro o el botón para jugarla.</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>Tu lado quedaría: %1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>Tu última carta: después %1 juega el último turno de la ronda y se resuelve la fila.</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>Paso completado: sigue con «Siguiente paso»</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">Pista (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">Retirar tu apuesta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">Retirar la apuesta de %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>Tu última carta: después los otros tres puestos juegan un último turno cada uno y se resuelve la fila.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Resumen de la ronda</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ver el resultado</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Has robado %1.</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">Listo: pasa la pantalla a %1 (Intro)</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Dejar la partida</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>Terminar más tarde</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>Reclamar la partida</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>¿Rendirte? Vuelve a pulsar</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>Pedir retirar tu apuesta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>Dejar que %1 la retire</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>La apuesta se queda</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>¿Nuevo en Cozen?</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>Un breve tutorial te enseña el juego en la mesa real, una idea por paso: la puesta, la apuesta, la Fuerza y cómo se ganan las columnas. Puedes dejarlo en cualquier momento y volver a él desde el menú.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Jugar el tutorial</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>Tutorial · paso %1 de %2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>No se pudo cargar este paso: %1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Mira la mesa…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>Terminar el tutorial</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Salir del tutorial</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>Puesta y robo</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>Una apuesta</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>Una pareja y una escalera</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>Tu propia puesta cuenta</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>Una columna ganada sin oposición</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>El desempate</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>El último turno</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>Sin capturas: las puestas se quedan</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>Las parejas encarceladas debilitan un mazo</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">Tú juegas con Rojo, abajo; la máquina juega con Negro, arriba. En tu turno haces exactamente una cosa. El primer tipo de turno es Puesta y robo: pon una carta de tu mano boca abajo en el extremo derecho de la fila de puestas y luego roba la carta de arriba de tu mazo.

Pon cualquier carta como puesta: arrástrala a Puesta y robo, o haz clic en ella, luego en Puesta y robo y después en el botón.</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>El otro tipo de turno es una apuesta: pon una o más cartas boca abajo en tu lado de una puesta, cualquiera de la fila, tuya o de Negro.

Apuesta las cartas que quieras, por ejemplo tu %1 y tu %2 juntos en la columna 2, la puesta %3 de Negro: arrástralas allí, o haz clic en ellas, luego en la columna y después en el botón.</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>Negro no tiene cartas en la mano, así que este es el último turno de la ronda; después se resuelve cada columna y, donde ambos bandos han apostado, todo se pone boca arriba y gana la mayor Fuerza.

Negro ha apostado cuatro cartas boca abajo en su propia puesta, el %1, en la columna 1. Apuesta ahí tu pareja, el %2 y el %3: una pareja vale 3 de Fuerza.</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>Otra vez el último turno de la ronda. La columna 1 es tu puesta, el %1, y Negro ha apostado dos cartas contra ella.

Apuesta ahí tu %2, tu %3 y tu %4. El bando al que pertenece una puesta puede incluirla en una combinación.</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>El último turno de la ronda. Nadie ha apostado en la puesta de Negro, el %1, en la columna 1.

Apuesta en ella cualquier carta, incluso la más baja.</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>El último turno de la ronda. Negro ha apostado tres cartas en tu puesta, el %1, en la columna 1.

Apuesta ahí tu %2 y tu %3.</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>Te queda una carta, el %1. Apuéstala en la columna 1, la puesta %2 de Negro, donde ya apostaste una carta.

Una ronda termina cuando una mano se vacía: el otro bando juega entonces un último turno y se resuelve la fila.</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>El último turno de la ronda, y ninguna columna tiene todavía cartas de los dos colores.

Apuesta una carta en tu propia puesta, el %1, en la columna 1 (o pon una carta como puesta), para que nadie capture nada.</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>Mira la cárcel de Negro, arriba a la derecha: tiene tu %1 y tu %2, capturados en una ronda anterior. No te queda ningún 5 para jugar.

El último turno de esta ronda: Negro ha apostado dos cartas en tu puesta, el %3, en la columna 1. Apuesta ahí tu %4, tu %5 y tu %6.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">Pusiste %1 boca abajo como puesta: abrió la columna 3, una nueva puesta en la que ambos bandos pueden apostar. Solo tú sabes qué es. Robaste la carta de arriba de tu mazo, así que vuelves a tener cinco cartas.

Luego Negro hizo lo mismo y abrió la columna 4. Una puesta pertenece al bando que la puso.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>Apostaste %1 en la columna %2. Las cartas apostadas quedan boca abajo en tu lado de la puesta y no se mueven más en esta ronda; solo tú las conoces. Una apuesta no roba carta, así que tu mano es más pequeña.

Negro respondió apostando una carta boca abajo en la columna 2.</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>Todo lo de la columna 1 se puso boca arriba. Tu %1 y tu %2 son una pareja: 3 de Fuerza.

Negro tenía %3 %4 y %5 %6: dos escaleras de dos cartas. Una escalera vale 1 por carta, pero solo cuenta una escalera, así que Negro tenía 2 (su puesta %7 no entraba en ninguna).

3 gana a 2: capturaste las cuatro cartas de Negro y su puesta, 36 PV, para tu cárcel. La columna 2 solo tenía tu propia puesta: sin disputa, vuelve a tu mazo.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">Negro tenía una pareja de 8: 3 de Fuerza. Solos, tu %1, tu %2 y tu %3 solo forman una escalera de dos (4-5) y una carta suelta: 2.

Con tu puesta %4 forman la escalera 4-5-6-7: 4 de Fuerza. Capturaste los dos 8 (16 PV).</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>La columna 1 estaba disputada, pero solo tu bando había apostado: la ganaste sin oposición y capturaste el %1 (10 PV), sin poner boca arriba %2.

Una puesta que nadie defiende cae ante cualquier carta.</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>Negro tenía %1 %2 %3: una pareja de 4 y una J suelta, 3 de Fuerza. Tu pareja de jotas: 3 también.

Con la misma Fuerza, las cartas de cada bando se comparan de la más alta a la más baja: J contra J, luego tu segunda J contra el 4 de Negro. La tuya es más alta, así que ganas y capturas las tres (18 PV). Tu puesta %4 no estaba en ninguna combinación, así que no contó.</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>Tu mano estaba vacía, así que Negro jugó el último turno de la ronda: apostó el %1 en la columna 1. Con su puesta %2 eso es una pareja, 3 de Fuerza, contra tu %3 y tu %4, que no forman nada.

Negro capturó las dos (14 PV). Vaciar tu mano le da la última palabra al otro bando.</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>Ninguna columna tenía cartas de los dos colores, así que no se puso nada boca arriba y nadie capturó ninguna carta.

Cuando una ronda termina sin capturas, las puestas que estaban boca arriba al empezar, tu %1 y el %2 de Negro, se quedan en la fila en su orden; todo lo demás vuelve a los mazos. La ronda siguiente añade sus dos nuevas puestas a su derecha.</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>Negro tenía una pareja de 6: 3. Tu 10-J-Q con tu puesta %1 es una escalera de cuatro: 4. Capturaste los dos 6 de Negro (12 PV).

Una carta capturada se queda en la cárcel el resto de la partida. A Negro no le queda ningún 6: nunca más podrá formar una pareja de 6 ni una escalera que pase por el 6, y tú lo sabes, igual que Negro sabe que a ti no te queda ningún 5. Cada pareja que encarcelas debilita el otro mazo para siempre y te acerca a los 70 PV.</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>Este paso está completado: sigue con «Siguiente paso».</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>Eso capturaría algo. En este paso, que nadie capture ninguna carta.</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>Este paso trata de Puesta y robo: suelta una carta en Puesta y robo.</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>Este paso trata de una apuesta: suelta cartas en una columna.</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>Esa columna no: este paso trata de la columna %1.</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>Apuesta la pareja: el %1 y el %2 juntos.</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>Apuesta las tres: el %1, el %2 y el %3.</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>Apuesta las dos jotas: la %1 y la %2.</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>Esas cartas no: mira lo que pide este paso.</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>Tú juegas con Rojo, abajo; la máquina juega con Negro, arriba. Ganas capturando las cartas de Negro: cada una va a tu cárcel y suma sus PV (Puntos de Victoria). Gana el primer bando que tenga 70 PV en su cárcel.

En tu turno haces exactamente una cosa. El primer tipo de turno es Puesta y robo: pon una carta de tu mano boca abajo en el extremo derecho de la fila de puestas y luego roba la carta de arriba de tu mazo.

Pon tu %1 como puesta: arrástralo a Puesta y robo, o haz clic en él, luego en Puesta y robo y después en el botón.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>Pusiste %1 boca abajo como puesta: abrió la columna 3, una nueva puesta en la que ambos bandos pueden apostar. Solo tú sabes qué es. Robaste la carta de arriba de tu mazo, el %2, así que vuelves a tener cinco cartas.

El %2 es tu rey marcado, tachado con una X: vale 70 PV por sí solo, así que quien lo capture tiene 70 de golpe. El rey marcado de Negro es el %3. Todas las demás cartas valen menos: un as, 1 PV; una carta numérica, su número; una jota, una reina o un rey, 10.

Luego Negro hizo lo mismo y abrió la columna 4. Una puesta pertenece al bando que la puso.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>Negro tenía una pareja de 8: 3 de Fuerza. Solos, tu %1, tu %2 y tu %3 solo forman una escalera de dos (4-5) y una carta suelta: 2.

Con tu puesta %4 forman la escalera 4-5-6-7: 4 de Fuerza. Capturaste los dos 8 (16 PV).

En una escalera, el as cuenta bajo (A-2-3) o alto (Q-K-A), nunca las dos cosas: K-A-2 no es escalera.</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>En este paso, pon tu %1 como puesta.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>Ver una partida</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>Pega un código de partida (empieza por CZ1-) o el mensaje entero en que llegó. La repetición muestra todas las cartas: la partida ha terminado.</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>El código de la partida</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Detalles para un informe de error: %1</translation>
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
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (máquina)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>La máquina</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>la máquina</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>Empezó la ronda %1.</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>Pusiste %1 como puesta y robaste una carta.</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1 puso %2 como puesta y robó una carta.</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1 puso una carta boca abajo como puesta y robó una carta.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>Apostaste %1 en la columna %2.</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1 apostó %2 en la columna %3.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Es tu turno.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Es el turno de %1.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Primero elige una carta de tu mano.</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1 no es una de tus cartas.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Esa carta no existe.</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>Pon las puestas de una en una: una puesta es exactamente una carta.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>No existe la columna %1.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>No tienes %1 en la mano.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>Pareja de %1</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>Escalera %1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>Sin combinación</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>Empate a %1, carta por carta: todo vuelve al mazo</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>Sin disputa: todo vuelve al mazo</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>nada</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>Empate a %1 — ganas por la carta más alta, %2 contra %3, y te llevas %4 (%5 PV)</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>Empate a %1 — %2 gana por la carta más alta, %3 contra %4, y se lleva %5 (%6 PV)</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>Te llevas %1 sin oposición (%2 PV)</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>Te llevas %1 (%2 PV)</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>%1 se lleva %2 sin oposición (%3 PV)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1 se lleva %2 (%3 PV)</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Al mazo</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 PV</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>Nadie ha capturado ninguna carta: las puestas boca arriba se quedan en la fila.</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>%1: %2 PV capturados; %3: %4 PV capturados.</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>Empate: no quedan cartas para jugar (%1 a %2).</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>Ganas, %1 PV a %2.</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>%1 gana, %2 PV a %3.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>No se ha podido abrir tu partida guardada: el archivo está dañado. Se ha conservado como %1 y empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>No se ha podido abrir tu partida guardada: el archivo está dañado. Tampoco se ha podido apartar, así que se queda tal cual en %1, y esta partida no se guardará.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>No se ha podido guardar la partida en %1. El juego continúa y Cozen lo vuelve a intentar tras cada jugada; hasta entonces, si reinicias, se recuperará la partida tal como estaba la última vez que se guardó. Comprueba que queda espacio en el disco y que se puede escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Algo ha salido mal.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>tu %1 boca abajo</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>%2 boca abajo de %1</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>tu puesta</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>la puesta de %1</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1: %2, boca arriba</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1: %2, boca abajo</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, boca abajo</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>%1, en su lado: %2</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>en tu lado: %1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>Columna %1: %2; %3; %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 apostó %n carta boca abajo en la columna %2.</numerusform>
            <numerusform>%1 apostó %n cartas boca abajo en la columna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>codiciosa</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>difícil</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>experta</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>queda un %1</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>no queda ningún %1</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>su rey marcado capturado</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>todos los valores completos</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>Pista: pon %1 como puesta y roba una carta.</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>Pista: apuesta %1 en la columna %2.</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>Pista: pon %1 como puesta. No forma pareja ni escalera con el resto de tu mano.</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>Y %n carta más boca abajo ahí.</numerusform>
            <numerusform>Y %n cartas más boca abajo ahí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>Pista: aún no hay nada de %1 en la columna %2: con %3 te llevarías su puesta.</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>Pista: aún no hay nada de %1 en la columna %2; tu lado ahí quedaría %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2; %3 tiene ahí %n carta boca abajo.</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2; %3 tiene ahí %n cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, y ganaría a la %n carta que %3 muestra ahí (Fuerza %4).</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, y ganaría a las %n cartas que %3 muestra ahí (Fuerza %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, frente a la %n carta que %3 muestra ahí (Fuerza %4).</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, frente a las %n cartas que %3 muestra ahí (Fuerza %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>No se han podido leer tus estadísticas: el archivo está dañado. Se ha conservado como %1 y empieza un registro nuevo de tus partidas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>No se han podido leer tus estadísticas: el archivo está dañado. Tampoco se ha podido apartar, así que se queda tal cual en %1, y las partidas de esta sesión no se escribirán en él.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">No se han podido guardar tus estadísticas en %1. No se pierde nada mientras Cozen siga abierto: se volverán a escribir tras tu próxima partida. Comprueba que queda espacio en el disco y que se puede escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>Columna %1, empate a %2: %3 la ganó por la carta más alta, %4 contra %5.</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>Nada que deshacer: una apuesta se puede retirar hasta que juegue el siguiente puesto; una puesta, nunca.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>Máquina (%1)</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a 2v2 team by its players&apos; names</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter, on a card&apos;s index and in text</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter, on a card&apos;s index and in text (German: B, for Bube)</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter, on a card&apos;s index and in text (German: D, for Dame)</comment>
        <translation>Q</translation>
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
            <numerusform>Pista: tu lado en la columna %1 quedaría %2; %3 tienen ahí %n carta boca abajo.</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2; %3 tienen ahí %n cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, y ganaría a la %n carta que %3 muestran ahí (Fuerza %4).</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, y ganaría a las %n cartas que %3 muestran ahí (Fuerza %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, frente a la %n carta que %3 muestran ahí (Fuerza %4).</numerusform>
            <numerusform>Pista: tu lado en la columna %1 quedaría %2, frente a las %n cartas que %3 muestran ahí (Fuerza %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>Empate a %1 — %2 ganan por la carta más alta, %3 contra %4, y se llevan %5 (%6 PV)</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 se llevan %2 sin oposición (%3 PV)</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 se llevan %2 (%3 PV)</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 ganan, %2 PV a %3.</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">Equipo Rojo</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">Equipo Negro</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">el equipo Rojo</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">el equipo Negro</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>Escalera</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Pareja</numerusform>
            <numerusform>%n parejas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>Pareja + escalera</numerusform>
            <numerusform>%n parejas + escalera</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>Empate a %1, carta por carta: la apuesta se queda en la fila, el resto vuelve al mazo</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>Sin disputa: la apuesta se queda en la fila</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>Se queda</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 PV → %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1 y ordenador</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>Ordenadores</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>Cuidado: esto pone tu rey marcado (70 PV) sobre la mesa.</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>%1 no da Fuerza ahí: solo cuenta en un empate, por la carta más alta.</numerusform>
            <numerusform>%1 no dan Fuerza ahí: solo cuentan en un empate, por la carta más alta.</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>En riesgo: %1 PV; por ganar, a la vista: %2 PV.</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>En riesgo: %1 PV.</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>Pista: un farol. Apuesta %1 en la columna %2: no se forma nada ahí, pero boca abajo %3 no puede saberlo, y quizá no se atreva a apostar en contra.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">No se pudo escribir el registro de esta partida en %1. Cozen lo escribe de nuevo en cuanto el disco acepte el próximo guardado de la partida, mientras siga abierto. Comprueba que el disco tenga espacio y que se pueda escribir en la carpeta.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>%Ln ronda jugada</numerusform>
            <numerusform>%Ln rondas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1: %Ln carta capturada</numerusform>
            <numerusform>%1: %Ln cartas capturadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>No se capturó ninguna columna.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>Mayor columna: ronda %3, columna %4, %Ln carta, %1 PV (%2)</numerusform>
            <numerusform>Mayor columna: ronda %3, columna %4, %Ln cartas, %1 PV (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>Dos máquinas (%1)</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>Máquinas (%1, %2)</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 PV</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>No se pudo abrir tu partida guardada: Cozen no tiene permiso para leer el archivo. Se ha guardado como %1 y empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>No se pudo abrir tu partida guardada: Cozen no tiene permiso para leer el archivo. Tampoco se pudo apartar, así que se queda tal cual en %1, y esta partida no se guardará.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>No se pudieron leer tus estadísticas: Cozen no tiene permiso para leer el archivo. Se ha guardado como %1 y empieza un registro nuevo de tus partidas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>No se pudieron leer tus estadísticas: Cozen no tiene permiso para leer el archivo. Tampoco se pudo apartar, así que se queda tal cual en %1, y las partidas de esta sesión no se anotarán en él.</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>Un nombre necesita una letra visible.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Un nombre tiene como máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>Un nombre no puede contener caracteres invisibles, marcas de dirección ni saltos de línea.</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>Un nombre no puede empezar con un acento ni acumular más de %1 en una letra.</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>Un nombre no puede mezclar letras latinas, griegas y cirílicas, que se parecen.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>No se pudo escribir el registro de esta partida en %1. Cozen lo reintenta cada pocos segundos y al salir, y lo guarda en la partida guardada para escribirlo en el próximo inicio. Comprueba que haya espacio en el disco y que se pueda escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>No se pudieron guardar tus estadísticas en %1. Cozen lo reintenta cada pocos segundos y al salir, y guarda esta partida en la partida guardada para contarla en el próximo inicio. Comprueba que haya espacio en el disco y que se pueda escribir en la carpeta.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1, en su última jugada de la ronda %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>Columna %1: %n carta apostada boca abajo</numerusform>
            <numerusform>Columna %1: %n cartas apostadas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>Columna %1: la puesta boca abajo</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>La mano: %n carta</numerusform>
            <numerusform>La mano: %n cartas</numerusform>
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
        <translation>Esperado: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>Una pareja entre ellas en el %1 de sus repartos</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>Tenía: no se muestra (estas cartas no se destaparon)</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>Tenía: %1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>Esperado: ningún valor más que otro</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>Un montón fuerte: según la búsqueda, unos %1 PV mejor que cualquier jugada más pequeña.</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>adaptativo</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>adaptativo, en el nivel %1 de %2</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>La máquina juega ahora en el nivel %1 de %2: un paso más fuerte.</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>La máquina juega ahora en el nivel %1 de %2: un paso más suave.</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>La máquina se queda en el nivel %1 de %2.</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>Se adapta a ti — ahora nivel %1 de %2</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>Toda tu mano: la ronda termina tras un último turno para cada uno de los demás.</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>Al menos un asiento tiene que ser de una persona.</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>Cada persona necesita un nombre.</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>Da a cada persona un nombre distinto.</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>Da un nombre distinto a cada una de las dos personas.</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>el otro jugador</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>Esperando a que se una el otro jugador…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 ha llegado: repartiendo…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>Encontrando la otra partida…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>Buscando la otra partida…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>Comprobando cada carta de la partida…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>Todas las cartas comprobadas: una partida limpia contra %1</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>Abandonada: la partida espera a terminarse más tarde</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>Se perdió la conexión: reconectando… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>Esperando a %1… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 lleva %2 pensando</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>Jugando contra %1 en red</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>Esa no es la dirección de un relé: se escribe como mqtt://host:1883 o mqtts://host:8883.</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>No se pudo crear ni alcanzar la partida ahí: puede que el puerto esté ocupado o que la dirección no sea de este ordenador.</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>Eso no es una invitación, o se copió mal: revísala letra por letra.</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>No se pudo retomar esa partida: su archivo está dañado.</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>La partida se detuvo: la otra partida rompió las reglas o envió algo falso, y ya no se puede confiar en nada de ella.</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>La otra partida detuvo el juego.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>nadie todavía</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>Contra %1, ronda %2</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>Contra %1, aún sin repartir</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>Reclamaste la partida: %1 estuvo ausente demasiado tiempo</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>%1 reclamó la partida mientras estabas ausente</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>Esperando a %1… %2. Puedes terminar la partida más tarde o reclamarla.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>%1 pide retirar su última apuesta</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>Has pedido a %1 retirar tu apuesta…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>%1 prefiere que tu apuesta se quede</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>aún no jugada</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 PV a %2</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>ganada, %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>perdida, %1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>empate, %1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>La partida del %1, jugada como práctica: no cuenta.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>Partida del día, %1: este resultado cuenta.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>Partida del día, %1, jugada otra vez como práctica: contó tu primera partida terminada.</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>No hay ningún código de partida. Un código de partida empieza por CZ1-.</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>Este código de partida lo hizo una versión más nueva de Cozen (su formato es %1; esta lee el formato 1). Actualiza Cozen para verla.</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>Este código de partida está dañado: una letra está mal, falta o sobra, o se cortó. Cópialo otra vez, entero.</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen, partida del día %1</translation>
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
            <numerusform>%1 PV a %2 en %n ronda</numerusform>
            <numerusform>%1 PV a %2 en %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>He ganado</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>%1 ganó</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>He perdido</translation>
    </message>
</context>
</TS>
