#include "play/beliefs.h"

#include "play/seatinput.h"
#include "table/cards.h"

#include "cozen/reads.h"
#include "cozen/record.h"
#include "cozen/seen.h"

namespace cozen::app {

QVariantList ComputerBelief::groupList() const {
    QVariantList list;
    for (const BeliefGroupLine& group : groups)
        list.append(QVariant::fromValue(group));
    return list;
}

namespace {

BeliefKind::Value kindOf(BeliefGroup::Kind kind) {
    switch (kind) {
    case BeliefGroup::Kind::Wager:
        return BeliefKind::Wager;
    case BeliefGroup::Kind::Stake:
        return BeliefKind::Stake;
    default:
        return BeliefKind::Hand;
    }
}

} // namespace

QList<ComputerBelief> beliefsOf(const Session& session, int number,
                                const std::vector<std::optional<BeliefSeat>>& computers,
                                const std::vector<bool>& people, Eyes eyes, int deals) {
    const std::vector<RecordRound>& rounds = session.rounds();
    // The round, settled, and the state before each seat's last move in it.
    for (std::size_t r = rounds.size(); r-- > 0;) {
        const RecordRound& round = rounds[r];
        if (round.moves.empty() || round.start.round != number) continue;
        std::array<std::optional<GameState>, kMaxSeats> lastBefore;
        GameState state = round.start;
        GameState before = state;
        for (const Move& move : round.moves) {
            before = state;
            lastBefore[std::size_t(state.toMove)] = state;
            play(state, move);
        }
        if (state.phase == Phase::Playing) continue; // a round in progress
        // What everybody saw at its end: which columns were turned up.
        const RoundView settled = roundView(before, round.moves.back(), Eyes::nobody());
        const std::vector<RecordRound> earlier(rounds.begin(), rounds.begin() + std::ptrdiff_t(r));
        QList<ComputerBelief> beliefs;
        for (Seat seat = 0; seat < before.seatCount; ++seat) {
            const auto& computer = computers[std::size_t(seat)];
            const auto& moved = lastBefore[std::size_t(seat)];
            if (!computer || !moved) continue;
            const View view = viewFor(*moved, seat);
            const Belief belief =
                beliefOf(view, computer->settings, AiInput::moveSeed(computer->seed, view),
                         readsOf(earlier, teamOfSeat(seat)), deals);
            ComputerBelief shown{seat, int(moved->round), belief.deals, {}};
            for (const BeliefGroup& group : belief.groups) {
                if (!people[std::size_t(group.seat)]) continue; // about the people only
                BeliefGroupLine line;
                line.seat = group.seat;
                line.kind = kindOf(group.kind);
                line.column = group.column;
                line.cards = group.cards;
                for (const double weight : group.ranks)
                    line.ranks.append(weight);
                line.pair = group.pair;
                line.actualShown = group.kind == BeliefGroup::Kind::Hand
                                       ? eyes.seeHandOf(group.seat)
                                       : eyes.seeTableCardsOf(group.seat) ||
                                             settled.columns[std::size_t(group.column)].revealed;
                if (line.actualShown) line.actual = cardCodes(group.seat, cardsIn(group, *moved));
                shown.groups.append(line);
            }
            if (!shown.groups.isEmpty()) beliefs.append(shown);
        }
        return beliefs;
    }
    return {};
}

} // namespace cozen::app
