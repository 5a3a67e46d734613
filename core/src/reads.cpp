#include "cozen/reads.h"

#include "cozen/record.h"
#include "cozen/strength.h"

namespace cozen {

double Reads::bluffRate() const {
    return revealed > 0 ? double(bluffs) / double(revealed + kReadsPrior) : 0.0;
}

void readResolution(Reads& reads, const RoundReport& report, int team) {
    for (const ColumnReport& column : report.columns) {
        if (!column.revealed) continue;
        RankTally theirs; // their wagers only: a stake is not a choice they made in the round
        for (Seat s = 0; s < kMaxSeats; ++s)
            if (teamOfSeat(s) != team) theirs.addSet(column.column.wagers[std::size_t(s)]);
        if (theirs.cards < 2) continue;
        ++reads.revealed;
        reads.bluffs += theirs.twoPlus == 0;
    }
}

Reads readsOf(const std::vector<RecordRound>& rounds, int team) {
    Reads reads;
    for (const RecordRound& round : rounds) {
        GameState state = round.start;
        for (const Move& move : round.moves) {
            RoundReport report;
            play(state, move, &report);
            if (state.phase != Phase::Playing) readResolution(reads, report, team);
        }
    }
    return reads;
}

} // namespace cozen
