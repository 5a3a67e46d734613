#pragma once
// The stakes row as the bottom seat sees it: each column's stake and the cards on both sides, the
// other side's face-down cards as backs (an empty code). At the end of a round it also shows the
// resolution, column by column: what was revealed, each side's Strength and who captured.

#include "cozen/rules.h"
#include "cozen/view.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

struct ColumnItem {
    QString stake; // empty while the stake is face down and not the viewer's team's
    bool stakeFaceUp = false;
    bool stakeRed = false;
    bool stakeMine = false;  // the bottom team's stake
    QStringList topCards;    // the other team's side; "" for a face-down card
    QStringList bottomCards; // the bottom team's side
    bool resolved = false;   // the end-of-round outcome below is shown
    bool revealed = false;   // both sides had wagered: everything was turned up
    int topStrength = 0;
    int bottomStrength = 0;
    QString topLabel;
    QString bottomLabel;
    QString winner;  // "top", "bottom", "tie", or empty (uncontested)
    QString outcome; // for people: "Black takes 3 (12 VP)"
    bool operator==(const ColumnItem&) const = default;
};

// The columns of a round in play.
QList<ColumnItem> columnsOf(const View& view);
// The columns of a resolved round, the first `resolvedCount` of them with their outcome. Only
// revealed columns show the other team's cards.
QList<ColumnItem> columnsOf(const RoundReport& report, Seat viewer, int seatCount,
                            int resolvedCount);

class RowModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns the stakes row")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int highlighted READ highlighted NOTIFY highlightedChanged)

public:
    enum Role {
        NumberRole = Qt::UserRole + 1,
        StakeRole,
        StakeFaceUpRole,
        StakeRedRole,
        StakeMineRole,
        TopRole,
        BottomRole,
        ResolvedRole,
        RevealedRole,
        TopStrengthRole,
        BottomStrengthRole,
        TopLabelRole,
        BottomLabelRole,
        WinnerRole,
        OutcomeRole,
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the row, as rows changed, added or removed, so views can animate what is new.
    void setColumns(const QList<ColumnItem>& columns);
    const QList<ColumnItem>& columns() const { return columns_; }

    int highlighted() const { return highlighted_; }
    void setHighlighted(int column);

signals:
    void countChanged();
    void highlightedChanged();

private:
    QList<ColumnItem> columns_;
    int highlighted_ = -1;
};

} // namespace cozen::app
