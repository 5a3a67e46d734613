#include "rowmodel.h"

namespace cozen::app {

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
        return QVariant::fromValue(item.topArrangement);
    case BottomArrangementRole:
        return QVariant::fromValue(item.bottomArrangement);
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
