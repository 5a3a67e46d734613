<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cozen</source>
        <translation>Cozenについて</translation>
    </message>
    <message>
        <source>Cozen</source>
        <translation>Cozen</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>The card game of bluffing and wagering, for two players or four in teams.</source>
        <translation>ブラフと賭けのカードゲーム。2人で、または4人が2チームに分かれて遊べます。</translation>
    </message>
    <message>
        <source>Cozen is a game by Zach Gage.</source>
        <translation>CozenはZach Gageによるゲームです。</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>このプログラムはフリーソフトウェアです。フリーソフトウェア財団が公表したGNU一般公衆利用許諾書のバージョン3、または（あなたの選択により）それ以降の任意のバージョンの条件の下で、再頒布または改変することができます。このプログラムはまったくの無保証で提供されます。</translation>
    </message>
    <message>
        <source>The GNU General Public License, version 3</source>
        <translation>GNU一般公衆利用許諾書 バージョン3</translation>
    </message>
    <message>
        <source>Card faces: the “%1” deck by %2, from KDE&apos;s card games, under the GNU General Public License, version 2 or later.</source>
        <translation>カードの絵柄：%2による「%1」デッキ（KDEのカードゲームより）。GNU一般公衆利用許諾書のバージョン2またはそれ以降のもとで利用しています。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">閉じる</translation>
    </message>
</context>
<context>
    <name>BeliefDialog</name>
    <message>
        <source>What the computer thought you held</source>
        <translation>コンピューターが読んだあなたのカード</translation>
    </message>
    <message>
        <source>The computer made no move in that round while cards of yours lay hidden from it.</source>
        <translation>そのラウンドで、あなたのカードが伏せられている間にコンピューターが動いた手はありません。</translation>
    </message>
    <message>
        <source>The computer never sees your hidden cards: it deals them many times over as they could be, from what it saw, leaning toward pairs where cards were wagered together. These are the ranks it expected, beside what was really there.</source>
        <translation>コンピューターはあなたの伏せたカードを決して見ません。見えたことから、ありうる配り方を何度も試し、一緒に賭けられたカードはペアになりやすいと考えます。予想したランクと、実際にあったカードを並べて示します。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>CloseButtonBox</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s deal</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <source>Play it again (practice)</source>
        <translation>もう一度プレイ（練習）</translation>
    </message>
    <message>
        <source>Play today&apos;s deal</source>
        <translation>今日のディールをプレイ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Played: %1. Another game of today&apos;s deal is practice: it does not count.</source>
        <translation>プレイ済み：%1。今日のディールをもう一度プレイしても練習で、記録には数えません。</translation>
    </message>
    <message>
        <source>Not played yet. Everyone in the world gets the same deal today, against the computer at medium, and you play red. Your first game to finish counts.</source>
        <translation>まだプレイしていません。今日は世界中の誰もが同じ配札で、レベル「ふつう」のコンピューターと対戦します。あなたは赤です。最初に最後まで終えたゲームが記録されます。</translation>
    </message>
    <message>
        <source>Days won in a row: %1 (best: %2).</source>
        <translation>連続勝利日数：%1（最高：%2）。</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>進行中のゲームは失われます。</translation>
    </message>
    <message>
        <source>An earlier day, as practice:</source>
        <translation>過去の日（練習）：</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <comment>a date as it is typed</comment>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>An earlier day, as practice (year-month-day)</source>
        <translation>過去の日、練習として（年-月-日）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦形式</translation>
    </message>
    <message>
        <source>That day cannot be played: %1</source>
        <translation>その日はプレイできません：%1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation type="vanished">ゲーム終了</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation type="vanished">
            <numerusform>%nラウンドで終了しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: not this time</source>
        <translation>ゲーム終了：今回は負け</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>A draw</source>
        <comment>the heading of a drawn game&apos;s end</comment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Victory!</source>
        <comment>the heading of a won game&apos;s end</comment>
        <translation>勝利！</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>共有…</translation>
    </message>
</context>
<context>
    <name>HandControls</name>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation>%1をステークにして1枚引く</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation>%1を%2列目に賭ける</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation>自分の賭けを取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation>%1の賭けを取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation>完了：画面を%1に渡す（Enter）</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>The table is hidden until %1 is at the screen.</source>
        <translation>%1が画面の前に来るまで、テーブルは隠されています。</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代してください</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>今は%1だけが画面を見てください。</translation>
    </message>
    <message>
        <source>I&apos;m %1 — show my cards</source>
        <translation>%1です — 手札を表示</translation>
    </message>
    <message>
        <source>%1: take back your wager</source>
        <translation>%1：自分の賭けを取り消す</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>in your hand, selected</source>
        <translation>手札、選択中</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>手札</translation>
    </message>
</context>
<context>
    <name>JailView</name>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>%1を捕獲済み</translation>
    </message>
    <message>
        <source>%1 — %2 VP</source>
        <translation>%1 — %2 VP</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1：%2 VP</translation>
    </message>
