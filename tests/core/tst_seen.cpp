// What each eyes saw of the game (core/include/cozen/seen.h), proven against the View, whose own
// proof is determinization (tst_rules: a re-dealt state shows the same view). Random games in 1v1
// and 2v2, every move and every round's end, through every pair of eyes: each seat, nobody and
// everybody. These are the no-leak checks; the app's (tests/app/tst_noleak.cpp) only check that
// the presenter hands QML nothing beyond them.

#include "cozen/rules.h"
#include "cozen/seen.h"
#include "cozen/view.h"

#include "testscale.h"

#include <QtTest>

#include <vector>

using namespace cozen;

namespace {

std::vector<Eyes> allEyes(int seatCount) {
    std::vector<Eyes> eyes{Eyes::nobody(), Eyes::everybody()};
    for (Seat s = 0; s < seatCount; ++s)
        eyes.push_back(Eyes::of(s));
    return eyes;
}

// The cards of `seat` in `column` of a view: the stake (when known and the seat's) and its wagers.
CardMask seenOf(const ColumnView& column, Seat seat) {
    CardMask cards = column.wagers[std::size_t(seat)];
    if (column.stakeKnown && column.stakeOwner == seat)
        cards |= CardMask{1} << indexOf(column.stake);
    return cards;
}

// `count` cards at random among `pool`.
CardMask someOf(CardMask pool, int count, Rng& rng) {
    CardMask out = 0;
    while (count-- > 0 && pool) {
        int skip = int(rng.below(std::uint32_t(std::popcount(pool))));
        CardMask m = pool;
        while (skip-- > 0)
            m &= m - 1;
        const CardMask bit = m & -m;
        out |= bit;
        pool &= ~bit;
    }
    return out;
}

struct Checked {
    int moves = 0;
    int rounds = 0;
    int hiddenMoves = 0;  // moves some eyes saw without their cards
    int revealed = 0;     // columns turned up at a round's end
    int keptFaceDown = 0; // columns settled without being turned up, with face-down cards
};

} // namespace

class TestSeen : public QObject {
    Q_OBJECT

    // Plays `games` random games of `seats` seats and checks every move and every round's end.
    static Checked playAndCheck(int seats, int games, std::uint64_t seed) {
        Checked checked;
        Rng rng(seed);
        const auto report = qScopeGuard([&] {
            qInfo("%d games: %d moves, %d rounds; %d moves seen without their cards, %d columns "
                  "turned up, %d settled face down",
                  games, checked.moves, checked.rounds, checked.hiddenMoves, checked.revealed,
                  checked.keptFaceDown);
        });
        for (int g = 0; g < games; ++g) {
            GameState state = newGame({seats, 0, Seat(g % seats)});
            dealRound(state, rng);
            while (state.phase != Phase::GameOver) {
                if (state.phase == Phase::RoundOver) {
                    dealRound(state, rng);
                    continue;
                }
                const GameState before = state;
                const Move move = randomMove(state, rng);
                const PlayedMove played = playedMove(before, move);
                play(state, move);
                ++checked.moves;
                if (state.phase == Phase::Playing) {
                    checkMove(before, played, state, rng, checked);
                } else {
                    checkRoundEnd(before, move, state, checked);
                    ++checked.rounds;
                }
                if (QTest::currentTestFailed()) return checked;
            }
        }
        return checked;
    }

    // A move as each eyes saw it: only cards the eyes' view after the move shows, and nothing that
    // depends on which of the mover's cards they could not place.
    static void checkMove(const GameState& before, const PlayedMove& played, const GameState& after,
                          Rng& rng, Checked& checked) {
        for (const Eyes eyes : allEyes(before.seatCount)) {
            const MoveSeen seen = moveAsSeen(played, eyes, after.round);
            const View view = viewAs(after, eyes);
            QCOMPARE(int(seen.seat), int(played.seat));
            QCOMPARE(seen.count, std::popcount(played.move.cards));
            const CardMask onColumn = seenOf(view.columns[std::size_t(played.column)], played.seat);
            if (seen.cardsSeen) {
                // Every card told is one the view shows where the move put it.
                QCOMPARE(seen.cards, played.move.cards);
                QCOMPARE(seen.cards & ~onColumn, CardMask{0});
            } else {
                QCOMPARE(seen.cards, CardMask{0});
                ++checked.hiddenMoves;
                // Re-deal the cards these eyes could not see: the same move as they saw it.
                const View was = viewAs(before, eyes);
                PlayedMove other = played;
                other.move.cards = someOf(was.seats[std::size_t(played.seat)].unseen |
                                              was.seats[std::size_t(played.seat)].hand,
                                          seen.count, rng);
                QCOMPARE(moveAsSeen(other, eyes, after.round), seen);
            }
            // The view shows the move's cards face down only to those who see them.
            QCOMPARE(onColumn & played.move.cards,
                     eyes.seeTableCardsOf(played.seat) ? played.move.cards : CardMask{0});
        }
    }

