#pragma once
// The move the table has chosen to play (its column and cards), checked against the game as it
// stands: why it may not be played, and the viewer's side it would make. Properties, so that a
// binding on them is run again when the game changes as well as when the choice does, where a
// binding that called HumanInput::whyNot (Game.input) stayed right only by accident of its other
// dependencies.

#include "play/game.h"
#include "table/tabledata.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class MoveCheck : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(cozen::app::Game* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(int column READ column WRITE setColumn NOTIFY choiceChanged) // from 0; -1: stake
    Q_PROPERTY(QStringList cards READ cards WRITE setCards NOTIFY choiceChanged)
    // HumanInput::whyNot (Game.input) of the choice: empty when it may be played.
    Q_PROPERTY(cozen::app::MoveRefusal refusal READ refusal NOTIFY checked)
    // HumanInput::preview of the choice: the viewer's side in `column` with the cards; not `known`
    // for a stake, or when there is no such side to show.
    Q_PROPERTY(cozen::app::SideArrangement arrangement READ arrangement NOTIFY checked)
    // The choice may be played and wagers the hand's last cards while the round is not yet in its
    // final turns: the others then take a last turn each, and the row is settled (R6).
    Q_PROPERTY(bool endsRound READ endsRound NOTIFY checked)

public:
    explicit MoveCheck(QObject* parent = nullptr);

    Game* game() const { return game_; }
    void setGame(Game* game);
    int column() const { return column_; }
    void setColumn(int column);
    QStringList cards() const { return cards_; }
    void setCards(const QStringList& cards);
    MoveRefusal refusal() const { return refusal_; }
    SideArrangement arrangement() const { return arrangement_; }
    bool endsRound() const { return endsRound_; }

signals:
    void gameChanged();
    void choiceChanged();
    void checked();

private:
    void check();

    QPointer<Game> game_;
    QMetaObject::Connection changed_;
    int column_ = -1;
    QStringList cards_;
    MoveRefusal refusal_;
    SideArrangement arrangement_;
    bool endsRound_ = false;
};

} // namespace cozen::app
