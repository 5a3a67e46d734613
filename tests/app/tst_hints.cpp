// What a hint says (hints.h): the VP it puts at risk, the marked king it would put on the table, a
// bluff said as one, and cards that add no Strength named; in a position worked out by hand
// (data/hint-positions.json: Red to move with K♥ 7♥ 7♦ 2♦ Q♦; column 1 Black's 9♠ face up with a
// face-down 5♠ of Black's beside it, column 2 Red's own 4♦ face up and empty).

#include "play/hints.h"

#include "cozen/move.h"
#include "cozen/position.h"
#include "cozen/view.h"

#include <QFile>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

namespace {

// The position, with each pair of cards `swaps` names trading places (the position stays whole).
GameState position(const QList<std::pair<QString, QString>>& swaps = {}) {
    QFile file(QFINDTESTDATA("data/hint-positions.json"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("the hint positions are missing");
    QString text = QString::fromUtf8(file.readAll());
    for (const auto& [a, b] : swaps) {
        text.replace(u'"' + a + u'"', QStringLiteral("\"swapping\""));
        text.replace(u'"' + b + u'"', u'"' + a + u'"');
        text.replace(QStringLiteral("\"swapping\""), u'"' + b + u'"');
    }
    return parsePosition(text.toStdString());
}

// The hint data of Red's move `text`, from Red's view.
Hint hintFor(const char* text) {
    const GameState state = position();
    return hintData(viewFor(state, 0), parseMove(text, state));
}

} // namespace

class TestHints : public QObject {
    Q_OBJECT

private slots:
    // A pair of 7s against Black's 9♠ (face up) and one face-down card: 14 VP at risk, 9 in view
    // to win, nothing loose.
    void aWagerSaysItsRiskAndWhatItCanWin() {
        const Hint hint = hintFor("wager 1 7H 7D");
        QVERIFY(hint.known);
        QCOMPARE(hint.risk, 14);
        QVERIFY(!hint.markedKing);
        const HintReason& reason = hint.reason;
        QCOMPARE(reason.kind, HintKind::Wager);
        QCOMPARE(reason.ours.strength, 3);
        QCOMPARE(reason.shownVp, 9);
        QCOMPARE(reason.shown, 1);
        QCOMPARE(reason.hidden, 1);
        QVERIFY(reason.loose.isEmpty());
    }

    // The 2♦ with the pair adds no Strength: named, with its 2 VP in the risk.
    void aCardThatAddsNoStrengthIsNamed() {
        const Hint hint = hintFor("wager 1 7H 7D 2D");
        QCOMPARE(hint.risk, 16);
        QCOMPARE(hint.reason.kind, HintKind::Wager);
        QCOMPARE(hint.reason.loose, QStringList{QStringLiteral("2D")});
    }

    // The K♥ alone beside Red's own 4♦: nothing made there, a bluff; the marked king said, and
    // its 70 VP with the stake's 4 at risk.
    void aBluffWithTheMarkedKing() {
        const Hint hint = hintFor("wager 2 KH");
        QVERIFY(hint.markedKing);
        QCOMPARE(hint.risk, 74);
        QCOMPARE(hint.reason.kind, HintKind::Bluff);
        QVERIFY(hint.reason.ours.known);
        QCOMPARE(hint.reason.ours.strength, 0);
        QVERIFY(hint.reason.loose.isEmpty());
    }

    // Cards are loose together: with Red's own 10♦ staked on column 2, 4♥ 5♥ J♥ make a straight
    // 10-J (2), and each card alone could go without the side losing Strength (4-5 is a straight
    // too), but not all three: the 4♥ and 5♥ are loose, the J♥ is not.
    void cardsAreLooseTogether() {
        const GameState state = position({{QStringLiteral("7H"), QStringLiteral("4H")},
                                          {QStringLiteral("7D"), QStringLiteral("5H")},
                                          {QStringLiteral("2D"), QStringLiteral("JH")},
                                          {QStringLiteral("4D"), QStringLiteral("10D")}});
        const Hint hint = hintData(viewFor(state, 0), parseMove("wager 2 4H 5H JH", state));
        QCOMPARE(hint.reason.kind, HintKind::Wager);
        QCOMPARE(hint.reason.ours.strength, 2);
        QCOMPARE(hint.reason.loose, (QStringList{QStringLiteral("4H"), QStringLiteral("5H")}));
    }

    // Four cards or more are a pile: told as one, with what the search found it gains over a
    // smaller move when it said (SearchInfo), and the whole hand said as such.
    void aPileIsToldWithWhatItGains() {
        const GameState state = position();
        const View view = viewFor(state, 0);
        SearchInfo thought;
        thought.pile = true;
        thought.pileGainVp = 11.6;
        const Hint whole = hintData(view, parseMove("wager 1 KH 7H 7D 2D QD", state), thought);
        QVERIFY(whole.reason.pile);
        QVERIFY(whole.reason.wholeHand);
        QCOMPARE(whole.reason.pileGainVp, 12);
        QCOMPARE(whole.risk, 70 + 7 + 7 + 2 + 10); // Q: 10 VP (R2)
        const Hint four = hintData(view, parseMove("wager 1 7H 7D 2D QD", state), thought);
        QVERIFY(four.reason.pile);
        QVERIFY(!four.reason.wholeHand);
        // The search did not call it a pile (no gain known): none told.
        const Hint untold = hintData(view, parseMove("wager 1 7H 7D 2D QD", state));
        QVERIFY(untold.reason.pile);
        QCOMPARE(untold.reason.pileGainVp, 0);
        const Hint three = hintData(view, parseMove("wager 1 7H 7D 2D", state), thought);
        QVERIFY(!three.reason.pile);
        QCOMPARE(three.reason.pileGainVp, 0);
    }

    // Staking the marked king: said, 70 VP at risk; it runs on from the Q♦, so it is not loose.
    void stakingTheMarkedKing() {
        const Hint hint = hintFor("stake KH");
        QCOMPARE(hint.column, -1);
        QVERIFY(hint.markedKing);
        QCOMPARE(hint.risk, 70);
        QCOMPARE(hint.reason.kind, HintKind::Stake);
        QVERIFY(hint.reason.loose.isEmpty());
        const Hint two = hintFor("stake 2D");
        QVERIFY(!two.markedKing);
        QCOMPARE(two.risk, 2);
    }
};

QTEST_GUILESS_MAIN(TestHints)
#include "tst_hints.moc"