    // A round's end as each eyes saw it: before its columns are turned, exactly the view of the
    // position after the last move; what the resolution shows is the same for every eyes.
    static void checkRoundEnd(const GameState& before, const Move& last, const GameState& after,
                              Checked& checked) {
        const PlayedMove played = playedMove(before, last);
        const RoundView everybody = roundView(before, last, Eyes::everybody());
        for (const Eyes eyes : allEyes(before.seatCount)) {
            const RoundView round = roundView(before, last, eyes);
            const View was = viewAs(before, eyes);
            const MoveSeen lastSeen = moveAsSeen(played, eyes, before.round);
            QCOMPARE(int(round.round), int(before.round));
            QVERIFY(round.after == viewAs(after, eyes));
            QCOMPARE(int(round.columns.size()), int(before.columnCount) + played.isStake());
            for (int c = 0; c < int(round.columns.size()); ++c) {
                const ColumnSettled& column = round.columns[std::size_t(c)];
                // As played: the view before the last move, with the last move as it was seen.
                ColumnView expected;
                if (c < before.columnCount) {
                    expected = was.columns[std::size_t(c)];
                } else { // the stake the last move opened
                    expected.stakeOwner = std::uint8_t(played.seat);
                    expected.stakeKnown = lastSeen.cardsSeen;
                    if (lastSeen.cardsSeen)
                        expected.stake = makeCard(played.seat, std::countr_zero(last.cards));
                }
                if (c == played.column && !played.isStake()) {
                    if (lastSeen.cardsSeen)
                        expected.wagers[played.seat] |= last.cards;
                    else
                        expected.hiddenWagers[played.seat] += std::uint8_t(lastSeen.count);
                }
                QVERIFY2(column.asPlayed == expected,
                         qPrintable(QStringLiteral("column %1").arg(c)));
                // Turned up only where both sides wagered: then everything, for every eyes alike.
                const ColumnSettled& open = everybody.columns[std::size_t(c)];
                QCOMPARE(column.revealed, open.revealed);
                if (column.revealed) {
                    QVERIFY(column.turned == open.turned);
                    for (Seat s = 0; s < before.seatCount; ++s)
                        QCOMPARE(column.turned.hiddenWagers[s], std::uint8_t(0));
                    QVERIFY(column.turned.stakeKnown);
                    ++checked.revealed;
                } else {
                    QVERIFY(column.turned == column.asPlayed);
                    QCOMPARE(column.strength, (std::array<int, kTeams>{}));
                    QCOMPARE(column.tieBreak, (std::array<int, kTeams>{}));
                    bool faceDown = !column.asPlayed.stakeKnown;
                    for (Seat s = 0; s < before.seatCount; ++s)
                        faceDown = faceDown || column.asPlayed.hiddenWagers[s] > 0;
                    checked.keptFaceDown += faceDown;
                }
                // The outcome is public: the same for every eyes, and captured cards are in a jail.
                QCOMPARE(column.winner, open.winner);
                QCOMPARE(column.captured, open.captured);
                QCOMPARE(column.stays, open.stays);
                for (Seat s = 0; s < before.seatCount; ++s)
                    QCOMPARE(column.captured[s] & ~after.seats[s].jailed, CardMask{0});
            }
            QCOMPARE(round.jailedBefore, everybody.jailedBefore);
            QCOMPARE(round.decksBefore, everybody.decksBefore);
            QCOMPARE(round.gained, everybody.gained);
            QCOMPARE(round.vp, (std::array<int, kTeams>{after.jailVp(0), after.jailVp(1)}));
            QCOMPARE(round.gained[0], after.jailVp(0) - before.jailVp(0));
            QCOMPARE(round.gained[1], after.jailVp(1) - before.jailVp(1));
            if (QTest::currentTestFailed()) return;
        }
    }

private slots:
    void randomGames_data() {
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("games");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("1v1") << 2 << testing::scaled(400) << quint64(0x5EE1);
        QTest::newRow("2v2") << 4 << testing::scaled(150) << quint64(0x5EE2);
    }
    void randomGames() {
        QFETCH(int, seats);
        QFETCH(int, games);
        QFETCH(quint64, seed);
        const Checked checked = playAndCheck(seats, games, seed);
        QVERIFY(checked.rounds > games);
        // The checks met what they are about.
        QVERIFY(checked.hiddenMoves > 0);
        QVERIFY(checked.revealed > 0);
        QVERIFY(checked.keptFaceDown > 0);
    }

    // A move of an earlier round is told without its cards, even to its own team: they have gone
    // back into decks and hands.
    void earlierRoundsKeepTheirCards() {
        const PlayedMove played{0, 3, Move::wager(1, CardMask{0b11}), 1};
        QVERIFY(moveAsSeen(played, Eyes::of(0), 3).cardsSeen);
        const MoveSeen later = moveAsSeen(played, Eyes::of(0), 4);
        QVERIFY(!later.cardsSeen);
        QCOMPARE(later.cards, CardMask{0});
        QCOMPARE(later.count, 2);
    }
};

QTEST_GUILESS_MAIN(TestSeen)
#include "tst_seen.moc"
