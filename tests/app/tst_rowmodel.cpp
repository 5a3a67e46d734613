// The row's, the hand's and each column's side models (rowmodel.h, sidemodel.h, handmodel.h):
// they change by the fewest rows, as QML would see them.

#include "gametesting.h"
#include "table/cards.h"
#include "table/rowmodel.h"
#include "table/sidemodel.h"

#include "cozen/rules.h"

#include <QPointer>
#include <QSignalSpy>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;

using namespace cozen::app::testing;

class TestRowModel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The hand changes by rows, so the table animates only what changed; cards that arrive side
    // by side arrive in one insertion (a deal is laid out once, not five times).
    void handChangesByRows_data() {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("insertions");
        QTest::addColumn<int>("removals");
        const auto list = [](const char* codes) {
            return QString::fromLatin1(codes).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("a deal") << list("") << list("3D 4H 8H 9H KD") << 1 << 0;
        QTest::newRow("a card drawn") << list("3D 8H 9H KD") << list("3D 4H 8H 9H KD") << 1 << 0;
        QTest::newRow("drawn last") << list("3D 4H") << list("3D 4H KD") << 1 << 0;
        QTest::newRow("two apart") << list("4H 9H") << list("3D 4H 8H 9H KD") << 3 << 0;
        QTest::newRow("two together") << list("3D KD") << list("3D 8H 9H KD") << 1 << 0;
        QTest::newRow("a wager") << list("3D 4H 8H 9H KD") << list("3D 9H KD") << 0 << 2;
        QTest::newRow("one for another") << list("3D 4H 9H") << list("3D 8H 9H") << 1 << 1;
        QTest::newRow("all new") << list("3D 4H") << list("8H KD") << 1 << 2;
        QTest::newRow("emptied") << list("3D 4H") << list("") << 0 << 2;
    }
    void handChangesByRows() {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        QFETCH(int, insertions);
        QFETCH(int, removals);
        const auto mask = [](const QStringList& codes) {
            CardMask cards = 0;
            for (const QString& code : codes)
                cards |= CardMask{1} << *indexOfCode(code, 0);
            return cards;
        };
        HandModel hand;
        QAbstractItemModelTester tester(&hand,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        hand.setCards(0, mask(before));
        QCOMPARE(hand.cards(), before);
        QSignalSpy inserted(&hand, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&hand, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&hand, &QAbstractItemModel::modelReset);
        hand.setCards(0, mask(after));
        QCOMPARE(hand.cards(), after);
        QCOMPARE(inserted.count(), insertions);
        QCOMPARE(removed.count(), removals);
        QCOMPARE(reset.count(), 0);
        for (int row = 0; row < hand.rowCount(); ++row)
            QCOMPARE(hand.codeAt(row), after[row]);
    }

    // A column that changes tells its view which of its roles did, and only those: a wager on the
    // bottom side is told by that side's model alone, and leaves the column's roles (the
    // arrangements' words among them) as they are.
    void aColumnTellsWhichOfItsRolesChanged() {
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.stakeFaceUp = true;
        column.topCards = {QStringLiteral("2C")};
        column.topSeats = {1};
        row.setColumns({column});
        QSignalSpy changed(&row, &QAbstractItemModel::dataChanged);
        ColumnItem wagered = column;
        wagered.bottomCards = {QStringLiteral("9S")};
        wagered.bottomSeats = {0};
        QSignalSpy inserted(row.bottomSide(0), &QAbstractItemModel::rowsInserted);
        row.setColumns({wagered});
        QCOMPARE(changed.count(), 0);
        QCOMPARE(inserted.count(), 1);
        row.setColumns({wagered});
        QCOMPARE(changed.count(), 0); // nothing changed, nothing told
        QCOMPARE(inserted.count(), 1);
        ColumnItem revealed = wagered;
        revealed.resolved = revealed.revealed = true;
        revealed.winner = ColumnWinner::Bottom;
        row.setColumns({revealed});
        QCOMPARE(changed.count(), 1);
        QList<int> roles = changed[0][2].value<QList<int>>();
        std::sort(roles.begin(), roles.end());
        QCOMPARE(roles, (QList<int>{RowModel::ResolvedRole, RowModel::RevealedRole,
                                    RowModel::WinnerRole}));
    }

    // A column's sides are models that change in place, by the fewest rows: a card wagered is one
    // row inserted where it lies (the other cards' items stay, and only it lands), a card turned
    // up is a row changed (its item flips); never a reset, and the column keeps its side models.
    void aColumnsSideChangesByRows_data() {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QList<int>>("beforeSeats");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<QList<int>>("afterSeats");
        QTest::addColumn<int>("insertedAt"); // -1: none
        QTest::addColumn<int>("inserted");
        QTest::addColumn<int>("removed");
        QTest::addColumn<int>("changed");
        const auto list = [](const char* codes) {
            return QString::fromLatin1(codes).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("a first wager")
            << list("") << QList<int>{} << list("9S") << QList<int>{0} << 0 << 1 << 0 << 0;
        QTest::newRow("one more") << list("9S") << QList<int>{0} << list("9S 9H")
                                  << QList<int>{0, 0} << 1 << 1 << 0 << 0;
        QTest::newRow("face down, one more")
            << QStringList{QString(), QString()} << QList<int>{1, 1}
            << QStringList{QString(), QString(), QString()} << QList<int>{1, 1, 1} << 2 << 1 << 0
            << 0;
        QTest::newRow("2v2, before the partner's")
            << list("3C 8D") << QList<int>{0, 2} << list("3C 5H 8D") << QList<int>{0, 0, 2} << 1
            << 1 << 0 << 0;
        QTest::newRow("turned up") << QStringList{QString(), QString()} << QList<int>{1, 3}
                                   << list("2C 4C") << QList<int>{1, 3} << -1 << 0 << 0 << 1;
        QTest::newRow("taken back") << list("9S 9H") << QList<int>{0, 0} << list("9S")
                                    << QList<int>{0} << -1 << 0 << 1 << 0;
    }
    void aColumnsSideChangesByRows() {
        QFETCH(QStringList, before);
        QFETCH(QList<int>, beforeSeats);
        QFETCH(QStringList, after);
        QFETCH(QList<int>, afterSeats);
        QFETCH(int, insertedAt);
        QFETCH(int, inserted);
        QFETCH(int, removed);
        QFETCH(int, changed);
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.bottomCards = before;
        column.bottomSeats = beforeSeats;
        column.topCards = {QStringLiteral("2C")};
        column.topSeats = {1};
        row.setColumns({column});
        SideModel* side = row.bottomSide(0);
        SideModel* other = row.topSide(0);
        QCOMPARE(row.data(row.index(0), RowModel::BottomSideRole).value<SideModel*>(), side);
        QAbstractItemModelTester tester(side,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy insertions(side, &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(side, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changes(side, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(side, &QAbstractItemModel::modelReset);
        QSignalSpy othersChanges(other, &QAbstractItemModel::dataChanged);
        ColumnItem next = column;
        next.bottomCards = after;
        next.bottomSeats = afterSeats;
        row.setColumns({next});
        QCOMPARE(row.bottomSide(0), side); // the same model, changed
        QCOMPARE(row.topSide(0), other);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(insertions.count(), inserted > 0 ? 1 : 0);
        if (inserted > 0) {
            QCOMPARE(insertions[0][1].toInt(), insertedAt);
            QCOMPARE(insertions[0][2].toInt() - insertions[0][1].toInt() + 1, inserted);
        }
        QCOMPARE(removals.count(), removed > 0 ? 1 : 0);
        int rowsChanged = 0;
        for (const QList<QVariant>& change : changes)
            rowsChanged += change[1].toModelIndex().row() - change[0].toModelIndex().row() + 1;
        QCOMPARE(rowsChanged, changed ? after.size() : 0);
        QCOMPARE(othersChanges.count(), 0);
        QCOMPARE(side->cards(), after);
        QCOMPARE(side->seats(), afterSeats);
        for (int i = 0; i < side->rowCount(); ++i) {
            QCOMPARE(side->data(side->index(i), SideModel::CardRole).toString(), after[i]);
            QCOMPARE(side->data(side->index(i), SideModel::SeatRole).toInt(), afterSeats[i]);
        }
    }

    // At the reveal a column is told it is revealed before its sides' cards are turned up, so a
    // card never shows, for a moment, as a face-down card the viewer could peek at.
    void aColumnIsRevealedBeforeItsCardsTurnUp() {
        RowModel row;
        ColumnItem column;
        column.stake = QStringLiteral("7H");
        column.topCards = {QString()};
        column.topSeats = {1};
        row.setColumns({column});
        QStringList told;
        connect(&row, &QAbstractItemModel::dataChanged, this,
                [&told] { told.append(QStringLiteral("column")); });
        connect(row.topSide(0), &QAbstractItemModel::dataChanged, this,
                [&told] { told.append(QStringLiteral("side")); });
        ColumnItem revealed = column;
        revealed.revealed = true;
        revealed.topCards = {QStringLiteral("2C")};
        row.setColumns({revealed});
        QCOMPARE(told, (QStringList{QStringLiteral("column"), QStringLiteral("side")}));
    }

    // A new round's row (shorter than the last) has sides of its own, filled before its view sees
    // them.
    void aNewRowHasNewSides() {
        RowModel row;
        ColumnItem column;
        column.bottomCards = {QStringLiteral("9S")};
        column.bottomSeats = {0};
        row.setColumns({column, column});
        QPointer<SideModel> old = row.bottomSide(0);
        ColumnItem fresh;
        fresh.topCards = {QString()};
        fresh.topSeats = {1};
        row.setColumns({fresh});
        QVERIFY(row.bottomSide(0) != old.data());
        QCOMPARE(row.bottomSide(0)->rowCount(), 0);
        QCOMPARE(row.topSide(0)->rowCount(), 1);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(old.isNull());
    }
};

QTEST_MAIN(TestRowModel)
#include "tst_rowmodel.moc"
