#include "rowmodel.h"

#include "cards.h"

namespace cozen::app {
namespace {

// A seat's cards on its side of a column: those the viewer sees, then the face-down ones.
void addCards(QStringList& side, QList<int>& seats, Seat seat, CardMask visible, int hidden) {
    side.append(cardCodes(seat, visible));
    for (int i = 0; i < hidden; ++i)
        side.append(QString());
    while (seats.size() < side.size())
        seats.append(seat);
}

// One side's cards for the Strength shown at a reveal, and their arrangement.
RankCounts countsOf(const Column& column, int team, int seatCount) {
    RankCounts counts = wageredRanks(column.wagers, team, seatCount);
    if (column.ownerTeam() == team) ++counts[std::size_t(rankOf(column.stake))];
    return counts;
}

} // namespace

QList<ColumnItem> columnsOf(const View& view, int bottomTeam) {
    QList<ColumnItem> items;
    for (const ColumnView& column : view.row()) {
        ColumnItem item;
        if (column.stakeKnown) item.stake = cardCode(column.stake);
        item.stakeFaceUp = column.faceUp;
        item.stakeRed = colourOfSeat(column.stakeOwner) == Colour::Red;
        item.stakeMine = teamOfSeat(column.stakeOwner) == bottomTeam;
        item.stakeSeat = column.stakeOwner;
        for (Seat seat = 0; seat < view.seatCount; ++seat) {
            const bool bottom = teamOfSeat(seat) == bottomTeam;
            addCards(bottom ? item.bottomCards : item.topCards,
                     bottom ? item.bottomSeats : item.topSeats, seat,
                     column.wagers[std::size_t(seat)], column.hiddenWagers[std::size_t(seat)]);
        }
        items.append(item);
    }
    return items;
}

QList<ColumnItem> columnsOf(const RoundReport& report, int bottomTeam, int seeingTeam,
                            int seatCount, int turnedCount, int resolvedCount) {
    QList<ColumnItem> items;
    for (int i = 0; i < int(report.columns.size()); ++i) {
        const ColumnReport& col = report.columns[std::size_t(i)];
        const Column& column = col.column;
        const bool resolved = i < resolvedCount;
        const bool open = (resolved || i < turnedCount) && col.revealed;
        ColumnItem item;
        const bool stakeVisible = column.faceUp || open || column.ownerTeam() == seeingTeam;
        if (stakeVisible) item.stake = cardCode(column.stake);
        item.stakeFaceUp = column.faceUp || open;
        item.stakeRed = colourOf(column.stake) == Colour::Red;
        item.stakeMine = column.ownerTeam() == bottomTeam;
        item.stakeSeat = column.owner();
        for (Seat seat = 0; seat < seatCount; ++seat) {
            const CardMask cards = column.wagers[std::size_t(seat)];
            const bool bottom = teamOfSeat(seat) == bottomTeam;
            QStringList& side = bottom ? item.bottomCards : item.topCards;
            QList<int>& seats = bottom ? item.bottomSeats : item.topSeats;
            if (teamOfSeat(seat) == seeingTeam || open)
                addCards(side, seats, seat, cards, 0);
            else
                addCards(side, seats, seat, 0, cardCount(cards));
        }
        if (open) { // turned up: both sides, and what each makes
            item.revealed = true;
            const auto arrangement = [&](int team) {
                const int stakeRank = column.ownerTeam() == team ? rankOf(column.stake) : 0;
                return arrangementOf(countsOf(column, team, seatCount), stakeRank);
            };
            item.topArrangement = arrangement(1 - bottomTeam);
            item.bottomArrangement = arrangement(bottomTeam);
        }
        if (resolved) {
            item.resolved = true;
            item.stays = report.stakesStay && column.faceUp;
            if (col.revealed) {
                const int top = col.tieBreak[std::size_t(1 - bottomTeam)];
                const int bottom = col.tieBreak[std::size_t(bottomTeam)];
                if (top || bottom) item.tieBreak = {highCardName(top), highCardName(bottom)};
            }
            for (CardMask captured : col.captured) {
                item.capturedCards += cardCount(captured);
                item.capturedVp += victoryPoints(captured);
            }
            if (col.winner == kTie) {
                item.winner = QStringLiteral("tie");
            } else if (col.winner != kNobody) {
                item.winner =
                    col.winner == bottomTeam ? QStringLiteral("bottom") : QStringLiteral("top");
                item.winnerTeam = col.winner;
                item.byDefault = !col.revealed;
            }
        }
        items.append(item);
    }
    return items;
}

int RowModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(columns_.size());
}

