// A game as each seat plays it over a network (core/include/cozen/slotgame.h): two SlotGames, one
// per seat, told only slots and openings, beside the game as it truly is, dealt from the same slots
// and draw orders with the rules' own beginRound and dealDecks. At every step each seat's view is
// exactly its view of the true game (R11), and at the end both sides' records are the true game.
// Then the openings and moves a cheating side could send, each refused with the sentence that
// names it.

#include "cozen/error.h"
#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/seen.h"
#include "cozen/slotgame.h"
#include "cozen/view.h"

#include "testscale.h"

#include <QtTest>

#include <bit>

using namespace cozen;

namespace {

// Both sides of a remote game, and the game as it truly is.
struct Table {
    std::array<SlotGame, 2> sides{SlotGame({2, 70, 0}, 0), SlotGame({2, 70, 0}, 1)};
    GameState truth = newGame({2, 70, 0});
    // Each seat's cards in slot order, round by round (index 0: round 1).
    std::vector<std::array<std::vector<int>, 2>> laid;

    explicit Table(Seat firstStarter = 0)
        : sides{SlotGame({2, 70, firstStarter}, 0), SlotGame({2, 70, firstStarter}, 1)}
        , truth(newGame({2, 70, firstStarter})) {}

    int cardIn(Seat seat, int slot) const {
        return laid.back()[std::size_t(seat)][std::size_t(slot)];
    }

    // Both sides open `refs` with the true cards.
    void open(const std::vector<SlotRef>& refs) {
        for (const SlotRef& ref : refs)
            for (SlotGame& side : sides)
                side.open(ref.seat, ref.slot, cardIn(ref.seat, ref.slot));
    }

    // Deals the next round: each seat lays its home set in a shuffled order, the other fixes its
    // draw order; the flipped stakes are opened.
    void deal(Rng& rng) {
        std::array<std::vector<int>, 2> cards;
        std::array<std::vector<int>, kMaxSeats> order;
        for (Seat s = 0; s < 2; ++s) {
            const CardMask home = sides[0].homeOf(s);
            QCOMPARE(sides[1].homeOf(s), home);
            for (CardMask m = home; m; m &= m - 1)
                cards[std::size_t(s)].push_back(std::countr_zero(m));
            shuffle(std::span<int>(cards[std::size_t(s)]), rng);
            order[std::size_t(s)] = drawOrder(std::popcount(home), rng);
        }
        laid.push_back(cards);
        for (Seat s = 0; s < 2; ++s)
            sides[std::size_t(s)].deal(cards[std::size_t(s)], order);
        // The truth: the same decks, dealt by the rules.
        QVERIFY(beginRound(truth));
        for (Seat s = 0; s < 2; ++s) {
            SeatCards& seat = truth.seats[std::size_t(s)];
            QCOMPARE(int(seat.deckSize), int(order[std::size_t(s)].size()));
            for (std::size_t i = 0; i < order[std::size_t(s)].size(); ++i)
                seat.deck[order[std::size_t(s)].size() - 1 - i] =
                    Card(cards[std::size_t(s)][std::size_t(order[std::size_t(s)][i])]);
        }
        dealDecks(truth);
        const std::vector<SlotRef> flips = sides[0].toOpen();
        QCOMPARE(sides[1].toOpen(), flips);
        QCOMPARE(int(flips.size()), 2);
        open(flips);
        QVERIFY(sides[0].toOpen().empty());
    }

    void checkViews() const {
        for (Seat s = 0; s < 2; ++s) {
            QVERIFY(sides[std::size_t(s)].view() == viewFor(truth, s));
            QVERIFY(sides[std::size_t(s)].publicView() == publicView(truth));
            QVERIFY(sides[std::size_t(s)].viewAs(Eyes::of(s)) == viewFor(truth, s));
            QVERIFY(sides[std::size_t(s)].viewAs(Eyes::nobody()) == publicView(truth));
        }
    }
};

} // namespace

