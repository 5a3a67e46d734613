#pragma once
// "What the computer thought you held": after a round, what each computer seat believed about the
// people's hidden cards when it made its last move of that round (docs/ai.md, "The belief
// panel"). The belief is the search's own (beliefOf: the deals the search samples, from the view
// it moved from, its reads and its move's seed), remade from the game's record: the view is
// viewFor(the state before that move, its seat), so nothing but what the computer saw goes in.
// What the people held there is shown beside it only where these eyes may see it: a column turned
// up at the round's end, their own table cards, and their own hand.

#include "cozen/ai.h"
#include "cozen/session.h"
#include "cozen/view.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace cozen::app {

// Where a group of a person's cards lay hidden from the computer (BeliefGroupLine's `kind`), which
// QML names (BeliefKind.Hand).
namespace BeliefKind {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Wager, // face down on its column
    Stake, // the face-down stake of its column
    Hand,
};
Q_ENUM_NS(Value)
} // namespace BeliefKind

// One place where a person's cards lay hidden from the computer: `kind` Wager (face down on
// `column`), Stake (the face-down stake of `column`) or Hand (column -1); how many cards; the
// ranks it expected there, ace to king (13 weights summing to `cards`), and how often it expected
// a pair among them; and the cards really there, as codes, when `actualShown`.
struct BeliefGroupLine {
    Q_GADGET
    QML_VALUE_TYPE(beliefGroup)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(cozen::app::BeliefKind::Value kind MEMBER kind)
    Q_PROPERTY(int column MEMBER column) // from 0; -1 for the hand
    Q_PROPERTY(int cards MEMBER cards)
    Q_PROPERTY(QList<qreal> ranks MEMBER ranks) // ace first
    Q_PROPERTY(qreal pair MEMBER pair)          // 0 to 1
    Q_PROPERTY(bool actualShown MEMBER actualShown)
    Q_PROPERTY(QStringList actual MEMBER actual) // codes; empty unless actualShown

public:
    int seat = 0;
    BeliefKind::Value kind = BeliefKind::Hand;
    int column = -1;
    int cards = 0;
    QList<qreal> ranks;
    qreal pair = 0;
    bool actualShown = false;
    QStringList actual;
    bool operator==(const BeliefGroupLine&) const = default;
};

// One computer seat's belief at its last move of the round `round`: over `deals` deals, the
// people's groups (groups: a list of beliefGroup).
struct ComputerBelief {
    Q_GADGET
    QML_VALUE_TYPE(computerBelief)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int round MEMBER round)
    Q_PROPERTY(int deals MEMBER deals)
    Q_PROPERTY(QVariantList groups READ groupList)

public:
    int seat = 0;
    int round = 0;
    int deals = 0;
    QList<BeliefGroupLine> groups;
    QVariantList groupList() const;
    bool operator==(const ComputerBelief&) const = default;
};

// A computer seat whose belief can be shown: its search's settings (a searching level's, the
// adaptive level's at the strength the game is played at), and the seed its input draws its
// moves' seeds from (AiInput).
struct BeliefSeat {
    SearchSettings settings;
    std::uint64_t seed = 0;
};

// The deals a belief is made of: enough that a weight is within about a hundredth.
inline constexpr int kBeliefDeals = 4000;

// The beliefs of the computers (`computers`, by seat: none for a person or a level that does not
// search) about the people's (`people`, by seat) hidden cards at their last moves of round
// `round` of `session`; none when the session does not hold that round settled. `eyes`: who looks.
QList<ComputerBelief> beliefsOf(const Session& session, int round,
                                const std::vector<std::optional<BeliefSeat>>& computers,
                                const std::vector<bool>& people, Eyes eyes,
                                int deals = kBeliefDeals);

} // namespace cozen::app
