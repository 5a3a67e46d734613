#pragma once
// The one presenter: what a screen shows of a game, as the models' rows, made only from what the
// core says its eyes may see (a View, a RoundView, a MoveSeen; core/include/cozen/seen.h). The
// table (Game, and the tutorial through it) and the replay (ReplayModel) show a game through it,
// so neither decides for itself which card may be shown. It decides only where things go: the
// bottom team's side below, and how far a reveal has come.

#include "cozen/seen.h"

#include "play/players.h"
#include "table/rowmodel.h"
#include "table/seatsmodel.h"
#include "table/tabledata.h"

#include <QList>

#include <array>
#include <vector>

namespace cozen::app {

class HandModel;
class JailModel;

// Who sits where on the screen, for the table and the replay alike: the seat along the bottom
// (its team's side of the row is the bottom one), and the seat whose eyes it is (-1: nobody's, or
// everybody's). The others sit from it in turn order: the next seat at the top, and in 2v2 the
// bottom seat's partner beside it and the other opponent at the top too.
struct Seating {
    int bottomSeat = 0;
    int viewing = -1;
    int bottomTeam() const { return teamOfSeat(Seat(bottomSeat)); }
};

// How far a reveal has come, in columns from the left: turned up (cards and arrangements shown),
// decided (outcome shown) and jailed (captures counted in the jails and the score).
struct RevealProgress {
    int turned = 0;
    int decided = 0;
    int jailed = 0;
    static RevealProgress whole(const RoundView& round) {
        const int all = int(round.columns.size());
        return {all, all, all};
    }
};

// Everything one screen shows of the game at a moment.
struct Scene {
    QList<ColumnItem> row;
    QList<SeatItem> seats;
    std::array<CardMask, kMaxSeats> hands{};  // the hands shown, by seat
    std::array<CardMask, kMaxSeats> jailed{}; // each seat's cards in a jail
    std::array<int, kTeams> vp{};             // each team's jail, as the score shows it
    int seatCount = 2;
    // The seats along the bottom (the bottom seat, then its partner) and along the top (the next
    // to play after the bottom seat, then the other opponent): Seating's places.
    QList<int> bottomSeats, topSeats;
};

// The columns of a round in play, as `view` shows them, `bottomTeam`'s side below.
QList<ColumnItem> columnsOf(const View& view, int bottomTeam);
// The columns of a resolved round, `progress.turned` of them turned up and `progress.decided`
// with their outcome; the others as the eyes saw them played.
QList<ColumnItem> columnsOf(const RoundView& round, int bottomTeam, RevealProgress progress);

// A round in play. `toMove`: the seat shown to move, or -1.
Scene sceneOf(const View& view, const std::vector<Player>& players, Seating seating, int toMove);
// A resolved round as far as `progress` has come. The cards are back in the decks once the whole
// row is settled (`settled`); until then the decks show what they held before the last move.
Scene sceneOf(const RoundView& round, const std::vector<Player>& players, Seating seating,
              RevealProgress progress, bool settled);

// Who won a column (a team, kTie or kNobody), as the row names it.
ColumnWinner::Value winnerSide(int winner, int bottomTeam);

// Puts a scene into the models.
void show(const Scene& scene, RowModel* row, SeatsModel* seats,
          const std::array<JailModel*, 2>& jails);

// A move as the table and the replay hand it to QML: its cards only when the eyes saw them.
MoveLine moveLineOf(const MoveSeen& move);
// Where a round began, in the move log.
MoveLine roundLine(int round);

// A settled round's summary.
RoundSummary summaryOf(const RoundView& round);

} // namespace cozen::app
