pragma Singleton
import QtQuick
import Cozen.Models

// The table's words: the models hand over data (seats, moves, refusals, outcomes as codes and
// their arguments) and these functions say it, in one place, ready for translation.
QtObject {
    function colour(red) { return red ? qsTr("Red") : qsTr("Black") }
    // A whole number as the language writes it (Arabic's own digits, German's 1.000).
    // (Qt.uiLanguage read, so that a binding showing a number is said again when the language is
    // switched, as one with a qsTr is: Language sets it. Else "0 / 70" kept the old digits.)
    function n(value) { return Qt.uiLanguage === undefined ? "" : Number(value).toLocaleString(Qt.locale(), "f", 0) }
    // A computer's level by its name in the models ("medium").
    function levelName(level) {
        const names = { random: qsTr("random", "computer level"), greedy: qsTr("greedy", "computer level"),
                        easy: qsTr("easy", "computer level"), medium: qsTr("medium", "computer level"),
                        hard: qsTr("hard", "computer level"), expert: qsTr("expert", "computer level"),
                        adaptive: qsTr("adaptive", "computer level: it adapts to the player") }
        return names[level] || level
    }
    // The adaptive level's strengths: 1 to this (kAdaptiveStrengths, cozen/ai.h; Game.adaptiveStrengths).
    readonly property int adaptiveStrengths: 6
    // A computer's level as a seat, a record or a row names it, the adaptive level with the
    // strength it plays at: "hard", "adaptive, at 3 of 6".
    function levelWithStrength(level, strength) {
        if (level === "adaptive" && strength > 0)
            return qsTr("adaptive, at %1 of %2", "the adaptive computer level at its strength: at 3 of 6")
                .arg(n(strength)).arg(n(adaptiveStrengths))
        return levelName(level)
    }
    // The New game dialog's choice of the adaptive level, with the strength it would play at.
    function adaptiveChoice(strength) {
        return qsTr("Adapts to you — now at %1 of %2").arg(n(strength)).arg(n(adaptiveStrengths))
    }
    // What a finished game did to the adaptive level's strength (Game.adaptiveMoved: from, to).
    function adaptiveMoved(moved) {
        if (moved.to === undefined) return ""
        if (moved.to > moved.from)
            return qsTr("The computer now plays at %1 of %2: a step stronger.").arg(n(moved.to)).arg(n(adaptiveStrengths))
        if (moved.to < moved.from)
            return qsTr("The computer now plays at %1 of %2: a step gentler.").arg(n(moved.to)).arg(n(adaptiveStrengths))
        return qsTr("The computer stays at %1 of %2.").arg(n(moved.to)).arg(n(adaptiveStrengths))
    }

    // A person's name within a line (a sentence, a row, a banner), isolated (U+2068 FIRST STRONG
    // ISOLATE … U+2069 POP DIRECTIONAL ISOLATE) when it holds letters written the other way from
    // the interface's: an Arabic or Hebrew name in English ("דוד & שרה against Ann" showed the
    // partners swapped and the words between them turned round), a Latin one in Arabic. A name
    // written the interface's way is left as it is, as screen readers read it and tests compare it.
    // The models keep names as they were given; only the words that show them isolate them.
    readonly property var rightToLeftLetter: /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE]|[\uD802\uD803\uD83A\uD83B][\uDC00-\uDFFF]/
    readonly property var notRightToLeft: /[^\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\s]/
    function isolate(name) {
        const rightToLeft = Application.layoutDirection === Qt.RightToLeft
        return (rightToLeft ? notRightToLeft : rightToLeftLetter).test(name) ? "\u2068" + name + "\u2069" : name
    }
    // Why a name typed in the New game dialog cannot be one (Game.nameProblem's kinds).
    function nameProblem(kind) {
        switch (kind) {
        case PlayersProblem.Blank: return qsTr("A name needs a letter that shows.")
        case PlayersProblem.TooLong: return qsTr("A name has at most %1 characters.").arg(n(24))
        case PlayersProblem.Invisible: return qsTr("A name cannot hold invisible characters, direction marks or line breaks.")
        case PlayersProblem.Marks: return qsTr("A name may not begin with an accent or stack more than %1 on one letter.").arg(n(3))
        case PlayersProblem.MixedScripts: return qsTr("A name cannot mix Latin, Greek and Cyrillic letters, which look alike.")
        }
        return ""
    }

    // Game.playersProblem's kind, in words: for the four seats of 2v2, or the two of 1v1.
    function playersProblem(kind, fourSeats) {
        switch (kind) {
        case PlayersProblem.NoPerson: return qsTr("At least one seat needs a person.")
        case PlayersProblem.Unnamed: return qsTr("Each person needs a name.")
        case PlayersProblem.SameNames: return fourSeats ? qsTr("Give each person a different name.")
                                           : qsTr("Give the two people different names.")
        }
        return nameProblem(kind)
    }

    function twoVsTwo(game) { return game.seats.count === 4 }
    // A seat's colour, numbered in 2v2: "Red", or "Red 2".
    function seatLabel(game, seat) {
        const s = game.seats.at(seat)
        if (!s) return ""
        return twoVsTwo(game) ? qsTr("%1 %2").arg(colour(s.red)).arg(n(s.number)) : colour(s.red)
    }
    // A seat as the table names it: a person by name (a lone, unnamed person is "You"), the
    // computer as such ("Black 2 (computer)" in 2v2, where there may be three).
    // A computer is "The computer" where it is the only one; in 2v2, or in a game of two computers
    // (a match's record, or a code, in the replay viewer), "Red (computer)" and "Black (computer)".
    function computersApart(game, seat) {
        if (twoVsTwo(game)) return true
        const other = game.seats.at(1 - seat)
        return other !== null && !other.person
    }
    function seatName(game, seat) {
        const s = game.seats.at(seat)
        if (!s) return ""
        if (!s.person) return computersApart(game, seat) ? qsTr("%1 (computer)").arg(seatLabel(game, seat))
                                                         : qsTr("The computer")
        return s.name !== "" ? isolate(s.name) : qsTr("You")
    }
    // The same of a seat's SeatInfo (game.seats.at), or "" for none.
    function nameOf(game, info) { return info ? seatName(game, info.seat) : "" }
    // The same within a sentence: "the computer", "you".
    function seatNameInSentence(game, seat) {
        const s = game.seats.at(seat)
        if (!s) return ""
        if (!s.person) return computersApart(game, seat) ? seatName(game, seat) : qsTr("the computer")
        return s.name !== "" ? isolate(s.name) : qsTr("you")
    }
    function seatWithColour(game, seat) {
        const s = game.seats.at(seat)
        if (!s) return ""
        if (!s.person && computersApart(game, seat)) return seatName(game, seat)
        return qsTr("%1 (%2)").arg(seatName(game, seat)).arg(seatLabel(game, seat))
    }
    // Whether the seat is the unnamed lone person, whom the table calls "You".
    function isYou(game, seat) {
        const s = game.seats.at(seat)
        return s !== null && s.person && s.name === ""
    }
    // A player by name: a person's name ("You", "you" within a sentence, for an unnamed one), the
    // computer by its level ("Computer (hard)"). `p` is { name } or { computer: level }, as a game
    // record lists its players.
    function playerName(p, inSentence) {
        if (p.computer !== undefined)
            return qsTr("Computer (%1)", "a computer player by its level, as in a 2v2 team's name").arg(levelWithStrength(p.computer, p.strength))
        return p.name !== "" ? isolate(p.name) : inSentence ? qsTr("you") : qsTr("You")
    }
    // Two partners' names as their team's: "Ann & Cat".
    function partners(first, second) {
        return qsTr("%1 & %2", "a 2v2 team by its players' names").arg(first).arg(second)
    }
    // A side of a game record's players (each with its team, as the models give it): one name in
    // 1v1, the partners' in 2v2 (people first).
    function sideOfPlayers(players, team, inSentence) {
        const side = players.filter(p => p.team === team)
        side.sort((a, b) => (a.computer !== undefined) - (b.computer !== undefined))
        // Two computers: one name for both ("Computer (medium) & Computer (medium)" read as a stammer).
        if (side.length === 2 && side[0].computer !== undefined && side[1].computer !== undefined)
            return side[0].computer === side[1].computer
                ? qsTr("Two computers (%1)", "a 2v2 team of two computers of one level").arg(levelWithStrength(side[0].computer, side[0].strength))
                : qsTr("Computers (%1, %2)", "a 2v2 team of two computers of two levels")
                  .arg(levelWithStrength(side[0].computer, side[0].strength)).arg(levelWithStrength(side[1].computer, side[1].strength))
        const names = side.map(p => playerName(p, inSentence))
        return names.length === 2 ? partners(names[0], names[1]) : names.length === 1 ? names[0] : ""
    }
    // A seat's player as a game record lists it.
    function playerOf(game, seat) {
        const s = game.seats.at(seat)
        return !s ? { name: "", team: -1 } : s.person ? { name: s.name, team: s.team }
                                              : { computer: s.level, strength: s.strength, team: s.team }
    }
    // A team: in 1v1 its seat; in 2v2 its players, "Ann & Cat" (a computer by its level).
    function teamName(game, team) {
        if (!twoVsTwo(game)) return seatName(game, team)
        return sideOfPlayers(playersOf(game), team, false)
    }
    function teamNameInSentence(game, team) {
        if (!twoVsTwo(game)) return seatNameInSentence(game, team)
        return sideOfPlayers(playersOf(game), team, true)
    }
    // Every seat's player, as a game record lists them.
    function playersOf(game) {
        const players = []
        for (let seat = 0; seat < game.seats.count; ++seat) players.push(playerOf(game, seat))
        return players
    }
    // A team as short as a column's tag can hold it: in 1v1 its seat; in 2v2 its people by name
    // ("Ann & Cat", "Ann & computer"), or "Computers".
    function teamTag(game, team) {
        if (!twoVsTwo(game)) return seatName(game, team)
        const people = playersOf(game).filter(p => p.team === team && p.computer === undefined)
                                      .map(p => playerName(p, false))
        if (people.length === 2) return partners(people[0], people[1])
        if (people.length === 1)
            return qsTr("%1 & computer", "a 2v2 team in a column's short tag: a person and a computer partner").arg(people[0])
        return qsTr("Computers", "a 2v2 team of two computers, in a column's short tag")
    }
    // Whether `team` has a person among its seats.
    function teamHasPerson(game, team) {
        for (let seat = 0; seat < game.seats.count; ++seat) {
            const s = game.seats.at(seat)
            if (s && s.team === team && s.person) return true
        }
        return false
    }
    // Whether a win of `team` is a loss for the people at the table: the computer's side won and
    // every person played on the other.
    function isLoss(game, team) {
        return team >= 0 && !teamHasPerson(game, team) && teamHasPerson(game, 1 - team)
    }
    // Whether a team is the unnamed lone person of a 1v1 game ("You").
    function isYouTeam(game, team) { return !twoVsTwo(game) && isYou(game, team) }

    // A rank's letter as the language's players write it (in German B, D, K for Bube, Dame,
    // König); the numbers as they are. On a card's index and wherever a rank is written.
    readonly property var rankLetters: ({ A: qsTr("A", "the ace's letter, on a card's index and in text"),
                                          J: qsTr("J", "the jack's letter, on a card's index and in text (German: B, for Bube)"),
                                          Q: qsTr("Q", "the queen's letter, on a card's index and in text (German: D, for Dame)"),
                                          K: qsTr("K", "the king's letter, on a card's index and in text (German: K, for König)") })
    // On a card's face the numbers stay as cards print them; in text they are the language's
    // digits, as every other number of its sentence (Arabic's own).
    function rankOnCard(r) { return rankLetters[r] || r }
    function rank(r) { return rankLetters[r] || (r !== "" && !isNaN(r) ? n(r) : r) }
    // A card as text: "AC" is "A♣", "10H" is "10♥".
    function card(code) {
        if (!code || code.length < 2) return ""
        const suits = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" }
        return rank(code.slice(0, -1)) + (suits[code.slice(-1)] || code.slice(-1))
    }
    function cardList(cards) { return cards.map(card).join(" ") }
    // Cards within a sentence: "the 9♥", "the 9♥ and 10♥", "the 9♥, 10♥ and J♥".
    function cardsInSentence(cards) {
        const names = cards.map(card)
        if (names.length === 0) return ""
        if (names.length === 1) return qsTr("the %1", "one card within a sentence").arg(names[0])
        let list = names[0]
        for (let i = 1; i < names.length - 1; ++i)
            list = qsTr("%1, %2", "cards listed within a sentence").arg(list).arg(names[i])
        return qsTr("the %1 and %2", "cards within a sentence: the list, then the last").arg(list).arg(names[names.length - 1])
    }
    // The names a card is said with: made once (and again when the language changes), not at every
    // card said; each call used to make them afresh, garbage for the script engine to collect.
    readonly property var rankNames: ({ A: qsTr("ace"), "2": qsTr("two"), "3": qsTr("three"), "4": qsTr("four"),
                                        "5": qsTr("five"), "6": qsTr("six"), "7": qsTr("seven"), "8": qsTr("eight"),
                                        "9": qsTr("nine"), "10": qsTr("ten"), J: qsTr("jack"), Q: qsTr("queen"), K: qsTr("king") })
    readonly property var suitNames: ({ C: qsTr("clubs"), D: qsTr("diamonds"), H: qsTr("hearts"), S: qsTr("spades") })
    // A card as a screen reader says it: "seven of hearts", "ace of spades".
    function spokenCard(code) {
        if (!code || code.length < 2) return ""
        const rank = rankNames[code.slice(0, -1)], suit = suitNames[code.slice(-1)]
        if (!rank || !suit) return ""
        return qsTr("%1 of %2", "a card as said aloud: its rank, its suit").arg(rank).arg(suit)
    }

    // A move of the "since your last turn" list, or the last move.
    function move(game, e) {
        if (!e || !e.kind) return "" // MoveLineKind.None, or no line
        if (e.kind === MoveLineKind.Round) return qsTr("Round %1 began.").arg(n(e.round))
        const who = seatName(game, e.seat)
        const you = isYou(game, e.seat)
        if (e.kind === MoveLineKind.Stake) {
            if (e.cards && e.cards.length > 0) return you ? qsTr("You staked %1 and drew a card.").arg(cardsInSentence(e.cards))
                                    : qsTr("%1 staked %2 and drew a card.").arg(who).arg(cardsInSentence(e.cards))
            return qsTr("%1 staked a card face down and drew a card.").arg(who)
        }
        if (e.cards && e.cards.length > 0) return you ? qsTr("You wagered %1 on column %2.").arg(cardsInSentence(e.cards)).arg(n(e.column + 1))
                                : qsTr("%1 wagered %2 on column %3.").arg(who).arg(cardsInSentence(e.cards)).arg(n(e.column + 1))
        return qsTr("%1 wagered %n card(s) face down on column %2.", "", e.count).arg(who).arg(n(e.column + 1))
    }

    // Why a move may not be played (HumanInput whyNot and refused, through Game.input).
    function refusal(game, r) {
        switch (r ? r.reason : RefusalReason.None) {
        case RefusalReason.None: return ""
        case RefusalReason.RoundOver: return qsTr("The round is over.")
        case RefusalReason.GameOver: return qsTr("The game is over.")
        case RefusalReason.NotYourTurn: return isYou(game, r.seat) ? qsTr("It is your turn.")
                                                       : qsTr("It is %1's turn.").arg(seatNameInSentence(game, r.seat))
        case RefusalReason.ChooseCard:
        case RefusalReason.NoCard: return qsTr("Choose a card from your hand first.")
        case RefusalReason.NotYourCard: return qsTr("%1 is not one of your cards.").arg(card(r.card))
        case RefusalReason.NoSuchCard: return qsTr("There is no such card.")
        case RefusalReason.StakeOneCard: return qsTr("Stake one card at a time: a stake is exactly one card.")
        case RefusalReason.NoSuchColumn: return qsTr("There is no column %1.").arg(n(r.column + 1))
        case RefusalReason.NotInHand: return qsTr("%1 is not in your hand.").arg(cardList(r.cards))
        case RefusalReason.NothingToTakeBack: return qsTr("Nothing to take back: a wager can be taken back until the next seat moves, a stake never.")
        case RefusalReason.Tutorial: return TutorialWords.refusal(r) // a move the tutorial's step does not want
        default: return qsTr("That move is not allowed.")
        }
    }

    // A hint (Game.hint), said beside the play button that names its move: why it is a good one,
    // when that can be told from what the viewer sees, or else the move itself.
    function hint(game, h) {
        if (!h || !h.known) return ""
        const said = []
        // The marked king first: 70 VP on the table is never a detail.
        if (h.markedKing) said.push(qsTr("Careful: this puts your marked king (70 VP) on the table."))
        said.push(hintMove(game, h))
        const r = h.reason
        if (r.kind === HintKind.Wager && r.loose.length > 0)
            said.push(qsTr("No Strength from %1 there: it counts only on a tie, on the higher card.", "a hint's cards that make no combination (it/they: %n cards)", r.loose.length)
                      .arg(cardsInSentence(r.loose)))
        // A pile is hinted only when the search finds it clearly better than a smaller move: say so.
        if (r.pile && r.pileGainVp > 0)
            said.push(qsTr("A strong pile: by the search, about %1 VP better than any smaller move.").arg(n(r.pileGainVp)))
        if (r.wholeHand)
            said.push(qsTr("Your whole hand: the round ends after one last turn for each of the others."))
        said.push(r.shownVp > 0 ? qsTr("At risk: %1 VP; to win, in view: %2 VP.").arg(n(h.risk)).arg(n(r.shownVp))
                                 : qsTr("At risk: %1 VP.").arg(n(h.risk)))
        return said.join(" ")
    }
    // The hint's move, and why it is a good one as far as the viewer can see.
    function hintMove(game, h) {
        const r = h.reason
        if (r.kind === HintKind.None)
            return h.column < 0 ? qsTr("Hint: stake %1 and draw a card.").arg(cardsInSentence(h.cards))
                                : qsTr("Hint: wager %1 on column %2.").arg(cardsInSentence(h.cards)).arg(n(h.column + 1))
        if (r.kind === HintKind.Stake)
            return r.loose.length > 0 ? qsTr("Hint: stake %1. It makes no pair and no run with the rest of your hand.").arg(cardsInSentence(h.cards))
                           : qsTr("Hint: stake %1 and draw a card.").arg(cardsInSentence(h.cards))
        const team = game.viewer >= 0 ? 1 - game.seats.at(game.viewer).team : 1 - game.bottomTeam
        const them = teamNameInSentence(game, team)
        const ours = arrangement(r.ours), column = n(r.column + 1)
        if (r.kind === HintKind.Bluff)
            return qsTr("Hint: a bluff. Wager %1 on column %2: nothing is made there, but face down %3 cannot tell, and may not dare to wager against it.")
                   .arg(cardsInSentence(h.cards)).arg(column).arg(them)
        const hidden = r.hidden === 0 ? "" : " " + qsTr("%n more face down there.", "a hint: the other side's cards that do not show", r.hidden)
        if (r.shown === 0 && r.hidden === 0)
            return r.stakeTheirs ? qsTr("Hint: nothing of %1's is on column %2 yet: with %3 you would take their stake.").arg(them).arg(column).arg(ours)
                                 : qsTr("Hint: nothing of %1's is on column %2 yet; your side there would be %3.").arg(them).arg(column).arg(ours)
        // In 2v2 the other side is two players ("Ben & Dan have"), in 1v1 one.
        const pair = twoVsTwo(game)
        if (r.shown === 0)
            return (pair ? qsTr("Hint: your side on column %1 would be %2; %3 have %n card(s) face down there.", "the other side is a 2v2 team", r.hidden)
                         : qsTr("Hint: your side on column %1 would be %2; %3 has %n card(s) face down there.", "", r.hidden))
                   .arg(column).arg(ours).arg(them)
        return (r.ours.strength > r.theirs.strength
                ? pair ? qsTr("Hint: your side on column %1 would be %2, beating the %n card(s) %3 show there (Strength %4).", "the other side is a 2v2 team", r.shown)
                       : qsTr("Hint: your side on column %1 would be %2, beating the %n card(s) %3 shows there (Strength %4).", "", r.shown)
                : pair ? qsTr("Hint: your side on column %1 would be %2, against the %n card(s) %3 show there (Strength %4).", "the other side is a 2v2 team", r.shown)
                       : qsTr("Hint: your side on column %1 would be %2, against the %n card(s) %3 shows there (Strength %4).", "", r.shown))
               .arg(column).arg(ours).arg(them).arg(n(r.theirs.strength)) + hidden
    }

    // One side's arrangement: "Pair of 4s + Straight 5-6-7 = 6".
    function arrangement(a) {
        if (!a || !a.known) return ""
        const parts = []
        for (const r of a.pairs) parts.push(qsTr("Pair of %1s").arg(rank(r)))
        if (a.straight.length > 0) parts.push(qsTr("Straight %1").arg(a.straight.map(rank).join("-")))
        if (parts.length === 0) parts.push(qsTr("No combination"))
        return qsTr("%1 = %2").arg(parts.join(" + ")).arg(n(a.strength))
    }
    // The same, short enough for a column, in words (the cards are face up beside it, their ranks
    // in view): "Pair + straight = 6", "2 pairs = 6", "Nothing = 0"; the tooltip and a screen
    // reader say which ranks.
    function arrangementShort(a) {
        if (!a || !a.known) return ""
        const pairs = a.pairs.length
        const straight = a.straight.length > 0
        const what = pairs === 0 && !straight ? qsTr("Nothing", "a side's arrangement: no combination")
                   : pairs === 0 ? qsTr("Straight", "a side's arrangement, short")
                   : !straight ? qsTr("%n pair(s)", "a side's arrangement, short", pairs)
                   : qsTr("%n pair(s) + straight", "a side's arrangement, short", pairs)
        return qsTr("%1 = %2").arg(what).arg(n(a.strength))
    }

    // What happened in a resolved column (a RowModel row), and why: the Strengths, or on equal
    // Strength the cards where the tie-break decided (R7).
    function outcome(game, c) {
        if (!c.resolved) return ""
        const strength = c.revealed ? c.bottomArrangement.strength : 0
        if (c.winner === ColumnWinner.Tie)
            return c.stays ? qsTr("Tie at %1, card for card: the stake stays on the row, the rest goes home").arg(n(strength))
                           : qsTr("Tie at %1, card for card: all home").arg(n(strength))
        if (c.winnerTeam < 0) return c.stays ? qsTr("Uncontested: the stake stays on the row") : qsTr("Uncontested: home")
        const who = teamName(game, c.winnerTeam)
        const cards = cardCount(c.capturedCards)
        if (c.tieBreak && c.tieBreak.length === 2) {
            const won = rank(c.winner === ColumnWinner.Top ? c.tieBreak[0] : c.tieBreak[1])
            const lost = rank(c.winner === ColumnWinner.Top ? c.tieBreak[1] : c.tieBreak[0])
            const against = lost !== "" ? lost : qsTr("nothing", "a higher card beats nothing")
            return isYouTeam(game, c.winnerTeam)
                ? qsTr("Tie at %1 — you win on the higher card, %2 against %3, and take %4 (%5 VP)")
                      .arg(n(strength)).arg(won).arg(against).arg(cards).arg(n(c.capturedVp))
                : (twoVsTwo(game) ? qsTr("Tie at %1 — %2 win on the higher card, %3 against %4, and take %5 (%6 VP)", "%2 is a 2v2 team: two players")
                                  : qsTr("Tie at %1 — %2 wins on the higher card, %3 against %4, and takes %5 (%6 VP)"))
                      .arg(n(strength)).arg(teamNameInSentence(game, c.winnerTeam)).arg(won).arg(against).arg(cards).arg(n(c.capturedVp))
        }
        if (isYouTeam(game, c.winnerTeam))
            return c.byDefault ? qsTr("You take %1 by default (%2 VP)").arg(cards).arg(n(c.capturedVp))
                               : qsTr("You take %1 (%2 VP)").arg(cards).arg(n(c.capturedVp))
        if (twoVsTwo(game))
            return c.byDefault ? qsTr("%1 take %2 by default (%3 VP)", "%1 is a 2v2 team: two players").arg(who).arg(cards).arg(n(c.capturedVp))
                               : qsTr("%1 take %2 (%3 VP)", "%1 is a 2v2 team: two players").arg(who).arg(cards).arg(n(c.capturedVp))
        return c.byDefault ? qsTr("%1 takes %2 by default (%3 VP)").arg(who).arg(cards).arg(n(c.capturedVp))
                           : qsTr("%1 takes %2 (%3 VP)").arg(who).arg(cards).arg(n(c.capturedVp))
    }
    // The same as a tag short enough for a column: who gained what ("+14 VP → Ann"), or what
    // became of the cards.
    function outcomeTag(game, c) {
        if (!c.resolved) return ""
        if (c.stays) return qsTr("Stays", "a stake that stays on the row for the next round")
        if (c.winner === ColumnWinner.Tie) return qsTr("Tie")
        if (c.winnerTeam < 0) return qsTr("Home")
        return qsTr("+%1 VP → %2", "captured VP and who gained them").arg(n(c.capturedVp)).arg(teamTag(game, c.winnerTeam))
    }
    // The same where the column is too narrow for a name: the VP and an arrow to the side that
    // took them (▲ the top one, ▼ the bottom one), "+8 VP ▲"; `bare`, without "VP", "+8 ▲".
    function outcomeTagShort(game, c, bare) {
        if (!c.resolved || c.stays || c.winner === ColumnWinner.Tie || c.winnerTeam < 0) return outcomeTag(game, c)
        return (bare ? "+" + n(c.capturedVp)
                     : qsTr("+%1 VP", "captured VP, in a narrow column's tag; an arrow follows").arg(n(c.capturedVp)))
               + (c.winner === ColumnWinner.Top ? " ▲" : " ▼")
    }

    function summary(game) {
        const s = game.summary
        if (!s.settled) return ""
        if (s.stakesStay) return qsTr("Nobody captured a card: the face-up stakes stay on the row.")
        const near = game.bottomTeam, far = 1 - near
        const lines = [qsTr("%1 captured %2 VP; %3 captured %4 VP.")
            .arg(teamName(game, near)).arg(n(s.gained[near])).arg(teamNameInSentence(game, far)).arg(n(s.gained[far]))]
        // A column won on the higher card looks like "3" against "3" on the table: say why.
        for (const t of s.tieBreaks)
            lines.push(qsTr("Column %1, a tie at %2: %3 won it on the higher card, %4 against %5.")
                .arg(n(t.column)).arg(n(t.strength)).arg(teamNameInSentence(game, t.team)).arg(rank(t.won))
                .arg(t.lost !== "" ? rank(t.lost) : qsTr("nothing", "a higher card beats nothing")))
        return lines.join("\n")
    }

    function result(game) {
        const o = game.outcome
        if (!o.known) return ""
        if (o.draw) return qsTr("A draw: no cards are left to play (%1 to %2).").arg(n(o.vp[0])).arg(n(o.vp[1]))
        const w = o.winner
        if (isYouTeam(game, w)) return qsTr("You win, %1 VP to %2.").arg(n(o.vp[w])).arg(n(o.vp[1 - w]))
        if (twoVsTwo(game))
            return qsTr("%1 win, %2 VP to %3.", "%1 is a 2v2 team: two players").arg(teamName(game, w)).arg(n(o.vp[w])).arg(n(o.vp[1 - w]))
        return qsTr("%1 wins, %2 VP to %3.").arg(teamName(game, w)).arg(n(o.vp[w])).arg(n(o.vp[1 - w]))
    }

    // ---- Today's deal and sharing (docs/daily.md, docs/game-codes.md) ----------------------
    // A day ("2026-12-07") as the language writes a date: "Monday 7 December 2026".
    function day(text) {
        if (Qt.uiLanguage === undefined || text === "") return ""
        const parts = text.split("-")
        return new Date(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2]), 12)
            .toLocaleDateString(Qt.locale(), Locale.LongFormat)
    }
    // A day's result as the statistics count it (Statistics.dailyResult): "won, 72 to 40 VP".
    function dailyOutcome(result) {
        if (result.outcome === undefined) return qsTr("not played yet", "today's deal")
        const score = qsTr("%1 to %2 VP", "your VP to the computer's").arg(n(result.vpFor)).arg(n(result.vpAgainst))
        if (result.outcome > 0) return qsTr("won, %1", "today's deal: won, 72 to 40 VP").arg(score)
        if (result.outcome < 0) return qsTr("lost, %1", "today's deal: lost, 40 to 72 VP").arg(score)
        return qsTr("a draw, %1", "today's deal: a draw, 50 to 50 VP").arg(score)
    }
    // The end of a daily game: its day, and whether it counted for it.
    function dailyGameLine(game) {
        if (game.daily === "") return ""
        if (game.dailyPractice)
            return qsTr("The deal of %1, played as practice: it does not count.").arg(day(game.daily))
        if (game.dailyCounted) return qsTr("Today's deal, %1: this result counts.").arg(day(game.daily))
        return qsTr("Today's deal, %1, played again as practice: your first finished game counted.").arg(day(game.daily))
    }
    // Why "Watch a game…" could not play a code (ReplayModel.codeProblem, codeFormat).
    function codeProblem(problem, format) {
        if (problem === 0) return qsTr("There is no game code in it. A game code begins with CZ1-.")
        if (problem === 1) return qsTr("This game code was made by a newer version of Cozen (its format is %1; this one reads format 1). Update Cozen to watch it.").arg(n(format))
        return qsTr("This game code is damaged: a letter is wrong, missing or added, or it was cut short. Copy it again, whole.")
    }
    // A finished game as a line to paste in a chat: what it was and how it ended, a row of
    // marks a round (who took each column: ♥ Red, ♠ Black, = a tie, ○ nobody: old characters that
    // every font and chat has), and its code.
    // Only what both players saw at each reveal; the code itself is the whole game (docs/game-codes.md).
    function shareText(game, picture, code) {
        const o = game.outcome
        let head = game.daily !== "" ? qsTr("Cozen, today's deal of %1", "a shared game's first line").arg(game.daily)
                                     : qsTr("Cozen", "a shared game's first line")
        const score = o.known ? qsTr("%1 to %2 VP in %n round(s)", "a shared game's score: Red's VP, Black's, the rounds", picture.length)
                                 .arg(n(o.vp[0])).arg(n(o.vp[1])) : ""
        const verdict = !o.known ? "" : o.draw ? qsTr("a draw") : isYouTeam(game, o.winner) ? qsTr("I won") : game.personCount > 1
                        ? qsTr("%1 won", "a shared game: who won").arg(teamName(game, o.winner)) : qsTr("I lost")
        const marks = ["○", "♥", "♠", "="]
        const rows = picture.map((columns, r) => n(r + 1) + " " + columns.map(c => marks[c + 1]).join(""))
        return head + ": " + verdict + ", " + score + "\n" + rows.join("\n") + "\n" + code
    }

    // The game's story in numbers (Game.outcome), a line each: its rounds, the cards a team
    // captured, its biggest column.
    function storyRounds(o) {
        return o.known ? qsTr("%Ln round(s) played", "the game's story at its end", o.rounds) : ""
    }
    function storyCaptured(game, team) {
        const o = game.outcome
        if (!o.known) return ""
        return qsTr("%1: %Ln card(s) captured", "the game's story at its end: a team (or player) and the cards it captured in the game", o.captured[team])
            .arg(teamName(game, team))
    }
    function storyBest(game) {
        const o = game.outcome
        if (!o.known) return ""
        if (o.bestRound === 0) return qsTr("No column was captured.", "the game's story at its end")
        // The team by itself in brackets: a name or "You" after a preposition would need its case.
        return qsTr("Biggest column: round %3, column %4, %Ln card(s), %1 VP (%2)",
                    "the game's story at its end: the most VP captured in one column, where, and (%2) the team that took it", o.bestCards)
            .arg(n(o.bestVp)).arg(teamName(game, o.bestTeam)).arg(n(o.bestRound)).arg(n(o.bestColumn))
    }

    // What the game must tell the player that is not a move (Game.notice, Statistics.notice), in a
    // player's words; its technical detail is shown apart, for a bug report.
    function notice(what) {
        if (!what || !what.kind) return "" // NoticeKind.None, or no notice
        switch (what.kind) {
        case NoticeKind.UnreadableSave:
            return qsTr("Your saved game could not be opened: the file is damaged. It has been kept as %1, and a new game begins.").arg(what.keptAs)
        case NoticeKind.UnreadableSaveStays:
            return qsTr("Your saved game could not be opened: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.").arg(what.path)
        case NoticeKind.UnreadableSaveForbidden:
            return qsTr("Your saved game could not be opened: Cozen is not allowed to read the file. It has been kept as %1, and a new game begins.").arg(what.keptAs)
        case NoticeKind.UnreadableSaveForbiddenStays:
            return qsTr("Your saved game could not be opened: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and this game will not be saved.").arg(what.path)
        case NoticeKind.NotSaved:
            return qsTr("The game could not be saved to %1. Play goes on, and Cozen tries again after every move; until then, the game as it was when last saved is what a restart would bring back. Check that the disk has room and that the folder may be written to.").arg(what.path)
        case NoticeKind.UnreadableStatistics:
            return qsTr("Your statistics could not be read: the file is damaged. It has been kept as %1, and a fresh record of your games begins.").arg(what.keptAs)
        case NoticeKind.UnreadableStatisticsStays:
            return qsTr("Your statistics could not be read: the file is damaged. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.").arg(what.path)
        case NoticeKind.UnreadableStatisticsForbidden:
            return qsTr("Your statistics could not be read: Cozen is not allowed to read the file. It has been kept as %1, and a fresh record of your games begins.").arg(what.keptAs)
        case NoticeKind.UnreadableStatisticsForbiddenStays:
            return qsTr("Your statistics could not be read: Cozen is not allowed to read the file. It could not be moved aside either, so it stays as it is at %1, and the games of this session are not written to it.").arg(what.path)
        case NoticeKind.RecordNotSaved:
            return qsTr("The record of this game could not be written to %1. Cozen tries again every few seconds and when you quit, and keeps it in the save to write at the next start. Check that the disk has room and that the folder may be written to.").arg(what.path)
        case NoticeKind.StatisticsNotSaved:
            return qsTr("Your statistics could not be saved to %1. Cozen tries again every few seconds and when you quit, and keeps this game in the save to count it at the next start. Check that the disk has room and that the folder may be written to.").arg(what.path)
        }
        return qsTr("Something went wrong.")
    }

    // ---- Over the network (Game.remote) ----
    // A clock of whole seconds: "0:42", "12:05", "1:02:03".
    function clock(seconds) {
        const h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60
        const two = (v) => (v < 10 ? "0" : "") + v
        return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s)
    }
    // The other player, by the name they gave.
    function peer(remote) { return remote.peerName !== "" ? isolate(remote.peerName) : qsTr("the other player") }
    // What a game hosted or joined waits for, before it is on the table.
    function remoteWaiting(remote) {
        switch (remote.status) {
        case RemoteMatch.Waiting:
            // (A relay's link is up only once the other game is there too: nothing to tell apart.)
            return qsTr("Waiting for the other player to join…")
        case RemoteMatch.Meeting:
            return remote.peerName !== "" ? qsTr("%1 is here: dealing…").arg(peer(remote))
                 : remote.connected ? qsTr("Meeting the other game…") : qsTr("Reaching the other game…")
        }
        return ""
    }
    // The table's line about the other player, while a remote game is on it.
    function remoteStatus(remote) {
        switch (remote.status) {
        case RemoteMatch.Checking:
            return qsTr("Checking every card of the game…")
        case RemoteMatch.Finished:
            return qsTr("Every card checked: a fair game against %1").arg(peer(remote))
        case RemoteMatch.Stopped:
            return remoteProblem(remote.problem)
        case RemoteMatch.Claimed:
            return remote.claimedByMe ? qsTr("You claimed the game: %1 was away too long").arg(peer(remote))
                                      : qsTr("%1 claimed the game while you were away").arg(peer(remote))
        case RemoteMatch.None:
            return qsTr("Left: the game waits to be finished later")
        }
        if (!remote.connected)
            return qsTr("The connection was lost: reconnecting… %1").arg(clock(remote.silentSeconds))
        if (!remote.peerPresent)
            return remote.canClaim
                ? qsTr("Waiting for %1… %2. You may finish the game later, or claim it.").arg(peer(remote)).arg(clock(remote.silentSeconds))
                : qsTr("Waiting for %1… %2").arg(peer(remote)).arg(clock(remote.silentSeconds))
        // Take-back by consent, asked by either player.
        if (remote.takeBackAsked)
            return qsTr("%1 asks to take back their last wager").arg(peer(remote))
        if (remote.askingTakeBack)
            return qsTr("Asked %1 to let you take back your wager…").arg(peer(remote))
        if (remote.takeBackDeclined)
            return qsTr("%1 would rather your wager stood").arg(peer(remote))
        if (remote.awaitingPeer && remote.silentSeconds >= 120)
            return qsTr("%1 has been thinking for %2").arg(peer(remote)).arg(clock(remote.silentSeconds))
        return qsTr("Playing %1 over the network").arg(peer(remote))
    }
    // Why a game could not be hosted, joined or played on (RemoteMatch.Problem).
    function remoteProblem(problem) {
        switch (problem) {
        case RemoteMatch.BadAddress:
            return qsTr("That is not a relay's address: it reads like mqtt://host:1883 or mqtts://host:8883.")
        case RemoteMatch.CannotLink:
            return qsTr("The game could not be hosted or reached there: the port may be taken, or the address not this computer's.")
        case RemoteMatch.BadInvite:
            return qsTr("That is not an invite, or it was mistyped: check it letter by letter.")
        case RemoteMatch.BadSave:
            return qsTr("That game could not be taken up again: its file is damaged.")
        case RemoteMatch.PeerBroke:
            return qsTr("The game stopped: the other game broke the rules or sent something false, and nothing of it can be trusted.")
        case RemoteMatch.PeerStopped:
            return qsTr("The other game stopped the game.")
        }
        return ""
    }
    // A game left to finish later: {"peer", "round", "hosting"}.
    function savedRemoteGame(game) {
        const who = game.peer !== "" ? isolate(game.peer) : qsTr("nobody yet")
        return game.round > 0 ? qsTr("Against %1, round %2").arg(who).arg(n(game.round))
                              : qsTr("Against %1, not dealt yet").arg(who)
    }

    // ---- For a screen reader ----
    // A card on the table as the viewer may know it: "seven of hearts" face up; "your face-down
    // seven of hearts" (or a partner's, in 2v2); "face-down card" when it may not be seen.
    function tableCardSpoken(game, code, seat, faceUp) {
        if (code === "") return qsTr("face-down card")
        if (faceUp) return spokenCard(code)
        if (seat === game.viewer) return qsTr("your face-down %1").arg(spokenCard(code))
        return qsTr("%1's face-down %2").arg(seatNameInSentence(game, seat)).arg(spokenCard(code))
    }
    // "no cards", "1 card", "5 cards" (in each language's plural forms).
    function cardCount(count) { return count === 0 ? qsTr("no cards") : qsTr("%n card(s)", "", count) }
    // A column (a StakeColumn): "Column 3: Black's stake, the nine of spades, face up; Black's
    // side 2 cards; your side 1 card", then its outcome once settled. Its sides as the column
    // draws them (bottomRed: the last round's row is Red along the bottom, whoever looks at it).
    function columnSpoken(game, c) {
        const bottomTeam = c.bottomRed ? 0 : 1
        const viewing = game.viewer >= 0 ? game.seats.at(game.viewer) : null
        const yourTeam = viewing ? viewing.team : -1
        const side = (team, count) => team === yourTeam ? qsTr("your side %1").arg(cardCount(count))
                                                       : qsTr("%1's side %2").arg(teamNameInSentence(game, team)).arg(cardCount(count))
        const owner = c.stakeSeat === game.viewer ? qsTr("your stake")
                           : qsTr("%1's stake").arg(seatNameInSentence(game, c.stakeSeat))
        const stake = c.stakeFaceUp ? qsTr("%1, the %2, face up").arg(owner).arg(spokenCard(c.stake))
                    : c.stake !== "" ? qsTr("%1, the %2, face down").arg(owner).arg(spokenCard(c.stake))
                    : qsTr("%1, face down").arg(owner)
        const top = side(1 - bottomTeam, c.topSide.count)
        const bottom = side(bottomTeam, c.bottomSide.count)
        const said = qsTr("Column %1: %2; %3; %4").arg(n(c.number)).arg(stake).arg(top).arg(bottom)
        return c.resolved ? qsTr("%1. %2").arg(said).arg(outcome(game, c)) : said
    }
    // What a deck has lost to the jail (DeckModel.losses), as its tracker shows it.
    function deckLosses(model) {
        if (!model) return ""
        const said = model.losses.map(l => l.left === 1 ? qsTr("one %1 left").arg(rank(l.rank))
                                                          : qsTr("no %1 left").arg(rank(l.rank)))
        if (!model.markedKingLeft) said.push(qsTr("its marked king captured"))
        return said.length === 0 ? qsTr("every rank complete") : said.join(", ")
    }

    // ---- What the computer thought you held (Game.beliefs: a computerBelief a computer) ----
    readonly property var rankCodes: ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    // A number of cards expected, to a tenth: "1.8", "0.3" (the language's digits and point).
    function expected(weight) { return Qt.uiLanguage === undefined ? "" : Number(weight).toLocaleString(Qt.locale(), "f", 1) }
    function percent(share) { return qsTr("%1%", "a percentage").arg(n(Math.round(share * 100))) }
    // Whose computer's belief: "The computer, at its last move of round 3", "Black 2 (computer), ...".
    function beliefHeading(game, b) {
        return qsTr("%1, at its last move of round %2").arg(seatName(game, b.seat)).arg(n(b.round))
    }
    // Where the cards lay: "Column 2: 3 cards wagered face down", "Column 1: the face-down stake",
    // "The hand: 4 cards"; with the owner first when several people play.
    function beliefPlace(game, g) {
        const place = g.kind === BeliefKind.Wager ? qsTr("Column %1: %n card(s) wagered face down", "", g.cards).arg(n(g.column + 1))
                    : g.kind === BeliefKind.Stake ? qsTr("Column %1: the face-down stake").arg(n(g.column + 1))
                    : qsTr("The hand: %n card(s)", "", g.cards)
        return game.personCount > 1 ? qsTr("%1 — %2", "whose cards, then where they lay").arg(seatName(game, g.seat)).arg(place) : place
    }
    // The ranks it expected more of than of the others, most first: "7 ×1.8, 9 ×0.3" (at most
    // five, each a third over an even share of the ranks it thought possible), or that it
    // expected none more than another.
    function beliefExpected(g) {
        const possible = g.ranks.filter(w => w > 0).length
        const even = possible > 0 ? g.cards / possible : 0
        const ranks = []
        for (let r = 0; r < g.ranks.length; ++r)
            if (g.ranks[r] >= 0.05 && g.ranks[r] >= even * 4 / 3) ranks.push(r)
        if (ranks.length === 0) return qsTr("Expected: no rank more than another")
        ranks.sort((a, b) => g.ranks[b] - g.ranks[a])
        const said = ranks.slice(0, 5).map(r => qsTr("%1 ×%2", "a rank, and how many of it were expected").arg(rank(rankCodes[r])).arg(expected(g.ranks[r])))
        return qsTr("Expected: %1").arg(said.join(qsTr(", ", "between the items of a list")))
    }
    function beliefPair(g) { return qsTr("A pair among them in %1 of its deals").arg(percent(g.pair)) }
    function beliefHeld(g) {
        if (!g.actualShown) return qsTr("Held: not shown (these cards were not turned up)")
        return qsTr("Held: %1").arg(cardList(g.actual))
    }
    // The whole group as a screen reader says it.
    function beliefSpoken(game, g) {
        const parts = [beliefPlace(game, g), beliefExpected(g)]
        if (g.cards >= 2) parts.push(beliefPair(g))
        parts.push(beliefHeld(g))
        return parts.reduce((said, part) => qsTr("%1. %2").arg(said).arg(part))
    }
}
