#include "table/rowmodel.h"

#include <utility>

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
    case TieBreakRole:
        return item.tieBreak;
    case StaysRole:
        return item.stays;
    case TopSideRole:
        return QVariant::fromValue(sides_[index.row()].top);
    case BottomSideRole:
        return QVariant::fromValue(sides_[index.row()].bottom);
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
            {TieBreakRole, "tieBreak"},
            {StaysRole, "stays"},
            {TopSideRole, "topSide"},
            {BottomSideRole, "bottomSide"}};
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

RowModel::Sides RowModel::newSides(const ColumnItem& column) {
    const Sides sides{new SideModel(this), new SideModel(this)};
    setSides(sides, column);
    return sides;
}

void RowModel::setSides(const Sides& sides, const ColumnItem& column) {
    sides.top->setCards(column.topCards, column.topSeats);
    sides.bottom->setCards(column.bottomCards, column.bottomSeats);
}

// The cards of a column's sides, which its SideModels show (no role of the row's).
static bool sidesDiffer(const ColumnItem& was, const ColumnItem& now) {
    return was.topCards != now.topCards || was.bottomCards != now.bottomCards ||
           was.topSeats != now.topSeats || was.bottomSeats != now.bottomSeats;
}

static bool sameBesidesSides(ColumnItem was, const ColumnItem& now) {
    was.topCards = now.topCards;
    was.bottomCards = now.bottomCards;
    was.topSeats = now.topSeats;
    was.bottomSeats = now.bottomSeats;
    return was == now;
}

void RowModel::setColumns(const QList<ColumnItem>& columns) {
    const int old = int(columns_.size());
    const int now = int(columns.size());
    // A row that only grew keeps its delegates (so the new column animates in); anything else
    // that shrinks it starts afresh, with sides of its own (the old ones go with the old
    // delegates, which may still read them until they are gone).
    if (now < old) {
        beginResetModel();
        columns_ = columns;
        for (const Sides& sides : std::as_const(sides_)) {
            sides.top->deleteLater();
            sides.bottom->deleteLater();
        }
        sides_.clear();
        for (const ColumnItem& column : columns)
            sides_.append(newSides(column));
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < old; ++i) {
        if (columns_[i] == columns[i]) continue;
        const QList<int> roles = changedRoles(columns_[i], columns[i]);
        const bool sidesOnly = roles.isEmpty() && sidesDiffer(columns_[i], columns[i]) &&
                               sameBesidesSides(columns_[i], columns[i]);
        columns_[i] = columns[i];
        // (No role found: a field changedRoles does not know yet; then all of them.)
        if (!sidesOnly) emit dataChanged(index(i), index(i), roles);
        // The sides in place, after the column (a card turned up at the reveal is turned in a
        // column already revealed: never a face-down card of the viewer's for a moment).
        setSides(sides_[i], columns[i]);
    }
    if (now > old) {
        beginInsertRows({}, old, now - 1);
        for (int i = old; i < now; ++i) {
            columns_.append(columns[i]);
            sides_.append(newSides(columns[i]));
        }
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
