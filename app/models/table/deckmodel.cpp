#include "table/deckmodel.h"

#include "table/cards.h"

namespace cozen::app {

int DeckModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kRanks;
}

QVariant DeckModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int rank = index.row() + 1;
    switch (role) {
    case Qt::DisplayRole:
    case RankRole:
        return rankText(rank);
    case LeftRole:
        return cardCount(left_ & bothOfRank(rank));
    case MarkedKingLeftRole:
        return rank == kKing && markedKingLeft();
    default:
        return {};
    }
}

QVariantList DeckModel::losses() const {
    QVariantList losses;
    for (int rank = 1; rank <= kRanks; ++rank) {
        const int left = cardCount(left_ & bothOfRank(rank));
        if (left < 2)
            losses.append(QVariantMap{{QStringLiteral("rank"), rankText(rank)},
                                      {QStringLiteral("left"), left}});
    }
    return losses;
}

QHash<int, QByteArray> DeckModel::roleNames() const {
    return {{RankRole, "rank"}, {LeftRole, "cardsLeft"}, {MarkedKingLeftRole, "markedKingLeft"}};
}

void DeckModel::setDeck(Seat seat, int count, CardMask jailed) {
    const CardMask left = kFullSet & ~jailed;
    if (left != left_) {
        left_ = left;
        emit dataChanged(index(0), index(kRanks - 1), {LeftRole, MarkedKingLeftRole});
        emit lossesChanged();
    }
    if (seat != seat_ || count != count_) {
        seat_ = seat;
        count_ = count;
        emit countChanged();
    }
}

} // namespace cozen::app
