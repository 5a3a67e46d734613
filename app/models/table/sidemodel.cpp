#include "table/sidemodel.h"

#include <algorithm>

namespace cozen::app {

int SideModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(cards_.size());
}

QVariant SideModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case CardRole:
        return cards_[index.row()];
    case SeatRole:
        return seats_[index.row()];
    default:
        return {};
    }
}

QHash<int, QByteArray> SideModel::roleNames() const {
    return {{CardRole, "card"}, {SeatRole, "seat"}};
}

void SideModel::setCards(const QStringList& cards, const QList<int>& seats) {
    QList<int> newSeats = seats.mid(0, cards.size());
    while (newSeats.size() < cards.size())
        newSeats.append(0);
    const auto same = [&](int was, int now) {
        return cards_[was] == cards[now] && seats_[was] == newSeats[now];
    };
    const int old = int(cards_.size());
    const int now = int(cards.size());
    // The cards kept at the start and at the end.
    int head = 0;
    while (head < old && head < now && same(head, head))
        ++head;
    int tail = 0;
    while (tail < old - head && tail < now - head && same(old - 1 - tail, now - 1 - tail))
        ++tail;
    // Between them: cards changed where both have one, then the rest inserted or removed.
    const int changed = std::min(old, now) - head - tail;
    if (changed > 0) {
        for (int i = head; i < head + changed; ++i) {
            cards_[i] = cards[i];
            seats_[i] = newSeats[i];
        }
        emit dataChanged(index(head), index(head + changed - 1));
    }
    const int at = head + changed;
    const bool any = changed > 0 || now != old;
    if (now > old) {
        beginInsertRows({}, at, at + now - old - 1);
        for (int i = at; i < at + now - old; ++i) {
            cards_.insert(i, cards[i]);
            seats_.insert(i, newSeats[i]);
        }
        endInsertRows();
        emit countChanged();
    } else if (now < old) {
        beginRemoveRows({}, at, at + old - now - 1);
        cards_.remove(at, old - now);
        seats_.remove(at, old - now);
        endRemoveRows();
        emit countChanged();
    }
    if (any) emit cardsChanged();
}

} // namespace cozen::app
