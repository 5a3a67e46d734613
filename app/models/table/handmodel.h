#pragma once
// The hand of the seat at the bottom of the table, and which of its cards the player has selected
// to play together.

#include "cozen/card.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class HandModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns the hand")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QStringList selection READ selection NOTIFY selectionChanged)
    Q_PROPERTY(QStringList cards READ cards NOTIFY cardsChanged) // in the order shown

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        RankRole,
        SuitRole,
        RedRole,
        MarkedRole,
        SelectedRole
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the hand; the selection keeps the cards still in it.
    void setCards(Seat owner, CardMask cards);

    QStringList selection() const;
    QStringList cards() const;
    Q_INVOKABLE void toggle(int row);
    Q_INVOKABLE void clearSelection();
    // Selects exactly these cards of the hand (a hint, a wager taken back).
    void select(CardMask cards);
    Q_INVOKABLE QString codeAt(int row) const;

signals:
    void countChanged();
    void cardsChanged();
    void selectionChanged();

private:
    Seat owner_ = 0;
    QList<int> indices_; // by rank, then suit
    CardMask selected_ = 0;
};

} // namespace cozen::app
