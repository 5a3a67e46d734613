#pragma once
// One seat's deck as everybody may know it: how many cards it holds now, and which of its 26
// cards are left to it at all (those the other team has not jailed), rank by rank. A rank with
// both cards left can still make a pair.

#include "cozen/card.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class DeckModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns the decks")
    Q_PROPERTY(int count READ count NOTIFY countChanged) // cards in the deck now
    Q_PROPERTY(bool red READ red NOTIFY countChanged)
    // The ranks it has lost to the other team's jail, for a screen reader: [{rank, left}] for each
    // rank with fewer than two cards left, lowest first.
    Q_PROPERTY(QVariantList losses READ losses NOTIFY lossesChanged)
    Q_PROPERTY(bool markedKingLeft READ markedKingLeft NOTIFY lossesChanged)

public:
    enum Role { RankRole = Qt::UserRole + 1, LeftRole, MarkedKingLeftRole };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setDeck(Seat seat, int count, CardMask jailed);
    int count() const { return count_; }
    bool red() const { return colourOfSeat(seat_) == Colour::Red; }
    QVariantList losses() const;
    bool markedKingLeft() const { return (left_ & (CardMask{1} << indexFor(kKing, 0))) != 0; }

signals:
    void countChanged();
    void lossesChanged();

private:
    Seat seat_ = 0;
    int count_ = 0;
    CardMask left_ = kFullSet;
};

} // namespace cozen::app
