// What a hint says (hints.h): the VP it puts at risk, the marked king it would put on the table, a
// bluff said as one, and cards that add no Strength named; in a position worked out by hand
// (data/hint-positions.json: Red to move with K♥ 7♥ 7♦ 2♦ Q♦; column 1 Black's 9♠ face up with a
// face-down 5♠ of Black's beside it, column 2 Red's own 4♦ face up and empty).

#include "hints.h"

#include "cozen/move.h"
#include "cozen/position.h"
#include "cozen/view.h"

#include <QFile>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

namespace {

GameState position() {
    QFile file(QFINDTESTDATA("data/hint-positions.json"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("the hint positions are missing");
    return parsePosition(file.readAll().toStdString());
}

// The hint data of Red's move `text`, from Red's view.
QVariantMap hintFor(const char* text) {
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
        const QVariantMap hint = hintFor("wager 1 7H 7D");
        QCOMPARE(hint.value("risk").toInt(), 14);
        QVERIFY(!hint.contains("markedKing"));
        const QVariantMap reason = hint.value("reason").toMap();
        QCOMPARE(reason.value("kind").toString(), QStringLiteral("wager"));
        QCOMPARE(reason.value("ours").toMap().value("strength").toInt(), 3);
        QCOMPARE(reason.value("shownVp").toInt(), 9);
        QCOMPARE(reason.value("shown").toInt(), 1);
        QCOMPARE(reason.value("hidden").toInt(), 1);
        QVERIFY(!reason.contains("loose"));
    }

    // The 2♦ with the pair adds no Strength: named, with its 2 VP in the risk.
    void aCardThatAddsNoStrengthIsNamed() {
        const QVariantMap hint = hintFor("wager 1 7H 7D 2D");
        QCOMPARE(hint.value("risk").toInt(), 16);
        const QVariantMap reason = hint.value("reason").toMap();
        QCOMPARE(reason.value("kind").toString(), QStringLiteral("wager"));
        QCOMPARE(reason.value("loose").toStringList(), QStringList{QStringLiteral("2D")});
    }

    // The K♥ alone beside Red's own 4♦: nothing made there, a bluff; the marked king said, and
    // its 70 VP with the stake's 4 at risk.
    void aBluffWithTheMarkedKing() {
        const QVariantMap hint = hintFor("wager 2 KH");
        QVERIFY(hint.value("markedKing").toBool());
        QCOMPARE(hint.value("risk").toInt(), 74);
        const QVariantMap reason = hint.value("reason").toMap();
        QCOMPARE(reason.value("kind").toString(), QStringLiteral("bluff"));
        QCOMPARE(reason.value("ours").toMap().value("strength").toInt(), 0);
        QVERIFY(!reason.contains("loose"));
    }

    // Staking the marked king: said, 70 VP at risk; it runs on from the Q♦, so it is not loose.
    void stakingTheMarkedKing() {
        const QVariantMap hint = hintFor("stake KH");
        QCOMPARE(hint.value("column").toInt(), -1);
        QVERIFY(hint.value("markedKing").toBool());
        QCOMPARE(hint.value("risk").toInt(), 70);
        QCOMPARE(hint.value("reason").toMap().value("loose").toBool(), false);
        const QVariantMap two = hintFor("stake 2D");
        QVERIFY(!two.contains("markedKing"));
        QCOMPARE(two.value("risk").toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(TestHints)
#include "tst_hints.moc"