QVariant RowModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ColumnItem& item = columns_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NumberRole:
        return index.row() + 1;
    case StakeRole:
        return item.stake;
    case StakeFaceUpRole:
        return item.stakeFaceUp;
    case StakeRedRole:
        return item.stakeRed;
    case StakeMineRole:
        return item.stakeMine;
    case TopRole:
        return item.topCards;
    case BottomRole:
        return item.bottomCards;
    case ResolvedRole:
        return item.resolved;
    case RevealedRole:
        return item.revealed;
    case TopArrangementRole:
        return item.topArrangement;
    case BottomArrangementRole:
        return item.bottomArrangement;
    case WinnerRole:
        return item.winner;
    case WinnerTeamRole:
        return item.winnerTeam;
    case ByDefaultRole:
        return item.byDefault;
    case CapturedCardsRole:
        return item.capturedCards;
    case CapturedVpRole:
        return item.capturedVp;
    case StakeSeatRole:
        return item.stakeSeat;
    case TopSeatsRole:
        return QVariant::fromValue(item.topSeats);
    case BottomSeatsRole:
        return QVariant::fromValue(item.bottomSeats);
    case TieBreakRole:
        return item.tieBreak;
    case StaysRole:
        return item.stays;
    default:
        return {};
    }
}

QHash<int, QByteArray> RowModel::roleNames() const {
    return {{NumberRole, "number"},
            {StakeRole, "stake"},
            {StakeFaceUpRole, "stakeFaceUp"},
            {StakeRedRole, "stakeRed"},
            {StakeMineRole, "stakeMine"},
            {TopRole, "topCards"},
            {BottomRole, "bottomCards"},
            {ResolvedRole, "resolved"},
            {RevealedRole, "revealed"},
            {TopArrangementRole, "topArrangement"},
            {BottomArrangementRole, "bottomArrangement"},
            {WinnerRole, "winner"},
            {WinnerTeamRole, "winnerTeam"},
            {ByDefaultRole, "byDefault"},
            {CapturedCardsRole, "capturedCards"},
            {CapturedVpRole, "capturedVp"},
            {StakeSeatRole, "stakeSeat"},
            {TopSeatsRole, "topSeats"},
            {BottomSeatsRole, "bottomSeats"},
            {TieBreakRole, "tieBreak"},
            {StaysRole, "stays"}};
}

// The roles whose data differ between two versions of a column. A change names only those, so a
// delegate's other properties stay as they are: a list or a map set again (QML cannot tell it is
// the same) re-ran everything bound to it, the arrangements' words and the side's cards among it,
// on every move in any column.
static QList<int> changedRoles(const ColumnItem& was, const ColumnItem& now) {
    QList<int> roles;
    const auto check = [&roles](bool differs, int role) {
        if (differs) roles.append(role);
    };
    check(was.stake != now.stake, RowModel::StakeRole);
    check(was.stakeFaceUp != now.stakeFaceUp, RowModel::StakeFaceUpRole);
    check(was.stakeRed != now.stakeRed, RowModel::StakeRedRole);
    check(was.stakeMine != now.stakeMine, RowModel::StakeMineRole);
    check(was.stakeSeat != now.stakeSeat, RowModel::StakeSeatRole);
    check(was.topCards != now.topCards, RowModel::TopRole);
    check(was.bottomCards != now.bottomCards, RowModel::BottomRole);
    check(was.topSeats != now.topSeats, RowModel::TopSeatsRole);
    check(was.bottomSeats != now.bottomSeats, RowModel::BottomSeatsRole);
    check(was.resolved != now.resolved, RowModel::ResolvedRole);
    check(was.revealed != now.revealed, RowModel::RevealedRole);
    check(was.topArrangement != now.topArrangement, RowModel::TopArrangementRole);
    check(was.bottomArrangement != now.bottomArrangement, RowModel::BottomArrangementRole);
    check(was.winner != now.winner, RowModel::WinnerRole);
    check(was.winnerTeam != now.winnerTeam, RowModel::WinnerTeamRole);
    check(was.byDefault != now.byDefault, RowModel::ByDefaultRole);
    check(was.capturedCards != now.capturedCards, RowModel::CapturedCardsRole);
    check(was.capturedVp != now.capturedVp, RowModel::CapturedVpRole);
    check(was.tieBreak != now.tieBreak, RowModel::TieBreakRole);
    check(was.stays != now.stays, RowModel::StaysRole);
    return roles;
}

void RowModel::setColumns(const QList<ColumnItem>& columns) {
    const int old = int(columns_.size());
    const int now = int(columns.size());
    // A row that only grew keeps its delegates (so the new column animates in); anything else
    // that shrinks it starts afresh.
    if (now < old) {
        beginResetModel();
        columns_ = columns;
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < old; ++i) {
        if (columns_[i] == columns[i]) continue;
        const QList<int> roles = changedRoles(columns_[i], columns[i]);
        columns_[i] = columns[i];
        // (No role found: a field changedRoles does not know yet; then all of them.)
        emit dataChanged(index(i), index(i), roles);
    }
    if (now > old) {
        beginInsertRows({}, old, now - 1);
        for (int i = old; i < now; ++i)
            columns_.append(columns[i]);
        endInsertRows();
        emit countChanged();
    }
}

void RowModel::setHighlighted(int column) {
    if (column == highlighted_) return;
    highlighted_ = column;
    emit highlightedChanged();
}

} // namespace cozen::app
