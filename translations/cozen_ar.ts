<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>عن Cozen</translation>
    </message>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>الإصدار %1</translation>
    </message>
    <message>
        <source>The card game of bluffing and wagering, for two players or four in teams.</source>
        <translation>لعبة الورق القائمة على الخداع والمراهنة، للاعبَين اثنين أو لأربعة في فريقين.</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>لعبة Cozen من تصميم زاك غيج (Zach Gage).</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>هذا البرنامج برنامج حر: يمكنك إعادة توزيعه و/أو تعديله وفق شروط رخصة جنو العمومية العامة كما نشرتها مؤسسة البرمجيات الحرة، إما الإصدار ٣ من الرخصة أو (حسب اختيارك) أي إصدار لاحق. وهو يأتي دون أي ضمان على الإطلاق.</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>رخصة جنو العمومية العامة، الإصدار ٣</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>وجوه الأوراق: مجموعة «%1» من تصميم %2، من ألعاب الورق في KDE، بموجب رخصة جنو العمومية العامة، الإصدار ٢ أو أي إصدار لاحق.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>ما ظنّه الحاسوب في أوراقك</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>لم يلعب الحاسوب أي نقلة في تلك الجولة بينما كانت أوراق لك مخفية عنه.</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>لا يرى الحاسوب أوراقك المخفية أبدًا: يوزّعها مرات كثيرة كما يمكن أن تكون، مما رآه، مائلًا إلى الأزواج حيث رُوهن بأوراق معًا. هذه هي الرتب التي توقّعها، بجانب ما كان هناك حقًا.</translation>
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
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>صفقة اليوم</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>العبها مرة أخرى (تدريب)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>العب صفقة اليوم</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>لُعبت: %1. أي لعبة أخرى لصفقة اليوم تدريب ولا تُحتسب.</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>لم تُلعب بعد. يحصل الجميع في العالم اليوم على التوزيع نفسه، ضد الحاسوب بمستوى متوسط، وتلعب أنت بالأحمر. تُحتسب أول لعبة تُكملها.</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>أيام الفوز المتتالية: %1 (الأفضل: %2).</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>ستضيع اللعبة الجارية.</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>يوم سابق، للتدريب:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>يوم سابق، للتدريب (سنة-شهر-يوم)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>نمط اللعب</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>لا يمكن لعب ذلك اليوم: %1</translation>
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
        <translation type="vanished">انتهت اللعبة</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>بعد %Ln جولة.</numerusform>
            <numerusform>بعد %Ln جولة.</numerusform>
            <numerusform>بعد %Ln جولتين.</numerusform>
            <numerusform>بعد %Ln جولات.</numerusform>
            <numerusform>بعد %Ln جولة.</numerusform>
            <numerusform>بعد %Ln جولة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>انتهت اللعبة: ليس هذه المرة</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>فوز!</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>مشاركة…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>ضع %1 ركيزةً واسحب ورقة</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>راهن بـ%1 على العمود %2</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>جارٍ البحث عن تلميح…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>تلميح (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>تراجع عن رهانك (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>تراجع عن رهان %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>تم: سلّم الشاشة إلى %1 (Enter)</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>الطاولة مخفية حتى يجلس %1 أمام الشاشة.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>سلِّم الجهاز إلى %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>لا ينبغي أن ينظر إلى الشاشة الآن سوى %1.</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>أنا %1 — اعرض أوراقي</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1: تراجع عن رهانك</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>يدك</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>في يدك، محددة</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>في يدك</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>فارغ</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>المأسور: %1</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 نقطة</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1: %2 نقطة</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>الجولة الأخيرة</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1: لا أوراق</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1: %2 مقلوبة</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>لم تُحسم أي جولة بعد.</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>العمود %1، على %2</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>العمود %1، على رهان مقلوب</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>الصف في نهاية الجولة</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>ما ظنّه الحاسوب في أوراقك</translation>
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
        <translation>☰  القائمة</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>لعبة جديدة…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>عن Cozen</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>الدرس التعليمي</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>الألعاب الأخيرة…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>الإحصاءات…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>الجولة الأخيرة…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen مفتوح بالفعل: ها هو.</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>اللعب عبر الشبكة…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>صفقة اليوم (%1)…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>مشاهدة لعبة…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>سهل — لتعلُّم اللعبة</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>متوسط — منافسة متكافئة</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>صعب — يلعب ليفوز</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>خبير — يتأنّى، ثانية لكل حركة</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>الأحمر ١</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>الأسود ١</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>الأحمر ٢</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>الأسود ٢</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>نمط اللعب</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>ضد الحاسوب</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>شخصان أمام هذه الشاشة</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>٢ ضد ٢</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>شخص</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>الحاسوب: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>اسمك (اختياري)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>لونك</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>من يبدأ</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>عشوائيًا</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>نقطة نصر في السجن للفوز (١٠٠ في قواعد ٢ ضد ٢)</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>نقطة نصر في السجن للفوز (٧٠ في القواعد)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>هل تريد مغادرة هذه اللعبة؟</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>ستضيع اللعبة الجارية.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>متابعة اللعب</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>ابدأ لعبة جديدة</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>صفقة اليوم: %1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>صفقة اليوم…</translation>
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
        <translation>تفاصيل لتقرير الخطأ: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>الألعاب الأخيرة</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولتان</numerusform>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولات</numerusform>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>تعادل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولتان</numerusform>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولات</numerusform>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
            <numerusform>لم تكتمل، %1 مقابل %2 نقطة، %Ln جولة</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>لا توجد ألعاب منتهية بعد. تُحفظ هنا كل لعبة تُلعب حتى نهايتها.</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — تالف: %2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>تم الاستيراد.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>لم يتم الاستيراد: %1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>تم التصدير.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>لم يتم التصدير: %1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>استيراد…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>تصدير…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>استيراد سجل لعبة</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>سجلات الألعاب (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>كل الملفات (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>تصدير سجل اللعبة</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 ضد %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولة</numerusform>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولة</numerusform>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولتان</numerusform>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولات</numerusform>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولة</numerusform>
            <numerusform>الفائز: %1، %2 مقابل %3 نقطة، %Ln جولة</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">الحاسوب (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">أنت</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">، </translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولتان</numerusform>
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولات</numerusform>
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأحمر، %1 مقابل %2 نقطة، %n جولة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولتان</numerusform>
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولات</numerusform>
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولة</numerusform>
            <numerusform>فاز الأسود، %1 مقابل %2 نقطة، %n جولة</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>جارٍ قراءة ألعابك المنتهية…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>اللعب عبر الشبكة</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>اكتب اسمك: سيراه اللاعب الآخر.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>استضافة لعبة</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>الانضمام إلى لعبة</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>سيراه اللاعب الآخر</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>الدعوة</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>الصق الدعوة التي أُعطيت لك</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>تلعب بـ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>كيف يصل إليك اللاعب الآخر</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>عبر مُرحِّل على الإنترنت (يعمل في أي مكان)</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>المُرحِّل</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>مباشرةً، على هذه الشبكة أو عبر منفذ مُعاد توجيهه</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>المنفذ</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>أعطِ هذه الدعوة للاعب الآخر. إنها له وحده: من يملكها يمكنه أن يأخذ مقعده.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>نُسخت.</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>تفاصيل لتقرير الخطأ: %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>ألعاب لم تكتمل</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>متابعة</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>استضافة</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>انضمام</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>التوقف عن الانتظار</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>لم يتم الوصول بعد: %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>هناك لعبة عبر الشبكة على الطاولة: أكملها لاحقًا أو غادرها قبل أن تبدأ أخرى.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>يتوقف السجل قبل نهاية اللعبة، عند %1 نقطة مقابل %2.</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>إعادة عرض لعبة</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>الجولة %1 · الحركة %2 من %3</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>تعذّر عرض هذا السجل: %1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>وُزّعت أوراق الجولة %1.</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>صف الركائز</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>كل شيء مكشوف</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>المنظور: %1</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>المنظور: %1 (%2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>عرض</translation>
    </message>
    <message>
        <source>First</source>
        <translation>البداية</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ رجوع</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>تقدّم ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>النهاية</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>يد %1: %2</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 نقطة · %3 %4 نقطة</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">الأحمر %1 نقطة · الأسود %2 نقطة</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>انتهت الجولة %1</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   (الهدف %5)</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>عرض النتيجة</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>ما ظنّه الحاسوب في أوراقك</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>طريقة لعب Cozen</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>استولِ على أوراق خصمك. كل ورقة تأسرها توضع مكشوفةً في &lt;b&gt;سجنك&lt;/b&gt; وتُحتسب لك نقاطُ النصر الخاصة بها: الآس ١، والورقة الرقمية بقدر رقمها، والولد والملكة والملك ١٠. أما &lt;b&gt;الملكان الموسومان&lt;/b&gt;، K♥ وK♠، المشطوبان بعلامة X، فقيمة كلٍّ منهما ٧٠. يفوز من يجمع في سجنه النقاط المستهدفة بعد انتهاء جولة: ٧٠ نقطة نصر، أو ١٠٠ في نمط ٢ ضد ٢، ما لم تُضبط اللعبة على غير ذلك. وإن بلغها الطرفان في الجولة نفسها فاز صاحب المجموع الأعلى، وإن تساوى المجموعان يستمر اللعب.</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>الملكان الموسومان: إن خسرتَ ملكك فاللعبة شبه خاسرة.</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>الرزمتان والطاولة</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>يلعب أحد الطرفين بالأحمر، أي أوراق القلب والديناري الـ٢٦ كلها، والآخر بالأسود، أي أوراق السباتي والبستوني الـ٢٦ كلها. لا تفيد الأشكال إلا في تحديد لون الورقة. جهتك من الطاولة في الأسفل، وجهة الخصم في الأعلى، و&lt;b&gt;صف الركائز&lt;/b&gt; يمتد عبر الوسط. في بداية كل جولة تُخلط كل رزمة (دون أوراقها الموجودة في سجن الخصم)، ويكشف بادئ الجولة واللاعب الذي يليه كلٌّ منهما الورقة العليا من رزمته ويضعها عند نهاية الصف، ثم يسحب الجميع خمس أوراق. يتغير البادئ في كل جولة.</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>بجانب كل رزمة يبيّن &lt;b&gt;المتتبِّع&lt;/b&gt; الخاص بها الرتبَ التي ما زالت فيها: نقطتان للرتبة التي بقيت ورقتاها كلتاهما، ونقطة واحدة إذا كانت إحداهما في سجن الخصم، وشَرطة إذا كانتا كلتاهما فيه. تكون نقطتا الملك ذهبيتين ما دام الملك الموسوم في الرزمة. السجون مكشوفة للجميع، فيرى الطرفان كل المتتبِّعات.</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>مثلًا، «٧ ●●  ٨ ●  ٩ –»: ورقتا الـ٧ ما زالتا موجودتين، وأُسرت إحدى ورقتي الـ٨، وأُسرت ورقتا الـ٩ كلتاهما.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>الدور حركة واحدة بالضبط من حركتين، ولا يجوز لك أن تتخطى دورك.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;ركيزة وسحب&lt;/b&gt;: ضع ورقة واحدة مقلوبةً عند نهاية الصف، فتبدأ عمودًا جديدًا، ثم اسحب ورقة. إذا كانت رزمتك فارغة فضع الركيزة دون سحب.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;الرهان&lt;/b&gt;: ضع ورقة أو أكثر مقلوبةً في جهتك من أي عمود واحد، سواء كان عمودك أو عمود خصمك، وركيزته مكشوفة أو مقلوبة، وجهتك منه فارغة أو فيها رهانات سابقة لك. الأوراق المراهَن بها لا تتحرك بعد ذلك أبدًا، ولا تسحب ورقة.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>نهاية الجولة</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>عندما تُفرغ حركةٌ يدَ أحد اللاعبين، يلعب كل لاعب آخر دورًا إضافيًا واحدًا بالضبط، ثم تُحسم الأعمدة واحدًا تلو الآخر من أول الصف إلى آخره. العمود هو ركيزة ومعها الأوراق المراهَن بها على جانبيها.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;بلا منازع&lt;/b&gt;: كل أوراقه من لون واحد. لا يُكشف شيء، ويعود كل ما فيه إلى رزمة صاحبه.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;فوز تلقائي&lt;/b&gt;: لم يراهن عليه إلا الطرف الذي لا يملك الركيزة. يأخذ ذلك الطرف الركيزة دون أن يكشف أوراقه.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;مكشوف&lt;/b&gt;: راهن الطرفان كلاهما. يُكشف كل شيء، وتُحسب قوة كل طرف، ويأسر الطرف الأقوى كل أوراق الطرف الآخر في ذلك العمود، والركيزةَ أيضًا إن كانت للخاسر. أما أوراق الفائز نفسه فتعود إلى رزمته.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>القوة</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>يحتسب كل طرف أوراقه المراهَن بها، ومعها الركيزة إن كانت ركيزته. &lt;b&gt;الزوج&lt;/b&gt;، أي ورقتان من رتبة واحدة، قيمته ٣؛ وثلاث أوراق من رتبة واحدة تكوّن زوجًا وورقة منفردة، وأربع تكوّن زوجين. &lt;b&gt;المتتالية&lt;/b&gt;، أي رتبتان متتاليتان أو أكثر، قيمتها ١ لكل ورقة؛ ولا تُحتسب للطرف إلا متتالية واحدة. الآس منخفض (A-٢-٣) أو مرتفع (Q-K-A)، ولا يكون الاثنين معًا. تدخل كل ورقة في تركيبة واحدة على الأكثر، ولا تُحتسب الأوراق المنفردة. ويُعتمد دائمًا أفضل ترتيب ممكن.</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>زوج سبعات والمتتالية ٥-٦: القوة ٥.</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>رهان على ركيزتك ٦: المتتالية ٣-٤-٥-٦، القوة ٤، وهي تغلب زوج أربعات (٣).</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>التعادل</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>عند تساوي القوة تحسم الأوراقُ الأعلى. أوراق كل طرف هي أوراقه المراهَن بها، ومعها ركيزته فقط إن كانت جزءًا من تركيبة في أفضل ترتيب له. تُقارن من الأعلى نزولًا (هنا الآس أعلى ورقة، والملك الموسوم ملك كغيره)؛ أول اختلاف يحسم الفوز، والطرف الذي تنفد أوراقه أولًا يخسر. وإذا تطابقت القائمتان حتى النهاية فلا يُؤسر شيء، ويعود كل شيء إلى رزمته.</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>زوج أولاد ضد ٤ و٤ وJ: القوة ٣ لكليهما. J ضد J، ثم J ضد ٤: يفوز زوج الأولاد.</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>السجن</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>تبقى الأوراق المأسورة في سجن آسرها حتى نهاية اللعبة، وتخرج من رزمة صاحبها نهائيًا. الرزمة التي خسرت ورقتَي رتبةٍ ما لا تعود قادرة على تكوين ذلك الزوج، وكل فجوة تقطع متتالياتها: فتضعف في كل جولة. راقب المتتبِّعات.</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>بلا أسر</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>إذا انتهت جولة دون أسر أي ورقة، تبقى الركائز التي كانت مكشوفة في بدايتها على الصف بترتيبها، وتضيف الجولة التالية ركائزها الجديدة بعدها. وبعد أي جولة فيها أسر يُخلى الصف.</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>٢ ضد ٢</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">فريقان من لاعبَين، ولكل لاعب رزمة كاملة من لونه: يلعب الأحمر ١ ثم الأسود ١ ثم الأحمر ٢ ثم الأسود ٢ بهذا الترتيب، فلا يلعب الشريكان أحدهما بعد الآخر أبدًا. يراهن الشريكان في جهة فريقهما من العمود، وتُحتسب أوراقهما معًا في القوة وفي كسر التعادل. للفريق سجن واحد مشترك، والهدف ١٠٠ نقطة نصر. يرى الشريكان أوراق بعضهما المقلوبة على الطاولة، لكن لا يرى أحدهما يد الآخر أبدًا. لا يكشف الركائز إلا بادئ الجولة والمقعد الذي يليه، وينتقل البدء مقعدًا واحدًا في كل جولة. عندما يُفرغ أي لاعب يده، يلعب كل واحد من الثلاثة الآخرين دورًا إضافيًا واحدًا.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>اللعب في هذا التطبيق</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>جُرّ ورقة من يدك إلى عمود لتراهن بها، أو إلى «ركيزة وسحب» لتجعلها ركيزة. انقر الأوراق لتحديد عدة أوراق وجُرّها معًا، أو انقر عمودًا (أو الخانة) ثم الزر الذي يحمل اسم الحركة. بلوحة المفاتيح: ←/→ لاختيار ورقة، وSpace لتحديدها، و↑ للانتقال إلى الصف، و←/→ لاختيار عمود أو خانة الركيزة، وEnter للعب، وEsc للإلغاء. أبقِ المؤشر فوق إحدى أوراقك المقلوبة لتراها مرة أخرى. يفتح F١ هذه القواعد من أي مكان.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>فريقان من لاعبَين، برزمتين عاديتين: يمسك كل لاعب أوراق لونه الست والعشرين، نصف رزمة فيها ملك موسوم واحد، كما في لعبة لاعبَين. يلعب الأحمر ١ ثم الأسود ١ ثم الأحمر ٢ ثم الأسود ٢ بهذا الترتيب، فلا يلعب الشريكان أحدهما بعد الآخر أبدًا. يراهن الشريكان في جهة فريقهما من العمود، وتُحتسب أوراقهما معًا في القوة وفي كسر التعادل. للفريق سجن واحد مشترك ونقاط نصر مشتركة. يرى الشريكان أوراق بعضهما المقلوبة على الطاولة، لكن لا يرى أحدهما يد الآخر أبدًا. لا يكشف الركائز إلا بادئ الجولة والمقعد الذي يليه، وينتقل البدء مقعدًا واحدًا في كل جولة. عندما يُفرغ أي لاعب يده، يلعب كل واحد من الثلاثة الآخرين دورًا إضافيًا واحدًا.</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>يفوز الفريق بجمع ١٠٠ نقطة نصر أو أكثر في سجنه. تقول القواعد المطبوعة إن على الفريق أن يتجاوز ١٠٠؛ أما هنا فيفوز بـ١٠٠ تمامًا، كما يُفاز بـ٧٠ تمامًا في لعبة لاعبَين: مسألة حسمتها هذه اللعبة.</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>في نهاية الجولة يذكر كل عمود تحت ركيزته من أخذ نقاطه: «+١٤ نقطة ← Ann»، أو حيث يضيق العمود عن الاسم، سهمٌ نحو تلك الجهة: ▼ الجهة السفلى، ▲ الجهة العليا.</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1: %2 من %3 نقطة؛ %4: %5 من %3 نقطة</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>الرزمة: %1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>السجن: %1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>سجنك</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>يد %1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>لغة النظام (%1)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>سرعة الرسوم المتحركة</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>الرسم</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">الرسم باستخدام بطاقة الرسوميات، OpenGL (بدءًا من التشغيل التالي)</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">بدون برنامج تشغيل للرسوميات، يكون OpenGL أبطأ ويستهلك ذاكرة أكثر.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>الرؤية</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>أوراق أكبر</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>لغة النظام (%1، غير مترجمة: %2)</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>الرسم دون بطاقة الرسوميات (من التشغيل التالي)</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>يُرسم الآن ببطاقة الرسوميات (%1). من دونها يكون الرسم أبطأ: لا توقفها إلا إذا ظهرت الطاولة بشكل خاطئ.</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>يُرسم الآن دون بطاقة الرسوميات.</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>تقليل الحركة</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>كتم الصوت</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>لا صوت ما دامت هذه النسخة من اللعبة تعمل: المتغير COZEN_MUTE مضبوط في بيئتها.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>شارك هذه اللعبة</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>لا يمكن مشاركة هذه اللعبة: تُشارك فقط لعبة انتهت ولُعبت من توزيعها الأول.</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>الصق هذا في محادثة أو رسالة. كل سطر جولة، وكل علامة عمود: ♥ أخذه الأحمر، ♠ أخذه الأسود، = تعادل، ○ لم يأخذه أحد. يستطيع أي شخص لديه Cozen مشاهدة اللعبة كلها بالرمز، من «مشاهدة لعبة…» في القائمة.</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>اللعبة المراد مشاركتها</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>نُسخت.</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>انسخ الرمز فقط</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>نُسخ الرمز.</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>اضغط لاختيار هذا العمود لحركتك</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1، العمود %2</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>الركيزة: %1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>العمود %1، جهتك: %2</translation>
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
        <translation>ركيزة وسحب</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>اضغط لوضع الورقة المختارة ركيزةً عند نهاية الصف وسحب ورقة</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">ركيزة
و
سحب</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>ضع %1 ركيزةً مقلوبة واسحب</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>ضد الحاسوب</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>اثنان ضد اثنين، ضد الحاسوب</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>أشخاص ضد بعضهم (ألعاب كل شخص على حدة)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>مستويات مختلطة</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>٢ ضد ٢: %1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1. الألعاب: %2. الفوز: %3. التعادل: %4. الخسارة: %5. متوسط النقاط لك: %6، وعليك: %7. سلسلة الفوز: %8، والأفضل: %9. التلميحات المستخدمة: %10.</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1: فوز %2، تعادل %3، خسارة %4</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>إعادة تعيين الإحصاءات…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>لم تُلعب أي لعبة حتى نهايتها بعد. تُحتسب هنا كل لعبة تُنهيها: ضد الحاسوب حسب مستواه، وبين الأشخاص حسب الاسم.</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>الإحصاءات حسب النمط والمستوى</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>الألعاب</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>متوسط النقاط لك</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>متوسط النقاط عليك</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>سلسلة الفوز (الأفضل)</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>التلميحات</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>النتائج حسب المستوى</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>هل تريد إعادة تعيين الإحصاءات؟</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>ستُنسى كل الألعاب المحتسبة حتى الآن، في كل المستويات وكل الأنماط. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>احتفظ بها</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>إعادة تعيين</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>يلعب الحاسوب المتكيّف الآن في المستوى %1 من %2. تعدّ صفوفه مبارياتك بحسب المستوى الذي لعب فيه.</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>عبر الشبكة (لكل لاعب)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>صفقة اليوم</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>الأيام الملعوبة: %1. الفوز: %2. أيام الفوز المتتالية: %3 (الأفضل: %4). اليوم: %5.</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>آخر أربعة أسابيع من صفقة اليوم</translation>
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
        <translation>الجولة %1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>الحاسوب: %1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>جارٍ حسم الجولة…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>انتهت الجولة %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>انتهت اللعبة</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>دورك الأخير في الجولة</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>الدور الأخير في الجولة: %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>الدور الأخير في الجولة: %1…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 يفكّر…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>منذ دورك الأخير:</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>جُرّ ورقة إلى عمود لتراهن بها، أو إلى «ركيزة وسحب». أو انقر الأوراق، ثم عمودًا أو «ركيزة وسحب»، ثم الزر.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>عرض الكل</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">ضع %1 ركيزةً واسحب ورقة</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">راهن بـ%1 على العمود %2</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>اضغط Enter أو الزر للعب.</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>ستكون جهتك: %1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>هذه آخر أوراقك: بعدها يلعب %1 الدور الأخير في الجولة، ثم يُحسم الصف.</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>اكتملت الخطوة: تابع بـ«الخطوة التالية»</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">جارٍ البحث عن تلميح…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">تلميح (H)</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">تراجع عن رهانك (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">تراجع عن رهان %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>هذه آخر أوراقك: بعدها يلعب كل من المقاعد الثلاثة الأخرى دورًا أخيرًا، ثم يُحسم الصف.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>ملخص الجولة</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>عرض النتيجة</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>سحبتَ %1.</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">تم: سلّم الشاشة إلى %1 (Enter)</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>مغادرة اللعبة</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>الإكمال لاحقًا</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>الاستسلام</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>المطالبة بالفوز</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>الاستسلام؟ انقر مرة أخرى</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>اطلب استرداد رهانك (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>اسمح لـ %1 باستردادها</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>يبقى الرهان</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>جديد على Cozen؟</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>درس تعليمي قصير يعلّمك اللعبة على الطاولة الحقيقية، فكرة واحدة في كل خطوة: الركيزة، والرهان، والقوة، وكيف تُكسب الأعمدة. يمكنك مغادرته متى شئت والعودة إليه من القائمة.</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>ابدأ الدرس التعليمي</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>ليس الآن</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>الدرس التعليمي · الخطوة %1 من %2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>تعذّر تحميل هذه الخطوة: %1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>راقب الطاولة…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>ما الذي حدث</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>أنهِ الدرس التعليمي</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>الخطوة التالية</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مجددًا</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>غادر الدرس التعليمي</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>ركيزة وسحب</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>الرهان</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>زوج ومتتالية</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>ركيزتك تُحتسب لك</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>عمود يُكسب بفوز تلقائي</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>كسر التعادل</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>الدور الأخير</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>بلا أسر: تبقى الركائز</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>الأزواج المسجونة تُضعف الرزمة</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">أنت تلعب بالأحمر في الأسفل، والحاسوب يلعب بالأسود في الأعلى. في دورك تفعل شيئًا واحدًا بالضبط. النوع الأول من الأدوار هو «ركيزة وسحب»: ضع ورقة من يدك مقلوبةً عند نهاية صف الركائز، ثم اسحب الورقة العليا من رزمتك.

ضع أي ورقة ركيزةً: جُرّها إلى «ركيزة وسحب»، أو انقرها ثم «ركيزة وسحب» ثم الزر.</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>النوع الآخر من الأدوار هو الرهان: ضع ورقة أو أكثر مقلوبةً في جهتك من ركيزة واحدة، أي ركيزة في الصف، ركيزتك أو ركيزة الأسود.

راهن بأي أوراق تشاء، مثلًا بـ%1 و%2 معًا على العمود ٢، ركيزة الأسود %3: جُرّهما إلى هناك، أو انقرهما ثم العمود ثم الزر.</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>لم يبقَ في يد الأسود أي ورقة، لذا هذا هو الدور الأخير في الجولة؛ بعده يُحسم كل عمود، وحيث راهن الطرفان يُكشف كل شيء ويفوز صاحب القوة الأعلى.

راهن الأسود بأربع أوراق مقلوبة على ركيزته %1 في العمود ١. راهن هناك بزوجك، %2 و%3: قيمة الزوج ٣ من القوة.</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>الدور الأخير في الجولة مرة أخرى. العمود ١ ركيزتك، %1، وقد راهن الأسود بورقتين ضدها.

راهن هناك بـ%2 و%3 و%4. يجوز للطرف الذي يملك الركيزة أن يُدخلها في تركيبة.</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>الدور الأخير في الجولة. لم يراهن أحد على ركيزة الأسود %1 في العمود ١.

راهن عليها بأي ورقة، ولو كانت أدنى أوراقك.</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>الدور الأخير في الجولة. راهن الأسود بثلاث أوراق على ركيزتك %1 في العمود ١.

راهن هناك بـ%2 و%3.</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>في يدك ورقة واحدة، %1. راهن بها على العمود ١، ركيزة الأسود %2، حيث راهنتَ بورقة من قبل.

تنتهي الجولة عندما تفرغ يدٌ: عندها يلعب الطرف الآخر دورًا أخيرًا، ثم يُحسم الصف.</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>الدور الأخير في الجولة، ولا يضم أي عمود بعدُ أوراقًا من اللونين.

راهن بورقة على ركيزتك %1 في العمود ١ (أو ضع ورقة ركيزةً)، كي لا يأسر أحدٌ شيئًا.</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>انظر إلى سجن الأسود في أعلى اليمين: فيه %1 و%2 من أوراقك، أُسرتا في جولة سابقة. لم يبقَ لديك أي ٥ تلعبه.

الدور الأخير في هذه الجولة: راهن الأسود بورقتين على ركيزتك %3 في العمود ١. راهن هناك بـ%4 و%5 و%6.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">وضعتَ %1 ركيزةً مقلوبة: بها بدأ العمود ٣، ركيزة جديدة يمكن للطرفين المراهنة عليها. لا يعرفها أحد غيرك. وسحبتَ الورقة العليا من رزمتك، فصار في يدك خمس أوراق من جديد.

ثم فعل الأسود الشيء نفسه وبدأ العمود ٤. الركيزة ملك للطرف الذي وضعها.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>راهنتَ بـ%1 على العمود %2. تبقى الأوراق المراهَن بها مقلوبةً في جهتك من الركيزة ولا تتحرك بعد ذلك في هذه الجولة؛ لا يعرفها أحد غيرك. الرهان لا يسحب ورقة، لذا صارت يدك أصغر.

ردّ الأسود برهان ورقة واحدة مقلوبة على العمود ٢.</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>كُشف كل ما في العمود ١. %1 و%2 من أوراقك زوج: ٣ من القوة.

كان لدى الأسود %3 %4 و%5 %6: متتاليتان من ورقتين. قيمة المتتالية ١ لكل ورقة، لكن لا تُحتسب إلا متتالية واحدة، فكان للأسود ٢ (ولم تدخل ركيزته %7 في أيٍّ منهما).

٣ تغلب ٢: أسرتَ أوراق الأسود الأربع وركيزته، ٣٦ نقطة، إلى سجنك. أما العمود ٢ فلم يكن فيه إلا ركيزتك: بلا منازع، فتعود إلى رزمتك.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">كان لدى الأسود زوج ثمانيات: ٣ من القوة. وحدها، لا تكوّن %1 و%2 و%3 إلا متتالية من ورقتين (٤-٥) وورقة منفردة: ٢.

ومع ركيزتك %4 تكوّن المتتالية ٤-٥-٦-٧: ٤ من القوة. أسرتَ الثمانيتين كلتيهما (١٦ نقطة).</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>كان العمود ١ متنازعًا عليه، لكن جهتك وحدها راهنت: كسبتَه بفوز تلقائي وأسرتَ %1 (١٠ نقاط)، دون أن تكشف %2.

الركيزة التي لا يدافع عنها أحد تسقط أمام أي ورقة.</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>كان لدى الأسود %1 %2 %3: زوج أربعات وولد منفرد، ٣ من القوة. وزوج أولادك: ٣ أيضًا.

عند تساوي القوة تُقارن أوراق كل طرف من الأعلى نزولًا: J مقابل J، ثم ولدك الثاني مقابل ٤ الأسود. ورقتك أعلى، فتفوز وتأسر الأوراق الثلاث (١٨ نقطة). لم تدخل ركيزتك %4 في أي تركيبة، فلم تُحتسب.</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>كانت يدك فارغة، فلعب الأسود الدور الأخير في الجولة: راهن بـ%1 على العمود ١. ومع ركيزته %2 يصير ذلك زوجًا، ٣ من القوة، مقابل %3 و%4 من أوراقك، وهما لا تكوّنان شيئًا.

أسر الأسود الورقتين كلتيهما (١٤ نقطة). من يُفرغ يده يترك الكلمة الأخيرة للطرف الآخر.</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>لم يضم أي عمود أوراقًا من اللونين، فلم يُكشف شيء ولم يأسر أحدٌ أي ورقة.

عندما تنتهي جولة بلا أسر، تبقى الركائز التي كانت مكشوفة في بدايتها، ركيزتك %1 وركيزة الأسود %2، على الصف بترتيبها؛ ويعود كل ما عداها إلى الرزم. وتضيف الجولة التالية ركيزتيها الجديدتين بعدها.</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>كان لدى الأسود زوج ستات: ٣. أوراقك ١٠-J-Q مع ركيزتك %1 متتالية من أربع أوراق: ٤. أسرتَ ستّتي الأسود كلتيهما (١٢ نقطة).

تبقى الورقة المأسورة في السجن حتى نهاية اللعبة. لم يبقَ لدى الأسود أي ٦: لن يستطيع أبدًا أن يكوّن زوج ستات، ولا متتالية تمر بالـ٦، وأنت تعرف ذلك، كما يعرف الأسود أنه لم يبقَ لديك أي ٥. كل زوج تسجنه يُضعف الرزمة الأخرى نهائيًا، ويقرّبك من ٧٠ نقطة.</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>اكتملت هذه الخطوة: تابع بـ«الخطوة التالية».</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>هذا سيأسر شيئًا. في هذه الخطوة، لا تدع أحدًا يأسر أي ورقة.</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>هذه الخطوة عن «ركيزة وسحب»: أفلت ورقة على «ركيزة وسحب».</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>هذه الخطوة عن الرهان: أفلت أوراقًا على عمود.</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>ليس هذا العمود: هذه الخطوة عن العمود %1.</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>راهن بالزوج: %1 و%2 معًا.</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>راهن بالثلاث كلها: %1 و%2 و%3.</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>راهن بالولدين كليهما: %1 و%2.</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>ليست هذه الأوراق: انظر ما تطلبه هذه الخطوة.</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>أنت تلعب بالأحمر في الأسفل، والحاسوب يلعب بالأسود في الأعلى. تفوز بأسر أوراق الأسود: كل ورقة تأسرها تدخل سجنك وتُحتسب لك نقاط النصر الخاصة بها. يفوز الطرف الذي يجمع أولًا ٧٠ نقطة نصر في سجنه.

في دورك تفعل شيئًا واحدًا بالضبط. النوع الأول من الأدوار هو «ركيزة وسحب»: ضع ورقة من يدك مقلوبةً عند نهاية صف الركائز، ثم اسحب الورقة العليا من رزمتك.

ضع %1 ركيزةً: جُرّها إلى «ركيزة وسحب»، أو انقرها ثم «ركيزة وسحب» ثم الزر.</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>وضعتَ %1 ركيزةً مقلوبة: بها بدأ العمود ٣، ركيزة جديدة يمكن للطرفين المراهنة عليها. لا يعرفها أحد غيرك. وسحبتَ الورقة العليا من رزمتك، %2، فصار في يدك خمس أوراق من جديد.

الورقة %2 هي ملكك الموسوم، المشطوب بعلامة X: قيمتها وحدها ٧٠ نقطة نصر، فمن يأسرها يبلغ ٧٠ دفعةً واحدة. أما ملك الأسود الموسوم فهو %3. وكل ورقة أخرى قيمتها أقل: الآس ١ نقطة، والورقة الرقمية بقدر رقمها، والولد والملكة والملك ١٠.

ثم فعل الأسود الشيء نفسه وبدأ العمود ٤. الركيزة ملك للطرف الذي وضعها.</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>كان لدى الأسود زوج ثمانيات: ٣ من القوة. وحدها، لا تكوّن %1 و%2 و%3 إلا متتالية من ورقتين (٤-٥) وورقة منفردة: ٢.

ومع ركيزتك %4 تكوّن المتتالية ٤-٥-٦-٧: ٤ من القوة. أسرتَ الثمانيتين كلتيهما (١٦ نقطة).

في المتتالية يُحتسب الآس منخفضًا (A-٢-٣) أو مرتفعًا (Q-K-A)، ولا يكون الاثنين معًا: K-A-٢ ليست متتالية.</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>في هذه الخطوة، ضع %1 ركيزةً.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>مشاهدة لعبة</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>شاهد</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>الصق رمز لعبة (يبدأ بـ CZ1-)، أو الرسالة كلها التي جاء فيها. يعرض الاستعراض كل الأوراق: فاللعبة انتهت.</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>رمز اللعبة</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>تفاصيل لتقرير الخطأ: %1</translation>
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
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>الأسود</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (الحاسوب)</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>you</source>
        <translation>أنت</translation>
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
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>the %1 and %2</source>
        <comment>cards within a sentence: the list, then the last</comment>
        <translation>%1 و%2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <source>two</source>
        <translation>اثنان</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ثلاثة</translation>
    </message>
    <message>
        <source>four</source>
        <translation>أربعة</translation>
    </message>
    <message>
        <source>five</source>
        <translation>خمسة</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ستة</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>سبعة</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ثمانية</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>تسعة</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>عشرة</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ملكة</translation>
    </message>
    <message>
        <source>king</source>
        <translation>ملك</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>سباتي</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ديناري</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>قلب</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>بستوني</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>بدأت الجولة %1.</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>وضعتَ %1 ركيزةً وسحبتَ ورقة.</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1 وضع %2 ركيزةً وسحب ورقة.</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1 وضع ورقة مقلوبة ركيزةً وسحب ورقة.</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>راهنتَ بـ%1 على العمود %2.</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1 راهن بـ%2 على العمود %3.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>إنه دورك.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>إنه دور %1.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>اختر ورقة من يدك أولًا.</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1 ليست من أوراقك.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>لا توجد ورقة كهذه.</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>ضع ركيزة واحدة في كل مرة: الركيزة ورقة واحدة بالضبط.</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>لا يوجد عمود %1.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 ليست في يدك.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>هذه الحركة غير مسموح بها.</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>زوج %1</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>متتالية %1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>بلا تركيبة</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>تعادل بقوة %1، ورقة بورقة: الكل يعود</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>بلا منازع: الكل يعود</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>تعادل بقوة %1 — تفوز بالورقة الأعلى، %2 ضد %3، وتأخذ %4 (%5 نقطة)</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>تعادل بقوة %1 — %2 يفوز بالورقة الأعلى، %3 ضد %4، ويأخذ %5 (%6 نقطة)</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>تأخذ %1 بفوز تلقائي (%2 نقطة)</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>تأخذ %1 (%2 نقطة)</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>%1 يأخذ %2 بفوز تلقائي (%3 نقطة)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1 يأخذ %2 (%3 نقطة)</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>عودة</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 نقطة</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>لم يأسر أحدٌ أي ورقة: تبقى الركائز المكشوفة على الصف.</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>نقاط الأسر — %1: %2؛ %3: %4.</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>تعادل: لم تبقَ أوراق للعب (%1 مقابل %2).</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>فزتَ، %1 نقطة مقابل %2.</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>الفائز: %1، %2 نقطة مقابل %3.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>تعذّر فتح لعبتك المحفوظة: الملف تالف. احتُفظ به باسم %1، وتبدأ الآن لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>تعذّر فتح لعبتك المحفوظة: الملف تالف. وتعذّر نقله جانبًا أيضًا، لذا يبقى كما هو في %1، ولن تُحفظ هذه اللعبة.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>تعذّر حفظ اللعبة في %1. يستمر اللعب، ويعيد Cozen المحاولة بعد كل حركة؛ وحتى ينجح الحفظ، ستعيد إعادةُ التشغيل اللعبةَ كما كانت عند آخر حفظ. تحقّق من وجود مساحة كافية على القرص ومن أن الكتابة في المجلد مسموحة.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>حدث خطأ ما.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>ورقة مقلوبة</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>ورقتك المقلوبة %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>ورقة %1 المقلوبة %2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>لا أوراق</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>ركيزتك</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>ركيزة %1</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1، %2، مكشوفة</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1، %2، مقلوبة</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1، مقلوبة</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>جهة %1: %2</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>جهتك: %1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>العمود %1: %2؛ %3؛ %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 راهن بـ%Ln ورقة مقلوبة على العمود %2.</numerusform>
            <numerusform>%1 راهن بـ%Ln ورقة مقلوبة على العمود %2.</numerusform>
            <numerusform>%1 راهن بورقتين مقلوبتين على العمود %2.</numerusform>
            <numerusform>%1 راهن بـ%Ln أوراق مقلوبة على العمود %2.</numerusform>
            <numerusform>%1 راهن بـ%Ln ورقة مقلوبة على العمود %2.</numerusform>
            <numerusform>%1 راهن بـ%Ln ورقة مقلوبة على العمود %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%Ln ورقة</numerusform>
            <numerusform>%Ln ورقة</numerusform>
            <numerusform>ورقتان</numerusform>
            <numerusform>%Ln أوراق</numerusform>
            <numerusform>%Ln ورقة</numerusform>
            <numerusform>%Ln ورقة</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>جشِع</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>سهل</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>صعب</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>خبير</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>بقيت ورقة %1 واحدة</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>لم تبقَ أي ورقة %1</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>أُسر ملكها الموسوم</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>كل الرتب كاملة</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>تلميح: ضع %1 ركيزةً واسحب ورقة.</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>تلميح: راهن بـ%1 على العمود %2.</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>تلميح: ضع %1 ركيزةً. فهي لا تكوّن زوجًا ولا متتالية مع بقية يدك.</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>وهناك أيضًا %Ln ورقة مقلوبة.</numerusform>
            <numerusform>وهناك أيضًا %Ln ورقة مقلوبة.</numerusform>
            <numerusform>وهناك أيضًا ورقتان مقلوبتان.</numerusform>
            <numerusform>وهناك أيضًا %Ln أوراق مقلوبة.</numerusform>
            <numerusform>وهناك أيضًا %Ln ورقة مقلوبة.</numerusform>
            <numerusform>وهناك أيضًا %Ln ورقة مقلوبة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>تلميح: لم يراهن %1 على العمود %2 بعد: بـ%3 ستأخذ ركيزته.</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>تلميح: لم يراهن %1 على العمود %2 بعد؛ ستكون جهتك هناك: %3.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك ورقتان مقلوبتان.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln أوراق مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على ورقتين يُظهرهما %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln أوراق يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة ورقتين يُظهرهما %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln أوراق يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>تعذّرت قراءة إحصاءاتك: الملف تالف. احتُفظ به باسم %1، ويبدأ الآن سجل جديد لألعابك.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>تعذّرت قراءة إحصاءاتك: الملف تالف. وتعذّر نقله جانبًا أيضًا، لذا يبقى كما هو في %1، ولن تُكتب فيه ألعاب هذه الجلسة.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">تعذّر حفظ إحصاءاتك في %1. لن يضيع شيء ما دام Cozen مفتوحًا: ستُكتب من جديد بعد لعبتك التالية. تحقّق من وجود مساحة كافية على القرص ومن أن الكتابة في المجلد مسموحة.</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>العمود %1، تعادل بقوة %2: فاز به %3 بالورقة الأعلى، %4 ضد %5.</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>لا شيء للتراجع عنه: يمكن التراجع عن الرهان حتى يلعب المقعد التالي، أما الركيزة فلا.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>الحاسوب (%1)</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a 2v2 team by its players&apos; names</comment>
        <translation>%1 و%2</translation>
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
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك ورقتان مقلوبتان.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln أوراق مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2؛ ولدى %3 هناك %Ln ورقة مقلوبة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على ورقتين يُظهرهما %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln أوراق يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، فتتغلب على %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة ورقتين يُظهرهما %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln أوراق يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
            <numerusform>تلميح: ستكون جهتك في العمود %1: %2، في مواجهة %Ln ورقة يُظهرها %3 هناك (القوة %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>تعادل بقوة %1 — %2 يفوزان بالورقة الأعلى، %3 ضد %4، ويأخذان %5 (%6 نقطة)</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 يأخذان %2 بفوز تلقائي (%3 نقطة)</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1 يأخذان %2 (%3 نقطة)</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>الفائز: %1، %2 نقطة مقابل %3.</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">الفريق الأحمر</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">الفريق الأسود</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">الفريق الأحمر</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">الفريق الأسود</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>متتالية</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>لا أزواج</numerusform>
            <numerusform>زوج</numerusform>
            <numerusform>زوجان</numerusform>
            <numerusform>%Ln أزواج</numerusform>
            <numerusform>%Ln زوجًا</numerusform>
            <numerusform>%Ln زوج</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>متتالية</numerusform>
            <numerusform>زوج + متتالية</numerusform>
            <numerusform>زوجان + متتالية</numerusform>
            <numerusform>%Ln أزواج + متتالية</numerusform>
            <numerusform>%Ln زوجًا + متتالية</numerusform>
            <numerusform>%Ln زوج + متتالية</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>تعادل عند %1، ورقة بورقة: يبقى الرهان في الصف، والباقي يعود</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>بلا منازع: يبقى الرهان في الصف</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>يبقى</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 نقطة ← %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1 والحاسوب</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>الحواسيب</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>انتبه: هذا يضع ملكك الموسوم (٧٠ نقطة) على الطاولة.</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>لا قوة من %1 هناك: لا تُحسب إلا عند التعادل، بالورقة الأعلى.</numerusform>
            <numerusform>لا قوة من %1 هناك: لا تُحسب إلا عند التعادل، بالورقة الأعلى.</numerusform>
            <numerusform>لا قوة من %1 هناك: لا تُحسبان إلا عند التعادل، بالورقة الأعلى.</numerusform>
            <numerusform>لا قوة من %1 هناك: لا تُحسب إلا عند التعادل، بالورقة الأعلى.</numerusform>
            <numerusform>لا قوة من %1 هناك: لا تُحسب إلا عند التعادل، بالورقة الأعلى.</numerusform>
            <numerusform>لا قوة من %1 هناك: لا تُحسب إلا عند التعادل، بالورقة الأعلى.</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>في خطر: %1 نقطة؛ وللفوز، ظاهرًا: %2 نقطة.</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>في خطر: %1 نقطة.</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>تلميح: خدعة. راهن بـ%1 على العمود %2: لا يتكوّن شيء هناك، لكن وهي مقلوبة لا يستطيع %3 أن يعرف، وقد لا يجرؤ على المراهنة ضدها.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">تعذّرت كتابة سجل هذه اللعبة في %1. يكتبه Cozen مجددًا حين يقبل القرص الحفظ التالي للعبة، ما دام مفتوحًا. تحقّق من وجود مساحة على القرص ومن إمكانية الكتابة في المجلد.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
            <numerusform>الجولات الملعوبة: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
            <numerusform>%1: الأوراق المأسورة %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>لم يُؤسر أي عمود.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
            <numerusform>أكبر عمود: الجولة %3، العمود %4، أوراق عددها %Ln، %1 نقطة (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>حاسوبان (%1)</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>حاسوبان (%1، %2)</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 نقطة</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>تعذّر فتح لعبتك المحفوظة: لا يُسمح للعبة Cozen بقراءة الملف. حُفظ الملف باسم %1، وتبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>تعذّر فتح لعبتك المحفوظة: لا يُسمح للعبة Cozen بقراءة الملف. ولم يمكن نقله جانبًا أيضًا، فيبقى كما هو في %1، ولن تُحفظ هذه اللعبة.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>تعذّرت قراءة إحصاءاتك: لا يُسمح للعبة Cozen بقراءة الملف. حُفظ الملف باسم %1، ويبدأ سجل جديد لألعابك.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>تعذّرت قراءة إحصاءاتك: لا يُسمح للعبة Cozen بقراءة الملف. ولم يمكن نقله جانبًا أيضًا، فيبقى كما هو في %1، ولن تُسجَّل فيه ألعاب هذه الجلسة.</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>يحتاج الاسم إلى حرف ظاهر.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>يتكوّن الاسم من %1 حرفًا على الأكثر.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>لا يمكن أن يحتوي الاسم على محارف غير مرئية أو علامات اتجاه أو فواصل أسطر.</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>لا يمكن أن يبدأ الاسم بعلامة تشكيل أو أن يكدّس أكثر من %1 علامات على حرف واحد.</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>لا يمكن أن يخلط الاسم بين الحروف اللاتينية واليونانية والسيريلية، فهي متشابهة.</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>تعذّرت كتابة سجل هذه اللعبة في %1. يعيد Cozen المحاولة كل بضع ثوانٍ وعند الخروج، ويحتفظ به في اللعبة المحفوظة ليكتبه عند التشغيل التالي. تحقق من وجود مساحة على القرص ومن إمكانية الكتابة في المجلد.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>تعذّر حفظ إحصاءاتك في %1. يعيد Cozen المحاولة كل بضع ثوانٍ وعند الخروج، ويحتفظ بهذه اللعبة في اللعبة المحفوظة ليحتسبها عند التشغيل التالي. تحقق من وجود مساحة على القرص ومن إمكانية الكتابة في المجلد.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1، عند آخر نقلة له في الجولة %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>العمود %1: لا أوراق مقلوبة</numerusform>
            <numerusform>العمود %1: ورقة واحدة مقلوبة</numerusform>
            <numerusform>العمود %1: ورقتان مقلوبتان</numerusform>
            <numerusform>العمود %1: %Ln أوراق مقلوبة</numerusform>
            <numerusform>العمود %1: %Ln ورقة مقلوبة</numerusform>
            <numerusform>العمود %1: %Ln ورقة مقلوبة</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>العمود %1: الركيزة المقلوبة</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>اليد: لا أوراق</numerusform>
            <numerusform>اليد: ورقة واحدة</numerusform>
            <numerusform>اليد: ورقتان</numerusform>
            <numerusform>اليد: %Ln أوراق</numerusform>
            <numerusform>اليد: %Ln ورقة</numerusform>
            <numerusform>اليد: %Ln ورقة</numerusform>
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
        <translation>المتوقَّع: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>زوج بينها في %1 من توزيعاته</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>الفعلي: غير معروض (لم تُكشف هذه الأوراق)</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>الفعلي: %1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>المتوقَّع: لا رتبة أكثر من غيرها</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>كومة قوية: بحسب البحث، أفضل بنحو %1 نقطة من أي حركة أصغر.</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>متكيّف</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>متكيّف، في المستوى %1 من %2</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>يلعب الحاسوب الآن في المستوى %1 من %2: أقوى بدرجة.</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>يلعب الحاسوب الآن في المستوى %1 من %2: أسهل بدرجة.</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>يبقى الحاسوب في المستوى %1 من %2.</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>يتكيّف معك — الآن في المستوى %1 من %2</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>يدك كلها: تنتهي الجولة بعد دور أخير لكل من الآخرين.</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>يجب أن يشغل شخصٌ مقعدًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>يجب أن يكون لكل شخص اسم.</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>أعطِ كل شخص اسمًا مختلفًا.</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>أعطِ الشخصين اسمين مختلفين.</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>اللاعب الآخر</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>في انتظار انضمام اللاعب الآخر…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 هنا: جارٍ التوزيع…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>جارٍ الالتقاء باللعبة الأخرى…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>جارٍ الوصول إلى اللعبة الأخرى…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>جارٍ التحقق من كل ورقة في اللعبة…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>تم التحقق من كل ورقة: لعبة نزيهة ضد %1</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>غادرت: اللعبة تنتظر إكمالها لاحقًا</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>انقطع الاتصال: جارٍ إعادة الاتصال… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>في انتظار %1… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 يفكر منذ %2</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>تلعب ضد %1 عبر الشبكة</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>هذا ليس عنوان مُرحِّل: يُكتب مثل mqtt://host:1883 أو mqtts://host:8883.</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>تعذّرت استضافة اللعبة أو الوصول إليها هناك: ربما المنفذ مشغول، أو العنوان ليس لهذا الحاسوب.</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>هذه ليست دعوة، أو كُتبت خطأً: تحقّق منها حرفًا حرفًا.</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>تعذّر استئناف تلك اللعبة: ملفها تالف.</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>توقفت اللعبة: خالفت اللعبة الأخرى القواعد أو أرسلت شيئًا زائفًا، ولا يمكن الوثوق بأي شيء منها.</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>أوقفت اللعبة الأخرى اللعب.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>لا أحد بعد</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>ضد %1، الجولة %2</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>ضد %1، لم تُوزَّع بعد</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>طالبت بالفوز: غاب %1 طويلًا</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>طالب %1 بالفوز أثناء غيابك</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>في انتظار %1… %2. يمكنك إكمال اللعبة لاحقًا أو المطالبة بالفوز.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>يطلب %1 استرداد رهانه الأخير</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>طلبت من %1 السماح باسترداد رهانك…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>يفضّل %1 أن يبقى رهانك</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>لم تُلعب بعد</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 نقطة مقابل %2</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>فوز، %1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>خسارة، %1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>تعادل، %1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>صفقة %1، لُعبت للتدريب: لا تُحتسب.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>صفقة اليوم، %1: هذه النتيجة تُحتسب.</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>صفقة اليوم، %1، لُعبت مرة أخرى للتدريب: احتُسبت أول لعبة أكملتها.</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>لا يوجد فيه رمز لعبة. يبدأ رمز اللعبة بـ CZ1-.</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>صُنع رمز اللعبة هذا بإصدار أحدث من Cozen (صيغته %1، وهذا الإصدار يقرأ الصيغة 1). حدّث Cozen لمشاهدتها.</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>رمز اللعبة هذا تالف: حرف خاطئ أو ناقص أو زائد، أو قُطع. انسخه مرة أخرى كاملًا.</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen، صفقة يوم %1</translation>
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
            <numerusform>%1 نقطة مقابل %2 في %n جولة</numerusform>
            <numerusform>%1 نقطة مقابل %2 في جولة واحدة</numerusform>
            <numerusform>%1 نقطة مقابل %2 في جولتين</numerusform>
            <numerusform>%1 نقطة مقابل %2 في %n جولات</numerusform>
            <numerusform>%1 نقطة مقابل %2 في %n جولة</numerusform>
            <numerusform>%1 نقطة مقابل %2 في %n جولة</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>فزتُ</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>فاز %1</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>خسرتُ</translation>
    </message>
</context>
</TS>