</context>
<context>
    <name>LastRoundDialog</name>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>前のラウンド</translation>
    </message>
    <message>
        <source>%1: no cards</source>
        <translation>%1：カードなし</translation>
    </message>
    <message>
        <source>%1: %2 face down</source>
        <translation>%1：%2（裏向き）</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>No round has been settled yet.</source>
        <translation>まだ決着したラウンドはありません。</translation>
    </message>
    <message>
        <source>Column %1, on the %2</source>
        <translation>列%1（%2の上）</translation>
    </message>
    <message>
        <source>Column %1, on a face-down stake</source>
        <translation>列%1（裏向きのステークの上）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">閉じる</translation>
    </message>
    <message>
        <source>The row at the end of the round</source>
        <translation>ラウンド終了時の場</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>コンピューターが読んだあなたのカード</translation>
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
        <translation>☰  メニュー</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>About Cozen</source>
        <translation>Cozenについて</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>チュートリアル</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>最近のゲーム…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>統計…</translation>
    </message>
    <message>
        <source>Last round…</source>
        <translation>前のラウンド…</translation>
    </message>
    <message>
        <source>Cozen is already open: here it is.</source>
        <translation>Cozen はすでに開いています。こちらです。</translation>
    </message>
    <message>
        <source>Play over the network…</source>
        <translation>ネットワーク対戦…</translation>
    </message>
    <message>
        <source>Today&apos;s deal (%1)…</source>
        <translation>今日のディール（%1）…</translation>
    </message>
    <message>
        <source>Watch a game…</source>
        <translation>ゲームを観る…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>やさしい — ゲームを覚えたい人に</translation>
    </message>
    <message>
        <source>Medium — a fair fight</source>
        <translation>ふつう — 互角の勝負</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>むずかしい — 本気で勝ちに来る</translation>
    </message>
    <message>
        <source>Expert — takes its time, a second a move</source>
        <translation>エキスパート — 1手に1秒かけてじっくり考える</translation>
    </message>
    <message>
        <source>Red 1</source>
        <translation>赤1</translation>
    </message>
    <message>
        <source>Black 1</source>
        <translation>黒1</translation>
    </message>
    <message>
        <source>Red 2</source>
        <translation>赤2</translation>
    </message>
    <message>
        <source>Black 2</source>
        <translation>黒2</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦形式</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>コンピューターと対戦</translation>
    </message>
    <message>
        <source>Two people at this screen</source>
        <translation>この画面で2人対戦</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2対2</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>コンピューター：%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Your name (optional)</source>
        <translation>あなたの名前（任意）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>あなたの色</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>先攻</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>VP in jail wins (100 in the 2v2 rules)</source>
        <translation>VPを牢屋に集めたら勝ち（2対2のルールでは100）</translation>
    </message>
    <message>
        <source>VP in jail wins (70 in the rules)</source>
        <translation>VPを牢屋に集めたら勝ち（ルールでは70）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>このゲームをやめますか？</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>進行中のゲームは失われます。</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <source>Today&apos;s deal: %1</source>
        <comment>the New game dialog&apos;s line</comment>
        <translation>今日のディール：%1</translation>
    </message>
    <message>
        <source>Today&apos;s deal…</source>
        <translation>今日のディール…</translation>
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
        <translation>詳細（バグ報告用）：%1</translation>
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
        <translation>最近のゲーム</translation>
    </message>
    <message numerus="yes">
        <source>a draw, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>引き分け、%1対%2 VP、%nラウンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %1 to %2 VP, %n round(s)</source>
        <translation>
            <numerusform>未完了、%1対%2 VP、%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here.</source>
        <translation>終了したゲームはまだありません。最後まで遊んだゲームはすべてここに保存されます。</translation>
    </message>
    <message>
        <source>%1 — damaged: %2</source>
        <extracomment>A record in the list that cannot be read: its file name, and why</extracomment>
        <translation>%1 — 破損：%2</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>インポートしました。</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>インポートできませんでした：%1</translation>
    </message>
    <message>
        <source>Exported.</source>
        <translation>エクスポートしました。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>エクスポートできませんでした：%1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>ゲームの記録をインポート</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>ゲームの記録 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>ゲームの記録をエクスポート</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>the two sides of a game in the list</comment>
        <translation>%1 対 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2 to %3 VP, %n round(s)</source>
        <extracomment>A game of the list: its winner by name (&quot;Ann&quot;, &quot;Ann &amp; Cat&quot;), the VP (the winner&apos;s first), the rounds</extracomment>
        <translation>
            <numerusform>%1の勝ち、%2対%3 VP、%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation type="vanished">コンピューター（%1）</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">あなた</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between players&apos; names</comment>
        <translation type="vanished">、</translation>
    </message>
    <message numerus="yes">
        <source>Red won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>赤の勝ち、%1対%2 VP、%nラウンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black won, %1 to %2 VP, %n round(s)</source>
        <translation type="vanished">
            <numerusform>黒の勝ち、%1対%2 VP、%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">閉じる</translation>
    </message>
    <message>
        <source>Reading your finished games…</source>
        <translation>終了したゲームを読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>RemoteDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>ネットワーク対戦</translation>
    </message>
    <message>
        <source>Give your name: the other player sees it.</source>
        <translation>名前を入力してください。相手に表示されます。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>ゲームを主催する</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>ゲームに参加する</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>The other player sees it</source>
        <translation>相手に表示されます</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>Paste the invite you were given</source>
        <translation>受け取った招待を貼り付けてください</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>あなたの色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>How the other player reaches you</source>
        <translation>相手との接続方法</translation>
    </message>
    <message>
        <source>Through a relay on the internet (works anywhere)</source>
        <translation>インターネット上の中継を使う（どこでも使えます）</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>中継</translation>
    </message>
    <message>
        <source>Directly, on this network or through a forwarded port</source>
        <translation>直接接続（同じネットワーク、または転送したポート）</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Give the other player this invite. It is for them alone: whoever has it can take their seat.</source>
        <translation>この招待を相手に渡してください。相手専用です。招待を持つ人なら誰でもその席に着けます。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>コピーしました。</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>不具合報告用の詳細: %1</translation>
    </message>
    <message>
        <source>Games to finish</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主催する</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加する</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>待つのをやめる</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Not reached yet: %1</source>
        <translation>まだ接続できません: %1</translation>
    </message>
    <message>
        <source>A game over the network is on the table: finish it later, or leave it, before you begin another.</source>
        <translation>ネットワーク対戦が進行中です。別のゲームを始める前に、後で続けるか離れてください。</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The record stops before the game&apos;s end, %1 VP to %2.</source>
        <translation>記録はゲームの終了前で途切れています（%1 VP対%2 VP）。</translation>
    </message>
    <message>
        <source>Replay of a game</source>
        <translation>ゲームのリプレイ</translation>
    </message>
    <message>
        <source>Round %1 · move %2 of %3</source>
        <extracomment>Where the replay stands: the round, then the moves of it played so far</extracomment>
        <translation>ラウンド%1 · %2手目（全%3手）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>This record cannot be shown: %1</source>
        <translation>この記録は表示できません：%1</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>ラウンド%1のカードが配られました。</translation>
    </message>
    <message>
        <source>The stakes row</source>
        <translation>ステークの場</translation>
    </message>
    <message>
        <source>Everything face up</source>
        <translation>すべて表向き</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <extracomment>The replay from one seat: &quot;As Red 2 (computer) saw it&quot;</extracomment>
        <translation>%1から見た場面</translation>
    </message>
    <message>
        <source>As %1 (%2) saw it</source>
        <extracomment>The replay from one seat: &quot;As Ann (Red) saw it&quot;, &quot;As the computer (Black) saw it&quot;</extracomment>
        <translation>%1（%2）から見た場面</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s step among all of them</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1の手札：%2</translation>
    </message>
    <message>
        <source>%1 %2 VP · %3 %4 VP</source>
        <comment>each side by its players&apos; names, and its VP</comment>
        <translation>%1 %2 VP · %3 %4 VP</translation>
    </message>
    <message>
        <source>Red %1 VP · Black %2 VP</source>
        <translation type="vanished">赤 %1 VP · 黒 %2 VP</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>ラウンド%1終了</translation>
    </message>
    <message>
        <source>%1 %2  ·  %3 %4   (to %5)</source>
        <translation>%1 %2  ·  %3 %4   （目標 %5）</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>結果を見る</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次のラウンドへ</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>What the computer thought you held</source>
        <translation>コンピューターが読んだあなたのカード</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Cozen</source>
        <translation>Cozenの遊び方</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Capture your opponent&apos;s cards. Each captured card goes face up into your &lt;b&gt;jail&lt;/b&gt; and scores its Victory Points (VP): an ace 1, a number card its number, a jack, queen or king 10. The two &lt;b&gt;marked kings&lt;/b&gt;, the K♥ and the K♠, crossed with an X, are worth 70 each. Whoever holds the target in their jail after a round wins: 70 VP, or 100 in 2v2, unless the game was set otherwise. If both sides reach it in the same round, the higher total wins; on equal totals play goes on.</source>
        <translation>相手のカードを捕らえましょう。捕らえたカードは表向きであなたの&lt;b&gt;牢屋&lt;/b&gt;に入り、その勝利点（VP）が得点になります：エースは1、数札はその数、ジャック・クイーン・キングは10です。Xで消された2枚の&lt;b&gt;印付きキング&lt;/b&gt;、K♥とK♠は、それぞれ70の価値があります。ラウンド終了時に、牢屋に目標のVPを集めている側の勝ちです。目標は70 VP、2対2では100 VPです（ゲームの設定で変更していない場合）。両方の側が同じラウンドで目標に届いたら合計の高い方が勝ち、合計が同じならゲームは続きます。</translation>
    </message>
    <message>
        <source>The marked kings: lose yours and the game is as good as lost.</source>
        <translation>印付きキング：自分のキングを取られたら、負けたも同然です。</translation>
    </message>
    <message>
        <source>The decks and the table</source>
        <translation>デッキとテーブル</translation>
    </message>
    <message>
        <source>One side plays Red, all 26 hearts and diamonds; the other Black, all 26 clubs and spades. Suits only give a card&apos;s colour. Your side of the table is along the bottom, the other along the top, and the &lt;b&gt;stakes row&lt;/b&gt; runs across the middle. At the start of each round every deck is shuffled (without its cards in the opponent&apos;s jail), the round&apos;s starter and the next player each turn the top card of their deck face up at the right end of the row, and everyone draws five cards. The starter changes every round.</source>
        <translation>一方は赤（ハートとダイヤの全26枚）、もう一方は黒（クラブとスペードの全26枚）を使います。スートはカードの色を表すだけです。テーブルの下側があなたの側、上側が相手の側で、中央には&lt;b&gt;ステークの場&lt;/b&gt;が横に延びています。各ラウンドの始めに、それぞれのデッキを（相手の牢屋にあるカードを除いて）シャッフルし、そのラウンドの先攻と次のプレイヤーが自分のデッキの一番上のカードを1枚ずつ場の右端に表向きで置き、全員が5枚引きます。先攻はラウンドごとに交代します。</translation>
    </message>
    <message>
        <source>Beside each deck, its &lt;b&gt;tracker&lt;/b&gt; shows which of its ranks it still has: two dots for a rank with both cards left, one dot when one of them is in the opponent&apos;s jail, a dash when both are. The king&apos;s dots are gold while the deck still has its marked king. Jails are public, so both sides see every tracker.</source>
        <translation>各デッキの横にある&lt;b&gt;トラッカー&lt;/b&gt;は、そのデッキに残っているランクを示します：2枚とも残っているランクは点2つ、1枚が相手の牢屋にあれば点1つ、2枚ともあればダッシュです。デッキに印付きキングが残っている間、キングの点は金色になります。牢屋は公開されているので、どちらの側もすべてのトラッカーを見られます。</translation>
    </message>
    <message>
        <source>For example, &quot;7 ●●  8 ●  9 –&quot;: both 7s are still there, one 8 has been captured, both 9s have.</source>
        <translation>例えば「7 ●●  8 ●  9 –」なら、7は2枚とも残り、8は1枚が捕らえられ、9は2枚とも捕らえられています。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>A turn is exactly one of two moves; you may not pass.</source>
        <translation>手番では、2つの行動のどちらか1つを必ず行います。パスはできません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stake &amp; Draw&lt;/b&gt;: put one card face down at the right end of the row, starting a new column, then draw a card. With your deck empty you stake without drawing.</source>
        <translation>&lt;b&gt;ステーク＆ドロー&lt;/b&gt;：カードを1枚、場の右端に裏向きで置いて新しい列を作り、カードを1枚引きます。デッキが空なら、引かずにステークだけを置きます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wager&lt;/b&gt;: put one or more cards face down on your side of any one column, yours or your opponent&apos;s, face up or face down, empty or already holding your wagers. Wagered cards never move again, and you do not draw.</source>
        <translation>&lt;b&gt;賭け&lt;/b&gt;：カードを1枚以上、どれか1つの列の自分の側に裏向きで置きます。自分の列でも相手の列でも、ステークが表向きでも裏向きでも、まだ空でも既に自分の賭け札があってもかまいません。賭けたカードは二度と動かず、カードは引きません。</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>ラウンドの終わり</translation>
    </message>
    <message>
        <source>When a move empties a player&apos;s hand, every other player takes exactly one more turn, then each column is settled from left to right. A column is a stake with the cards wagered on each side of it.</source>
        <translation>ある行動でプレイヤーの手札がなくなると、他のプレイヤー全員がちょうど1回ずつ手番を行い、その後、各列を左から右へ順に清算します。列とは、ステークと、その両側に賭けられたカードのことです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncontested&lt;/b&gt;: every card in it is one colour. Nothing is shown, and all of it goes home to its owner&apos;s deck.</source>
        <translation>&lt;b&gt;争いなし&lt;/b&gt;：列のカードがすべて同じ色。何も公開されず、すべて持ち主のデッキに戻ります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won by default&lt;/b&gt;: only the side that does not own the stake has wagered on it. That side takes the stake without showing its own cards.</source>
        <translation>&lt;b&gt;不戦勝&lt;/b&gt;：ステークの持ち主でない側だけが賭けている。その側は自分のカードを見せずにステークを獲得します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revealed&lt;/b&gt;: both sides have wagered. Everything is turned face up, each side&apos;s Strength is counted, and the stronger side captures every card of the other in that column, the stake too when it belongs to the loser. The winner&apos;s own cards go home.</source>
        <translation>&lt;b&gt;公開&lt;/b&gt;：両方の側が賭けている。すべてを表向きにして各側の強さを数え、強い側がその列にある相手のカードをすべて捕らえます。ステークが負けた側のものなら、それも捕らえます。勝った側の自分のカードはデッキに戻ります。</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>強さ</translation>
    </message>
    <message>
        <source>A side counts its wagered cards, plus the stake when the stake is its own. A &lt;b&gt;pair&lt;/b&gt;, two cards of a rank, is worth 3; three of a rank make a pair and a loose card, four make two pairs. One &lt;b&gt;straight&lt;/b&gt;, two or more ranks in a row, is worth 1 a card; only one straight counts for a side. An ace is low (A-2-3) or high (Q-K-A), never both. Each card counts in one combination at most, and loose cards count nothing. The best arrangement is always the one counted.</source>
        <translation>各側は自分の賭け札を数えます。ステークが自分のものなら、それも加えます。&lt;b&gt;ペア&lt;/b&gt;（同じランクの2枚）は3。同じランク3枚はペアと余り札1枚、4枚はペア2つになります。&lt;b&gt;ストレート&lt;/b&gt;（連続する2つ以上のランク）は1枚につき1で、1つの側で数えるストレートは1つだけです。エースはロー（A-2-3）かハイ（Q-K-A）のどちらかで、両方にはなりません。各カードが数えられるのは最大1つの組み合わせだけで、余り札は0です。常に最も強くなる組み合わせ方で数えます。</translation>
    </message>
    <message>
        <source>A pair of 7s and the straight 5-6: Strength 5.</source>
        <translation>7のペアとストレート5-6：強さ5。</translation>
    </message>
    <message>
        <source>Wagered on your own 6: the straight 3-4-5-6, Strength 4, which beats a pair of 4s (3).</source>
        <translation>自分の6のステークに賭けた場合：ストレート3-4-5-6で強さ4。4のペア（3）に勝ちます。</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>同点</translation>
    </message>
    <message>
        <source>On equal Strength the higher cards decide. Each side&apos;s cards are its wagered cards, plus its own stake only when the stake is part of a combination in its best arrangement. They are compared from the highest down (here an ace is the highest card, a marked king is a king); the first difference wins, and a side that runs out of cards first loses. Lists equal to the end capture nothing: everything goes home.</source>
        <translation>強さが同じなら、高いカードで決まります。各側のカードは賭け札と、最良の組み合わせの一部になっている場合に限り自分のステークです。これを高い順に比べます（ここではエースが最も高く、印付きキングは普通のキングとして扱います）。最初に差が出たところで高い方が勝ち、先にカードがなくなった側が負けです。最後まで同じなら何も捕らえず、すべてデッキに戻ります。</translation>
    </message>
    <message>
        <source>A pair of jacks against 4, 4 and J: both Strength 3. J against J, then J against 4: the pair of jacks wins.</source>
        <translation>ジャックのペア対4・4・J：どちらも強さ3。JとJ、次にJと4を比べて、ジャックのペアの勝ち。</translation>
    </message>
    <message>
        <source>The jail</source>
        <translation>牢屋</translation>
    </message>
    <message>
        <source>Captured cards stay in the capturer&apos;s jail for the rest of the game and are out of their owner&apos;s deck for good. A deck that has lost both cards of a rank can no longer make that pair, and every gap breaks its straights: each round it gets weaker. Keep an eye on the trackers.</source>
        <translation>捕らえられたカードはゲームの終わりまで捕らえた側の牢屋に残り、持ち主のデッキには二度と戻りません。あるランクの2枚を両方失ったデッキはそのペアを作れなくなり、欠けたランクがストレートを途切れさせます。デッキはラウンドごとに弱くなっていくのです。トラッカーから目を離さないようにしましょう。</translation>
    </message>
    <message>
        <source>No captures</source>
        <translation>捕獲なし</translation>
    </message>
    <message>
        <source>When a round ends with no card captured, the stakes that were face up at its start stay on the row, in order, and the next round adds its new stakes to their right. After any round with a capture the row is cleared.</source>
        <translation>カードが1枚も捕らえられずにラウンドが終わると、ラウンド開始時に表向きだったステークは順番どおり場に残り、次のラウンドの新しいステークはその右に加わります。捕獲があったラウンドの後は、場は片付けられます。</translation>
    </message>
    <message>
        <source>2v2</source>
        <translation>2対2</translation>
    </message>
    <message>
        <source>Two teams of two, each player with a full deck of their colour: Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail; the target is 100 VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation type="vanished">2人ずつの2チームで対戦し、各プレイヤーが自分の色のデッキを1組ずつ持ちます。赤1、黒1、赤2、黒2の順に手番を行うので、味方同士が続けて手番を行うことはありません。味方はどちらも列の自分のチームの側に賭け、そのカードは強さとタイブレークでまとめて数えます。牢屋はチームで1つ、目標は100 VPです。味方同士はテーブル上の互いの裏向きのカードを見られますが、手札は見られません。ステークを表向きに出すのはラウンドの先攻とその次の席だけで、先攻はラウンドごとに1席ずつ移ります。誰かの手札がなくなると、他の3人がそれぞれもう1回ずつ手番を行います。</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>このアプリでの操作</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a column to wager it, or onto &lt;i&gt;Stake &amp; Draw&lt;/i&gt; to stake it. Click cards to select several and drag them together, or click a column (or the slot) and then the button that names the move. With the keyboard: ←/→ choose a card, Space selects it, ↑ moves to the row, ←/→ choose a column or the stake slot, Enter plays, Esc clears. Hold the pointer on one of your own face-down cards to look at it again. F1 opens these rules from anywhere.</source>
        <translation>手札のカードを列にドラッグすると賭け、&lt;i&gt;ステーク＆ドロー&lt;/i&gt;にドラッグするとステークとして置きます。カードをクリックして複数選び、まとめてドラッグすることもできます。または列（かスロット）をクリックしてから、行動名の書かれたボタンを押します。キーボードでは：←/→でカードを選び、Spaceで選択、↑で場へ移動、←/→で列かステークのスロットを選び、Enterで実行、Escで解除します。自分の裏向きのカードにポインターを重ねたままにすると、もう一度見られます。F1でいつでもこのルールを開けます。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">閉じる</translation>
    </message>
    <message>
        <source>Two teams of two, with two standard decks: each player holds the 26 cards of their colour, half a deck with one marked king, as in a game of two. Red 1, Black 1, Red 2 and Black 2 play in that order, so partners never play one after the other. Partners wager on their team&apos;s side of a column, and their cards count together for Strength and the tie-break. A team shares one jail and its VP. Partners see each other&apos;s face-down cards on the table, never each other&apos;s hands. Only the round&apos;s starter and the next seat turn up stakes, and the starter moves one seat on each round. When anyone empties their hand, each of the three others takes one more turn.</source>
        <translation>2人ずつの2チームで、普通のトランプ2組を使って対戦します。各プレイヤーは自分の色の26枚、つまり印付きキングを1枚含む半組を持ちます。2人で遊ぶときと同じです。赤1、黒1、赤2、黒2の順に手番を行うので、味方同士が続けて手番を行うことはありません。味方はどちらも列の自分のチームの側に賭け、そのカードは強さとタイブレークでまとめて数えます。牢屋とVPはチームで共有します。味方同士はテーブル上の互いの裏向きのカードを見られますが、手札は見られません。ステークを表向きに出すのはラウンドの先攻とその次の席だけで、先攻はラウンドごとに1席ずつ移ります。誰かの手札がなくなると、他の3人がそれぞれもう1回ずつ手番を行います。</translation>
    </message>
    <message>
        <source>A team wins with 100 VP or more in its jail. The printed rules say a team must pass 100; here exactly 100 wins, as exactly 70 does in a game of two: a point this game has settled.</source>
        <translation>牢屋に100 VP以上を集めたチームの勝ちです。印刷されたルールでは100を超える必要がありますが、このゲームでは2人で遊ぶときにちょうど70で勝つのと同じく、ちょうど100で勝ちとしています。</translation>
    </message>
    <message>
        <source>At the end of a round each column says under its stake who took its VP: &quot;+14 VP → Ann&quot;, or where the column is too narrow for a name, an arrow to that side: ▼ the side along the bottom, ▲ the side along the top.</source>
        <translation>ラウンドの終わりには、各列のステークの下に、そのVPを取った側が表示されます：「+14 VP → Ann」。列が狭くて名前が入らないときは、その側を指す矢印で示します：▼ 下側、▲ 上側。</translation>
    </message>
