<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>О программе Cozen</translation>
    </message>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>The card game of bluffing and wagering, for two players or four in teams.</source>
        <translation>Карточная игра блефа и ставок для двух игроков или для четырёх в двух командах.</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>Cozen — игра Зака Гейджа (Zach Gage).</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Эта программа — свободное программное обеспечение: вы можете распространять и/или изменять её на условиях Стандартной общественной лицензии GNU в том виде, в каком она опубликована Фондом свободного программного обеспечения, либо версии 3 лицензии, либо (по вашему выбору) любой более поздней версии. Она предоставляется БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ.</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>Стандартная общественная лицензия GNU, версия 3</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>Лицевые стороны карт: колода «%1» работы %2 из карточных игр KDE, по лицензии GNU General Public License версии 2 или более поздней.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>Что компьютер думал о ваших картах</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>В этом раунде компьютер не сделал ни одного хода, пока ваши карты были от него скрыты.</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>Компьютер никогда не видит ваши скрытые карты: он много раз раздаёт их так, как они могли бы лечь, исходя из увиденного, и склоняется к парам там, где карты ставили вместе. Вот достоинства, которых он ожидал, рядом с тем, что было на самом деле.</translation>
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
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>Сыграть ещё раз (тренировка)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>Сыграть расклад дня</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>Сыграно: %1. Следующие игры этого расклада — тренировка: они не засчитываются.</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>Ещё не сыграно. Сегодня у всех в мире один и тот же расклад против компьютера среднего уровня, и вы играете красными. Засчитывается первая доигранная игра.</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>Побед подряд по дням: %1 (лучшая серия: %2).</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Текущая игра будет потеряна.</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>Прошлый день, для тренировки:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>Прошлый день, для тренировки (год-месяц-день)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>Этот день нельзя сыграть: %1</translation>
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
        <translation type="vanished">Игра окончена</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>Игра длилась %n раунд.</numerusform>
            <numerusform>Игра длилась %n раунда.</numerusform>
            <numerusform>Игра длилась %n раундов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>Игра окончена: в этот раз не вышло</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>Победа!</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Поделиться…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>Заложить %1 и взять карту</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>Поставить %1 на столбец %2</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Подсказка (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>Отменить ставку (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>Отменить ставку (%1, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>Готово: передать экран игроку %1 (Enter)</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>Стол скрыт, пока к экрану не подойдёт %1.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Передайте экран игроку %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Теперь на экран смотрит только %1.</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>Я — %1, показать мои карты</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1: отменить свою ставку</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты на руке</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>на руке, выбрана</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>на руке</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>захвачено: %1</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 ПО</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1: %2 ПО</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Последний раунд</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1: нет карт</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1: %2 рубашкой вверх</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>Ещё ни один раунд не подведён.</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>Столбец %1, на %2</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>Столбец %1, на закрытой ставке</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>Ряд в конце раунда</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Что компьютер думал о ваших картах</translation>
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
        <translation>☰  Меню</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>О программе Cozen</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Последние игры…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Статистика…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>Последний раунд…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen уже открыт: вот он.</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>Игра по сети…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>Расклад дня (%1)…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>Посмотреть игру…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Лёгкий — чтобы освоить игру</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>Средний — равный бой</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Сложный — играет на победу</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>Эксперт — не торопится, секунда на ход</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>Красные 1</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>Чёрные 1</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>Красные 2</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>Чёрные 2</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>Вдвоём за одним экраном</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 на 2</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Компьютер: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>Ваше имя (необязательно)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Ваш цвет</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Кто начинает</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>ПО в тюрьме для победы (по правилам игры 2 на 2 — 100)</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>ПО в тюрьме для победы (по правилам — 70)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Выйти из этой игры?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Текущая игра будет потеряна.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую игру</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>Расклад дня: %1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>Расклад дня…</translation>
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
        <translation>Подробности для отчёта об ошибке: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Последние игры</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>ничья, %1 : %2 ПО, %n раунд</numerusform>
            <numerusform>ничья, %1 : %2 ПО, %n раунда</numerusform>
            <numerusform>ничья, %1 : %2 ПО, %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>не окончена, %1 : %2 ПО, %n раунд</numerusform>
            <numerusform>не окончена, %1 : %2 ПО, %n раунда</numerusform>
            <numerusform>не окончена, %1 : %2 ПО, %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>Оконченных игр пока нет. Здесь хранится каждая игра, сыгранная до конца.</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — запись повреждена: %2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>Импортировано.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Не импортировано: %1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>Экспортировано.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Не экспортировано: %1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Импортировать запись игры</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи игр (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Экспортировать запись игры</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 против %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>победа: %1, %2 : %3 ПО, %n раунд</numerusform>
            <numerusform>победа: %1, %2 : %3 ПО, %n раунда</numerusform>
            <numerusform>победа: %1, %2 : %3 ПО, %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">компьютер (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">вы</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">, </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>победили Красные, %1 : %2 ПО, %n раунд</numerusform>
            <numerusform>победили Красные, %1 : %2 ПО, %n раунда</numerusform>
            <numerusform>победили Красные, %1 : %2 ПО, %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>победили Чёрные, %1 : %2 ПО, %n раунд</numerusform>
            <numerusform>победили Чёрные, %1 : %2 ПО, %n раунда</numerusform>
            <numerusform>победили Чёрные, %1 : %2 ПО, %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>Чтение завершённых игр…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>Игра по сети</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>Укажите имя: его увидит другой игрок.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Создать игру</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Присоединиться к игре</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>Его увидит другой игрок</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>Вставьте полученное приглашение</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Вы играете за</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>Как другой игрок подключится к вам</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>Через ретранслятор в интернете (работает везде)</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Ретранслятор</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>Напрямую, в этой сети или через проброшенный порт</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>Передайте это приглашение другому игроку. Оно только для него: тот, у кого оно есть, может занять его место.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Скопировано.</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Подробности для отчёта об ошибке: %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>Незаконченные игры</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Перестать ждать</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>Пока не подключено: %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>На столе идёт сетевая игра: отложите её или покиньте, прежде чем начать другую.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>Запись обрывается до конца игры, при счёте %1 : %2 ПО.</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>Просмотр игры</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>Раунд %1 · ход %2 из %3</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>Эту запись нельзя показать: %1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>Раунд %1: карты розданы.</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>Ряд закладов</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>Всё в открытую</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>Глазами игрока: %1</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>Глазами игрока: %1 (%2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1: на руке %2</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 ПО · %3 %4 ПО</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">Красные %1 ПО · Чёрные %2 ПО</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>Раунд %1 окончен</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   (до %5)</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>К итогам игры</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>Что компьютер думал о ваших картах</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>Как играть в Cozen</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>Захватывайте карты соперника. Каждая захваченная карта ложится лицом вверх в вашу &lt;b&gt;тюрьму&lt;/b&gt; и приносит свои победные очки (ПО): туз — 1, числовая карта — своё число, валет, дама или король — 10. Два &lt;b&gt;меченых короля&lt;/b&gt;, К♥ и К♠, перечёркнутые крестом, стоят по 70. Побеждает тот, у кого после раунда в тюрьме набралась цель: 70 ПО или 100 в игре 2 на 2, если при создании игры не задано иное. Если обе стороны достигли цели в одном раунде, побеждает больший итог; при равных итогах игра продолжается.</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>Меченые короли: потеряете своего — и игра, считайте, проиграна.</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>Колоды и стол</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>Одна сторона играет красными — это все 26 карт червей и бубен, другая чёрными — все 26 карт треф и пик. Масть означает только цвет карты. Ваша сторона стола — внизу, сторона соперника — вверху, а посередине проходит &lt;b&gt;ряд закладов&lt;/b&gt;. В начале каждого раунда все колоды тасуются (без своих карт, попавших в тюрьму соперника); начинающий раунд и следующий за ним игрок открывают каждый верхнюю карту своей колоды и кладут её в правый конец ряда, и все берут по пять карт. Начинающий меняется каждый раунд.</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>Рядом с каждой колодой её &lt;b&gt;счётчик&lt;/b&gt; показывает, какие достоинства в ней ещё остались: две точки — обе карты этого достоинства на месте, одна точка — одна из них в тюрьме соперника, прочерк — там обе. Точки короля золотые, пока в колоде есть её меченый король. Тюрьмы открыты для всех, поэтому обе стороны видят все счётчики.</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>Например, «7 ●●  8 ●  9 –»: обе семёрки на месте, одна восьмёрка захвачена, обе девятки тоже.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>Ход — это ровно одно из двух действий; пропускать ход нельзя.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;Заклад и добор&lt;/b&gt;: положите одну карту рубашкой вверх в правый конец ряда — с неё начинается новый столбец, — затем возьмите карту из колоды. Если ваша колода пуста, вы делаете заклад, не беря карту.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;Ставка&lt;/b&gt;: положите одну или несколько карт рубашкой вверх на свою сторону любого одного столбца — своего или соперника, с открытым или закрытым закладом, пустого или уже с вашими ставками. Поставленные карты больше не перемещаются, и карту из колоды вы не берёте.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Конец раунда</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>Когда после хода у игрока не остаётся карт на руке, каждый из остальных игроков делает ещё ровно один ход, затем столбцы подсчитываются слева направо. Столбец — это заклад вместе с картами, поставленными по обе стороны от него.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;Без соперника&lt;/b&gt;: все карты в столбце одного цвета. Ничего не открывается, и все карты возвращаются в колоду владельца.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;Победа без боя&lt;/b&gt;: ставки сделала только сторона, которой не принадлежит заклад. Она забирает заклад, не открывая своих карт.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;Вскрытие&lt;/b&gt;: ставки сделали обе стороны. Все карты открываются, считается Сила каждой стороны, и более сильная сторона захватывает все карты другой в этом столбце, а также заклад, если он принадлежит проигравшему. Собственные карты победителя возвращаются в его колоду.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>Сторона считает свои поставленные карты, а также заклад, если он её собственный. &lt;b&gt;Пара&lt;/b&gt; — две карты одного достоинства — даёт 3; три карты одного достоинства — это пара и лишняя карта, четыре — две пары. &lt;b&gt;Стрит&lt;/b&gt; — два или больше достоинств подряд — даёт 1 за каждую карту; стороне засчитывается только один стрит. Туз бывает младшим (Т-2-3) или старшим (Д-К-Т), но не тем и другим сразу. Каждая карта входит не более чем в одну комбинацию, а лишние карты ничего не дают. Всегда засчитывается самый выгодный расклад.</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>Пара семёрок и стрит 5-6: Сила 5.</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>Ставки на вашу собственную шестёрку: стрит 3-4-5-6, Сила 4 — это бьёт пару четвёрок (3).</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>При равной Силе решают старшие карты. Карты стороны — это её поставленные карты, а также её собственный заклад, но только если он входит в комбинацию её самого выгодного расклада. Их сравнивают от старшей к младшей (здесь туз — самая старшая карта, а меченый король — обычный король); первое различие решает исход, а сторона, у которой карты кончились раньше, проигрывает. Если списки совпадают до конца, никто ничего не захватывает: все карты возвращаются в колоды.</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>Пара валетов против 4, 4 и В: у обеих сторон Сила 3. В против В, затем В против 4: побеждает пара валетов.</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>Тюрьма</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>Захваченные карты остаются в тюрьме захватившего до конца игры и навсегда выбывают из колоды владельца. Колода, потерявшая обе карты одного достоинства, больше не может собрать эту пару, а каждый пробел разрывает её стриты: с каждым раундом она слабеет. Следите за счётчиками.</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>Без захватов</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>Если раунд закончился без единого захвата, заклады, лежавшие открытыми в его начале, остаются в ряду в том же порядке, а следующий раунд добавляет свои новые заклады справа от них. После любого раунда с захватом ряд очищается.</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2 на 2</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">Две команды по два игрока, у каждого полная колода своего цвета: Красные 1, Чёрные 1, Красные 2 и Чёрные 2 ходят в этом порядке, так что партнёры никогда не ходят друг за другом. Партнёры делают ставки на сторону своей команды в столбце, и их карты считаются вместе — и для Силы, и для разрешения ничьей. У команды одна общая тюрьма; цель — 100 ПО. Партнёры видят закрытые карты друг друга на столе, но никогда — карты друг друга на руке. Открывают заклады только начинающий раунд и следующее за ним место, и каждый раунд право начинать переходит на одно место дальше. Когда у кого-то не остаётся карт на руке, каждый из трёх остальных делает ещё один ход.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>Перетащите карту с руки на столбец, чтобы поставить её, или на &lt;i&gt;Заклад и добор&lt;/i&gt;, чтобы заложить её. Щёлкайте по картам, чтобы выбрать несколько и перетащить их вместе, или щёлкните по столбцу (или по ячейке заклада), а затем по кнопке с названием хода. С клавиатуры: ←/→ — выбор карты, Пробел — отметить её, ↑ — переход к ряду, ←/→ — выбор столбца или ячейки заклада, Enter — сыграть, Esc — сбросить выбор. Задержите указатель на своей закрытой карте, чтобы снова её увидеть. F1 открывает эти правила откуда угодно.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>Две команды по два игрока и две обычные колоды: у каждого игрока 26 карт своего цвета, половина колоды с одним меченым королём, как в игре вдвоём. Красные 1, Чёрные 1, Красные 2 и Чёрные 2 ходят в этом порядке, так что партнёры никогда не ходят друг за другом. Партнёры делают ставки на сторону своей команды в столбце, и их карты считаются вместе — и для Силы, и для разрешения ничьей. У команды одна общая тюрьма и общие ПО. Партнёры видят закрытые карты друг друга на столе, но никогда — карты друг друга на руке. Открывают заклады только начинающий раунд и следующее за ним место, и каждый раунд право начинать переходит на одно место дальше. Когда у кого-то не остаётся карт на руке, каждый из трёх остальных делает ещё один ход.</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>Команда побеждает, когда в её тюрьме 100 ПО или больше. В печатных правилах команда должна превысить 100; здесь побеждают ровно 100, как ровно 70 в игре вдвоём: это решение принято в этой игре.</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>В конце раунда под закладом каждого столбца написано, кто забрал его ПО: «+14 ПО → Ann», а там, где столбец слишком узок для имени, — стрелка к этой стороне: ▼ нижняя сторона, ▲ верхняя сторона.</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1: %2 из %3 ПО; %4: %5 из %3 ПО</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>Тюрьма: %1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>Ваша тюрьма</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1: на руке %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>Системный (%1)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Отрисовка</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">Рисовать средствами видеокарты, OpenGL (со следующего запуска)</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">Без графического драйвера OpenGL работает медленнее и расходует больше памяти.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Видимость</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Крупные карты</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>Системный (%1, нет перевода: %2)</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>Рисовать без видеокарты (со следующего запуска)</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>Сейчас рисует видеокарта (%1). Без неё рисование медленнее: отключайте её, только если стол выглядит неправильно.</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>Сейчас рисуется без видеокарты.</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Меньше движения</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Без звука</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">Закрыть</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>Без звука, пока работает эта копия игры: в её окружении задана переменная COZEN_MUTE.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>Поделиться этой игрой</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>Этой игрой нельзя поделиться: только законченной игрой, сыгранной с первой раздачи.</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>Вставьте это в чат или сообщение. Каждая строка — раунд, каждый знак — колонка: ♥ её взяли красные, ♠ чёрные, = ничья, ○ никто. Любой, у кого есть Cozen, посмотрит всю игру по коду: меню, «Посмотреть игру…».</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>Игра, которой вы делитесь</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>Скопировано.</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>Копировать только код</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Код скопирован.</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>Нажмите, чтобы выбрать этот столбец для хода</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, столбец %2</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>заклад: %1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>Столбец %1, ваша сторона: %2</translation>
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
        <translation>Заклад и добор</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>Нажмите, чтобы заложить выбранную карту в конец ряда и взять карту из колоды</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">Заклад
и
добор</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>Заложить %1 рубашкой вверх и взять карту</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>Два на два, против компьютера</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>Люди друг против друга (у каждого свои игры)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>разные уровни</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>2 на 2: %1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1. Игры: %2. Победы: %3. Ничьи: %4. Поражения: %5. Средние ПО: свои %6, соперника %7. Серия побед: %8, лучшая: %9. Подсказки: %10.</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1: победы — %2, ничьи — %3, поражения — %4</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>Пока ни одна игра не сыграна до конца. Здесь учитывается каждая законченная вами игра: против компьютера — по его уровню, между людьми — по имени.</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>Статистика по режимам и уровням</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>Средние ПО (свои)</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>Средние ПО (соперника)</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>Серия побед (лучшая)</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>Результаты по уровням</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Сбросить статистику?</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>Все учтённые до сих пор игры будут забыты — на всех уровнях и во всех режимах. Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>Адаптивный компьютер сейчас играет на уровне %1 из %2. Его строки считают ваши партии по уровню, на котором он играл.</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>По сети (по каждому игроку)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>Сыграно дней: %1. Выиграно: %2. Побед подряд: %3 (лучшая серия: %4). Сегодня: %5.</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>Последние четыре недели расклада дня</translation>
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
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>компьютер: %1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>Подсчёт итогов раунда…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Раунд %1 окончен</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>Ваш последний ход в раунде</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>Последний ход в раунде: %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>%1 делает последний ход в раунде…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>С вашего последнего хода:</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>Перетащите карту на столбец, чтобы поставить её, или на «Заклад и добор». Или щёлкните по картам, затем по столбцу или по «Заклад и добор», а потом по кнопке.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать всё</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">Заложить %1 и взять карту</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">Поставить %1 на столбец %2</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>Нажмите Enter или кнопку, чтобы сыграть.</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>Ваша сторона получится такой: %1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>Это ваша последняя карта: затем %1 делает последний ход в раунде, и ряд подсчитывается.</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>Шаг пройден: нажмите «Следующий шаг»</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">Поиск подсказки…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">Подсказка (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">Отменить ставку (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">Отменить ставку (%1, Ctrl+Z)</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>Это ваша последняя карта: затем три других места делают по последнему ходу, и ряд подсчитывается.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Итоги раунда</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>К итогам игры</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>Вы взяли %1.</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">Готово: передать экран игроку %1 (Enter)</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Покинуть игру</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>Закончить позже</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>Засчитать победу</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>Сдаться? Нажмите ещё раз</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>Попросить вернуть вашу ставку (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>Разрешить %1 вернуть её</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>Ставка остаётся</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>Впервые в Cozen?</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>Короткое обучение покажет игру за настоящим столом, по одной идее на шаг: заклад, ставка, Сила и как выигрываются столбцы. Его можно покинуть в любой момент и вернуться к нему из меню.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>Пройти обучение</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>Обучение · шаг %1 из %2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>Не удалось загрузить этот шаг: %1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Следите за столом…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>Завершить обучение</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Выйти из обучения</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>Заклад и добор</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>Пара и стрит</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>Ваш заклад тоже считается</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>Столбец, выигранный без боя</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>Разрешение ничьей</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>Без захватов: заклады остаются</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>Пары в тюрьме ослабляют колоду</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">Вы играете за Красных, внизу; компьютер играет за Чёрных, вверху. В свой ход вы делаете ровно одно действие. Первый вид хода — заклад и добор: положите одну карту с руки рубашкой вверх в правый конец ряда закладов, затем возьмите верхнюю карту своей колоды.

Заложите любую карту: перетащите её на «Заклад и добор» или щёлкните по ней, затем по «Заклад и добор», затем по кнопке.</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>Второй вид хода — ставка: положите одну или несколько карт рубашкой вверх на свою сторону одного заклада, любого в ряду, вашего или Чёрных.

Поставьте любые карты, например %1 и %2 вместе на столбец 2, заклад Чёрных %3: перетащите их туда или щёлкните по ним, затем по столбцу, затем по кнопке.</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>У Чёрных не осталось карт на руке, поэтому это последний ход раунда; затем подсчитывается каждый столбец, и там, где ставили обе стороны, все карты открываются и побеждает большая Сила.

Чёрные поставили четыре карты рубашкой вверх на свой собственный заклад %1 в столбце 1. Поставьте туда свою пару, %2 и %3: пара даёт 3 Силы.</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>Снова последний ход раунда. Столбец 1 — ваш заклад, %1, и Чёрные поставили против него две карты.

Поставьте туда %2, %3 и %4. Сторона, которой принадлежит заклад, может включить его в комбинацию.</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>Последний ход раунда. На заклад Чёрных %1 в столбце 1 никто не ставил.

Поставьте на него любую карту, хоть самую младшую.</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>Последний ход раунда. Чёрные поставили три карты на ваш заклад %1 в столбце 1.

Поставьте туда %2 и %3.</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>У вас одна карта, %1. Поставьте её на столбец 1, заклад Чёрных %2, куда вы уже поставили карту.

Раунд заканчивается, когда у кого-то пустеет рука: тогда другая сторона делает последний ход, и ряд подсчитывается.</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>Последний ход раунда, и ни в одном столбце пока нет карт обоих цветов.

Поставьте карту на свой собственный заклад %1 в столбце 1 (или заложите карту), чтобы никто ничего не захватил.</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>Посмотрите на тюрьму Чёрных справа вверху: там ваши %1 и %2, захваченные в одном из прошлых раундов. Пятёрок у вас больше нет.

Последний ход этого раунда: Чёрные поставили две карты на ваш заклад %3 в столбце 1. Поставьте туда %4, %5 и %6.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">Вы заложили %1 рубашкой вверх: так начался столбец 3, новый заклад, на который могут ставить обе стороны. Что это за карта, знаете только вы. Вы взяли верхнюю карту своей колоды, так что у вас снова пять карт на руке.

Затем Чёрные сделали то же самое и начали столбец 4. Заклад принадлежит стороне, которая его положила.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>Вы поставили %1 на столбец %2. Поставленные карты лежат рубашкой вверх на вашей стороне заклада и до конца раунда не сдвигаются; знаете их только вы. За ставку карта из колоды не берётся, поэтому карт на руке стало меньше.

Чёрные ответили ставкой одной карты рубашкой вверх на столбец 2.</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>Всё в столбце 1 открыто. Ваши %1 и %2 — пара: 3 Силы.

У Чёрных были %3 %4 и %5 %6: два стрита по две карты. Стрит даёт 1 за карту, но засчитывается только один стрит, так что у Чёрных было 2 (их заклад %7 не вошёл ни в один).

3 больше 2: вы захватили четыре карты Чёрных и их заклад, 36 ПО, в свою тюрьму. В столбце 2 был только ваш собственный заклад: без соперника он возвращается в колоду.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">У Чёрных была пара восьмёрок: 3 Силы. Сами по себе ваши %1, %2 и %3 дают только стрит из двух карт (4-5) и лишнюю карту: 2.

С вашим закладом %4 они образуют стрит 4-5-6-7: 4 Силы. Вы захватили обе восьмёрки (16 ПО).</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>В столбце 1 была ставка, но ставили только вы: вы выиграли его без боя и захватили %1 (10 ПО), не открывая %2.

Заклад, который никто не защищает, достаётся любой карте.</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>У Чёрных были %1 %2 %3: пара четвёрок и лишний валет, 3 Силы. Ваша пара валетов: тоже 3.

При равной Силе карты каждой стороны сравниваются от старшей к младшей: В против В, затем ваш второй валет против четвёрки Чёрных. Ваш старше, так что вы побеждаете и захватываете все три карты (18 ПО). Ваш заклад %4 не вошёл ни в одну комбинацию, поэтому не считался.</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>Ваша рука опустела, поэтому Чёрные сделали последний ход раунда: поставили %1 на столбец 1. С их закладом %2 это пара, 3 Силы, против ваших %3 и %4, которые ничего не образуют.

Чёрные захватили обе карты (14 ПО). Кто опустошает свою руку, оставляет последнее слово другой стороне.</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>Ни в одном столбце не было карт обоих цветов, поэтому ничего не открылось и никто не захватил ни одной карты.

Если раунд закончился без захвата, заклады, лежавшие открытыми в его начале, ваш %1 и %2 Чёрных, остаются в ряду в том же порядке; всё остальное возвращается в колоды. Следующий раунд добавляет свои два новых заклада справа от них.</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>У Чёрных была пара шестёрок: 3. Ваши 10-В-Д с вашим закладом %1 — стрит из четырёх карт: 4. Вы захватили обе шестёрки Чёрных (12 ПО).

Захваченная карта остаётся в тюрьме до конца игры. У Чёрных больше нет шестёрок: они больше никогда не соберут пару шестёрок или стрит через 6, и вы это знаете, как Чёрные знают, что у вас нет пятёрок. Каждая пара, отправленная вами в тюрьму, навсегда ослабляет чужую колоду и приближает вас к 70 ПО.</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>Этот шаг пройден: нажмите «Следующий шаг».</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>Так будет что-то захвачено. В этом шаге никто не должен захватить ни одной карты.</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>Этот шаг — о закладе и доборе: перетащите карту на «Заклад и добор».</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>Этот шаг — о ставке: перетащите карты на столбец.</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>Не этот столбец: этот шаг — о столбце %1.</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>Поставьте пару: %1 и %2 вместе.</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>Поставьте все три: %1, %2 и %3.</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>Поставьте обоих валетов: %1 и %2.</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>Не эти карты: посмотрите, что просит этот шаг.</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>Вы играете за Красных, внизу; компьютер играет за Чёрных, вверху. Вы побеждаете, захватывая карты Чёрных: каждая ложится в вашу тюрьму и приносит свои ПО (победные очки). Побеждает сторона, первой набравшая в тюрьме 70 ПО.

В свой ход вы делаете ровно одно действие. Первый вид хода — заклад и добор: положите одну карту с руки рубашкой вверх в правый конец ряда закладов, затем возьмите верхнюю карту своей колоды.

Заложите свою %1: перетащите её на «Заклад и добор» или щёлкните по ней, затем по «Заклад и добор», затем по кнопке.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>Вы заложили %1 рубашкой вверх: так начался столбец 3, новый заклад, на который могут ставить обе стороны. Что это за карта, знаете только вы. Вы взяли верхнюю карту своей колоды, %2, так что у вас снова пять карт на руке.

%2 — ваш меченый король, перечёркнутый крестом: он один стоит 70 ПО, так что тот, кто его захватит, сразу получает 70. Меченый король Чёрных — %3. Все остальные карты стоят меньше: туз — 1 ПО, числовая карта — своё число, валет, дама или король — 10.

Затем Чёрные сделали то же самое и начали столбец 4. Заклад принадлежит стороне, которая его положила.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>У Чёрных была пара восьмёрок: 3 Силы. Сами по себе ваши %1, %2 и %3 дают только стрит из двух карт (4-5) и лишнюю карту: 2.

С вашим закладом %4 они образуют стрит 4-5-6-7: 4 Силы. Вы захватили обе восьмёрки (16 ПО).

В стрите туз бывает младшим (Т-2-3) или старшим (Д-К-Т), но не тем и другим сразу: К-Т-2 — не стрит.</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>В этом шаге заложите свою %1.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>Посмотреть игру</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Смотреть</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>Вставьте код игры (он начинается с CZ1-) или всё сообщение, в котором он пришёл. Просмотр показывает все карты: игра окончена.</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>Подробности для отчёта об ошибке: %1</translation>
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
        <translation>Красные</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
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
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>Начинается раунд %1.</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>Вы закладываете %1 и берёте карту.</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1 закладывает %2 и берёт карту.</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1 закладывает карту рубашкой вверх и берёт карту.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>Вы ставите %1 на столбец %2.</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1 ставит %2 на столбец %3.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд окончен.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Сейчас ваш ход.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Сейчас ходит %1.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Сначала выберите карту на руке.</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1 — не ваша карта.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Такой карты нет.</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>Закладывайте по одной карте: заклад — это ровно одна карта.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>Столбца %1 нет.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>У вас на руке нет: %1.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>Пара %1</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>Стрит %1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>Нет комбинаций</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>Ничья при Силе %1, карта в карту: всё возвращается в колоды</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>Без соперника: всё возвращается в колоду</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>ничего</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>Ничья при Силе %1 — вы выигрываете по старшей карте (%2 против %3) и забираете: %4 (%5 ПО)</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>Ничья при Силе %1 — %2 выигрывает по старшей карте (%3 против %4) и забирает: %5 (%6 ПО)</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>Вы забираете без боя: %1 (%2 ПО)</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>Вы забираете: %1 (%2 ПО)</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>%1 забирает без боя: %2 (%3 ПО)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1 забирает: %2 (%3 ПО)</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>В колоду</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 ПО</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>Никто не захватил ни одной карты: открытые заклады остаются в ряду.</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>%1: захвачено %2 ПО; %3: захвачено %4 ПО.</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>Ничья: карт для игры не осталось (%1 : %2).</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>Вы победили: %1 ПО против %2.</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>%1 побеждает: %2 ПО против %3.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>Не удалось открыть сохранённую игру: файл повреждён. Он сохранён как %1, начинается новая игра.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Не удалось открыть сохранённую игру: файл повреждён. Переместить его тоже не удалось, поэтому он остаётся как есть в %1, а эта игра сохраняться не будет.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>Не удалось сохранить игру в %1. Игра продолжается, и Cozen будет пробовать снова после каждого хода; до тех пор при перезапуске вернётся игра в том виде, в каком она была сохранена в последний раз. Проверьте, что на диске есть место и что в папку разрешена запись.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Что-то пошло не так.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>закрытая карта</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>%1, ваша закрытая карта</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>%2, закрытая карта (%1)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>ваш заклад</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>заклад (%1)</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1: %2, открыт</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1: %2, закрыт</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, закрыт</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>сторона (%1): %2</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>ваша сторона: %1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>Столбец %1: %2; %3; %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 ставит %n карту рубашкой вверх на столбец %2.</numerusform>
            <numerusform>%1 ставит %n карты рубашкой вверх на столбец %2.</numerusform>
            <numerusform>%1 ставит %n карт рубашкой вверх на столбец %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>случайный</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>жадный</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>сложный</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>осталась одна %1</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>не осталось %1</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>его меченый король захвачен</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>все достоинства на месте</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>Подсказка: заложите %1 и возьмите карту.</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>Подсказка: поставьте %1 на столбец %2.</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>Подсказка: заложите %1. С остальными картами на руке она не даёт ни пары, ни стрита.</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>Там ещё %n закрытая карта.</numerusform>
            <numerusform>Там ещё %n закрытые карты.</numerusform>
            <numerusform>Там ещё %n закрытых карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>Подсказка: %1 пока ничего не ставит на столбец %2: с раскладом %3 вы заберёте заклад.</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>Подсказка: %1 пока ничего не ставит на столбец %2; ваша сторона там будет такой: %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держит там %n закрытую карту.</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держит там %n закрытые карты.</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держит там %n закрытых карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карту, которую там показывает %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карты, которые там показывает %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карт, которые там показывает %3 (Сила %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карты, которую там показывает %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карт, которые там показывает %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карт, которые там показывает %3 (Сила %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Не удалось прочитать статистику: файл повреждён. Он сохранён как %1, учёт ваших игр начинается заново.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Не удалось прочитать статистику: файл повреждён. Переместить его тоже не удалось, поэтому он остаётся как есть в %1, а игры этого сеанса в него записываться не будут.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">Не удалось сохранить статистику в %1. Пока Cozen открыт, ничего не потеряно: она будет записана снова после вашей следующей игры. Проверьте, что на диске есть место и что в папку разрешена запись.</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>Столбец %1, ничья при Силе %2: %3 выигрывает его по старшей карте (%4 против %5).</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>Нечего отменять: ставку можно забрать, пока не походило следующее место, а заклад — никогда.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a 2v2 team by its players&apos; names</comment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter, on a card&apos;s index and in text</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter, on a card&apos;s index and in text (German: B, for Bube)</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter, on a card&apos;s index and in text (German: D, for Dame)</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter, on a card&apos;s index and in text (German: K, for König)</comment>
        <translation>К</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 have %n card(s) face down there.</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держат там %n закрытую карту.</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держат там %n закрытые карты.</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2; %3 держат там %n закрытых карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карту, которую там показывают %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карты, которые там показывают %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — и побьёт %n карт, которые там показывают %3 (Сила %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карты, которую там показывают %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карт, которые там показывают %3 (Сила %4).</numerusform>
            <numerusform>Подсказка: ваша сторона в столбце %1 будет такой: %2 — против %n карт, которые там показывают %3 (Сила %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>Ничья при Силе %1 — %2 выигрывают по старшей карте (%3 против %4) и забирают: %5 (%6 ПО)</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 забирают без боя: %2 (%3 ПО)</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 забирают: %2 (%3 ПО)</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 побеждают: %2 ПО против %3.</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">Команда красных</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">Команда чёрных</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">команда красных</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">команда чёрных</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>Ничего</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>Стрит</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>%n пара</numerusform>
            <numerusform>%n пары</numerusform>
            <numerusform>%n пар</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>%n пара + стрит</numerusform>
            <numerusform>%n пары + стрит</numerusform>
            <numerusform>%n пар + стрит</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>Ничья при %1, карта в карту: ставка остаётся в ряду, остальное возвращается в колоду</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>Без соперника: ставка остаётся в ряду</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>Остаётся</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 ПО → %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1 и компьютер</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>Компьютеры</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>Осторожно: так ваш отмеченный король (70 ПО) окажется на столе.</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>%1 не даёт там Силы: считается только при ничьей, по старшей карте.</numerusform>
            <numerusform>%1 не дают там Силы: считаются только при ничьей, по старшей карте.</numerusform>
            <numerusform>%1 не дают там Силы: считаются только при ничьей, по старшей карте.</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>Под угрозой: %1 ПО; выигрыш на виду: %2 ПО.</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>Под угрозой: %1 ПО.</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>Подсказка: блеф. Поставьте %1 на столбец %2: там ничего не складывается, но рубашкой вверх %3 этого не узнает и, может быть, не решится ставить против.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">Запись этой партии не удалось сохранить в %1. Cozen запишет её снова, как только диск примет следующее сохранение игры, пока программа открыта. Проверьте, есть ли место на диске и можно ли писать в папку.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>Сыгран %Ln раунд</numerusform>
            <numerusform>Сыграно %Ln раунда</numerusform>
            <numerusform>Сыграно %Ln раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1: захвачена %Ln карта</numerusform>
            <numerusform>%1: захвачено %Ln карты</numerusform>
            <numerusform>%1: захвачено %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>Ни один столбец не был захвачен.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>Крупнейший столбец: раунд %3, столбец %4, %Ln карта, %1 ПО (%2)</numerusform>
            <numerusform>Крупнейший столбец: раунд %3, столбец %4, %Ln карты, %1 ПО (%2)</numerusform>
            <numerusform>Крупнейший столбец: раунд %3, столбец %4, %Ln карт, %1 ПО (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>Два компьютера (%1)</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>Компьютеры (%1, %2)</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 ПО</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>Сохранённую игру не удалось открыть: Cozen не разрешено читать этот файл. Он сохранён как %1, и начинается новая игра.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>Сохранённую игру не удалось открыть: Cozen не разрешено читать этот файл. Переместить его тоже не удалось, поэтому он остаётся как есть в %1, а эта игра не будет сохраняться.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>Статистику не удалось прочитать: Cozen не разрешено читать этот файл. Он сохранён как %1, и учёт ваших игр начинается заново.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>Статистику не удалось прочитать: Cozen не разрешено читать этот файл. Переместить его тоже не удалось, поэтому он остаётся как есть в %1, и игры этого сеанса в него не записываются.</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>В имени должна быть видимая буква.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Имя может содержать не более %1 символов.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>Имя не может содержать невидимые символы, знаки направления или переносы строк.</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>Имя не может начинаться с диакритического знака или содержать больше %1 знаков на одной букве.</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>Имя не может смешивать латинские, греческие и кириллические буквы: они похожи.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>Запись этой игры не удалось сохранить в %1. Cozen повторяет попытку каждые несколько секунд и при выходе, а также хранит её в сохранении, чтобы записать при следующем запуске. Проверьте, есть ли место на диске и разрешена ли запись в папку.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>Статистику не удалось сохранить в %1. Cozen повторяет попытку каждые несколько секунд и при выходе, а также хранит эту игру в сохранении, чтобы учесть её при следующем запуске. Проверьте, есть ли место на диске и разрешена ли запись в папку.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1, на последнем ходу раунда %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>Столбец %1: %n карта поставлена рубашкой вверх</numerusform>
            <numerusform>Столбец %1: %n карты поставлены рубашкой вверх</numerusform>
            <numerusform>Столбец %1: %n карт поставлено рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>Столбец %1: закрытая ставка</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>Рука: %n карта</numerusform>
            <numerusform>Рука: %n карты</numerusform>
            <numerusform>Рука: %n карт</numerusform>
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
        <translation>Ожидалось: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>Пара среди них в %1 его раздач</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>Было: не показано (эти карты не открывались)</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>Было: %1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>Ожидалось: ни одно достоинство не чаще другого</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>Сильная стопка: по расчёту примерно на %1 ПО лучше любого хода поменьше.</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>адаптивный</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>адаптивный, уровень %1 из %2</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>Теперь компьютер играет на уровне %1 из %2: на ступень сильнее.</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>Теперь компьютер играет на уровне %1 из %2: на ступень мягче.</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>Компьютер остаётся на уровне %1 из %2.</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>Подстраивается под вас — сейчас %1 из %2</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>Вся ваша рука: раунд закончится после последнего хода каждого из остальных.</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>Хотя бы одно место должен занять человек.</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>Имена игроков не должны совпадать.</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>Имена двух игроков не должны совпадать.</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>другой игрок</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>Ждём, пока присоединится другой игрок…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 здесь: раздача…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>Связь с другой игрой…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>Поиск другой игры…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>Проверка каждой карты игры…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>Все карты проверены: честная игра против %1</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>Покинута: игру можно закончить позже</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>Соединение потеряно: переподключение… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>Ждём %1… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 думает уже %2</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>Игра с %1 по сети</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>Это не адрес ретранслятора: он выглядит как mqtt://host:1883 или mqtts://host:8883.</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>Не удалось создать игру или подключиться к ней: порт может быть занят, или адрес не принадлежит этому компьютеру.</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>Это не приглашение, или в нём опечатка: проверьте его по буквам.</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>Эту игру не удалось продолжить: её файл повреждён.</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>Игра остановлена: другая игра нарушила правила или прислала ложные данные, и ей нельзя доверять.</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>Другая игра остановила партию.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>пока никого</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>Против %1, раунд %2</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>Против %1, ещё не роздано</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>Вам засчитана победа: %1 отсутствовал слишком долго</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>%1 засчитал себе победу, пока вас не было</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>Ждём %1… %2. Можно отложить игру или засчитать себе победу.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>%1 просит вернуть свою последнюю ставку</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>Вы попросили %1 разрешить вернуть ставку…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>%1 предпочитает, чтобы ставка осталась</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>ещё не сыграно</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 ПО против %2</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>победа, %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>поражение, %1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>ничья, %1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>Расклад за %1, сыгранный для тренировки: он не засчитывается.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>Расклад дня, %1: этот результат засчитан.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>Расклад дня, %1, сыгран ещё раз для тренировки: засчитана ваша первая доигранная игра.</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>Здесь нет кода игры. Код игры начинается с CZ1-.</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>Этот код игры создан более новой версией Cozen (его формат — %1, эта версия читает формат 1). Обновите Cozen, чтобы посмотреть игру.</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>Код игры повреждён: какой-то знак неверен, пропущен или лишний, или код обрезан. Скопируйте его ещё раз целиком.</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen, расклад дня %1</translation>
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
            <numerusform>%1 ПО против %2 за %n раунд</numerusform>
            <numerusform>%1 ПО против %2 за %n раунда</numerusform>
            <numerusform>%1 ПО против %2 за %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>Я выиграл(а)</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>%1: победа</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>Я проиграл(а)</translation>
    </message>
</context>
</TS>