class TestSlotGame : public QObject {
    Q_OBJECT

private slots:
    // Whole random games: each side sees exactly what its seat sees of the true game after every
    // deal, opening and move; the resolution each side computes is the true one; at the end both
    // records are the same, replay, and are the true game.
    void wholeGamesMatchTheTruth() {
        Rng rng(41);
        const int games = testing::scaled(30);
        for (int g = 0; g < games; ++g) {
            Table table(Seat(g % 2));
            std::vector<RecordRound> trueRounds;
            table.deal(rng);
            trueRounds.push_back({table.truth, {}});
            table.checkViews();
            while (table.truth.phase != Phase::GameOver) {
                const Move move = randomMove(table.truth, rng);
                const Seat mover = table.truth.toMove;
                SlotGame& own = table.sides[std::size_t(mover)];
                SlotGame& other = table.sides[std::size_t(1 - mover)];
                const SlotMove carried = own.toSlots(move);
                QCOMPARE(other.fromSlots(carried).kind, move.kind);
                const std::vector<SlotRef> reveals = own.revealedBy(carried);
                QCOMPARE(other.revealedBy(carried), reveals);
                table.open(reveals);
                RoundReport trueReport;
                const GameState trueBefore = table.truth;
                play(table.truth, move, &trueReport);
                trueRounds.back().moves.push_back(move);
                const SlotGame::Played ownPlayed = own.play(carried);
                const SlotGame::Played otherPlayed = other.play(carried);
                QCOMPARE(ownPlayed.roundEnded, table.truth.phase != Phase::Playing);
                QCOMPARE(otherPlayed.roundEnded, ownPlayed.roundEnded);
                // Each side's moves and round's end, as its seat and as nobody saw them: as the
                // true game's.
                const int roundNow = table.truth.round;
                for (Seat s = 0; s < 2; ++s)
                    for (const Eyes eyes : {Eyes::of(s), Eyes::nobody()}) {
                        const SlotGame& side = table.sides[std::size_t(s)];
                        QCOMPARE(side.movesSeen(roundNow, eyes, roundNow).back(),
                                 moveAsSeen(playedMove(trueBefore, move), eyes, roundNow));
                        if (ownPlayed.roundEnded)
                            QVERIFY(*side.lastRoundEnd(eyes) == roundView(trueBefore, move, eyes));
                    }
                if (ownPlayed.roundEnded) {
                    for (const SlotGame::Played* played : {&ownPlayed, &otherPlayed}) {
                        QCOMPARE(played->report.vp, trueReport.vp);
                        QCOMPARE(played->report.stakesStay, trueReport.stakesStay);
                        QCOMPARE(played->report.columns.size(), trueReport.columns.size());
                        for (std::size_t c = 0; c < trueReport.columns.size(); ++c) {
                            QCOMPARE(played->report.columns[c].winner,
                                     trueReport.columns[c].winner);
                            QCOMPARE(played->report.columns[c].captured,
                                     trueReport.columns[c].captured);
                            if (trueReport.columns[c].revealed)
                                QCOMPARE(played->report.columns[c].strength,
                                         trueReport.columns[c].strength);
                        }
                    }
                }
                table.checkViews();
                if (table.truth.phase == Phase::RoundOver) {
                    table.deal(rng);
                    if (table.truth.phase == Phase::GameOver) break;
                    trueRounds.push_back({table.truth, {}});
                    table.checkViews();
                }
            }
            // The end: each side lays every round open to the other.
            for (Seat s = 0; s < 2; ++s) {
                QVERIFY(!table.sides[std::size_t(s)].allOpen() || trueRounds.size() == 0);
                for (int r = 1; r <= table.sides[std::size_t(1 - s)].roundsDealt(); ++r)
                    table.sides[std::size_t(s)].openRound(
                        Seat(1 - s), r, table.sides[std::size_t(1 - s)].myRound(r));
                QVERIFY(table.sides[std::size_t(s)].allOpen());
            }
            const std::vector<RecordPlayer> players{{"Ann", std::nullopt}, {"Ben", std::nullopt}};
            const GameRecord red = table.sides[0].record(players);
            const GameRecord black = table.sides[1].record(players);
            QCOMPARE(formatRecord(red), formatRecord(black));
            QCOMPARE(red.rounds.size(), trueRounds.size());
            for (std::size_t r = 0; r < trueRounds.size(); ++r) {
                QVERIFY(red.rounds[r].start == trueRounds[r].start);
                QCOMPARE(red.rounds[r].moves, trueRounds[r].moves);
            }
            QCOMPARE(red.result, resultOf(table.truth));
            const RecordReplay replay(parseRecord(formatRecord(red)));
            QCOMPARE(replay.result(), resultOf(table.truth));
        }
    }

