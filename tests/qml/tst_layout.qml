import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The table at the smallest window and at 2560×1440, at the end of a crowded round: nine columns
// of which eight are contested and seven turned up, and a jail of twelve ranks. No label or tag
// may leave its column or the window, overlap another, or cover a card; the jails fit with their
// VP in view.
Item {
    id: root
    width: 1024
    height: 640

    Game { id: game; revealMs: 0; computerDelayMs: 0 }
    GameScreen { id: screen; anchors.fill: parent; game: game }

    TestCase {
        name: "Layout"
        when: windowShown

        function init() {
            Theme.animationMs = 0
        }

        // The crowded round, resumed from its save, ended by the person's last card.
        function crowdedReveal() {
            game.savePath = fixtures.copy("crowded-reveal.json") // qmllint disable unqualified
            verify(game.resume(), JSON.stringify(game.notice))
            compare(game.stage, Game.Playing)
            verify(game.yourTurn)
            verify(game.input.play(1, ["7D"]), "the last card")
            tryCompare(game, "stage", Game.Summary)
            // The summary panel is looked at apart; here the row beneath it.
            const summary = findChild(screen.table, "roundSummary")
            if (summary) summary.visible = false
        }

        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            return { x: p.x, y: p.y, width: item.width, height: item.height, item: item }
        }
        function boundsOf(item) { // as drawn: rotated and scaled
            const r = item.mapToItem(root, Qt.rect(0, 0, item.width, item.height))
            return { x: r.x, y: r.y, width: r.width, height: r.height, item: item }
        }
        function show(r) { return "(" + [r.x, r.y, r.width, r.height].map(Math.round).join(", ") + ")" }
        readonly property real slack: 0.5
        function inside(inner, outer) {
            return inner.x >= outer.x - slack && inner.y >= outer.y - slack
                && inner.x + inner.width <= outer.x + outer.width + slack
                && inner.y + inner.height <= outer.y + outer.height + slack
        }
        function overlap(a, b) {
            return a.x < b.x + b.width - slack && b.x < a.x + a.width - slack
                && a.y < b.y + b.height - slack && b.y < a.y + a.height - slack
        }
        function visibleInTree(item) {
            for (let i = item; i; i = i.parent)
                if (!i.visible || i.opacity === 0) return false
            return true
        }
        // Every visible card (a PlayingCard: it has a code and a face) under `item`.
        function cardsUnder(item, into) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (!child.visible) continue
                if (child.showFace !== undefined && child.faceUp !== undefined) into.push(child)
                else cardsUnder(child, into)
            }
            return into
        }

        function checkRow(minRevealed) {
            const window = { x: 0, y: 0, width: root.width, height: root.height }
            const labels = []
            const cards = []
            let contested = 0
            for (let n = 1; n <= game.row.count; ++n) {
                const column = findChild(screen.table, "column-" + n)
                verify(column, "column " + n)
                const bounds = rectOf(column)
                verify(inside(bounds, window), "column " + n + " " + show(bounds) + " in the window")
                if (column.revealed) ++contested
                for (const name of ["topBadge", "bottomBadge", "tag"]) {
                    const label = findChild(column, name)
                    if (!visibleInTree(label)) continue
                    const r = rectOf(label)
                    r.name = name + " of column " + n
                    verify(inside(r, bounds), r.name + " " + show(r) + " inside its column " + show(bounds))
                    verify(inside(r, window), r.name + " inside the window")
                    // Its text fits: shrunk to fit if need be, never cut.
                    const text = label.children[0]
                    verify(text.text !== "", r.name + " says something")
                    verify(text.contentWidth <= text.width + 1, r.name + " " + text.text + " fits")
                    // And is read: never shrunk below 9 pixels ("+10 VP → The computer" was two
                    // lines of 7 in a narrow column: there it says "+10 VP ▲").
                    verify(text.fontInfo.pixelSize >= 9, r.name + " " + text.text + " at " + text.fontInfo.pixelSize + " px")
                    labels.push(r)
                }
                for (const card of cardsUnder(column, [])) {
                    const r = boundsOf(card)
                    r.name = "card " + (card.code || "face down") + " of column " + n
                    verify(inside(r, bounds), r.name + " " + show(r) + " inside its column " + show(bounds))
                    cards.push(r)
                }
            }
            verify(contested >= minRevealed, minRevealed + " columns turned up, not " + contested)
            verify(labels.length >= 2 * contested + game.row.count, "badges and tags: " + labels.length)
            for (let i = 0; i < labels.length; ++i) {
                for (let j = i + 1; j < labels.length; ++j)
                    verify(!overlap(labels[i], labels[j]),
                           labels[i].name + " " + show(labels[i]) + " overlaps " + labels[j].name + " " + show(labels[j]))
                for (const card of cards)
                    verify(!overlap(labels[i], card),
                           labels[i].name + " " + show(labels[i]) + " covers " + card.name + " " + show(card))
            }
        }

        function checkJails(twelveRanks) {
            const window = { x: 0, y: 0, width: root.width, height: root.height }
            let twelve = false
            for (const name of ["topJail", "bottomJail"]) {
                const jail = findChild(screen.table, name)
                const bounds = rectOf(jail)
                verify(inside(bounds, window), name + " " + show(bounds) + " in the window")
                const heading = findChild(jail, "jailHeading")
                const headingRect = rectOf(heading)
                verify(inside(headingRect, window), name + "'s VP in the window")
                verify(heading.text.indexOf(jail.model.vp + " VP") >= 0, heading.text)
                verify(heading.contentWidth <= heading.width + 1 || heading.truncated === false,
                       "the heading " + heading.text + " fits")
                const cards = cardsUnder(findChild(jail, "jailCards"), [])
                compare(cards.length, jail.model.cardCount)
                for (const card of cards) {
                    const r = boundsOf(card)
                    verify(inside(r, bounds), name + ": " + card.code + " " + show(r) + " inside " + show(bounds))
                    verify(!overlap(r, headingRect), name + ": " + card.code + " under the heading")
                }
                if (jail.model.count >= 12) twelve = true
            }
            if (twelveRanks) verify(twelve, "a jail of twelve ranks")
        }

        // Larger cards in a large window: a stack of face-down wagers still shows how many cards it
        // holds (the row's cards were sized to leave a side exactly one card high, and each
        // stack was drawn as one card: public information hidden).
        function test_largerCardsKeepTheStacks_data() {
            return [
                { tag: "2560×1440", width: 2560, height: 1440 },
                { tag: "1280×800", width: 1280, height: 800 },
                { tag: "1024×640", width: 1024, height: 640 },
            ]
        }
        function test_largerCardsKeepTheStacks(data) {
            root.width = data.width
            root.height = data.height
            Theme.cardScale = 1.25
            try {
                // A new game's two columns: the row's cards as large as the height lets them be.
                game.savePath = ""
                compare(game.newGame([{ name: "Ann" }, { computer: "random" }], 0, 70), "")
                tryVerify(() => game.yourTurn, 5000)
                verify(game.input.play(0, game.hand.cards.slice(0, 3)), "three cards wagered on column 1")
                wait(50)
                let stacks = 0
                for (let n = 1; n <= game.row.count; ++n) {
                    const column = findChild(screen.table, "column-" + n)
                    for (const side of [column.topSide, column.bottomSide]) {
                        if (side.count < 2) continue
                        ++stacks
                        const step = column.stackStep(side.count)
                        verify(step >= Math.max(3, column.cardHeight * 0.05),
                               "column " + n + ": " + side.count + " cards a step of " + step + " px apart")
                    }
                }
                verify(stacks > 0, "stacks looked at")
            } finally {
                Theme.cardScale = 1
            }
        }

        function test_crowded_data() {
            return [
                { tag: "1024×640", width: 1024, height: 640 },
                { tag: "1280×800", width: 1280, height: 800 },
                { tag: "2560×1440", width: 2560, height: 1440 },
            ]
        }
        function test_crowded(data) {
            root.width = data.width
            root.height = data.height
            crowdedReveal()
            wait(50) // let the row lay out
            checkRow(7)
            checkJails(true)
            // The decks' trackers read at a glance at every size: their ranks at 12 pixels at
            // least (they were 10 at 1024×640), inside the window.
            for (const name of ["topDeck", "bottomDeck"]) {
                const tracker = findChild(findChild(screen.table, name), "deckTracker")
                verify(tracker && tracker.item, name + "'s tracker")
                const ranks = []
                const walk = (item) => { if (item.text !== undefined && /^(A|[2-9]|10|J|Q|K)$/.test(item.text)) ranks.push(item)
                                         for (let i = 0; i < item.children.length; ++i) walk(item.children[i]) }
                walk(tracker.item)
                compare(ranks.length, 13, name)
                for (const rank of ranks)
                    verify(rank.fontInfo.pixelSize >= 12, name + " " + rank.text + " at " + rank.fontInfo.pixelSize + " px")
                verify(inside(rectOf(tracker), { x: 0, y: 0, width: root.width, height: root.height }), name + "'s tracker in the window")
            }
        }

        // 2v2 at the end of a crowded round (tests/qml/data/crowded-reveal-2v2.json): ten columns
        // of which seven are turned up, each side holding both partners' cards (up to four on a
        // side, each marked with its seat), a team jail of twelve ranks; the person (Red 1) plays
        // the round's last card. The same rules as the 1v1 table, at every size.
        function test_crowdedTwoVsTwo_data() {
            return [
                { tag: "1024×640", width: 1024, height: 640 },
                { tag: "1280×800", width: 1280, height: 800 },
                { tag: "2560×1440", width: 2560, height: 1440 },
            ]
        }
        function test_crowdedTwoVsTwo(data) {
            root.width = data.width
            root.height = data.height
            game.savePath = fixtures.copy("crowded-reveal-2v2.json")
            verify(game.resume(), JSON.stringify(game.notice))
            compare(game.seats.count, 4)
            compare(game.row.count, 10)
            verify(game.yourTurn)
            verify(game.input.play(0, ["7D"]), "the last card")
            tryCompare(game, "stage", Game.Summary)
            const summary = findChild(screen.table, "roundSummary")
            if (summary) summary.visible = false
            wait(50)
            checkRow(7)
            checkJails(true)
        }

        // 2v2: a round of one person and three computers, the person wagering two cards at a time
        // on the first column; at its end the same rules hold for the row and the jails.
        function test_twoVsTwo_data() {
            return [
                { tag: "1024×640", width: 1024, height: 640 },
                { tag: "2560×1440", width: 2560, height: 1440 },
            ]
        }
        function test_twoVsTwo(data) {
            root.width = data.width
            root.height = data.height
            game.savePath = ""
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 150), "")
            for (let turn = 0; turn < 40 && game.stage === Game.Playing; ++turn) {
                tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 10000)
                if (game.stage !== Game.Playing) break
                const cards = game.hand.count >= 2 ? [game.hand.codeAt(0), game.hand.codeAt(1)] : [game.hand.codeAt(0)]
                if (!game.input.play(0, cards)) verify(game.input.play(-1, [game.hand.codeAt(0)]))
            }
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver, 10000)
            const summary = findChild(screen.table, "roundSummary")
            if (summary) summary.visible = false
            const over = findChild(screen.table, "gameOver")
            if (over) over.visible = false
            wait(50)
            checkRow(0)
            checkJails(false)
        }

        // Each column's outcome in words (its tooltip, and a screen reader's name for it).
        function test_outcomesInWords() {
            root.width = 2560; root.height = 1440 // every column in view (not an earlier test's size)
            crowdedReveal()
            const expected = {
                1: "You take 1 card (5 VP)", 2: "You take 3 cards (14 VP)", 6: "You take 1 card by default (4 VP)",
                // Both sides at Strength 0; the computer's 8 is higher than your 4 (the 2 staked counts
                // only in a combination).
                7: "Tie at 0 — the computer wins on the higher card, 8 against 4, and takes 2 cards (6 VP)",
                9: "Uncontested: home",
            }
            const row = findChild(screen.table, "row")
            for (const n in expected) {
                if (row) row.positionViewAtIndex(n - 1, ListView.Contain) // (made when in view)
                tryVerify(() => findChild(screen.table, "column-" + n) !== null, 2000, "column " + n)
                compare(findChild(screen.table, "column-" + n).outcomeText, expected[n], "column " + n)
            }
        }

        // The round's summary says which columns were won on the higher card (on the table, "0"
        // against "0" with one badge in gold), and still fits the smallest window.
        function test_theSummaryNamesTheTieBreaks() {
            root.width = 1024; root.height = 640
            crowdedReveal()
            const summary = findChild(screen.table, "roundSummary")
            summary.visible = true
            wait(50)
            const text = findChild(summary, "summaryText").text
            compare(text.split("\n").slice(1),
                    ["Column 7, a tie at 0: the computer won it on the higher card, 8 against 4.",
                     "Column 8, a tie at 0: the computer won it on the higher card, Q against 10."])
            // As the column's own words say it.
            const column8 = findChild(screen.table, "column-8").outcomeText
            verify(column8.startsWith("Tie at 0 — the computer wins on the higher card, Q against 10,"), column8)
            const r = rectOf(summary)
            verify(inside(r, { x: 0, y: 0, width: root.width, height: root.height }), show(r))
        }

        // Text grows with the window: at 2560×1440 a badge's type is larger than at 1024×640.
        function test_textScalesWithTheWindow() {
            root.width = 1024; root.height = 640
            crowdedReveal()
            wait(50)
            const small = findChild(findChild(screen.table, "column-2"), "tag").children[0].font.pixelSize
            root.width = 2560; root.height = 1440
            wait(50)
            const large = findChild(findChild(screen.table, "column-2"), "tag").children[0].font.pixelSize
            verify(large >= small * 1.5, small + " → " + large)
        }
    }
}
