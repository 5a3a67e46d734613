#include "table/jailmodel.h"

#include "table/cards.h"

namespace cozen::app {

int JailModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(groups_.size());
}

QVariant JailModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Group& group = groups_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case RankRole:
        return rankText(group.rank);
    case CardsRole:
        return group.cards;
    case VpRole:
        return group.vp;
    default:
        return {};
    }
}

QHash<int, QByteArray> JailModel::roleNames() const {
    return {{RankRole, "rank"}, {CardsRole, "cards"}, {VpRole, "vp"}};
}

void JailModel::setTeamJail(int team, const std::array<CardMask, 4>& jailedBySeat, int seatCount) {
    std::array<CardMask, 4> captured{};
    for (Seat s = 0; s < seatCount; ++s)
        if (teamOfSeat(s) != team) captured[std::size_t(s)] = jailedBySeat[std::size_t(s)];
    setCards(captured);
}

void JailModel::setCards(const std::array<CardMask, 4>& bySeat) {
    QList<Group> groups;
    int vp = 0;
    for (int rank = 1; rank <= kRanks; ++rank) {
        Group group{rank, {}, 0};
        for (Seat seat = 0; seat < int(bySeat.size()); ++seat)
            for (int slot = 0; slot < 2; ++slot) {
                const int index = indexFor(rank, slot);
                if (!(bySeat[std::size_t(seat)] & (CardMask{1} << index))) continue;
                group.cards.append(cardCode(seat, index));
                group.vp += victoryPointsOfIndex(index);
            }
        if (!group.cards.isEmpty()) groups.append(group);
        vp += group.vp;
    }
    if (groups == groups_) return;
    // Row by row, ranks in order on both sides: a rank that left is removed, a new one inserted,
    // one whose cards changed updated. The table then builds only the cards that changed (at the
    // reveal a jail grows column by column; a reset built every card of it again each time).
    qsizetype row = 0;
    for (const Group& group : groups) {
        while (row < groups_.size() && groups_[row].rank < group.rank) {
            beginRemoveRows({}, int(row), int(row));
            groups_.removeAt(row);
            endRemoveRows();
        }
        if (row < groups_.size() && groups_[row].rank == group.rank) {
            if (!(groups_[row] == group)) {
                groups_[row] = group;
                emit dataChanged(index(int(row)), index(int(row)));
            }
        } else {
            beginInsertRows({}, int(row), int(row));
            groups_.insert(row, group);
            endInsertRows();
        }
        ++row;
    }
    if (row < groups_.size()) {
        beginRemoveRows({}, int(row), int(groups_.size()) - 1);
        groups_.erase(groups_.begin() + row, groups_.end());
        endRemoveRows();
    }
    vp_ = vp;
    emit vpChanged();
}

int JailModel::cardCount() const {
    int count = 0;
    for (const Group& group : groups_)
        count += int(group.cards.size());
    return count;
}

} // namespace cozen::app