    // A wager taken back by consent: both sides stand as the true game did before it, its
    // mover is to move again, only that one move goes back, and the record holds the move played
    // in its place. A Stake & Draw, and a move that ended the round, are never taken back.
    void aWagerIsTakenBack() {
        Rng rng(52);
        const int games = testing::scaled(10);
        int takenBack = 0;
        for (int g = 0; g < games; ++g) {
            Table table(Seat(g % 2));
            std::vector<RecordRound> trueRounds;
            table.deal(rng);
            trueRounds.push_back({table.truth, {}});
            while (table.truth.phase != Phase::GameOver) {
                const Move move = randomMove(table.truth, rng);
                const Seat mover = table.truth.toMove;
                const SlotMove carried = table.sides[std::size_t(mover)].toSlots(move);
                table.open(table.sides[std::size_t(mover)].revealedBy(carried));
                const GameState trueBefore = table.truth;
                play(table.truth, move);
                trueRounds.back().moves.push_back(move);
                bool roundEnded = false;
                for (SlotGame& side : table.sides)
                    roundEnded = side.play(carried).roundEnded;
                const bool mayTakeBack = move.kind == MoveKind::Wager && !roundEnded;
                for (const SlotGame& side : table.sides) {
                    QCOMPARE(side.canTakeBack(), mayTakeBack);
                    QCOMPARE(side.takeBackSeat(), mayTakeBack ? int(mover) : -1);
                }
                if (mayTakeBack && rng.below(2) == 0) {
                    const int movesBefore = table.sides[0].movesThisRound();
                    QCOMPARE(table.sides[std::size_t(mover)].takeBack(), move);
                    QCOMPARE(table.sides[std::size_t(1 - mover)].takeBack().column, move.column);
                    table.truth = trueBefore;
                    trueRounds.back().moves.pop_back();
                    table.checkViews();
                    for (const SlotGame& side : table.sides) {
                        QCOMPARE(side.toMove(), mover);
                        QCOMPARE(side.movesThisRound(), movesBefore - 1);
                        QVERIFY(!side.canTakeBack()); // the other seat's move before stands
                    }
                    QVERIFY_THROWS_EXCEPTION(Error, table.sides[0].takeBack());
                    ++takenBack;
                    continue;
                }
                table.checkViews();
                if (table.truth.phase == Phase::RoundOver) {
                    table.deal(rng);
                    for (const SlotGame& side : table.sides)
                        QVERIFY(!side.canTakeBack()); // nothing across a deal
                    if (table.truth.phase == Phase::GameOver) break;
                    trueRounds.push_back({table.truth, {}});
                }
            }
            for (Seat s = 0; s < 2; ++s)
                for (int r = 1; r <= table.sides[std::size_t(1 - s)].roundsDealt(); ++r)
                    table.sides[std::size_t(s)].openRound(
                        Seat(1 - s), r, table.sides[std::size_t(1 - s)].myRound(r));
            const std::vector<RecordPlayer> players{{"Ann", std::nullopt}, {"Ben", std::nullopt}};
            const GameRecord red = table.sides[0].record(players);
            QCOMPARE(formatRecord(red), formatRecord(table.sides[1].record(players)));
            QCOMPARE(red.rounds.size(), trueRounds.size());
            for (std::size_t r = 0; r < trueRounds.size(); ++r)
                QCOMPARE(red.rounds[r].moves, trueRounds[r].moves);
            QCOMPARE(red.result, resultOf(table.truth));
        }
        QVERIFY(takenBack >= games); // the test took some back
    }

    // Only its own seat's eyes and nobody's may look: the other seat's would see stand-ins.
    void onlyItsOwnEyesMayLook() {
        Rng rng(9);
        Table table;
        table.deal(rng);
        QVERIFY_THROWS_EXCEPTION(Error, table.sides[0].viewAs(Eyes::of(1)));
        QVERIFY_THROWS_EXCEPTION(Error, table.sides[0].viewAs(Eyes::everybody()));
        QVERIFY_THROWS_EXCEPTION(Error, table.sides[1].movesSeen(1, Eyes::of(0), 1));
        QVERIFY_THROWS_EXCEPTION(Error, table.sides[1].lastRoundEnd(Eyes::everybody()));
        QVERIFY(!table.sides[0].lastRoundEnd(Eyes::of(0)));
    }

    // Nobody moves while a flipped stake is unopened, nor plays a move whose resolution turns up a
    // card not opened yet.
    void cardsAreOpenedBeforeTheyShow() {
        Rng rng(7);
        Table table;
        std::array<std::vector<int>, 2> cards;
        std::array<std::vector<int>, kMaxSeats> order;
        for (Seat s = 0; s < 2; ++s) {
            for (CardMask m = table.sides[0].homeOf(s); m; m &= m - 1)
                cards[std::size_t(s)].push_back(std::countr_zero(m));
            order[std::size_t(s)] = drawOrder(kSetSize, rng);
        }
        table.laid.push_back(cards);
        table.sides[0].deal(cards[0], order);
        const View view = table.sides[0].view();
        const Move stake = Move::stake(std::countr_zero(view.seats[0].hand));
        QVERIFY_THROWS_EXCEPTION(Error, table.sides[0].play(table.sides[0].toSlots(stake)));
        // The flipped stakes are opened: the move is played.
        for (const SlotRef& ref : table.sides[0].toOpen())
            table.sides[0].open(ref.seat, ref.slot,
                                cards[std::size_t(ref.seat)][std::size_t(ref.slot)]);
        QVERIFY(!table.sides[0].play(table.sides[0].toSlots(stake)).roundEnded);
    }

