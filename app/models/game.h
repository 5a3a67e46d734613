#pragma once
// The game as the table shows it. Game keeps the GameState to itself and fills its models from
// the bottom seat's View only (SPEC R11): the other seat's hand and face-down cards reach QML as
// backs, never as cards. Each seat is played through a SeatInput, a person's or the computer's.
//
// A round's last move starts the reveal: the resolved row is shown column by column (`revealMs`
// apart), then a summary, then the next round, which is already dealt and saved underneath.

#include "cozen/ai.h"
#include "cozen/rules.h"

#include "deckmodel.h"
#include "handmodel.h"
#include "jailmodel.h"
#include "rowmodel.h"
#include "savefile.h"
#include "seatinput.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

namespace cozen::app {

class Game : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(cozen::app::HandModel* hand READ hand CONSTANT)
    Q_PROPERTY(cozen::app::RowModel* row READ row CONSTANT)
    Q_PROPERTY(cozen::app::JailModel* bottomJail READ bottomJail CONSTANT) // the bottom's captures
    Q_PROPERTY(cozen::app::JailModel* topJail READ topJail CONSTANT)
    Q_PROPERTY(cozen::app::DeckModel* bottomDeck READ bottomDeck CONSTANT)
    Q_PROPERTY(cozen::app::DeckModel* topDeck READ topDeck CONSTANT)
    Q_PROPERTY(int topHandCount READ topHandCount NOTIFY changed)
    Q_PROPERTY(int bottomVp READ bottomVp NOTIFY changed)
    Q_PROPERTY(int topVp READ topVp NOTIFY changed)
    Q_PROPERTY(int target READ target NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(bool bottomRed READ bottomRed NOTIFY changed)
    Q_PROPERTY(Stage stage READ stage NOTIFY changed)
    Q_PROPERTY(bool yourTurn READ yourTurn NOTIFY changed)
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
    Q_PROPERTY(bool finalTurn READ finalTurn NOTIFY changed)
    Q_PROPERTY(QString lastMove READ lastMove NOTIFY changed)
    Q_PROPERTY(QString level READ level NOTIFY changed)
    Q_PROPERTY(QVariantMap summary READ summary NOTIFY changed)
    Q_PROPERTY(QString result READ result NOTIFY changed)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(QString savePath READ savePath WRITE setSavePath NOTIFY savePathChanged)
    Q_PROPERTY(int revealMs MEMBER revealMs_ NOTIFY pacingChanged)
    Q_PROPERTY(int computerDelayMs MEMBER computerDelayMs_ NOTIFY pacingChanged)

public:
    enum Stage { Playing, Reveal, Summary, GameOver };
    Q_ENUM(Stage)

    explicit Game(QObject* parent = nullptr);
    ~Game() override;

    // A new game against the computer: level, who starts ("you", "computer" or "random"), target.
    Q_INVOKABLE void newGame(const QString& level, const QString& starter, int target);
    // Resumes the autosave; false when there is none or it is damaged (then it is set aside and
    // `message` says so).
    Q_INVOKABLE bool resume();
    Q_INVOKABLE void resumeOrStart(const QString& level, const QString& starter, int target);

    // Why the person may not play `cards` on column `column` (from 0), or stake them when
    // `column` is -1; empty when they may.
    Q_INVOKABLE QString whyNot(int column, const QStringList& cards) const;
    // Plays them; when refused, emits refused() with the reason and returns false.
    Q_INVOKABLE bool play(int column, const QStringList& cards);
    // The bottom side's Strength in `column` were `cards` wagered there too.
    Q_INVOKABLE QString preview(int column, const QStringList& cards) const;
    // On from the reveal (shows it all at once) or the summary (the next round).
    Q_INVOKABLE void advance();
    Q_INVOKABLE void dismissMessage();

    // Starts from a given game (tests, and resume).
    void start(const SavedGame& game);
    const SavedGame& savedGame() const { return game_; }

    HandModel* hand() const { return hand_; }
    RowModel* row() const { return row_; }
    JailModel* bottomJail() const { return bottomJail_; }
    JailModel* topJail() const { return topJail_; }
    DeckModel* bottomDeck() const { return bottomDeck_; }
    DeckModel* topDeck() const { return topDeck_; }
    int topHandCount() const;
    int bottomVp() const { return bottomJail_->vp(); }
    int topVp() const { return topJail_->vp(); }
    int target() const { return game_.state.target; }
    int round() const;
    bool bottomRed() const { return colourOfSeat(game_.you) == Colour::Red; }
    Stage stage() const { return stage_; }
    bool yourTurn() const;
    bool thinking() const { return thinking_; }
    bool finalTurn() const { return stage_ == Playing && game_.state.finalTurnsLeft > 0; }
    QString lastMove() const { return lastMove_; }
    QString level() const;
    QVariantMap summary() const { return summary_; }
    QString result() const;
    QString message() const { return message_; }
    QString savePath() const { return savePath_; }
    void setSavePath(const QString& path);

signals:
    void changed();
    void messageChanged();
    void savePathChanged();
    void pacingChanged();
    // A move was played: by the top seat or the bottom one, a stake or a wager, on which column
    // (from 0; a stake makes a new one), with how many cards. The table animates it.
    void moveMade(bool byTop, bool stake, int column, int cards);
    // The reveal has shown the outcome of `column`; `winner` is "top", "bottom", "tie" or empty.
    void columnResolved(int column, const QString& winner);
    void refused(const QString& reason);

private:
    void onMoveChosen(Seat seat, const Move& move);
    void apply(const Move& move);
    void requestMove();
    void revealNext();
    void showReveal();
    void showTable();
    // Both jails and both decks, from a view's deck sizes and the jailed cards to show.
    void showSides(const View& view, const std::array<CardMask, 4>& jailed);
    void setJails(const std::array<CardMask, 4>& jailed);
    void save();
    void setMessage(const QString& message);
    void stopInputs();
    std::optional<Move> humanMove(int column, const QStringList& cards, QString* why) const;

    SavedGame game_;
    std::array<std::unique_ptr<SeatInput>, 2> inputs_;
    Stage stage_ = Playing;
    bool thinking_ = false;
    QString lastMove_;
    QString message_;
    QString savePath_;
    bool saveFailing_ = false;
    QVariantMap summary_;
    int revealMs_ = 900;
    int computerDelayMs_ = 600;

    // The round being revealed: the state right after resolution, and how it was resolved.
    GameState resolved_;
    RoundReport report_;
    std::array<CardMask, 4> jailedBefore_{};
    int revealed_ = 0;

    QTimer revealTimer_;
    QTimer computerTimer_; // holds the computer's move back until its turn has been seen
    QElapsedTimer turnClock_;
    std::optional<Move> pending_;

    HandModel* hand_;
    RowModel* row_;
    JailModel* bottomJail_;
    JailModel* topJail_;
    DeckModel* bottomDeck_;
    DeckModel* topDeck_;
};

} // namespace cozen::app
