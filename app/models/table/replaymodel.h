#pragma once
// A game record (core/include/cozen/record.h) on the table, move by move: the replay viewer's
// model. It steps forward and back across the rounds (first, previous, next, last) and fills the
// table's models from either every card face up (allowed: the game is over) or one seat's view
// (viewFor, R11) — in a seat's view no card that seat may not see reaches QML. Moves and the
// result are data; the viewer puts them into words.

#include "cozen/record.h"

#include "table/handmodel.h"
#include "table/jailmodel.h"
#include "table/rowmodel.h"
#include "table/seatsmodel.h"
#include "table/tabledata.h"

#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>

namespace cozen::app {

class ReplayModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // A record file (a path or a file URL); setting it loads it.
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY loadedChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    // Why the record could not be loaded (the technical reason, for a bug report), or empty.
    Q_PROPERTY(QString error READ error NOTIFY loadedChanged)
    Q_PROPERTY(int codeProblem READ codeProblem NOTIFY loadedChanged)
    Q_PROPERTY(int codeFormat READ codeFormat NOTIFY loadedChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY loadedChanged)
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    // Everything face up, or only what `seat` may see.
    Q_PROPERTY(bool faceUp READ faceUp WRITE setFaceUp NOTIFY stepChanged)
    // The seat shown along the bottom, whose view it is when not face up.
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY stepChanged)
    Q_PROPERTY(int seatCount READ seatCount NOTIFY loadedChanged)
    Q_PROPERTY(int bottomTeam READ bottomTeam NOTIFY stepChanged)
    // Each seat's player: { "name" } or { "computer": level }, in turn order.
    Q_PROPERTY(QVariantList players READ players NOTIFY loadedChanged)
    Q_PROPERTY(int round READ round NOTIFY stepChanged)             // the round's number
    Q_PROPERTY(int moveInRound READ moveInRound NOTIFY stepChanged) // moves played in it
    Q_PROPERTY(int movesInRound READ movesInRound NOTIFY stepChanged)
    // The move that led to this step (its cards only when the view shows them); its `kind` is
    // None at a deal.
    Q_PROPERTY(cozen::app::MoveLine move READ move NOTIFY stepChanged)
    // This step's move ended its round: the row shows how it was resolved.
    Q_PROPERTY(bool resolved READ resolved NOTIFY stepChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY stepChanged)  // -1 when nobody is
    Q_PROPERTY(QVariantList vp READ vp NOTIFY stepChanged) // each team's jail, Red first
    // The game's end (as Game.outcome; `unfinished` for a record that stops before it), `known`
    // once a record is loaded.
    Q_PROPERTY(cozen::app::Outcome outcome READ outcome NOTIFY loadedChanged)
    Q_PROPERTY(cozen::app::RowModel* row READ row CONSTANT)
    Q_PROPERTY(cozen::app::SeatsModel* seats READ seats CONSTANT)

public:
    explicit ReplayModel(QObject* parent = nullptr);

    // Loads a record; false (and `error` says why) when it is not a valid one.
    Q_INVOKABLE bool load(const QVariant& pathOrUrl);
    // Loads the game a game code holds (docs/game-codes.md), or a line of text that holds one;
    // false (and `error` says why: damaged, cut, newer, no code) when it holds none.
    Q_INVOKABLE bool loadCode(const QString& text);
    // Why loadCode refused its code, for the window's words: -1 it did not (or a file was loaded);
    // 0 no code in the text, 1 a newer format (`codeFormat`), 2 damaged (GameCodeError::Kind).
    int codeProblem() const { return codeProblem_; }
    int codeFormat() const { return codeFormat_; }
    void load(const GameRecord& record);

    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void last() { setStep(stepCount() - 1); }
    // A seat's hand, as the view shows it (empty for a hand it may not see).
    Q_INVOKABLE cozen::app::HandModel* hand(int seat) const;
    // A team's jail: the other team's cards it captured (0 Red, 1 Black).
    Q_INVOKABLE cozen::app::JailModel* jail(int team) const;

    QString source() const { return source_; }
    void setSource(const QString& source) { load(source); }
    bool loaded() const { return replay_ != nullptr; }
    QString error() const { return error_; }
    int stepCount() const { return replay_ ? replay_->stepCount() : 0; }
    int step() const { return step_; }
    void setStep(int step);
    bool faceUp() const { return faceUp_; }
    void setFaceUp(bool faceUp);
    int seat() const { return seat_; }
    void setSeat(int seat);
    int seatCount() const { return replay_ ? replay_->record().seats : 0; }
    int bottomTeam() const { return teamOfSeat(Seat(seat_)); }
    QVariantList players() const;
    int round() const;
    int moveInRound() const;
    int movesInRound() const;
    MoveLine move() const { return move_; }
    bool resolved() const { return resolved_; }
    int toMove() const;
    QVariantList vp() const;
    Outcome outcome() const;
    RowModel* row() const { return row_; }
    SeatsModel* seats() const { return seats_; }

signals:
    void loadedChanged();
    void stepChanged();

private:
    // Nothing loaded, for `why`.
    void unload(const QString& why);
    void present();

    QString source_;
    QString error_;
    int codeProblem_ = -1;
    int codeFormat_ = 0;
    std::unique_ptr<RecordReplay> replay_;
    int step_ = 0;
    bool faceUp_ = true;
    int seat_ = 0;
    MoveLine move_;
    bool resolved_ = false;
    RowModel* row_;
    SeatsModel* seats_;
    std::array<HandModel*, 4> hands_;
    std::array<JailModel*, 2> jails_;
};

} // namespace cozen::app
