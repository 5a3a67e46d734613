#pragma once
// The stakes row as the viewing seat sees it (or, while the screen belongs to nobody, as everybody
// may): each column's stake and the cards on both sides, face-down cards it may not see as backs
// (an empty code). "Bottom" is the side of the team shown along the bottom of the table, "top"
// the other. At the end of a round it also shows the resolution, column by column: what was
// revealed, each side's arrangement and who captured what — as data, put into words by the table.
// The presenter (presenter.h) fills it from what the core says the screen's eyes may see.
//
// Each column's two sides are models of their own (topSide, bottomSide: SideModel, a card and its
// seat a row), kept by the row for as long as the column is and changed in place, so that a view
// lays each side's cards out without mirroring a list.

#include "table/sidemodel.h"

#include "table/tabledata.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

struct ColumnItem {
    QString stake; // empty while the stake is face down and not the viewer's team's
    bool stakeFaceUp = false;
    bool stakeRed = false;
    bool stakeMine = false;  // the bottom team's stake
    int stakeSeat = 0;       // who staked it
    QStringList topCards;    // the other team's side; "" for a face-down card
    QStringList bottomCards; // the bottom team's side
    QList<int> topSeats;     // whose each card of topCards is (in 2v2 a side holds two seats')
    QList<int> bottomSeats;
    bool resolved = false; // the end-of-round outcome below is shown
    bool revealed = false; // both sides had wagered, and everything is turned up now
    bool stays = false;    // resolved, and its stake stays on the row for the next round (R9)
    // Each side's best arrangement when revealed (see arrangementOf), else not `known`.
    SideArrangement topArrangement;
    SideArrangement bottomArrangement;
    ColumnWinner::Value winner = ColumnWinner::Nobody;
    int winnerTeam = -1;    // 0 Red, 1 Black, when a team captured
    bool byDefault = false; // captured without a reveal: only one side had wagered
    int capturedCards = 0;
    int capturedVp = 0;
    // When equal Strength went to the tie-break: the ranks where it was decided, the top side's
    // then the bottom side's ("" for a side that had run out of cards); empty otherwise.
    QStringList tieBreak;
    bool operator==(const ColumnItem&) const = default;
};

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
        ResolvedRole,
        RevealedRole,
        TopArrangementRole,
        BottomArrangementRole,
        WinnerRole,
        WinnerTeamRole,
        ByDefaultRole,
        CapturedCardsRole,
        CapturedVpRole,
        StakeSeatRole,
        TieBreakRole,
        StaysRole,
        TopSideRole,    // the column's topCards and topSeats, as a SideModel
        BottomSideRole, // its bottomCards and bottomSeats
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the row, as rows changed, added or removed, so views can animate what is new.
    void setColumns(const QList<ColumnItem>& columns);
    const QList<ColumnItem>& columns() const { return columns_; }
    // A column's sides, as the view is given them (the same models for as long as the column is).
    SideModel* topSide(int column) const { return sides_[column].top; }
    SideModel* bottomSide(int column) const { return sides_[column].bottom; }

    int highlighted() const { return highlighted_; }
    void setHighlighted(int column);

signals:
    void countChanged();
    void highlightedChanged();

private:
    struct Sides {
        SideModel* top = nullptr;
        SideModel* bottom = nullptr;
    };
    Sides newSides(const ColumnItem& column);
    static void setSides(const Sides& sides, const ColumnItem& column);

    QList<ColumnItem> columns_;
    QList<Sides> sides_; // one for each column
    int highlighted_ = -1;
};

} // namespace cozen::app
