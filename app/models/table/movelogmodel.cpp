#include "table/movelogmodel.h"

#include <algorithm>

namespace cozen::app {

int MoveLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QVariant MoveLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MoveLine& line = lines_[index.row()];
    switch (role) {
    case LineRole:
        return QVariant::fromValue(line);
    case KindRole:
        return line.kind;
    case SeatRole:
        return line.seat;
    case ColumnRole:
        return line.column;
    case CountRole:
        return line.count;
    case CardsRole:
        return line.cards;
    }
    return {};
}

QHash<int, QByteArray> MoveLogModel::roleNames() const {
    return {{LineRole, "line"},     {KindRole, "kind"},   {SeatRole, "seat"},
            {ColumnRole, "column"}, {CountRole, "count"}, {CardsRole, "cards"}};
}

MoveLine MoveLogModel::at(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row] : MoveLine{};
}

void MoveLogModel::setLines(const QList<MoveLine>& lines) {
    if (lines == lines_) return;
    const int countBefore = int(lines_.size());
    // The fewest rows gone from the front after which what stays begins the new list.
    qsizetype gone = 0;
    while (gone < lines_.size() &&
           !(lines_.size() - gone <= lines.size() &&
             std::equal(lines_.begin() + gone, lines_.end(), lines.begin())))
        ++gone;
    qsizetype same = lines_.size() - gone; // rows that stay as they are
    if (gone == lines_.size()) {
        // Nothing at the front stays: keep what the two share at the front, if anything.
        gone = 0;
        same = std::mismatch(lines_.begin(), lines_.end(), lines.begin(), lines.end()).first -
               lines_.begin();
        if (same < lines_.size()) {
            beginRemoveRows({}, int(same), int(lines_.size()) - 1);
            lines_.resize(same);
            endRemoveRows();
        }
    } else if (gone > 0) {
        beginRemoveRows({}, 0, int(gone) - 1);
        lines_.remove(0, gone);
        endRemoveRows();
    }
    if (same < lines.size()) {
        beginInsertRows({}, int(same), int(lines.size()) - 1);
        lines_.append(lines.mid(same));
        endInsertRows();
    }
    if (int(lines_.size()) != countBefore) emit countChanged();
}

} // namespace cozen::app
