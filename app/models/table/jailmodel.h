#pragma once
// One team's jail: the opponents' cards it has captured, face up and grouped by rank, with their
// VP. Jails are public (R11).

#include "cozen/card.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class JailModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns the jails")
    Q_PROPERTY(int vp READ vp NOTIFY vpChanged)
    Q_PROPERTY(int cardCount READ cardCount NOTIFY vpChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY vpChanged) // ranks: vpChanged follows every change

public:
    enum Role { RankRole = Qt::UserRole + 1, CardsRole, VpRole };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The captured cards, by the seat each belongs to.
    void setCards(const std::array<CardMask, 4>& bySeat);
    // Team `team`'s jail, from every seat's jailed cards: those of the other team's seats.
    void setTeamJail(int team, const std::array<CardMask, 4>& jailedBySeat, int seatCount);

    int vp() const { return vp_; }
    int cardCount() const;

signals:
    void vpChanged();

private:
    struct Group {
        int rank = 0;
        QStringList cards;
        int vp = 0;
        bool operator==(const Group&) const = default;
    };
    QList<Group> groups_;
    int vp_ = 0;
};

} // namespace cozen::app
