#include "cozen/seen.h"

#include "cozen/error.h"

namespace cozen {

PlayedMove playedMove(const GameState& before, const Move& move) {
    const bool stake = move.kind == MoveKind::Stake;
    return {before.toMove, before.round, move, stake ? int(before.columnCount) : int(move.column)};
}

MoveSeen moveAsSeen(const PlayedMove& played, Eyes eyes, int roundNow) {
    MoveSeen seen;
    seen.seat = played.seat;
    seen.round = played.round;
    seen.kind = played.move.kind;
    seen.column = played.column;
    seen.count = cardCount(played.move.cards);
    seen.cardsSeen = eyes.seeTableCardsOf(played.seat) && played.round == roundNow;
    if (seen.cardsSeen) seen.cards = played.move.cards;
    return seen;
}

namespace {

// The round's end from its report: `before` the last move (or the row as it stands), `after` it.
RoundView settled(const GameState& before, const RoundReport& report, const GameState& after,
                  Eyes eyes) {
    RoundView out;
    for (Seat s = 0; s < before.seatCount; ++s) {
        out.jailedBefore[std::size_t(s)] = before.seats[std::size_t(s)].jailed;
        out.decksBefore[std::size_t(s)] = before.seats[std::size_t(s)].deckSize;
    }
    out.round = after.round;
    out.seatCount = after.seatCount;
    out.after = viewAs(after, eyes);
    out.vp = report.vp;
    out.stakesStay = report.stakesStay;
    out.gameOver = after.phase == Phase::GameOver;
    for (const ColumnReport& column : report.columns) {
        ColumnSettled settled;
        settled.asPlayed = columnViewAs(column.column, after.seatCount, eyes);
        settled.revealed = column.revealed;
        settled.turned = column.revealed
                             ? columnViewAs(column.column, after.seatCount, Eyes::everybody())
                             : settled.asPlayed;
        if (column.revealed) {
            settled.turned.faceUp = true;
            settled.strength = column.strength;
            settled.tieBreak = column.tieBreak;
        }
        settled.winner = column.winner;
        settled.captured = column.captured;
        settled.stays = report.stakesStay && column.column.faceUp;
        for (int team = 0; team < kTeams; ++team)
            out.gained[std::size_t(team)] += jailVp(column.captured, after.seatCount, team);
        out.columns.push_back(settled);
    }
    return out;
}

} // namespace

RoundView roundView(const GameState& before, const Move& lastMove, Eyes eyes) {
    GameState after = before;
    RoundReport report;
    play(after, lastMove, &report);
    if (after.phase == Phase::Playing) throw Error("the move does not end the round");
    RoundView out = settled(before, report, after, eyes);
    const Seat mover = before.toMove;
    if (lastMove.kind == MoveKind::Stake && out.decksBefore[mover] > 0)
        --out.decksBefore[mover]; // the card it draws
    return out;
}

RoundView roundView(const GameState& state, Eyes eyes) {
    return settled(state, resolveRow(state), state, eyes);
}

} // namespace cozen