</context>
<context>
    <name>ScoreRace</name>
    <message>
        <source>%1: %2 of %3 VP; %4: %5 of %3 VP</source>
        <translation>%1：%2 / %3 VP、%4：%5 / %3 VP</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>Deck: %1</source>
        <translation>デッキ：%1</translation>
    </message>
    <message>
        <source>Jail: %1</source>
        <translation>牢屋：%1</translation>
    </message>
    <message>
        <source>Your jail</source>
        <translation>あなたの牢屋</translation>
    </message>
</context>
<context>
    <name>SeatHand</name>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1の手札：%2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>システムの言語（%1）</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>描画</translation>
    </message>
    <message>
        <source>Draw with the graphics card, OpenGL (from the next start)</source>
        <translation type="vanished">グラフィックカード（OpenGL）で描画する（次回の起動から）</translation>
    </message>
    <message>
        <source>Without a graphics driver, OpenGL is slower and uses more memory.</source>
        <translation type="vanished">グラフィックドライバーがない場合、OpenGLは遅くなり、メモリも多く使います。</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>見やすさ</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>大きなカード</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>The system&apos;s (%1, not translated: %2)</source>
        <comment>the system&apos;s language, then the one the game speaks instead</comment>
        <translation>システムの言語（%1、翻訳なし：%2）</translation>
    </message>
    <message>
        <source>Draw without the graphics card (from the next start)</source>
        <translation>グラフィックカードを使わずに描画する（次回の起動から）</translation>
    </message>
    <message>
        <source>Now drawn with the graphics card (%1). Without it, drawing is slower: turn it off only if the table looks wrong.</source>
        <translation>現在はグラフィックカードで描画しています（%1）。使わないと描画が遅くなります。テーブルの表示がおかしいときだけオフにしてください。</translation>
    </message>
    <message>
        <source>Now drawn without the graphics card.</source>
        <translation>現在はグラフィックカードを使わずに描画しています。</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>動きを減らす</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>ミュート</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">閉じる</translation>
    </message>
    <message>
        <source>No sound while this copy of the game runs: COZEN_MUTE is set in its environment.</source>
        <translation>このゲームの実行中は音が出ません：環境変数 COZEN_MUTE が設定されています。</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share this game</source>
        <translation>このゲームを共有</translation>
    </message>
    <message>
        <source>This game cannot be shared: only a finished game, played from its first deal, can.</source>
        <translation>このゲームは共有できません。共有できるのは、最初の配札から最後までプレイしたゲームだけです。</translation>
    </message>
    <message>
        <source>Paste this in a chat or a message. Each line is a round, a mark a column: ♥ Red took it, ♠ Black took it, = a tie, ○ nobody did. Anyone with Cozen can watch the whole game with the code, in the menu&apos;s &quot;Watch a game…&quot;.</source>
        <translation>チャットやメッセージに貼り付けてください。1行が1ラウンド、記号が1列です：♥ 赤が取った、♠ 黒が取った、= 引き分け、○ 誰も取らなかった。Cozen があれば誰でも、メニューの「ゲームを観る…」でコードからゲーム全体を観られます。</translation>
    </message>
    <message>
        <source>The game to share</source>
        <translation>共有するゲーム</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>コピーしました。</translation>
    </message>
    <message>
        <source>Copy the code only</source>
        <translation>コードだけコピー</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>コードをコピーしました。</translation>
    </message>
