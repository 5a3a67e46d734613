#pragma once
// One side of a column of the stakes row, card by card: each card's code ("" for a face-down card
// the viewer may not see) and whose it is. A RowModel keeps one for each side of each column and
// changes it in place, by the fewest rows inserted, removed or changed, so that a card's item on
// the table stays the same item while the side around it changes (a card wagered is one item made
// and lands; a card turned up at the reveal is the same item, flipped).

#include <QAbstractListModel>
#include <QList>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class SideModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The stakes row owns its columns' sides")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The same as lists, to read (a test, a sentence), never to lay out from.
    Q_PROPERTY(QStringList cards READ cards NOTIFY cardsChanged)
    Q_PROPERTY(QList<int> seats READ seats NOTIFY cardsChanged)

public:
    enum Role { CardRole = Qt::UserRole + 1, SeatRole };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The side's cards and whose each is (as long as `cards`, or shorter: seat 0 for the rest).
    // The cards both sides share at the start and at the end stay; between them, cards are
    // changed where there were some, then inserted or removed.
    void setCards(const QStringList& cards, const QList<int>& seats);
    const QStringList& cards() const { return cards_; }
    const QList<int>& seats() const { return seats_; }

signals:
    void countChanged();
    void cardsChanged();

private:
    QStringList cards_;
    QList<int> seats_;
};

} // namespace cozen::app
