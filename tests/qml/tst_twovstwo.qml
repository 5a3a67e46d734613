import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// 2v2 at the table: one person and three computers play a round; the table shows four seats, the
// partner's hand as backs, each card marked with its seat; at 1024×640 and 2560×1440 nothing of
// the table overlaps or leaves the window.
Item {
    id: root
    width: 1024
    height: 640

    Game { id: game; savePath: ""; revealMs: 0; computerDelayMs: 0 }
    GameScreen { id: screen; anchors.fill: parent; game: game }

    TestCase {
        name: "TwoVsTwo"
        when: windowShown

        function init() {
            Theme.animationMs = 0
            root.width = 1024; root.height = 640
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
        }

        function rectOf(item) {
            const r = item.mapToItem(root, Qt.rect(0, 0, item.width, item.height))
            return { x: r.x, y: r.y, width: r.width, height: r.height }
        }
        function show(r) { return "(" + [r.x, r.y, r.width, r.height].map(Math.round).join(", ") + ")" }
        function inside(inner, outer) {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                && inner.x + inner.width <= outer.x + outer.width + 0.5
                && inner.y + inner.height <= outer.y + outer.height + 0.5
        }
        function overlap(a, b) {
            return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
        }

        // The seats' places: each inside the window, none over another. Checked once the rows and
        // columns are laid out (a frame or two; with animations on, once the cards have landed):
        // a place that stays wrong fails, and says where it is.
        function checkSeats() {
            tryVerify(() => seatProblems().length === 0, 5000, "the seats are laid out in their places")
            const problems = seatProblems()
            verify(problems.length === 0, problems.join("; "))
        }
        // What is wrong with the seats' places, in words; none once they are right.
        function seatProblems() {
            const problems = []
            const expect = (good, what) => { if (!good) problems.push(what) }
            const window = { x: 0, y: 0, width: root.width, height: root.height }
            const names = ["topDeck", "topDeck2", "topHand", "topHand2", "topJail", "partnerDeck",
                           "bottomDeck", "partnerHand", "hand", "bottomJail", "row", "statusPanel", "handControls"]
            const rects = []
            for (const name of names) {
                const item = findChild(screen.table, name)
                if (!item) return [name + " is missing"]
                expect(item.visible, name + " is shown in 2v2")
                const r = rectOf(item)
                r.name = name
                expect(inside(r, window), name + " " + show(r) + " inside the window")
                rects.push(r)
            }
            // The hand's cards within the hand's place.
            const handRect = rects[names.indexOf("hand")]
            for (let i = 0; i < game.hand.count; ++i) {
                const card = findChild(screen.table, "hand-" + game.hand.codeAt(i))
                if (!card) return ["card " + game.hand.codeAt(i) + " is missing from the hand"]
                const r = rectOf(card)
                expect(r.x >= handRect.x - 0.5 && r.x + r.width <= handRect.x + handRect.width + 0.5,
                       "card " + card.code + " " + show(r) + " within the hand " + show(handRect))
            }
            // Each deck's tracker is made in a place of its final size (made between frames, it
            // must not move what is beside it when it arrives).
            for (const name of ["topDeck", "topDeck2", "partnerDeck", "bottomDeck"]) {
                const tracker = findChild(findChild(screen.table, name), "deckTracker")
                if (!tracker || !tracker.item) return [name + "'s tracker is missing"]
                expect(Math.abs(tracker.width - tracker.item.implicitWidth) <= 1
                       && Math.abs(tracker.height - tracker.item.implicitHeight) <= 1,
                       name + "'s tracker: its place " + tracker.width + "×" + tracker.height + " is its size "
                       + tracker.item.implicitWidth + "×" + tracker.item.implicitHeight)
            }
            for (let i = 0; i < rects.length; ++i)
                for (let j = i + 1; j < rects.length; ++j) {
                    if (rects[i].name === "hand" && rects[j].name === "statusPanel") continue
                    expect(!overlap(rects[i], rects[j]),
                           rects[i].name + " " + show(rects[i]) + " overlaps " + rects[j].name + " " + show(rects[j]))
                }
            return problems
        }

        function test_aRoundWithThreeComputers() {
            let moves = 0
            const round = game.round
            while (game.stage === Game.Playing && game.round === round) {
                tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 10000)
                if (game.stage !== Game.Playing) break
                compare(game.viewer, 0, "the one person's screen throughout")
                compare(game.hand.count > 0, true)
                checkSeats()
                // The panel shows the since-list's last four lines, in order (the game's move log
                // as a model: a line added and the oldest dropped, not made again at every move).
                const news = findChild(screen.table, "sinceLastTurn")
                const shown = []
                for (let i = 0; i < news.children.length; ++i) {
                    const item = news.children[i]
                    if (item.visible && typeof item.text === "string" && item.text.startsWith("• "))
                        shown.push(item.text)
                }
                const log = game.sinceLastTurn
                const lines = Array.from({ length: log.count }, (_, i) => "• " + Words.move(game, log.at(i)))
                compare(shown, lines.length > 0 ? lines.slice(-4) : ["• " + Words.move(game, game.lastMove)])
                verify(shown.length >= 1)
                // The partner's hand: backs, its size only.
                compare(findChild(screen.table, "partnerHand").seat.seat, 2)
                // Two cards at once on column 1 when possible, to stack the column.
                const cards = game.hand.count >= 2 ? [game.hand.codeAt(0), game.hand.codeAt(1)] : [game.hand.codeAt(0)]
                if (!game.input.play(0, cards)) verify(game.input.play(-1, [game.hand.codeAt(0)]))
                ++moves
                // The since-list names what the three others did.
                if (game.stage === Game.Playing && game.yourTurn) {
                    const log = game.sinceLastTurn
                    const since = Array.from({ length: log.count }, (_, i) => log.at(i)).filter(e => e.kind !== MoveLineKind.Round)
                    verify(since.length >= 1)
                }
                const column = findChild(screen.table, "column-1")
                if (column && game.stage === Game.Playing) {
                    verify(column.bottomSide.seats.indexOf(0) >= 0, "Ann's cards in column 1 are marked as hers")
                    compare(column.bottomSide.seats.length, column.bottomSide.cards.length)
                }
                verify(moves < 40)
            }
            tryVerify(() => game.stage === Game.Summary || game.stage === Game.GameOver, 10000)
            // The other three's last turns were each taken.
            verify(moves >= 1)
            checkSeats()
        }

        // The move that empties the hand warns that the round ends after the others' last turns:
        // in 2v2 the three other seats', not the next seat's alone.
        function test_theLastCardWarningNamesTheThreeOthers() {
            tryVerify(() => game.yourTurn, 10000)
            const table = screen.table
            for (let i = 0; i < game.hand.count; ++i) game.hand.toggle(i)
            compare(game.hand.selection.length, game.hand.count)
            table.keyboardArea = "row"
            table.rowCursor = 0
            compare(table.playRefusal, "")
            const warning = findChild(table, "lastCardWarning")
            verify(warning.visible)
            verify(warning.text.indexOf("three other seats") >= 0, warning.text)
            verify(warning.text.indexOf("Black 1") < 0, warning.text) // the next seat alone
        }

        // With animations on, cards that arrive (the deal, the computers' wagers) end in their
        // places and in full view, even if the garbage collector runs while they move; a window
        // resized afterwards lays them out again.
        function test_animatedCardsLandWhereTheyBelong() {
            Theme.animationMs = 150
            root.width = 1280; root.height = 800
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            for (let i = 0; i < 10; ++i) { gc(); wait(15) }
            tryVerify(() => game.yourTurn, 10000)
            for (let i = 0; i < 10; ++i) { gc(); wait(15) }
            // Every card on the row comes into full view once it has landed; one stopped part-way
            // (the collector ran while it moved) never does.
            const row = findChild(screen.table, "row")
            tryVerify(() => cardsUnder(row, []).every(card => card.opacity === 1), 5000,
                      "every card on the row comes into full view")
            root.width = 1024; root.height = 640
            checkSeats()
            for (const card of cardsUnder(row, []))
                compare(card.opacity, 1, "card " + (card.code || "face down") + " on the row is in full view")
            Theme.animationMs = 0
        }
        // With animations on, a new game's table is drawn a part a frame (the other team, then the
        // row and panel, then the viewer's side), and is whole a few frames later.
        function test_aNewTableIsDrawnInPartsThenWhole() {
            Theme.animationMs = 150
            const parts = ["topArea", "row", "statusPanel", "bottomArea"].map(name => findChild(screen.table, name)) // qmllint disable type
            for (const part of parts) verify(part, "the table has its parts")
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            verify(!parts[3].visible, "the viewer's side waits for its frame")
            tryVerify(() => parts.every(part => part.visible), 1000, "every part of the table is drawn")
            Theme.animationMs = 0
            compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                  { computer: "random" }], 0, 100), "")
            verify(parts.every(part => part.visible), "without animations the table is drawn at once")
            // The next round, from the summary: drawn in parts again, its seats' views kept. A
            // random deal can end the game in its first round (a team past 100 VP): deal again.
            for (let deal = 0; ; ++deal) {
                while (game.stage === Game.Playing) { // Ann stakes her first card each turn
                    tryVerify(() => game.yourTurn || game.stage !== Game.Playing, 10000)
                    if (game.yourTurn) verify(game.input.play(-1, [game.hand.codeAt(0)]))
                }
                tryVerify(() => game.stage === Game.Summary, 10000)
                if (!game.summary.gameOver) break
                verify(deal < 20, "some deal plays on past its first round")
                compare(game.newGame([{ name: "Ann" }, { computer: "random" }, { computer: "random" },
                                      { computer: "random" }], 0, 100), "")
            }
            const partnerHand = findChild(screen.table, "partnerHand")
            Theme.animationMs = 150
            game.advance()
            verify(!parts[3].visible, "the next round's table is drawn in parts")
            compare(game.stage, Game.Summary, "the next round is shown a moment after the click")
            tryCompare(game, "stage", Game.Playing)
            verify(partnerHand.seat !== null, "the seats' views stay from round to round")
            tryVerify(() => parts.every(part => part.visible), 1000, "every part of the next round's table is drawn")
            Theme.animationMs = 0
        }
        function cardsUnder(item, into) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (!child.visible) continue
                if (child.showFace !== undefined && child.faceUp !== undefined) into.push(child)
                else cardsUnder(child, into)
            }
            return into
        }

        // Larger cards and high contrast (the settings for players who see less well): at
        // 1024×640 still nothing overlaps or leaves the window, and the hand's cards are larger.
        function test_largerCardsStillFit() {
            const hand = findChild(screen.table, "hand-" + game.hand.codeAt(0))
            const before = hand.width
            Theme.cardScale = 1.25
            Theme.highContrast = true
            wait(50)
            verify(hand.width > before * 1.1, "the hand's cards are larger: " + before + " -> " + hand.width)
            checkSeats()
            Theme.cardScale = 1
            Theme.highContrast = false
        }

        function test_theTableAt2560() {
            root.width = 2560; root.height = 1440
            tryVerify(() => game.yourTurn, 10000)
            wait(50)
            checkSeats()
        }
    }
}