</context>
<context>
    <name>StakeColumn</name>
    <message>
        <source>Press to choose this column for your move</source>
        <translation>押すと、この列を行動の対象に選びます</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1、%2列目</translation>
    </message>
    <message>
        <source>the stake: %1</source>
        <translation>ステーク：%1</translation>
    </message>
    <message>
        <source>Column %1, your side: %2</source>
        <translation>%1列目、あなたの側：%2</translation>
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
        <translation>ステーク＆ドロー</translation>
    </message>
    <message>
        <source>Press to stake the chosen card at the end of the row and draw a card</source>
        <translation>押すと、選んだカードを場の端にステークとして置き、1枚引きます</translation>
    </message>
    <message>
        <source>Stake
&amp;
Draw</source>
        <translation type="vanished">ステーク
＆
ドロー</translation>
    </message>
    <message>
        <source>Stake %1 face down and draw</source>
        <translation>%1を裏向きでステークにして1枚引く</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>コンピューターと対戦</translation>
    </message>
    <message>
        <source>Two against two, against the computer</source>
        <translation>2対2でコンピューターと対戦</translation>
    </message>
    <message>
        <source>People against each other (each person&apos;s own games)</source>
        <translation>人間同士の対戦（各自のゲーム）</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <extracomment>The opposing computers in 2v2 play at different levels</extracomment>
        <translation>レベル混合</translation>
    </message>
    <message>
        <source>2v2: %1</source>
        <extracomment>A bar of the chart: its level, in 1v1 or in 2v2 (&quot;2v2: hard&quot;)</extracomment>
        <translation>2対2：%1</translation>
    </message>
    <message>
        <source>%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.</source>
        <extracomment>A row of the statistics as a screen reader reads it; %1 is a level or a person&apos;s name</extracomment>
        <translation>%1。ゲーム数：%2。勝ち：%3。引き分け：%4。負け：%5。平均VP：自分%6、相手%7。連勝：%8、最高：%9。ヒント使用：%10。</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost</source>
        <translation>%1：%2勝、%3分け、%4敗</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>統計をリセット…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.</source>
        <translation>最後まで遊んだゲームはまだありません。終えたゲームはすべてここで集計されます。コンピューターとの対戦はレベル別、人間同士の対戦は名前別です。</translation>
    </message>
    <message>
        <source>Statistics by mode and level</source>
        <translation>モード・レベル別の統計</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Average VP for</source>
        <extracomment>The average of the VP a side had in its jail at the end of a game</extracomment>
        <translation>平均VP（自分）</translation>
    </message>
    <message>
        <source>Average VP against</source>
        <translation>平均VP（相手）</translation>
    </message>
    <message>
        <source>Win streak (best)</source>
        <translation>連勝（最高）</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>ヒント使用</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A win streak and, in brackets, the best one</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Results by level</source>
        <translation>レベル別の結果</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <source>Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.</source>
        <translation>これまでに集計したすべてのゲームが、すべてのレベルとモードで消去されます。元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.</source>
        <translation>適応するコンピューターは今、%2段階中の%1でプレイします。その行は、対戦した段階ごとにあなたのゲームを数えます。</translation>
    </message>
    <message>
        <source>Over the network (against each player)</source>
        <translation>ネットワーク対戦（相手ごと）</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <source>Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.</source>
        <translation>プレイした日：%1。勝った日：%2。連続勝利：%3（最高：%4）。今日：%5。</translation>
    </message>
    <message>
        <source>The last four weeks of today&apos;s deal</source>
        <translation>今日のディールの直近4週間</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>コンピューター：%1</translation>
    </message>
    <message>
        <source>Settling the round…</source>
        <translation>ラウンドを清算中…</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>ラウンド%1終了</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Your last turn of the round</source>
        <translation>このラウンド最後のあなたの手番</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round</source>
        <translation>このラウンド最後の%1の手番</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>%1&apos;s last turn of the round…</source>
        <translation>このラウンド最後の%1の手番…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>前回のあなたの手番から：</translation>
    </message>
    <message>
        <source>Drag a card onto a column to wager it, or onto Stake &amp; Draw. Or click cards, then a column or Stake &amp; Draw, then the button.</source>
        <translation>カードを列にドラッグして賭けるか、ステーク＆ドローにドラッグします。または、カードをクリックし、次に列かステーク＆ドローをクリックしてから、ボタンを押します。</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>Stake %1 and draw a card</source>
        <translation type="vanished">%1をステークにして1枚引く</translation>
    </message>
    <message>
        <source>Wager %1 on column %2</source>
        <translation type="vanished">%1を%2列目に賭ける</translation>
    </message>
    <message>
        <source>Enter or the button plays it.</source>
        <translation>Enterキーかボタンで実行します。</translation>
    </message>
    <message>
        <source>Your side would be: %1</source>
        <translation>あなたの側はこうなります：%1</translation>
    </message>
    <message>
        <source>Your last card: %1 then takes the round&apos;s last turn, and the row is settled.</source>
        <translation>最後の手札です：このあと%1がラウンド最後の手番を行い、場が清算されます。</translation>
    </message>
    <message>
        <source>Step done: go on with Next</source>
        <translation>このステップは完了：「次のステップ」へ進んでください</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="vanished">ヒントを探しています…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="vanished">ヒント（H）</translation>
    </message>
    <message>
        <source>Take back your wager (Ctrl+Z)</source>
        <translation type="vanished">自分の賭けを取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Take back %1&apos;s wager (Ctrl+Z)</source>
        <translation type="vanished">%1の賭けを取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Your last card: the three other seats then take a last turn each, and the row is settled.</source>
        <translation>最後の手札です：このあと他の3席がそれぞれ最後の手番を行い、場が清算されます。</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>ラウンドのまとめ</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>結果を見る</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次のラウンドへ</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>%1を引きました。</translation>
    </message>
    <message>
        <source>Done: pass the screen to %1 (Enter)</source>
        <translation type="vanished">完了：画面を%1に渡す（Enter）</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>ゲームを離れる</translation>
    </message>
    <message>
        <source>Finish later</source>
        <translation>後で続ける</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了する</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>勝利を申告する</translation>
    </message>
    <message>
        <source>Resign? Click again</source>
        <translation>投了しますか？もう一度クリック</translation>
    </message>
    <message>
        <source>Ask to take back your wager (Ctrl+Z)</source>
        <translation>賭けの取り消しを頼む（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Let %1 take it back</source>
        <translation>%1 の取り消しを認める</translation>
    </message>
    <message>
        <source>Keep the wager</source>
        <translation>賭けはそのまま</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>New to Cozen?</source>
        <translation>Cozenは初めてですか？</translation>
    </message>
    <message>
        <source>A short tutorial teaches the game on the real table, one idea a step: staking, wagering, Strength, and how columns are won. You can leave it at any time and come back to it from the menu.</source>
        <translation>短いチュートリアルで、実際のテーブルを使って1ステップに1つずつゲームを学べます：ステーク、賭け、強さ、そして列の勝ち方。いつでも抜けられ、メニューからまた再開できます。</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>チュートリアルをプレイ</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>Tutorial · step %1 of %2</source>
        <translation>チュートリアル · ステップ%1／%2</translation>
    </message>
    <message>
        <source>This step could not be loaded: %1</source>
        <translation>このステップを読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>テーブルを見ていてください…</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>何が起きたか</translation>
    </message>
    <message>
        <source>Finish the tutorial</source>
        <translation>チュートリアルを終える</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>チュートリアルをやめる</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Stake &amp; Draw</source>
        <translation>ステーク＆ドロー</translation>
    </message>
    <message>
        <source>A wager</source>
        <translation>賭け</translation>
    </message>
    <message>
        <source>A pair and a straight</source>
        <translation>ペアとストレート</translation>
    </message>
    <message>
        <source>Your own stake counts</source>
        <translation>自分のステークも数える</translation>
    </message>
    <message>
        <source>A column won by default</source>
        <translation>不戦勝の列</translation>
    </message>
    <message>
        <source>The tie-break</source>
        <translation>同点の決着</translation>
    </message>
    <message>
        <source>The last turn</source>
        <translation>最後の手番</translation>
    </message>
    <message>
        <source>No captures: the stakes stay</source>
        <translation>捕獲なし：ステークは残る</translation>
    </message>
    <message>
        <source>Jailed pairs weaken a deck</source>
        <translation>牢屋のペアがデッキを弱める</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake any card: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation type="vanished">あなたは赤で下側、コンピューターは黒で上側です。自分の手番では、ちょうど1つのことをします。1つ目の手番はステーク＆ドローです：手札のカードを1枚、ステークの場の右端に裏向きで置き、自分のデッキの一番上のカードを引きます。

