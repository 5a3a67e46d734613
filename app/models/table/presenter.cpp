#include "table/presenter.h"

#include "table/cards.h"
#include "table/jailmodel.h"

namespace cozen::app {
namespace {

// A seat's cards on its side of a column: those the eyes see, then the face-down ones.
void addCards(QStringList& side, QList<int>& seats, Seat seat, CardMask visible, int hidden) {
    side.append(cardCodes(seat, visible));
    for (int i = 0; i < hidden; ++i)
        side.append(QString());
    while (seats.size() < side.size())
        seats.append(seat);
}

ColumnItem columnItemOf(const ColumnView& column, int seatCount, int bottomTeam) {
    ColumnItem item;
    if (column.stakeKnown) item.stake = cardCode(column.stake);
    item.stakeFaceUp = column.faceUp;
    item.stakeRed = colourOfSeat(column.stakeOwner) == Colour::Red;
    item.stakeMine = teamOfSeat(column.stakeOwner) == bottomTeam;
    item.stakeSeat = column.stakeOwner;
    for (Seat seat = 0; seat < seatCount; ++seat) {
        const bool bottom = teamOfSeat(seat) == bottomTeam;
        addCards(bottom ? item.bottomCards : item.topCards,
                 bottom ? item.bottomSeats : item.topSeats, seat, column.wagers[std::size_t(seat)],
                 column.hiddenWagers[std::size_t(seat)]);
    }
    return item;
}

// One side's arrangement in a column turned up (every card of it seen).
SideArrangement arrangementIn(const ColumnView& column, int team, int seatCount) {
    RankCounts counts = wageredRanks(column.wagers, team, seatCount);
    const bool stakeCounts = column.stakeKnown && teamOfSeat(column.stakeOwner) == team;
    if (stakeCounts) ++counts[std::size_t(rankOf(column.stake))];
    return arrangementOf(counts, stakeCounts ? rankOf(column.stake) : 0);
}

// Each team's jail.
std::array<int, kTeams> vpOf(const std::array<CardMask, kMaxSeats>& jailed, int seatCount) {
    return {jailVp(jailed, seatCount, 0), jailVp(jailed, seatCount, 1)};
}

SeatItem seatShown(const View& view, Seat seat, const std::vector<Player>& players,
                   Seating seating) {
    SeatItem item = seatItemOf(seat, view.seatCount, players[std::size_t(seat)]);
    item.handSize = view.seats[std::size_t(seat)].handSize;
    item.deckSize = view.seats[std::size_t(seat)].deckSize;
    item.viewing = seating.viewing == int(seat);
    return item;
}

// Where each seat sits: the bottom one and the seats after it in turn order, by Seating's rule.
void placeSeats(Scene& scene, Seating seating) {
    const int n = scene.seatCount;
    const auto after = [&](int steps) { return (seating.bottomSeat + steps) % n; };
    scene.bottomSeats = {seating.bottomSeat};
    scene.topSeats = {after(1)};
    if (n == 4) {
        scene.bottomSeats.append(after(2));
        scene.topSeats.append(after(3));
    }
}

} // namespace

QList<ColumnItem> columnsOf(const View& view, int bottomTeam) {
    QList<ColumnItem> items;
    for (const ColumnView& column : view.row())
        items.append(columnItemOf(column, view.seatCount, bottomTeam));
    return items;
}

QList<ColumnItem> columnsOf(const RoundView& round, int bottomTeam, RevealProgress progress) {
    QList<ColumnItem> items;
    for (int i = 0; i < int(round.columns.size()); ++i) {
        const ColumnSettled& column = round.columns[std::size_t(i)];
        const bool resolved = i < progress.decided;
        const bool open = (resolved || i < progress.turned) && column.revealed;
        ColumnItem item =
            columnItemOf(open ? column.turned : column.asPlayed, round.seatCount, bottomTeam);
        if (open) { // turned up: both sides, and what each makes
            item.revealed = true;
            item.topArrangement = arrangementIn(column.turned, 1 - bottomTeam, round.seatCount);
            item.bottomArrangement = arrangementIn(column.turned, bottomTeam, round.seatCount);
        }
        if (resolved) {
            item.resolved = true;
            item.stays = column.stays;
            const int top = column.tieBreak[std::size_t(1 - bottomTeam)];
            const int bottom = column.tieBreak[std::size_t(bottomTeam)];
            if (top || bottom) item.tieBreak = {highCardName(top), highCardName(bottom)};
            for (CardMask captured : column.captured) {
                item.capturedCards += cardCount(captured);
                item.capturedVp += victoryPoints(captured);
            }
            item.winner = winnerSide(column.winner, bottomTeam);
            if (column.winner == 0 || column.winner == 1) {
                item.winnerTeam = column.winner;
                item.byDefault = !column.revealed;
            }
        }
        items.append(item);
    }
    return items;
}

Scene sceneOf(const View& view, const std::vector<Player>& players, Seating seating, int toMove) {
    Scene scene;
    scene.seatCount = view.seatCount;
    scene.row = columnsOf(view, seating.bottomTeam());
    for (Seat s = 0; s < view.seatCount; ++s) {
        SeatItem item = seatShown(view, s, players, seating);
        item.toMove = toMove == int(s);
        scene.seats.append(item);
        scene.hands[std::size_t(s)] = view.seats[std::size_t(s)].hand;
        scene.jailed[std::size_t(s)] = view.seats[std::size_t(s)].jailed;
    }
    scene.vp = vpOf(scene.jailed, scene.seatCount);
    placeSeats(scene, seating);
    return scene;
}

Scene sceneOf(const RoundView& round, const std::vector<Player>& players, Seating seating,
              RevealProgress progress, bool settled) {
    Scene scene;
    scene.seatCount = round.seatCount;
    scene.row = columnsOf(round, seating.bottomTeam(), progress);
    // The jails as they stood before the last move, and the captures of the columns jailed so far.
    scene.jailed = round.jailedBefore;
    for (int i = 0; i < progress.jailed && i < int(round.columns.size()); ++i)
        for (std::size_t s = 0; s < kMaxSeats; ++s)
            scene.jailed[s] |= round.columns[std::size_t(i)].captured[s];
    for (Seat s = 0; s < round.seatCount; ++s) {
        SeatItem item = seatShown(round.after, s, players, seating);
        item.handSize = 0; // the hands are not shown while the row is resolved
        // The cards go back to the decks when the round is over, not while they are on the row.
        if (!settled) item.deckSize = round.decksBefore[std::size_t(s)];
        scene.seats.append(item);
    }
    scene.vp = vpOf(scene.jailed, scene.seatCount);
    placeSeats(scene, seating);
    return scene;
}

ColumnWinner::Value winnerSide(int winner, int bottomTeam) {
    if (winner == kTie) return ColumnWinner::Tie;
    if (winner == kNobody) return ColumnWinner::Nobody;
    return winner == bottomTeam ? ColumnWinner::Bottom : ColumnWinner::Top;
}

void show(const Scene& scene, RowModel* row, SeatsModel* seats,
          const std::array<JailModel*, 2>& jails) {
    row->setColumns(scene.row);
    for (int team = 0; team < 2; ++team)
        jails[std::size_t(team)]->setTeamJail(team, scene.jailed, scene.seatCount);
    for (const SeatItem& item : scene.seats)
        seats->deck(Seat(item.seat))
            ->setDeck(Seat(item.seat), item.deckSize, scene.jailed[std::size_t(item.seat)]);
    seats->setSeats(scene.seats);
    seats->setPlaces(scene.bottomSeats, scene.topSeats);
}

MoveLine moveLineOf(const MoveSeen& move) {
    MoveLine line;
    line.kind = move.kind == MoveKind::Stake ? MoveLineKind::Stake : MoveLineKind::Wager;
    line.seat = move.seat;
    line.column = move.column;
    line.count = move.count;
    line.round = move.round;
    if (move.cardsSeen) line.cards = cardCodes(move.seat, move.cards);
    return line;
}

MoveLine roundLine(int round) {
    MoveLine line;
    line.kind = MoveLineKind::Round;
    line.round = round;
    return line;
}

RoundSummary summaryOf(const RoundView& round) {
    RoundSummary summary;
    summary.settled = true;
    summary.round = round.round;
    summary.gained = {round.gained[0], round.gained[1]};
    summary.vp = {round.vp[0], round.vp[1]};
    summary.stakesStay = round.stakesStay;
    summary.gameOver = round.gameOver;
    // The columns won on the higher card: on the table only the winner's gold badge tells them
    // from a plain win, "3" against "3" (R7).
    for (std::size_t i = 0; i < round.columns.size(); ++i) {
        const ColumnSettled& column = round.columns[i];
        const bool teamWon = column.winner == 0 || column.winner == 1; // not kTie nor kNobody
        if (!teamWon || (!column.tieBreak[0] && !column.tieBreak[1])) continue;
        const auto team = std::size_t(column.winner);
        summary.tieBreaks.append({int(i) + 1, column.winner, column.strength[team],
                                  highCardName(column.tieBreak[team]),
                                  highCardName(column.tieBreak[1 - team])});
    }
    return summary;
}

} // namespace cozen::app
