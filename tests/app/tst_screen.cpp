// Whose eyes the screen is (app/models/play/screen.h), turn by turn: one person's throughout;
// between two people nobody's until it has been handed over, and nobody's for what everybody may
// see.

#include "play/screen.h"
#include "table/presenter.h"

#include "cozen/view.h"

#include <QtTest>

using namespace cozen;
using namespace cozen::app;

namespace {

const Player ann{QStringLiteral("Ann"), std::nullopt};
const Player ben{QStringLiteral("Ben"), std::nullopt};
const Player computer{{}, Level::Hard};

} // namespace

class TestScreen : public QObject {
    Q_OBJECT

private slots:
    void onePersonSeesThroughout() {
        Screen screen({computer, ann});
        QCOMPARE(screen.viewer(), 1);
        QCOMPARE(screen.bottomSeat(), 1);
        QVERIFY(!screen.shared());
        QVERIFY(!screen.turnOf(0, false));
        QVERIFY(!screen.turnOf(1, true));
        screen.showEverybody();
        QCOMPARE(screen.viewer(), 1);
        QVERIFY(screen.eyes() == Eyes::of(1));
        QCOMPARE(screen.handOverSeat(), -1);
    }

    void twoPeopleHandItOver() {
        Screen screen({ann, ben});
        QVERIFY(screen.shared());
        QCOMPARE(screen.viewer(), -1); // nobody's until the first hand-over
        QCOMPARE(screen.bottomSeat(), 0);
        QVERIFY(screen.eyes() == Eyes::nobody());
        QVERIFY(screen.turnOf(0, true));
        QCOMPARE(screen.handOverSeat(), 0);
        QCOMPARE(screen.viewer(), -1);
        screen.handedOver();
        QCOMPARE(screen.viewer(), 0);
        QCOMPARE(screen.handOverSeat(), -1);
        QVERIFY(!screen.turnOf(0, true)); // Ann again (a Stake & Draw's card, seen): no hand-over
        QVERIFY(screen.turnOf(1, true));
        QCOMPARE(screen.viewer(), -1);
        QCOMPARE(screen.bottomSeat(), 0); // the last one, until Ben takes it
        screen.handedOver();
        QCOMPARE(screen.viewer(), 1);
        QCOMPARE(screen.bottomSeat(), 1);
        screen.showEverybody(); // the reveal
        QCOMPARE(screen.viewer(), -1);
        QCOMPARE(screen.bottomSeat(), 1);
    }

    // A wager taken back between two people: the screen goes back to its owner only once they
    // have taken it, whoever pressed "take back" (the next person may have).
    void aWagerTakenBackIsHandedBackFirst() {
        Screen screen({ann, ben});
        QVERIFY(screen.turnOf(0, true));
        screen.handedOver();
        QVERIFY(screen.turnOf(1, true)); // Ann wagered: "Pass to Ben"
        QVERIFY(screen.turnOf(0, true)); // "Ann: take back your wager", pressed by whoever
        QCOMPARE(screen.viewer(), -1);
        QCOMPARE(screen.handOverSeat(), 0);
        QVERIFY(screen.eyes() == Eyes::nobody());
        screen.handedOver();
        QCOMPARE(screen.viewer(), 0);
        QCOMPARE(screen.bottomSeat(), 0);
        // Hers already: nothing to hand over.
        QVERIFY(!screen.turnOf(0, true));
        QCOMPARE(screen.viewer(), 0);
    }

    // One person: the screen is theirs, a take-back shows their hand at once.
    void onePersonTakesBackAtOnce() {
        Screen screen({ann, computer});
        QVERIFY(!screen.turnOf(1, false));
        QVERIFY(!screen.turnOf(0, true));
        QCOMPARE(screen.viewer(), 0);
        QCOMPARE(screen.handOverSeat(), -1);
    }

    // 2v2, Ann and Ben partners (seats 0 and 2), the computer across: its moves are shown to
    // nobody, so neither person's cards are.
    void aComputerMovesBetweenTwoPeopleBeforeNobody() {
        Screen screen({ann, computer, ben, computer});
        QVERIFY(screen.turnOf(0, true));
        screen.handedOver();
        QCOMPARE(screen.viewer(), 0);
        QVERIFY(!screen.turnOf(1, false));
        QCOMPARE(screen.viewer(), -1);
        QVERIFY(screen.turnOf(2, true));
        QCOMPARE(screen.handOverSeat(), 2);
        screen.handedOver();
        // Ben along the bottom: the next to play after him (Black 2) at the top, his partner Ann
        // beside him, and the other opponent at the top too. The presenter places them so, for
        // the table and the replay alike (Seating).
        QCOMPARE(screen.bottomSeat(), 2);
        const Scene scene =
            sceneOf(viewFor(newGame({.seats = 4}), 2), {ann, computer, ben, computer},
                    Seating{screen.bottomSeat(), screen.viewer()}, -1);
        QCOMPARE(scene.bottomSeats, (QList<int>{2, 0}));
        QCOMPARE(scene.topSeats, (QList<int>{3, 1}));
        QCOMPARE(numberInColour(2, 4), 2);
        QCOMPARE(numberInColour(1, 4), 1);
        QCOMPARE(numberInColour(1, 2), 0);
    }
};

QTEST_APPLESS_MAIN(TestScreen)
#include "tst_screen.moc"