    // What a cheating side could send, refused each time with a sentence that names it.
    void cheatsAreRefused() {
        Rng rng(3);
        Table table;
        table.deal(rng);
        SlotGame& red = table.sides[0];
        const Seat black = 1;
        // Black's slot opened as a card that is not in its deck this round (none is jailed yet,
        // so a card of red's set stands in for the impossible: index 26 does not exist).
        QVERIFY_THROWS_EXCEPTION(Error, red.open(black, 0, 26));
        QVERIFY_THROWS_EXCEPTION(Error, red.open(black, 26, 0));
        QVERIFY_THROWS_EXCEPTION(Error, red.open(black, -1, 0));
        // The flipped stake of black's opened already: its slot as another card, or its card in
        // another slot.
        int flippedSlot = -1;
        for (int slot = 0; slot < red.slotCount(black); ++slot)
            if (red.isOpen(black, slot)) flippedSlot = slot;
        QVERIFY(flippedSlot >= 0);
        const int flipped = table.cardIn(black, flippedSlot);
        const int otherSlot = flippedSlot == 0 ? 1 : 0;
        try {
            red.open(black, flippedSlot, table.cardIn(black, otherSlot));
            QFAIL("a slot opened as a second card");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("was opened as"), e.what());
        }
        try {
            red.open(black, otherSlot, flipped);
            QFAIL("a card opened in a second slot");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("opened already in slot"), e.what());
        }
        red.open(black, flippedSlot, flipped); // the same opening again changes nothing

        // Red wagers; then black's moves from slots it does not hold, each refused on red's side.
        const Move wager =
            Move::wager(0, CardMask{1} << std::countr_zero(table.sides[0].view().seats[0].hand));
        const SlotMove carried = table.sides[0].toSlots(wager);
        table.sides[0].play(carried);
        table.sides[1].play(carried);
        play(table.truth, wager);
        const auto refusal = [&](SlotMove move) -> QString {
            try {
                red.fromSlots(move);
            } catch (const Error& e) {
                return e.what();
            }
            return {};
        };
        QCOMPARE(refusal({MoveKind::Stake, 0, 1u << flippedSlot}),
                 QString("black's slot %1 is not in black's hand").arg(flippedSlot + 1));
        QCOMPARE(refusal({MoveKind::Stake, 0, 1u << 31}),
                 QString("black's slot 32 is not in black's hand"));
        QCOMPARE(refusal({MoveKind::Stake, 0, 0}), QString("a move plays at least one card"));
        QCOMPARE(refusal({MoveKind::Stake, 0, 3}), QString("a stake is exactly one card"));
        QCOMPARE(refusal({MoveKind::Wager, 9, 1}),
                 QString("there is no column 10 (the row has 2)"));
        // Black's own hand, in its slots, is accepted: as many cards, which red does not know.
        const CardMask hand = table.truth.seats[1].hand;
        std::uint32_t handSlots = 0;
        for (CardMask m = hand; m; m &= m - 1)
            handSlots |= 1u << table.sides[1].mySlot(std::countr_zero(m));
        QCOMPARE(std::popcount(red.fromSlots({MoveKind::Wager, 1, handSlots}).cards),
                 std::popcount(hand));
    }

    // At the end a side must lay each round open as it committed: a card in two slots, a card
    // not in its deck, or a slot laid open as other than it was opened during play, is refused.
    void theEndIsChecked() {
        Rng rng(5);
        Table table;
        table.deal(rng);
        SlotGame& red = table.sides[0];
        std::vector<int> laid = table.sides[1].myRound(1);
        std::vector<int> twice = laid;
        twice[1] = twice[0];
        QVERIFY_THROWS_EXCEPTION(Error, red.openRound(1, 1, twice));
        std::vector<int> short_ = laid;
        short_.pop_back();
        QVERIFY_THROWS_EXCEPTION(Error, red.openRound(1, 1, short_));
        // The flipped stake's slot exchanged with another: every card once, but not as opened.
        int flippedSlot = 0;
        while (!red.isOpen(1, flippedSlot))
            ++flippedSlot;
        std::vector<int> swapped = laid;
        std::swap(swapped[std::size_t(flippedSlot)],
                  swapped[std::size_t(flippedSlot == 0 ? 1 : 0)]);
        try {
            red.openRound(1, 1, swapped);
            QFAIL("a slot laid open as other than it was opened");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("during the round"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(Error, red.openRound(1, 2, laid));
        QVERIFY_THROWS_EXCEPTION(Error, red.openRound(0, 1, laid));
        QVERIFY(!red.allOpen());
        QVERIFY_THROWS_EXCEPTION(Error, red.record({{"Ann", {}}, {"Ben", {}}}));
        red.openRound(1, 1, laid);
        QVERIFY(red.allOpen());
    }
};

QTEST_APPLESS_MAIN(TestSlotGame)
#include "tst_slotgame.moc"
