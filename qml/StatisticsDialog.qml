import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cozen.Models

// The statistics (Statistics.records): a table of the numbers per mode and level (per person in
// hot-seat), and a chart of the results by level, each bar's wins, draws and losses told apart by
// pattern and number as well as colour, and told in words to a screen reader. "Reset statistics…"
// asks first.
StyledDialog {
    id: dialog
    required property Statistics statistics
    // The UTC day (Game.today): today's deal's row of the last four weeks ends on it.
    property string today: ""
    title: qsTr("Statistics")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(920))
    // As high as its content, up to the window's height (then it scrolls).
    height: Math.min(parent.height - 40, Theme.px(760),
                     implicitHeaderHeight + implicitFooterHeight + 2 * spacing + topPadding + bottomPadding
                     + content.implicitHeight + 4)
    onOpened: page.ScrollBar.vertical.position = 0
    initialFocus: table // its rows by Tab, framed while it has the keyboard

    // A small gap between cells (Theme.px is never below 10 pixels: for text).
    readonly property int gap: Math.max(1, Math.round(3 * Theme.textScale))
    readonly property var rows: statistics.records
    // The rows the chart shows: against the computer, 1v1 then 2v2.
    readonly property var levelRows: rows.filter(r => r.mode !== StatisticsMode.HotSeat && r.mode !== StatisticsMode.Remote)
    // The table's lines: each mode's heading, then its rows.
    readonly property var lines: {
        const out = [];
        let mode = -1;
        for (const r of rows) {
            if (r.mode !== mode) {
                mode = r.mode;
                out.push({
                        "heading": true,
                        "mode": mode
                    });
            }
            out.push({
                    "heading": false,
                    "row": r
                });
        }
        return out;
    }

    function modeName(mode) {
        switch (mode) {
        case StatisticsMode.Computer:
            return qsTr("Against the computer");
        case StatisticsMode.Teams:
            return qsTr("Two against two, against the computer");
        case StatisticsMode.HotSeat:
            return qsTr("People against each other (each person's own games)");
        case StatisticsMode.Remote:
            return qsTr("Over the network (against each player)");
        }
        return "";
    }
    function rowName(r) {
        if (r.mode === StatisticsMode.HotSeat || r.mode === StatisticsMode.Remote)
            return Words.isolate(r.name);
        //: The opposing computers in 2v2 play at different levels
        if (r.level === "mixed")
            return qsTr("mixed levels");
        return Words.levelWithStrength(r.level, r.strength);
    }
    // A row's or a bar's name for tests and the accessibility tree: "computer-hard",
    // "computer-adaptive-4" (a row per strength).
    function rowKey(r) {
        return statistics.modeKey(r.mode) + "-" + (r.name || r.level) + (r.strength > 0 ? "-" + r.strength : "");
    }
    //: A bar of the chart: its level, in 1v1 or in 2v2 ("2v2: hard")
    function barName(r) {
        return r.mode === StatisticsMode.Teams ? qsTr("2v2: %1").arg(rowName(r)) : rowName(r);
    }
    function average(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }
    function spokenRow(r) {
        //: A row of the statistics as a screen reader reads it; %1 is a level or a person's name
        return qsTr("%1. Games: %2. Won: %3. Drawn: %4. Lost: %5. Average VP for: %6, against: %7. Win streak: %8, best: %9. Hints used: %10.").arg(rowName(r)).arg(Words.n(r.games)).arg(Words.n(r.wins)).arg(Words.n(r.draws)).arg(Words.n(r.losses)).arg(average(r.averageFor)).arg(average(r.averageAgainst)).arg(Words.n(r.streak)).arg(Words.n(r.bestStreak)).arg(Words.n(r.hints));
    }
    function spokenBar(r) {
        return qsTr("%1: %2 won, %3 drawn, %4 lost").arg(barName(r)).arg(Words.n(r.wins)).arg(Words.n(r.draws)).arg(Words.n(r.losses));
    }
    // Scrolls the page so that `item` (a row or the chart, given the focus) is in view.
    function reveal(item) {
        const flick = page.contentItem as Flickable;
        const p = item.mapToItem(flick.contentItem, 0, 0);
        if (p.y < flick.contentY)
            flick.contentY = Math.max(0, p.y);
        else if (p.y + item.height > flick.contentY + flick.height)
            flick.contentY = Math.min(flick.contentHeight - flick.height, p.y + item.height - flick.height);
    }

    // The three results, each its colour and pattern: wins plain, draws striped, losses crossed.
    component Swatch: Rectangle {
        id: swatch
        property int kind: 0 // 0 won, 1 drawn, 2 lost
        color: kind === 0 ? Theme.accept : kind === 1 ? Theme.gold : Theme.refuse
        border.color: Theme.black
        border.width: 1
        Canvas {
            anchors.fill: parent
            // Not painted at no size (a bar before it is laid out).
            visible: swatch.kind > 0 && width >= 1 && height >= 1
            onWidthChanged: if (visible)
                requestPaint()
            onHeightChanged: if (visible)
                requestPaint()
            onVisibleChanged: if (visible)
                requestPaint()
            onPaint: {
                const ctx = getContext("2d");
                ctx.reset();
                ctx.strokeStyle = "rgba(0, 0, 0, 0.55)";
                ctx.lineWidth = Math.max(1, Theme.px(2) / 2);
                const step = Math.max(5, Theme.px(7));
                ctx.beginPath();
                for (let x = -height; x < width + height; x += step) {
                    ctx.moveTo(x, height);
                    ctx.lineTo(x + height, 0);          // ╱
                    if (swatch.kind === 2) {
                        ctx.moveTo(x, 0);
                        ctx.lineTo(x + height, height);
                    } // ╲
                }
                ctx.stroke();
            }
        }
    }

    footer: PanelButtonBox {
        PanelButton {
            objectName: "resetStatistics"
            text: qsTr("Reset statistics…")
            enabled: !dialog.statistics.empty
            DialogButtonBox.buttonRole: Dialog.ResetRole
            onClicked: confirm.open()
            Accessible.onPressAction: confirm.open()
        }
        PanelButton {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
    }

    ScrollView {
        id: page
        objectName: "statisticsPage"
        anchors.fill: parent
        contentWidth: availableWidth
        // Shown whenever more lies below (the chart, often).
        ScrollBar.vertical.policy: contentHeight > availableHeight + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        ScrollBar.horizontal.policy: ScrollBar.AlwaysOff

        ColumnLayout {
            id: content
            width: page.availableWidth - page.ScrollBar.vertical.width - 6
            // Beside the scroll bar, which a right-to-left window puts on the left.
            x: page.mirrored ? page.availableWidth - width : 0
            spacing: Theme.px(8)

            Label {
                textFormat: Text.PlainText
                objectName: "noStatistics"
                visible: dialog.statistics.empty
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                text: qsTr("No game has been played to its end yet. Each game you finish is counted here: against the computer by its level, and between people by name.")
            }
            // The adaptive level: where it stands now (once a game against it was counted).
            Label {
                textFormat: Text.PlainText
                objectName: "adaptiveNow"
                visible: dialog.statistics.adaptiveGames.length > 0
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                text: qsTr("The adaptive computer now plays at %1 of %2. Its rows count your games by the strength it played at.")
                      .arg(Words.n(dialog.statistics.adaptiveStrength)).arg(Words.n(Words.adaptiveStrengths))
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // Today's deal (docs/daily.md): the days played and won, the runs of wins, and the last
            // four weeks, a square a day, each result its colour and mark.
            ColumnLayout {
                objectName: "dailyStatistics"
                visible: dialog.statistics.dailyPlayed > 0
                Layout.fillWidth: true
                spacing: Theme.px(6)
                Label {
                    textFormat: Text.PlainText
                    text: qsTr("Today's deal")
                    font.pixelSize: Theme.px(17); font.bold: true
                    Accessible.role: Accessible.Heading; Accessible.name: text
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "dailyNumbers"
                    Layout.fillWidth: true; wrapMode: Text.Wrap
                    font.pixelSize: Theme.px(15)
                    text: {
                        const s = dialog.statistics
                        s.dailyPlayed // (read again when the statistics change)
                        return qsTr("Days played: %1. Won: %2. Days won in a row: %3 (best: %4). Today: %5.")
                            .arg(Words.n(s.dailyPlayed)).arg(Words.n(s.dailyWon)).arg(Words.n(s.dailyStreak(dialog.today)))
                            .arg(Words.n(s.dailyBestStreak)).arg(Words.dailyOutcome(s.dailyResult(dialog.today)))
                    }
                    Accessible.role: Accessible.StaticText; Accessible.name: text
                }
                Flow {
                    objectName: "dailyStrip"
                    Layout.fillWidth: true
                    spacing: dialog.gap
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("The last four weeks of today's deal")
                    Repeater {
                        model: { dialog.statistics.dailyPlayed; return dialog.statistics.dailyStrip(dialog.today, 28) }
                        Rectangle {
                            required property var modelData
                            objectName: "dailyDay-" + modelData.date
                            width: Theme.px(26); height: width
                            radius: 3
                            color: modelData.outcome === 1 ? Theme.accept : modelData.outcome === -1 ? Theme.refuse
                                 : modelData.outcome === 0 ? Theme.gold : "transparent"
                            border.color: modelData.date === dialog.today ? Theme.ink : Theme.line
                            border.width: modelData.date === dialog.today ? 2 : 1
                            Text {
                                anchors.centerIn: parent
                                textFormat: Text.PlainText
                                text: parent.modelData.outcome === 1 ? "✓" : parent.modelData.outcome === -1 ? "✗"
                                    : parent.modelData.outcome === 0 ? "=" : ""
                                color: Theme.black; font.pixelSize: Theme.px(14); font.bold: true
                                Accessible.ignored: true
                            }
                            Accessible.role: Accessible.ListItem
                            Accessible.name: qsTr("%1: %2").arg(Words.day(modelData.date)).arg(Words.dailyOutcome(
                                modelData.outcome === -2 ? {} : {"outcome": modelData.outcome, "vpFor": modelData.vpFor, "vpAgainst": modelData.vpAgainst}))
                            PlainToolTip { visible: hover.hovered; text: parent.Accessible.name }
                            HoverHandler { id: hover }
                        }
                    }
                }
            }

            // The table: a row of headings, then per mode its heading and its rows.
            Item {
                id: table
                objectName: "statisticsTable"
                visible: !dialog.statistics.empty
                Layout.fillWidth: true
                implicitHeight: tableLines.implicitHeight
                activeFocusOnTab: true
                Accessible.role: Accessible.Table
                Accessible.name: qsTr("Statistics by mode and level")
                Accessible.focusable: true
                onActiveFocusChanged: if (activeFocus)
                    dialog.reveal(table)
                readonly property real nameWidth: Math.round(width * 0.2)
                readonly property real cellWidth: (width - nameWidth) / 8
                // A focus frame while the table itself has the keyboard (Tab steps to its rows).
                Rectangle {
                    objectName: "focusFrame"
                    anchors.fill: parent
                    anchors.margins: 0
                    color: "transparent"
                    border.color: Theme.gold
                    border.width: 2
                    visible: table.activeFocus
                }
                Column {
                    id: tableLines
                    width: parent.width
                    spacing: Theme.px(2)
                    FontMetrics { id: headingFont; font.pixelSize: 100; font.bold: true } // the headings' words measured
                    Row {
                        objectName: "statisticsHeader"
                        Accessible.ignored: true // each row says what its numbers are
                        Label {
                            textFormat: Text.PlainText
                            width: table.nameWidth
                            text: ""
                        }
                        Repeater {
                            model: [qsTr("Games"), qsTr("Won"), qsTr("Drawn"), qsTr("Lost"),
                                //: The average of the VP a side had in its jail at the end of a game
                                qsTr("Average VP for"), qsTr("Average VP against"), qsTr("Win streak (best)"), qsTr("Hints used")]
                            // qmllint disable unqualified
                            Label {
                                textFormat: Text.PlainText
                                required property string modelData
                                width: table.cellWidth
                                padding: dialog.gap
                                text: modelData
                                // Broken between words only: a word too long for its column
                                // ("Unentschieden") makes the heading smaller, never cut in two.
                                wrapMode: Text.WordWrap
                                horizontalAlignment: Text.AlignRight
                                // its widest word at 100 px
                                readonly property real widestWord: Math.max(...modelData.split(/\s+/).map(word => headingFont.advanceWidth(word)))
                                font.pixelSize: Math.max(Theme.px(8), Math.min(Theme.px(13), Math.floor(100 * (width - leftPadding - rightPadding) / Math.max(1, widestWord))))
                                font.bold: true
                            }
                            // qmllint enable unqualified
                        }
                    }
                    Repeater {
                        model: dialog.lines
                        // qmllint disable unqualified
                        Item {
                            id: line
                            required property var modelData
                            required property int index
                            readonly property var r: modelData.row
                            width: table.width
                            height: modelData.heading ? heading.implicitHeight : cells.implicitHeight
                            objectName: modelData.heading ? "heading-" + dialog.statistics.modeKey(modelData.mode) : "row-" + dialog.rowKey(r)
                            activeFocusOnTab: !modelData.heading
                            Accessible.role: modelData.heading ? Accessible.Heading : Accessible.Row
                            Accessible.name: modelData.heading ? heading.text : dialog.spokenRow(r)
                            Accessible.focusable: !modelData.heading
                            onActiveFocusChanged: if (activeFocus)
                                dialog.reveal(line)
                            Rectangle {
                                // every other row shaded; the focused one framed
                                anchors.fill: parent
                                visible: !line.modelData.heading
                                color: line.index % 2 ? Qt.rgba(0, 0, 0, 0.05) : "transparent"
                                border.color: Theme.gold
                                border.width: line.activeFocus ? 2 : 0
                            }
                            Label {
                                textFormat: Text.PlainText
                                id: heading
                                visible: !!line.modelData.heading
                                width: parent.width
                                topPadding: dialog.gap * 3
                                leftPadding: dialog.gap
                                text: line.modelData.heading ? dialog.modeName(line.modelData.mode) : ""
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.px(15)
                                font.bold: true
                                                Accessible.ignored: true
                            }
                            Row {
                                id: cells
                                visible: !line.modelData.heading
                                Label {
                                    textFormat: Text.PlainText
                                    objectName: "name"
                                    width: table.nameWidth
                                    padding: dialog.gap
                                    text: line.r ? dialog.rowName(line.r) : ""
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.px(14)
                                        Accessible.ignored: true
                                }
                                Repeater {
                                    model: line.r ? [Words.n(line.r.games), Words.n(line.r.wins), Words.n(line.r.draws), Words.n(line.r.losses), dialog.average(line.r.averageFor), dialog.average(line.r.averageAgainst),
                                        //: A win streak and, in brackets, the best one
                                        qsTr("%1 (%2)").arg(Words.n(line.r.streak)).arg(Words.n(line.r.bestStreak)), Words.n(line.r.hints)] : []
                                    Label {
                                        textFormat: Text.PlainText
                                        required property string modelData
                                        required property int index
                                        objectName: "cell" + index
                                        width: table.cellWidth
                                        padding: dialog.gap
                                        text: modelData
                                        wrapMode: Text.Wrap
                                        horizontalAlignment: Text.AlignRight
                                        font.pixelSize: Theme.px(14)
                                                Accessible.ignored: true
                                    }
                                }
                            }
                        }
                        // qmllint enable unqualified
                    }
                }
            }
            // The chart: a bar per level, its length shared out between wins, draws and losses.
            Label {
                textFormat: Text.PlainText
                visible: chart.visible
                Layout.fillWidth: true
                Layout.topMargin: Theme.px(10)
                text: qsTr("Results by level")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Item {
                id: chart
                objectName: "statisticsChart"
                visible: dialog.levelRows.length > 0
                Layout.fillWidth: true
                implicitHeight: bars.implicitHeight
                activeFocusOnTab: true
                Accessible.role: Accessible.Chart
                Accessible.name: qsTr("Results by level")
                Accessible.description: dialog.levelRows.map(r => dialog.spokenBar(r)).join("; ")
                Accessible.focusable: true
                onActiveFocusChanged: if (activeFocus)
                    dialog.reveal(chart)
                Rectangle {
                    objectName: "focusFrame"
                    anchors.fill: parent
                    anchors.margins: 0
                    color: "transparent"
                    border.color: Theme.gold
                    border.width: 2
                    visible: chart.activeFocus
                }
                Column {
                    id: bars
                    width: parent.width
                    spacing: Theme.px(6)
                    Repeater {
                        model: dialog.levelRows
                        // qmllint disable unqualified
                        Row {
                            id: bar
                            required property var modelData
                            objectName: "bar-" + dialog.rowKey(modelData)
                            spacing: Theme.px(8)
                            Accessible.ignored: true // the chart's description says it all
                            Label {
                                textFormat: Text.PlainText
                                objectName: "barName"
                                width: table.nameWidth
                                anchors.verticalCenter: parent.verticalCenter
                                text: dialog.barName(bar.modelData)
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.px(14)
                            }
                            Row {
                                id: segments
                                readonly property real length: Math.max(0, chart.width - table.nameWidth - bar.spacing)
                                readonly property var counts: [bar.modelData.wins, bar.modelData.draws, bar.modelData.losses]
                                Repeater {
                                    model: 3
                                    Swatch {
                                        id: segment
                                        required property int index
                                        kind: index
                                        objectName: "segment" + index
                                        readonly property real count: segments.counts[index]
                                        visible: count > 0
                                        width: bar.modelData.games > 0 ? segments.length * count / bar.modelData.games : 0
                                        height: Theme.px(22)
                                        Rectangle {
                                            // the count on a plate of its own, legible over any pattern
                                            anchors.centerIn: parent
                                            visible: number.implicitWidth + Theme.px(6) < segment.width
                                            width: number.implicitWidth + Theme.px(6)
                                            height: number.implicitHeight
                                            radius: Theme.px(3)
                                            color: Theme.paper
                                            Text {
                                                textFormat: Text.PlainText
                                                id: number
                                                anchors.centerIn: parent
                                                text: Words.n(segment.count)
                                                font.pixelSize: Theme.px(13)
                                                font.bold: true
                                                color: Theme.black
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        // qmllint enable unqualified
                    }
                    // The legend: each result's swatch and name.
                    Flow {
                        width: chart.width
                        spacing: Theme.px(16)
                        Accessible.ignored: true
                        Repeater {
                            model: [qsTr("Won"), qsTr("Drawn"), qsTr("Lost")]
                            Row {
                                required property string modelData
                                required property int index
                                spacing: Theme.px(6)
                                Swatch {
                                    kind: parent.index
                                    width: Theme.px(28)
                                    height: Theme.px(18)
                                }
                                Label {
                                    textFormat: Text.PlainText
                                    text: parent.modelData
                                    font.pixelSize: Theme.px(13)
                                    }
                            }
                        }
                    }
                }
            }
        }
    }

    StyledDialog {
        id: confirm
        objectName: "confirmReset"
        title: qsTr("Reset statistics?")
        modal: true
        parent: Overlay.overlay // over the whole window, not within this dialog
        anchors.centerIn: parent
        width: Math.min(dialog.width, Theme.px(480))
        initialFocus: keep // the safe answer first
        Column {
            width: parent.width
            Label {
                textFormat: Text.PlainText
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Every game counted so far will be forgotten, at every level and in every mode. This cannot be undone.")
            }
        }
        footer: PanelButtonBox {
            PanelButton {
                id: keep
                text: qsTr("Keep them")
                DialogButtonBox.buttonRole: Dialog.RejectRole
            }
            PanelButton {
                objectName: "confirmResetButton"
                text: qsTr("Reset")
                DialogButtonBox.buttonRole: Dialog.AcceptRole
            }
        }
        onAccepted: dialog.statistics.reset()
    }
}