どれでも1枚ステークにしましょう：カードをステーク＆ドローにドラッグするか、カードをクリックし、次にステーク＆ドロー、最後にボタンをクリックします。</translation>
    </message>
    <message>
        <source>The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black&apos;s.

Wager any cards you like, for instance your %1 and %2 together on column 2, Black&apos;s %3: drag them there, or click them, then the column, then the button.</source>
        <translation>もう1つの手番は賭けです：カードを1枚以上、場のどれか1つのステーク（自分のものでも黒のものでも）の自分の側に裏向きで置きます。

好きなカードを賭けましょう。たとえば%1と%2を一緒に、黒のステーク%3がある2列目へ：そこへドラッグするか、カードをクリックし、次に列、最後にボタンをクリックします。</translation>
    </message>
    <message>
        <source>Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.

Black wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.</source>
        <translation>黒の手札はもうないので、これがラウンド最後の手番です。このあと各列が清算され、両方の側が賭けた列ではすべてが表向きになり、強さの高い方が勝ちます。

黒は1列目の自分のステーク%1に、裏向きで4枚賭けました。そこにあなたのペア、%2と%3を賭けましょう：ペアは強さ3です。</translation>
    </message>
    <message>
        <source>The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.

Wager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.</source>
        <translation>またラウンド最後の手番です。1列目はあなたのステーク%1で、黒はそれに対して2枚賭けました。

そこに%2、%3、%4を賭けましょう。ステークの持ち主の側は、それを組み合わせに使えます。</translation>
    </message>
    <message>
        <source>The last turn of the round. Nobody has wagered on Black&apos;s %1 in column 1.

Wager any card on it, even your lowest.</source>
        <translation>ラウンド最後の手番です。1列目の黒のステーク%1には、まだ誰も賭けていません。

そこにどれでも1枚賭けましょう。一番弱いカードでもかまいません。</translation>
    </message>
    <message>
        <source>The last turn of the round. Black wagered three cards on your %1 in column 1.

Wager your %2 and %3 there.</source>
        <translation>ラウンド最後の手番です。黒は1列目のあなたのステーク%1に3枚賭けました。

そこに%2と%3を賭けましょう。</translation>
    </message>
    <message>
        <source>You hold one card, the %1. Wager it on column 1, Black&apos;s %2, where you already wagered a card.

A round ends when a hand empties: the other side then takes one last turn, and the row is settled.</source>
        <translation>手札は%1の1枚だけです。それを1列目、黒のステーク%2に賭けましょう。そこにはもう1枚賭けてあります。

ラウンドは誰かの手札がなくなると終わります：そのあと相手側が最後の手番を1回行い、場が清算されます。</translation>
    </message>
    <message>
        <source>The last turn of the round, and no column holds cards of both colours yet.

Wager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.</source>
        <translation>ラウンド最後の手番ですが、両方の色のカードがある列はまだありません。

1列目の自分のステーク%1にカードを1枚賭けて（またはカードをステークにして）、誰も何も捕らえないようにしましょう。</translation>
    </message>
    <message>
        <source>Look at Black&apos;s jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.

The last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.</source>
        <translation>右上の黒の牢屋を見てください：前のラウンドで捕らえられた、あなたの%1と%2があります。あなたにはもう出せる5がありません。

このラウンド最後の手番です：黒は1列目のあなたのステーク%3に2枚賭けました。そこに%4、%5、%6を賭けましょう。</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, so you hold five cards again.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation type="vanished">あなたは%1を裏向きでステークにしました：これで3列目ができ、両方の側が賭けられる新しいステークになりました。それが何かを知っているのはあなただけです。デッキの一番上のカードを引いたので、手札はまた5枚です。

続いて黒も同じことをして、4列目を作りました。ステークは、それを置いた側のものです。</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.

Black answered with a wager of one card face down on column 2.</source>
        <translation>あなたは%1を%2列目に賭けました。賭けたカードはステークの自分の側に裏向きで置かれ、このラウンドの間もう動きません。中身を知っているのはあなただけです。賭けではカードを引かないので、手札は減ります。

黒は2列目にカードを1枚裏向きで賭けて応じました。</translation>
    </message>
    <message>
        <source>Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.

Black had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).

3 beats 2: you captured Black&apos;s four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.</source>
        <translation>1列目のカードがすべて表向きになりました。あなたの%1と%2はペア：強さ3です。

黒は%3 %4と%5 %6：2枚のストレートが2つです。ストレートは1枚につき1ですが、数えるのは1つだけなので、黒は2でした（黒のステーク%7はどちらにも入りません）。

3は2に勝つので、あなたは黒の4枚とそのステーク、36 VPを捕らえて自分の牢屋に入れました。2列目にはあなた自身のステークしかなかったので、争いなしでデッキに戻ります。</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).</source>
        <translation type="vanished">黒は8のペア：強さ3でした。あなたの%1、%2、%3だけでは、2枚のストレート（4-5）と余り札1枚にしかならず：2です。

あなたのステーク%4を加えると、ストレート4-5-6-7になります：強さ4。あなたは8を2枚とも捕らえました（16 VP）。</translation>
    </message>
    <message>
        <source>Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.

A stake nobody defends falls to any card.</source>
        <translation>1列目は争いになりましたが、賭けていたのはあなたの側だけでした：あなたは不戦勝でこの列を取り、%2を表向きにせずに%1を捕らえました（10 VP）。

誰も守らないステークは、どんなカード1枚にでも取られます。</translation>
    </message>
    <message>
        <source>Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.

On equal Strength, each side&apos;s cards are compared from the highest down: J against J, then your second J against Black&apos;s 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.</source>
        <translation>黒は%1 %2 %3：4のペアと余りのJで、強さ3でした。あなたのJのペアも3です。

強さが同じときは、各側のカードを高い順に比べます：JとJ、次にあなたの2枚目のJと黒の4。あなたの方が高いので、あなたが勝って3枚すべてを捕らえます（18 VP）。あなたのステーク%4はどの組み合わせにも入っていなかったので、数えられませんでした。</translation>
    </message>
    <message>
        <source>Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.

Black captured both (14 VP). Emptying your hand gives the other side the last word.</source>
        <translation>あなたの手札がなくなったので、黒がラウンド最後の手番を行い、1列目に%1を賭けました。黒のステーク%2と合わせてペア、強さ3です。対するあなたの%3と%4は何の組み合わせにもなりません。

黒は2枚とも捕らえました（14 VP）。自分の手札を使い切ると、最後の一手を相手に渡すことになります。</translation>
    </message>
    <message>
        <source>No column held cards of both colours, so nothing was turned up and nobody captured a card.

When a round ends without a capture, the stakes that were face up at its start, your %1 and Black&apos;s %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.</source>
        <translation>両方の色のカードがある列はなかったので、何も表向きにならず、誰もカードを捕らえませんでした。

捕獲なしでラウンドが終わると、ラウンド開始時に表向きだったステーク、あなたの%1と黒の%2は、順番どおり場に残ります。それ以外はすべてデッキに戻ります。次のラウンドの新しいステーク2枚は、その右に加わります。</translation>
    </message>
    <message>
        <source>Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black&apos;s 6s (12 VP).

A captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.</source>
        <translation>黒は6のペア：3でした。あなたの10-J-Qは、あなたのステーク%1と合わせて4枚のストレート：4です。あなたは黒の6を2枚とも捕らえました（12 VP）。

