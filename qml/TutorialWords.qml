pragma Singleton
import QtQuick
import Cozen.Models

// The tutorial's words, step by step, keyed by the step's id (resources/tutorial/*.json hold the
// positions and the moves; the sentences are here, to be translated). Each step: a title, what
// to do, what the move did (said once the table shows it), and what the step wants instead of a
// move it refuses.
QtObject {
    function c(code) { return Words.card(code) }

    function title(step) {
        switch (step) {
        case "stakeAndDraw": return qsTr("Stake & Draw")
        case "wager": return qsTr("A wager")
        case "pairAndStraight": return qsTr("A pair and a straight")
        case "ownStake": return qsTr("Your own stake counts")
        case "wonByDefault": return qsTr("A column won by default")
        case "tieBreak": return qsTr("The tie-break")
        case "lastTurn": return qsTr("The last turn")
        case "stakesStay": return qsTr("No captures: the stakes stay")
        case "jailedPairs": return qsTr("Jailed pairs weaken a deck")
        }
        return ""
    }

    function instruction(step) {
        switch (step) {
        case "stakeAndDraw":
            return qsTr("You play Red, along the bottom; the computer plays Black, along the top. You win by capturing Black's cards: each goes into your jail and scores its VP (Victory Points). The first side with 70 VP in its jail wins.\n\nOn your turn you do exactly one thing. The first kind of turn is Stake & Draw: put one card from your hand face down at the right end of the stakes row, then draw the top card of your deck.\n\nStake your %1: drag it onto Stake & Draw, or click it, then Stake & Draw, then the button.")
                .arg(c("2D"))
        case "wager":
            return qsTr("The other kind of turn is a wager: put one or more cards face down on your side of one stake, any stake on the row, yours or Black's.\n\nWager any cards you like, for instance your %1 and %2 together on column 2, Black's %3: drag them there, or click them, then the column, then the button.")
                .arg(c("7H")).arg(c("7D")).arg(c("5S"))
        case "pairAndStraight":
            return qsTr("Black has no cards left in hand, so this is the last turn of the round; then each column is settled, and where both sides wagered, everything is turned up and the higher Strength wins.\n\nBlack wagered four cards face down on its own %1 in column 1. Wager your pair, the %2 and %3, there: a pair is worth 3 Strength.")
                .arg(c("QS")).arg(c("7H")).arg(c("7D"))
        case "ownStake":
            return qsTr("The last turn of the round again. Column 1 is your stake, the %1, and Black wagered two cards against it.\n\nWager your %2, %3 and %4 there. The side that owns a stake may bring it into a combination.")
                .arg(c("6H")).arg(c("4D")).arg(c("5D")).arg(c("7H"))
        case "wonByDefault":
            return qsTr("The last turn of the round. Nobody has wagered on Black's %1 in column 1.\n\nWager any card on it, even your lowest.")
                .arg(c("QS"))
        case "tieBreak":
            return qsTr("The last turn of the round. Black wagered three cards on your %1 in column 1.\n\nWager your %2 and %3 there.")
                .arg(c("9H")).arg(c("JH")).arg(c("JD"))
        case "lastTurn":
            return qsTr("You hold one card, the %1. Wager it on column 1, Black's %2, where you already wagered a card.\n\nA round ends when a hand empties: the other side then takes one last turn, and the row is settled.")
                .arg(c("8H")).arg(c("3S"))
        case "stakesStay":
            return qsTr("The last turn of the round, and no column holds cards of both colours yet.\n\nWager a card on your own %1 in column 1 (or stake a card), so that nobody captures anything.")
                .arg(c("7H"))
        case "jailedPairs":
            return qsTr("Look at Black's jail, top right: it holds your %1 and %2, captured in an earlier round. You have no 5 left to play.\n\nThe last turn of this round: Black wagered two cards on your %3 in column 1. Wager your %4, %5 and %6 there.")
                .arg(c("5H")).arg(c("5D")).arg(c("9H")).arg(c("10D")).arg(c("JD")).arg(c("QD"))
        }
        return ""
    }

    // What the step's move did, once the table shows it; `move` is the learner's move
    // ({ kind, column, cards }, Tutorial.move).
    function explanation(step, move) {
        const cards = move && move.cards ? Words.cardsInSentence(move.cards) : ""
        switch (step) {
        case "stakeAndDraw":
            return qsTr("You staked %1 face down: it began column 3, a new stake both sides may wager on. Only you know what it is. You drew the top card of your deck, the %2, so you hold five cards again.\n\nThe %2 is your marked king, crossed with an X: it is worth 70 VP on its own, so whoever captures it has 70 at once. Black's marked king is the %3. Every other card is worth less: an ace 1 VP, a number card its number, a jack, queen or king 10.\n\nThen Black did the same and began column 4. A stake belongs to the side that put it down.")
                .arg(cards).arg(c("KH")).arg(c("KS"))
        case "wager":
            return qsTr("You wagered %1 on column %2. Wagered cards lie face down on your side of the stake and never move again this round; only you know them. A wager draws no card, so your hand is smaller.\n\nBlack answered with a wager of one card face down on column 2.")
                .arg(cards).arg(Words.n(move.column + 1))
        case "pairAndStraight":
            return qsTr("Everything in column 1 was turned up. Your %1 and %2 are a pair: 3 Strength.\n\nBlack had %3 %4 and %5 %6: two straights of two cards. A straight is worth 1 a card, but only one straight counts, so Black had 2 (its %7 stake joined neither).\n\n3 beats 2: you captured Black's four cards and its stake, 36 VP, into your jail. Column 2 held only your own stake: uncontested, it goes home.")
                .arg(c("7H")).arg(c("7D")).arg(c("3C")).arg(c("4S")).arg(c("9S")).arg(c("10C")).arg(c("QS"))
        case "ownStake":
            return qsTr("Black had a pair of 8s: 3 Strength. Alone, your %1, %2 and %3 make only a straight of two (4-5) and a loose card: 2.\n\nWith your %4 stake they make the straight 4-5-6-7: 4 Strength. You captured both 8s (16 VP).\n\nIn a straight an ace counts low (A-2-3) or high (Q-K-A), never both: K-A-2 is no straight.")
                .arg(c("4D")).arg(c("5D")).arg(c("7H")).arg(c("6H"))
        case "wonByDefault":
            return qsTr("Column 1 was contested, but only your side had wagered: you won it by default and captured the %1 (10 VP), without turning up %2.\n\nA stake nobody defends falls to any card.")
                .arg(c("QS")).arg(cards)
        case "tieBreak":
            return qsTr("Black had %1 %2 %3: a pair of 4s and a loose J, 3 Strength. Your pair of Js: 3 too.\n\nOn equal Strength, each side's cards are compared from the highest down: J against J, then your second J against Black's 4. Yours is higher, so you win and capture all three (18 VP). Your %4 stake was in no combination, so it did not count.")
                .arg(c("4S")).arg(c("4C")).arg(c("JS")).arg(c("9H"))
        case "lastTurn":
            return qsTr("Your hand was empty, so Black took the last turn of the round: it wagered the %1 on column 1. With its %2 stake that is a pair, 3 Strength, against your %3 and %4, which make nothing.\n\nBlack captured both (14 VP). Emptying your hand gives the other side the last word.")
                .arg(c("3C")).arg(c("3S")).arg(c("6D")).arg(c("8H"))
        case "stakesStay":
            return qsTr("No column held cards of both colours, so nothing was turned up and nobody captured a card.\n\nWhen a round ends without a capture, the stakes that were face up at its start, your %1 and Black's %2, stay on the row in order; everything else goes back to the decks. The next round adds its two new stakes to their right.")
                .arg(c("7H")).arg(c("9S"))
        case "jailedPairs":
            return qsTr("Black had a pair of 6s: 3. Your 10-J-Q with your %1 stake is a straight of four: 4. You captured both of Black's 6s (12 VP).\n\nA captured card stays in the jail for the rest of the game. Black has no 6 left: it can never again make a pair of 6s, nor a straight through 6, and you know it, as Black knows you have no 5. Each pair you jail weakens the other deck for good, and brings you nearer to 70 VP.")
                .arg(c("9H"))
        }
        return ""
    }

    // What the step wants, said when it refuses a move (Tutorial.refusal, Game.input.whyNot).
    function refusal(r) {
        if (r.want === TutorialWant.Next) return qsTr("This step is done: go on with Next.")
        if (r.step === "stakesStay")
            return qsTr("That would capture something. In this step, let nobody capture a card.")
        switch (r.want) {
        case TutorialWant.Stake: return qsTr("This step is about Stake & Draw: drop a card on Stake & Draw.")
        case TutorialWant.Wager: return qsTr("This step is about a wager: drop cards on a column.")
        case TutorialWant.Column: return qsTr("Not that column: this step is about column %1.").arg(Words.n(r.column + 1))
        }
        switch (r.step) {
        case "stakeAndDraw": return qsTr("Stake your %1 in this step.").arg(c("2D"))
        case "pairAndStraight": return qsTr("Wager the pair: the %1 and %2 together.").arg(c("7H")).arg(c("7D"))
        case "ownStake": return qsTr("Wager all three: the %1, %2 and %3.").arg(c("4D")).arg(c("5D")).arg(c("7H"))
        case "tieBreak": return qsTr("Wager both Js: the %1 and %2.").arg(c("JH")).arg(c("JD"))
        case "jailedPairs": return qsTr("Wager all three: the %1, %2 and %3.").arg(c("10D")).arg(c("JD")).arg(c("QD"))
        }
        return qsTr("Not those cards: see what this step asks.")
    }
}
