#pragma once
// The move log a screen shows: the moves since the viewer's last turn, with where a round began,
// each as the screen's eyes saw it (a moveLine). Game::present() hands it the whole list each
// time; the model changes only the rows that differ (a move adds a row at the end, a turn drops
// the oldest), so that a view over it makes no line again that it already shows.

#include "table/tabledata.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class MoveLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns its move log")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    // Each row's moveLine, whole (for Words.move), and its fields one by one.
    enum Role { LineRole = Qt::UserRole + 1, KindRole, SeatRole, ColumnRole, CountRole, CardsRole };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Row `row`'s line; an empty one (`kind` None) out of range.
    Q_INVOKABLE cozen::app::MoveLine at(int row) const;
    const QList<MoveLine>& lines() const { return lines_; }
    // Makes the rows `lines`: the rows gone from the front removed, the new ones at the end
    // inserted, and only where the two lists differ otherwise are rows made anew.
    void setLines(const QList<MoveLine>& lines);

signals:
    void countChanged();

private:
    QList<MoveLine> lines_;
};

} // namespace cozen::app