捕らえたカードは、ゲームが終わるまで牢屋に残ります。黒にはもう6がありません：6のペアも、6を通るストレートも二度と作れず、あなたもそれを知っています。黒があなたにもう5がないと知っているのと同じです。ペアを牢屋に入れるたびに相手のデッキは永久に弱まり、あなたは70 VPに近づきます。</translation>
    </message>
    <message>
        <source>This step is done: go on with Next.</source>
        <translation>このステップは完了です：「次のステップ」へ進んでください。</translation>
    </message>
    <message>
        <source>That would capture something. In this step, let nobody capture a card.</source>
        <translation>それでは何かが捕らえられてしまいます。このステップでは、誰にもカードを捕らえさせないでください。</translation>
    </message>
    <message>
        <source>This step is about Stake &amp; Draw: drop a card on Stake &amp; Draw.</source>
        <translation>このステップはステーク＆ドローについてです：カードをステーク＆ドローに置いてください。</translation>
    </message>
    <message>
        <source>This step is about a wager: drop cards on a column.</source>
        <translation>このステップは賭けについてです：カードを列に置いてください。</translation>
    </message>
    <message>
        <source>Not that column: this step is about column %1.</source>
        <translation>その列ではありません：このステップは%1列目についてです。</translation>
    </message>
    <message>
        <source>Wager the pair: the %1 and %2 together.</source>
        <translation>ペアを賭けましょう：%1と%2を一緒に。</translation>
    </message>
    <message>
        <source>Wager all three: the %1, %2 and %3.</source>
        <translation>3枚すべてを賭けましょう：%1、%2、%3。</translation>
    </message>
    <message>
        <source>Wager both Js: the %1 and %2.</source>
        <translation>Jを2枚とも賭けましょう：%1と%2。</translation>
    </message>
    <message>
        <source>Not those cards: see what this step asks.</source>
        <translation>そのカードではありません：このステップの指示を見てください。</translation>
    </message>
    <message>
        <source>You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black&apos;s cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.

On your turn you do exactly one thing. The first kind of turn is Stake &amp; Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.

Stake your %1: drag it onto Stake &amp; Draw, or click it, then Stake &amp; Draw, then the button.</source>
        <translation>あなたは赤で下側、コンピューターは黒で上側です。黒のカードを捕らえることで勝ちます：捕らえたカードはあなたの牢屋に入り、そのVP（勝利点）が得点になります。先に牢屋に70 VPを集めた側の勝ちです。

自分の手番では、ちょうど1つのことをします。1つ目の手番はステーク＆ドローです：手札のカードを1枚、ステークの場の右端に裏向きで置き、自分のデッキの一番上のカードを引きます。

%1をステークにしましょう：カードをステーク＆ドローにドラッグするか、カードをクリックし、次にステーク＆ドロー、最後にボタンをクリックします。</translation>
    </message>
    <message>
        <source>You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.

The %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black&apos;s marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.

Then Black did the same and began column 4. A stake belongs to the side that put it down.</source>
        <translation>あなたは%1を裏向きでステークにしました：これで3列目ができ、両方の側が賭けられる新しいステークになりました。それが何かを知っているのはあなただけです。デッキの一番上のカード、%2を引いたので、手札はまた5枚です。

%2はあなたの印付きキングで、Xで消されています：この1枚だけで70 VPの価値があるので、これを捕らえた側はすぐに70になります。黒の印付きキングは%3です。ほかのカードの価値はもっと低く、エースは1 VP、数札はその数、ジャック・クイーン・キングは10です。

続いて黒も同じことをして、4列目を作りました。ステークは、それを置いた側のものです。</translation>
    </message>
    <message>
        <source>Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.

With your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).

In a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.</source>
        <translation>黒は8のペア：強さ3でした。あなたの%1、%2、%3だけでは、2枚のストレート（4-5）と余り札1枚にしかならず：2です。

あなたのステーク%4を加えると、ストレート4-5-6-7になります：強さ4。あなたは8を2枚とも捕らえました（16 VP）。

