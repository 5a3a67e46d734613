#include "table/handmodel.h"

#include "table/cards.h"

namespace cozen::app {

int HandModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(indices_.size());
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int card = indices_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case CodeRole:
        return cardCode(owner_, card);
    case RankRole:
        return rankText(rankOfIndex(card));
    case SuitRole:
        return cardCode(owner_, card).right(1);
    case RedRole:
        return colourOfSeat(owner_) == Colour::Red;
    case MarkedRole:
        return isMarkedKingIndex(card);
    case SelectedRole:
        return bool(selected_ & (CardMask{1} << card));
    default:
        return {};
    }
}

QHash<int, QByteArray> HandModel::roleNames() const {
    return {{CodeRole, "code"}, {RankRole, "rank"},     {SuitRole, "suit"},
            {RedRole, "red"},   {MarkedRole, "marked"}, {SelectedRole, "selected"}};
}

void HandModel::setCards(Seat owner, CardMask cards) {
    const int oldCount = rowCount();
    const QList<int> oldIndices = indices_;
    const Seat oldOwner = owner_;
    if (owner != owner_) {
        beginResetModel();
        owner_ = owner;
        indices_.clear();
        selected_ = 0;
        endResetModel();
    }
    // Cards leave and arrive by rows, so the table animates only what changed; cards that arrive
    // side by side arrive together (a deal is one insertion, not five: the table lays the hand
    // out once).
    for (int row = int(indices_.size()) - 1; row >= 0; --row) {
        if (cards & (CardMask{1} << indices_[row])) continue;
        beginRemoveRows({}, row, row);
        indices_.removeAt(row);
        endRemoveRows();
    }
    QList<int> wanted;
    forEachInOrder(cards, [&](int index) { wanted.append(index); });
    // Every card still held is wanted, in the same order: what is missing between them arrives.
    int row = 0;
    for (qsizetype from = 0; from < wanted.size();) {
        if (row < indices_.size() && indices_[row] == wanted[from]) {
            ++row;
            ++from;
            continue;
        }
        qsizetype to = from;
        while (to < wanted.size() && !(row < indices_.size() && indices_[row] == wanted[to]))
            ++to;
        const int count = int(to - from);
        beginInsertRows({}, row, row + count - 1);
        for (qsizetype i = from; i < to; ++i)
            indices_.insert(row + int(i - from), wanted[i]);
        endInsertRows();
        row += count;
        from = to;
    }
    const CardMask selected = selected_ & cards;
    if (rowCount() != oldCount) emit countChanged();
    if (indices_ != oldIndices || owner_ != oldOwner) emit cardsChanged();
    if (selected != selected_) {
        selected_ = selected;
        emit selectionChanged();
    }
}

QStringList HandModel::cards() const {
    QStringList codes;
    for (int index : indices_)
        codes.append(cardCode(owner_, index));
    return codes;
}

QStringList HandModel::selection() const {
    return cardCodes(owner_, selected_);
}

void HandModel::toggle(int row) {
    if (row < 0 || row >= indices_.size()) return;
    selected_ ^= CardMask{1} << indices_[row];
    emit dataChanged(index(row), index(row), {SelectedRole});
    emit selectionChanged();
}

void HandModel::clearSelection() {
    if (!selected_) return;
    selected_ = 0;
    emit dataChanged(index(0), index(rowCount() - 1), {SelectedRole});
    emit selectionChanged();
}

void HandModel::select(CardMask cards) {
    CardMask inHand = 0;
    for (int index : indices_)
        inHand |= CardMask{1} << index;
    cards &= inHand;
    if (cards == selected_) return;
    selected_ = cards;
    emit dataChanged(index(0), index(rowCount() - 1), {SelectedRole});
    emit selectionChanged();
}

QString HandModel::codeAt(int row) const {
    return row >= 0 && row < indices_.size() ? cardCode(owner_, indices_[row]) : QString();
}

} // namespace cozen::app