ストレートでは、エースはロー（A-2-3）かハイ（Q-K-A）のどちらかで、両方にはなりません：K-A-2はストレートではありません。</translation>
    </message>
    <message>
        <source>Stake your %1 in this step.</source>
        <translation>このステップでは%1をステークにしてください。</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch a game</source>
        <translation>ゲームを観る</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>観る</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Paste a game code (it begins CZ1-), or the whole message it came in. The replay shows every card: the game is over.</source>
        <translation>ゲームコード（CZ1- で始まります）か、それが届いたメッセージ全体を貼り付けてください。リプレイではすべてのカードが見えます。ゲームは終わっているからです。</translation>
    </message>
    <message>
        <source>The game code</source>
        <translation>ゲームコード</translation>
    </message>
    <message>
        <source>Details, for a bug report: %1</source>
        <translation>詳細（バグ報告用）：%1</translation>
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
        <translation>赤</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1（コンピューター）</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>one card within a sentence</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>cards listed within a sentence</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>the %1 and %2</source>
        <comment>cards within a sentence: the list, then the last</comment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card as said aloud: its rank, its suit</comment>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>Round %1 began.</source>
        <translation>ラウンド%1が始まりました。</translation>
    </message>
    <message>
        <source>You staked %1 and drew a card.</source>
        <translation>あなたは%1をステークにして1枚引きました。</translation>
    </message>
    <message>
        <source>%1 staked %2 and drew a card.</source>
        <translation>%1は%2をステークにして1枚引きました。</translation>
    </message>
    <message>
        <source>%1 staked a card face down and drew a card.</source>
        <translation>%1はカードを1枚裏向きでステークにして1枚引きました。</translation>
    </message>
    <message>
        <source>You wagered %1 on column %2.</source>
        <translation>あなたは%1を%2列目に賭けました。</translation>
    </message>
    <message>
        <source>%1 wagered %2 on column %3.</source>
        <translation>%1は%2を%3列目に賭けました。</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>このラウンドは終了しました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>あなたの手番です。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1の手番です。</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>先に手札からカードを選んでください。</translation>
    </message>
    <message>
        <source>%1 is not one of your cards.</source>
        <translation>%1はあなたのカードではありません。</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>そのカードはありません。</translation>
    </message>
    <message>
        <source>Stake one card at a time: a stake is exactly one card.</source>
        <translation>ステークは1枚ずつ置いてください。ステークはちょうど1枚のカードです。</translation>
    </message>
    <message>
        <source>There is no column %1.</source>
        <translation>%1列目はありません。</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1は手札にありません。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>その行動はできません。</translation>
    </message>
    <message>
        <source>Pair of %1s</source>
        <translation>%1のペア</translation>
    </message>
    <message>
        <source>Straight %1</source>
        <translation>ストレート%1</translation>
    </message>
    <message>
        <source>No combination</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Tie at %1, card for card: all home</source>
        <translation>強さ%1で同点、カードも互角：すべてデッキへ</translation>
    </message>
    <message>
        <source>Uncontested: home</source>
        <translation>争いなし：デッキへ</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>a higher card beats nothing</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)</source>
        <translation>強さ%1で同点 — 高いカードであなたの勝ち（%2対%3）、%4を獲得（%5 VP）</translation>
    </message>
    <message>
        <source>Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)</source>
        <translation>強さ%1で同点 — 高いカードで%2の勝ち（%3対%4）、%5を獲得（%6 VP）</translation>
    </message>
    <message>
        <source>You take %1 by default (%2 VP)</source>
        <translation>不戦勝であなたが%1を獲得（%2 VP）</translation>
    </message>
    <message>
        <source>You take %1 (%2 VP)</source>
        <translation>あなたが%1を獲得（%2 VP）</translation>
    </message>
    <message>
        <source>%1 takes %2 by default (%3 VP)</source>
        <translation>不戦勝で%1が%2を獲得（%3 VP）</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 VP)</source>
        <translation>%1が%2を獲得（%3 VP）</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>同点</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>デッキへ</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="vanished">+%1 VP</translation>
    </message>
    <message>
        <source>Nobody captured a card: the face-up stakes stay on the row.</source>
        <translation>誰もカードを捕らえませんでした：表向きのステークは場に残ります。</translation>
    </message>
    <message>
        <source>%1 captured %2 VP; %3 captured %4 VP.</source>
        <translation>%1は%2 VP、%3は%4 VPを獲得しました。</translation>
    </message>
    <message>
        <source>A draw: no cards are left to play (%1 to %2).</source>
        <translation>引き分け：出せるカードがもうありません（%1対%2）。</translation>
    </message>
    <message>
        <source>You win, %1 VP to %2.</source>
        <translation>あなたの勝ちです（%1 VP対%2 VP）。</translation>
    </message>
    <message>
        <source>%1 wins, %2 VP to %3.</source>
        <translation>%1の勝ちです（%2 VP対%3 VP）。</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.</source>
        <translation>保存したゲームを開けませんでした：ファイルが壊れています。ファイルは%1として残してあります。新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>保存したゲームを開けませんでした：ファイルが壊れています。ファイルを別の場所に移すこともできなかったため、%1にそのまま残っています。このゲームは保存されません。</translation>
    </message>
    <message>
        <source>The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.</source>
        <translation>ゲームを%1に保存できませんでした。プレイはそのまま続き、Cozenは毎手の後に保存を再試行します。保存できるまでは、再起動すると最後に保存した時点のゲームに戻ります。ディスクに空きがあるか、フォルダーに書き込めるかを確認してください。</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>問題が発生しました。</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>your face-down %1</source>
        <translation>あなたの裏向きの%1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down %2</source>
        <translation>%1の裏向きの%2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <source>your stake</source>
        <translation>あなたのステーク</translation>
    </message>
    <message>
        <source>%1&apos;s stake</source>
        <translation>%1のステーク</translation>
    </message>
    <message>
        <source>%1, the %2, face up</source>
        <translation>%1、%2、表向き</translation>
    </message>
    <message>
        <source>%1, the %2, face down</source>
        <translation>%1、%2、裏向き</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1、裏向き</translation>
    </message>
    <message>
        <source>%1&apos;s side %2</source>
        <translation>%1の側：%2</translation>
    </message>
    <message>
        <source>your side %1</source>
        <translation>あなたの側：%1</translation>
    </message>
    <message>
        <source>Column %1: %2; %3; %4</source>
        <translation>%1列目：%2。%3。%4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1はカード%n枚を裏向きで%2列目に賭けました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>random</source>
        <comment>computer level</comment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>computer level</comment>
        <translation>欲張り</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>computer level</comment>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>computer level</comment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>computer level</comment>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>expert</source>
        <comment>computer level</comment>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>one %1 left</source>
        <translation>%1は残り1枚</translation>
    </message>
    <message>
        <source>no %1 left</source>
        <translation>%1は残りなし</translation>
    </message>
    <message>
        <source>its marked king captured</source>
        <translation>印付きキングは捕獲済み</translation>
    </message>
    <message>
        <source>every rank complete</source>
        <translation>全ランクそろっている</translation>
    </message>
    <message>
        <source>Hint: stake %1 and draw a card.</source>
        <translation>ヒント：%1をステークにして1枚引きましょう。</translation>
    </message>
    <message>
        <source>Hint: wager %1 on column %2.</source>
        <translation>ヒント：%1を%2列目に賭けましょう。</translation>
    </message>
    <message>
        <source>Hint: stake %1. It makes no pair and no run with the rest of your hand.</source>
        <translation>ヒント：%1をステークにしましょう。残りの手札とペアにもストレートにもなりません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more face down there.</source>
        <comment>a hint: the other side&apos;s cards that do not show</comment>
        <translation>
            <numerusform>ほかに裏向きのカードが%n枚あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet: with %3 you would take their stake.</source>
        <translation>ヒント：%2列目には%1のカードがまだありません：%3で相手のステークを取れます。</translation>
    </message>
    <message>
        <source>Hint: nothing of %1&apos;s is on column %2 yet; your side there would be %3.</source>
        <translation>ヒント：%2列目には%1のカードがまだありません。そこでのあなたの側は%3になります。</translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.</source>
        <translation>
            <numerusform>ヒント：%1列目のあなたの側は%2になります。%3はそこに裏向きのカードを%n枚置いています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>ヒント：%1列目のあなたの側は%2になり、%3がそこに見せているカード%n枚（強さ%4）に勝ちます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).</source>
        <translation>
            <numerusform>ヒント：%1列目のあなたの側は%2になります。対する%3がそこに見せているカードは%n枚（強さ%4）です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>統計を読み込めませんでした：ファイルが壊れています。ファイルは%1として残してあります。ゲームの集計を新しく始めます。</translation>
    </message>
    <message>
        <source>Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>統計を読み込めませんでした：ファイルが壊れています。ファイルを別の場所に移すこともできなかったため、%1にそのまま残っています。このセッションのゲームはこのファイルに書き込まれません。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Nothing is lost while Cozen stays open: they are written again after your next game. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">統計を%1に保存できませんでした。Cozenを開いている間は何も失われません。次のゲームの後にもう一度書き込みます。ディスクに空きがあるか、フォルダーに書き込めるかを確認してください。</translation>
    </message>
    <message>
        <source>Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.</source>
        <translation>%1列目は強さ%2で同点：高いカードで%3の勝ち（%4対%5）。</translation>
    </message>
    <message>
        <source>Nothing to take back: a wager can be taken back until the next seat moves, a stake never.</source>
        <translation>取り消せる手はありません：賭けは次の席が動くまで取り消せますが、ステークは取り消せません。</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <comment>a computer player by its level, as in a 2v2 team&apos;s name</comment>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <comment>a 2v2 team by its players&apos; names</comment>
        <translation>%1と%2</translation>
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
            <numerusform>ヒント：%1列目のあなたの側は%2になります。%3はそこに裏向きのカードを%n枚置いています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>ヒント：%1列目のあなたの側は%2になり、%3がそこに見せているカード%n枚（強さ%4）に勝ちます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).</source>
        <comment>the other side is a 2v2 team</comment>
        <translation>
            <numerusform>ヒント：%1列目のあなたの側は%2になります。対する%3がそこに見せているカードは%n枚（強さ%4）です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)</source>
        <comment>%2 is a 2v2 team: two players</comment>
        <translation>強さ%1で同点 — 高いカードで%2の勝ち（%3対%4）、%5を獲得（%6 VP）</translation>
    </message>
    <message>
        <source>%1 take %2 by default (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>不戦勝で%1が%2を獲得（%3 VP）</translation>
    </message>
    <message>
        <source>%1 take %2 (%3 VP)</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1が%2を獲得（%3 VP）</translation>
    </message>
    <message>
        <source>%1 win, %2 VP to %3.</source>
        <comment>%1 is a 2v2 team: two players</comment>
        <translation>%1の勝ちです（%2 VP対%3 VP）。</translation>
    </message>
    <message>
        <source>Team Red</source>
        <translation type="vanished">赤チーム</translation>
    </message>
    <message>
        <source>Team Black</source>
        <translation type="vanished">黒チーム</translation>
    </message>
    <message>
        <source>team Red</source>
        <translation type="vanished">赤チーム</translation>
    </message>
    <message>
        <source>team Black</source>
        <translation type="vanished">黒チーム</translation>
    </message>
    <message>
        <source>Nothing</source>
        <comment>a side&apos;s arrangement: no combination</comment>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>ストレート</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>%nペア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) + straight</source>
        <comment>a side&apos;s arrangement, short</comment>
        <translation>
            <numerusform>%nペア＋ストレート</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie at %1, card for card: the stake stays on the row, the rest goes home</source>
        <translation>%1で同点、札ごとに互角：ステークは列に残り、残りはデッキへ</translation>
    </message>
    <message>
        <source>Uncontested: the stake stays on the row</source>
        <translation>争いなし：ステークは列に残る</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>a stake that stays on the row for the next round</comment>
        <translation>残る</translation>
    </message>
    <message>
        <source>+%1 VP → %2</source>
        <comment>captured VP and who gained them</comment>
        <translation>+%1 VP → %2</translation>
    </message>
    <message>
        <source>%1 &amp; computer</source>
        <comment>a 2v2 team in a column&apos;s short tag: a person and a computer partner</comment>
        <translation>%1＆コンピューター</translation>
    </message>
    <message>
        <source>Computers</source>
        <comment>a 2v2 team of two computers, in a column&apos;s short tag</comment>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Careful: this puts your marked king (70 VP) on the table.</source>
        <translation>注意：印付きキング（70 VP）を場に出すことになります。</translation>
    </message>
    <message numerus="yes">
        <source>No Strength from %1 there: it counts only on a tie, on the higher card.</source>
        <comment>a hint&apos;s cards that make no combination (it/they: %n cards)</comment>
        <translation>
            <numerusform>%1はそこで強さになりません：同点のときに高い札として数えるだけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>At risk: %1 VP; to win, in view: %2 VP.</source>
        <translation>危険にさらすVP：%1、見えている獲得VP：%2。</translation>
    </message>
    <message>
        <source>At risk: %1 VP.</source>
        <translation>危険にさらすVP：%1。</translation>
    </message>
    <message>
        <source>Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.</source>
        <translation>ヒント：ブラフです。%1を列%2に賭けましょう：そこでは役になりませんが、裏向きなので%3には分からず、対抗して賭けるのをためらうかもしれません。</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen writes it again once the disk takes the game&apos;s next save, while it stays open. Check that the disk has room and that the folder may be written to.</source>
        <translation type="vanished">このゲームの記録を %1 に書き込めませんでした。Cozen を開いている間、ディスクが次のセーブを受け付けた時点で再度書き込みます。ディスクの空き容量と、フォルダーに書き込めるかを確認してください。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>
            <numerusform>%Lnラウンドを戦いました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln card(s) captured</source>
        <comment>the game&apos;s story at its end: a team (or player) and the cards it captured in the game</comment>
        <translation>
            <numerusform>%1：%Ln枚を獲得</numerusform>
        </translation>
    </message>
    <message>
        <source>No column was captured.</source>
        <comment>the game&apos;s story at its end</comment>
        <translation>獲得された列はありません。</translation>
    </message>
    <message numerus="yes">
        <source>Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)</source>
        <comment>the game&apos;s story at its end: the most VP captured in one column, where, and (%2) the team that took it</comment>
        <translation>
            <numerusform>最大の列：ラウンド%3・%4列目、%Ln枚・%1 VP（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>Two computers (%1)</source>
        <comment>a 2v2 team of two computers of one level</comment>
        <translation>コンピューター2台（%1）</translation>
    </message>
    <message>
        <source>Computers (%1, %2)</source>
        <comment>a 2v2 team of two computers of two levels</comment>
        <translation>コンピューター（%1、%2）</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <comment>captured VP, in a narrow column&apos;s tag; an arrow follows</comment>
        <translation>+%1 VP</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.</source>
        <translation>保存したゲームを開けませんでした：Cozen にはこのファイルを読む許可がありません。ファイルは %1 として保管され、新しいゲームが始まります。</translation>
    </message>
    <message>
        <source>Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.</source>
        <translation>保存したゲームを開けませんでした：Cozen にはこのファイルを読む許可がありません。移動もできなかったため、ファイルは %1 にそのまま残り、このゲームは保存されません。</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.</source>
        <translation>統計を読み込めませんでした：Cozen にはこのファイルを読む許可がありません。ファイルは %1 として保管され、新しい記録が始まります。</translation>
    </message>
    <message>
        <source>Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.</source>
        <translation>統計を読み込めませんでした：Cozen にはこのファイルを読む許可がありません。移動もできなかったため、ファイルは %1 にそのまま残り、このセッションのゲームは書き込まれません。</translation>
    </message>
    <message>
        <source>A name needs a letter that shows.</source>
        <translation>名前には目に見える文字が必要です。</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>名前は%1文字までです。</translation>
    </message>
    <message>
        <source>A name cannot hold invisible characters, direction marks or line breaks.</source>
        <translation>名前に不可視文字、方向制御文字、改行は使えません。</translation>
    </message>
    <message>
        <source>A name may not begin with an accent or stack more than %1 on one letter.</source>
        <translation>名前をアクセント記号で始めたり、ひとつの文字に%1個を超えて重ねたりすることはできません。</translation>
    </message>
    <message>
        <source>A name cannot mix Latin, Greek and Cyrillic letters, which look alike.</source>
        <translation>名前にラテン文字、ギリシャ文字、キリル文字を混ぜることはできません（似ているため）。</translation>
    </message>
    <message>
        <source>The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>このゲームの記録を %1 に書き込めませんでした。Cozen は数秒ごとと終了時に再試行し、次回の起動時に書き込めるよう保存データに残します。ディスクに空きがあり、フォルダーに書き込めるか確認してください。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.</source>
        <translation>統計を %1 に保存できませんでした。Cozen は数秒ごとと終了時に再試行し、次回の起動時に数えられるようこのゲームを保存データに残します。ディスクに空きがあり、フォルダーに書き込めるか確認してください。</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1, at its last move of round %2</source>
        <translation>%1（ラウンド%2の最後の手の時点）</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) wagered face down</source>
        <translation>
            <numerusform>%1列目：裏向きで賭けたカード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: the face-down stake</source>
        <translation>%1列目：裏向きのステーク</translation>
    </message>
    <message numerus="yes">
        <source>The hand: %n card(s)</source>
        <translation>
            <numerusform>手札：%n枚</numerusform>
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
        <translation>予想：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>A pair among them in %1 of its deals</source>
        <translation>その中にペアがあった配り方：%1</translation>
    </message>
    <message>
        <source>Held: not shown (these cards were not turned up)</source>
        <translation>実際：表示なし（これらのカードは表にされませんでした）</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>実際：%1</translation>
    </message>
    <message>
        <source>Expected: no rank more than another</source>
        <translation>予想：どのランクも同じくらい</translation>
    </message>
    <message>
        <source>A strong pile: by the search, about %1 VP better than any smaller move.</source>
        <translation>強い積み上げ：探索によれば、より小さいどの手よりも約%1 VP良い。</translation>
    </message>
    <message>
        <source>adaptive</source>
        <comment>computer level: it adapts to the player</comment>
        <translation>適応</translation>
    </message>
    <message>
        <source>adaptive, at %1 of %2</source>
        <comment>the adaptive computer level at its strength: at 3 of 6</comment>
        <translation>適応（%2段階中の%1）</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step stronger.</source>
        <translation>コンピューターは%2段階中の%1になりました：一段階強くなります。</translation>
    </message>
    <message>
        <source>The computer now plays at %1 of %2: a step gentler.</source>
        <translation>コンピューターは%2段階中の%1になりました：一段階やさしくなります。</translation>
    </message>
    <message>
        <source>The computer stays at %1 of %2.</source>
        <translation>コンピューターは%2段階中の%1のままです。</translation>
    </message>
    <message>
        <source>Adapts to you — now at %1 of %2</source>
        <translation>あなたに合わせる — 今は%2段階中の%1</translation>
    </message>
    <message>
        <source>Your whole hand: the round ends after one last turn for each of the others.</source>
        <translation>手札すべて：ほかの全員が最後の1手番を終えるとラウンドが終わります。</translation>
    </message>
    <message>
        <source>At least one seat needs a person.</source>
        <translation>少なくとも1つの席は人間が担当してください。</translation>
    </message>
    <message>
        <source>Each person needs a name.</source>
        <translation>人間が担当する席には、それぞれ名前を入力してください。</translation>
    </message>
    <message>
        <source>Give each person a different name.</source>
        <translation>それぞれ別の名前にしてください。</translation>
    </message>
    <message>
        <source>Give the two people different names.</source>
        <translation>2人に別々の名前を付けてください。</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>相手の参加を待っています…</translation>
    </message>
    <message>
        <source>%1 is here: dealing…</source>
        <translation>%1 が来ました。配っています…</translation>
    </message>
    <message>
        <source>Meeting the other game…</source>
        <translation>相手のゲームと接続しています…</translation>
    </message>
    <message>
        <source>Reaching the other game…</source>
        <translation>相手のゲームを探しています…</translation>
    </message>
    <message>
        <source>Checking every card of the game…</source>
        <translation>ゲームのすべてのカードを確認しています…</translation>
    </message>
    <message>
        <source>Every card checked: a fair game against %1</source>
        <translation>全カード確認済み：%1 との公正なゲームでした</translation>
    </message>
    <message>
        <source>Left: the game waits to be finished later</source>
        <translation>中断しました。後で続けられます</translation>
    </message>
    <message>
        <source>The connection was lost: reconnecting… %1</source>
        <translation>接続が切れました。再接続しています… %1</translation>
    </message>
    <message>
        <source>Waiting for %1… %2</source>
        <translation>%1 を待っています… %2</translation>
    </message>
    <message>
        <source>%1 has been thinking for %2</source>
        <translation>%1 は %2 考えています</translation>
    </message>
    <message>
        <source>Playing %1 over the network</source>
        <translation>%1 とネットワーク対戦中</translation>
    </message>
    <message>
        <source>That is not a relay&apos;s address: it reads like mqtt://host:1883 or mqtts://host:8883.</source>
        <translation>中継のアドレスではありません。mqtt://host:1883 や mqtts://host:8883 のような形式です。</translation>
    </message>
    <message>
        <source>The game could not be hosted or reached there: the port may be taken, or the address not this computer&apos;s.</source>
        <translation>そこではゲームを主催も接続もできませんでした。ポートが使用中か、アドレスがこのコンピューターのものではない可能性があります。</translation>
    </message>
    <message>
        <source>That is not an invite, or it was mistyped: check it letter by letter.</source>
        <translation>招待ではないか、入力に誤りがあります。一文字ずつ確認してください。</translation>
    </message>
    <message>
        <source>That game could not be taken up again: its file is damaged.</source>
        <translation>そのゲームは再開できませんでした。ファイルが壊れています。</translation>
    </message>
    <message>
        <source>The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.</source>
        <translation>ゲームは停止しました。相手のゲームがルールを破ったか偽のデータを送ったため、信頼できません。</translation>
    </message>
    <message>
        <source>The other game stopped the game.</source>
        <translation>相手のゲームがゲームを停止しました。</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>まだ誰もいません</translation>
    </message>
    <message>
        <source>Against %1, round %2</source>
        <translation>%1 と対戦、第 %2 ラウンド</translation>
    </message>
    <message>
        <source>Against %1, not dealt yet</source>
        <translation>%1 と対戦、まだ配っていません</translation>
    </message>
    <message>
        <source>You claimed the game: %1 was away too long</source>
        <translation>勝利を申告しました。%1 が長く離れていたためです</translation>
    </message>
    <message>
        <source>%1 claimed the game while you were away</source>
        <translation>あなたが離れている間に %1 が勝利を申告しました</translation>
    </message>
    <message>
        <source>Waiting for %1… %2. You may finish the game later, or claim it.</source>
        <translation>%1 を待っています… %2。後で続けるか、勝利を申告できます。</translation>
    </message>
    <message>
        <source>%1 asks to take back their last wager</source>
        <translation>%1 が最後の賭けの取り消しを求めています</translation>
    </message>
    <message>
        <source>Asked %1 to let you take back your wager…</source>
        <translation>%1 に賭けの取り消しを頼みました…</translation>
    </message>
    <message>
        <source>%1 would rather your wager stood</source>
        <translation>%1 は賭けをそのままにしたいそうです</translation>
    </message>
    <message>
        <source>not played yet</source>
        <comment>today&apos;s deal</comment>
        <translation>未プレイ</translation>
    </message>
    <message>
        <source>%1 to %2 VP</source>
        <comment>your VP to the computer&apos;s</comment>
        <translation>%1 VP対%2 VP</translation>
    </message>
    <message>
        <source>won, %1</source>
        <comment>today&apos;s deal: won, 72 to 40 VP</comment>
        <translation>勝ち、%1</translation>
    </message>
    <message>
        <source>lost, %1</source>
        <comment>today&apos;s deal: lost, 40 to 72 VP</comment>
        <translation>負け、%1</translation>
    </message>
    <message>
        <source>a draw, %1</source>
        <comment>today&apos;s deal: a draw, 50 to 50 VP</comment>
        <translation>引き分け、%1</translation>
    </message>
    <message>
        <source>The deal of %1, played as practice: it does not count.</source>
        <translation>%1 のディール（練習）：記録には数えません。</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1: this result counts.</source>
        <translation>今日のディール、%1：この結果が記録されます。</translation>
    </message>
    <message>
        <source>Today&apos;s deal, %1, played again as practice: your first finished game counted.</source>
        <translation>今日のディール、%1（練習でもう一度）：記録されたのは最初に終えたゲームです。</translation>
    </message>
    <message>
        <source>There is no game code in it. A game code begins with CZ1-.</source>
        <translation>ゲームコードが見つかりません。ゲームコードは CZ1- で始まります。</translation>
    </message>
    <message>
        <source>This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.</source>
        <translation>このゲームコードは新しいバージョンの Cozen で作られました（形式 %1。このバージョンが読めるのは形式 1 です）。観るには Cozen を更新してください。</translation>
    </message>
    <message>
        <source>This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.</source>
        <translation>このゲームコードは壊れています。文字が違うか、欠けているか、余分か、途中で切れています。もう一度、全体をコピーしてください。</translation>
    </message>
    <message>
        <source>Cozen, today&apos;s deal of %1</source>
        <comment>a shared game&apos;s first line</comment>
        <translation>Cozen 今日のディール %1</translation>
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
            <numerusform>%1 VP対%2 VP、%n ラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>I won</source>
        <translation>勝ちました</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>a shared game: who won</comment>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>I lost</source>
        <translation>負けました</translation>
    </message>
</context>
</TS>
