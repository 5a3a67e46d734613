#pragma once
// The game as the table shows it: the turn loop. Game keeps the GameState and the seats' inputs to
// itself (what it owes the disk, the autosave and the records, is its GameStore's), and knows whose
// eyes the screen is: the viewing seat (the only person, or in hot-seat the person the screen was
// handed to), or nobody. One presenter fills every model from what the viewer may know (R11:
// `viewFor(state, viewer)`, the reveal from the round's report), or from what everybody may know
// while the screen belongs to nobody: the hand-over between two people, a computer moving between
// them, the reveal and the summary.
//
// Each seat is played through a SeatInput, a person's or the computer's, and every move comes in
// through one slot (onMoveChosen) to the game's Session. The table hands a person's moves to the
// person's input (Game.input) itself. What the models hand QML is data (moves, refusals, outcomes
// as codes and their arguments); the table puts it into words.
//
// A round's last move starts the reveal: the resolved row is shown column by column, then a
// summary, then the next round, which is already dealt and saved underneath. A column is turned up
// (its cards, and each side's arrangement), left `revealMs` to be read, then decided (its outcome;
// the table flies the captured cards to the jail), and only then jailed: the jail, the score and
// the decks' trackers count its captures. Nothing tells a column's result before it is turned up.
//
// Every wait of the game is timed by one clock (Game.clock, clock.h): the computer's move held
// back (computerDelayMs, and undoGraceMs for a wager that may be taken back), the reveal's steps
// and the next round's deal. The real clock in the game; a test gives it one that it steps.

#include "cozen/ai.h"
#include "cozen/rules.h"
#include "cozen/seen.h"

#include "play/adviser.h"
#include "play/beliefs.h"
#include "play/players.h"
#include "play/remotematch.h"
#include "play/revealpacer.h"
#include "play/screen.h"
#include "play/seatinput.h"
#include "play/takeback.h"
#include "storage/gamestore.h"
#include "storage/savefile.h"
#include "system/clock.h"
#include "table/handmodel.h"
#include "table/jailmodel.h"
#include "table/movelogmodel.h"
#include "table/presenter.h"
#include "table/rowmodel.h"
#include "table/seatsmodel.h"

#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <functional>
#include <memory>
#include <tuple>

namespace cozen::app {

class Game : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(cozen::app::HandModel* hand READ hand CONSTANT) // the viewer's hand
    // The person at the screen: the table plays their moves through it (play, whyNot, preview),
    // and hears why one is refused (refused).
    Q_PROPERTY(cozen::app::HumanInput* input READ input CONSTANT)
    Q_PROPERTY(cozen::app::RowModel* row READ row CONSTANT)
    Q_PROPERTY(cozen::app::SeatsModel* seats READ seats CONSTANT)
    Q_PROPERTY(Stage stage READ stage NOTIFY stageChanged)
    // The seat whose eyes the screen is, or -1 while it belongs to nobody.
    Q_PROPERTY(int viewer READ viewer NOTIFY seatingChanged)
    // The seat shown along the bottom of the table (the viewer, or the last one) and its team.
    Q_PROPERTY(int bottomSeat READ bottomSeat NOTIFY seatingChanged)
    Q_PROPERTY(int bottomTeam READ bottomTeam NOTIFY seatingChanged)
    // Where the other seats sit from it: seats.topSeats and seats.bottomSeats (seatsmodel.h), as
    // in the replay.
    Q_PROPERTY(int handOverSeat READ handOverSeat NOTIFY seatingChanged) // at Stage HandOver
    Q_PROPERTY(int personCount READ personCount NOTIFY seatingChanged)   // 2: hot-seat
    Q_PROPERTY(int toMove READ toMove NOTIFY turnChanged)                // -1 when nobody is
    Q_PROPERTY(bool yourTurn READ yourTurn NOTIFY turnChanged) // the viewer is to move and may play
    Q_PROPERTY(bool thinking READ thinking NOTIFY turnChanged) // the computer is to move
    Q_PROPERTY(bool finalTurn READ finalTurn NOTIFY turnChanged)
    Q_PROPERTY(int target READ target NOTIFY scoreChanged)
    Q_PROPERTY(int round READ round NOTIFY scoreChanged)
    Q_PROPERTY(QVariantList vp READ vp NOTIFY scoreChanged) // each team's jail, Red first
    // The last move (its `kind` None before any), and the moves since the viewer's last turn
    // with where a round began, when the game saw it begin (rows of moveLine; none while the
    // screen is nobody's), as the screen may show them.
    Q_PROPERTY(cozen::app::MoveLine lastMove READ lastMove NOTIFY movesChanged)
    Q_PROPERTY(cozen::app::MoveLogModel* sinceLastTurn READ sinceLastTurn CONSTANT)
    // The last round settled (shown between rounds, and kept after for "Last round"; rebuilt from
    // the save's history at a resume); not `settled` before any round was.
    Q_PROPERTY(cozen::app::RoundSummary summary READ summary NOTIFY stageChanged)
    // That round's row as it was settled, every column's outcome, as everybody saw it ("bottom"
    // is Red's side, whoever has the screen).
    Q_PROPERTY(cozen::app::RowModel* lastRow READ lastRow CONSTANT)
    // "What the computer thought you held": offered when a round has been settled and a searching
    // computer plays against a person (beliefList() then says what each thought).
    Q_PROPERTY(bool beliefsOffered READ beliefsOffered NOTIFY stageChanged)
    // How the game ended; not `known` until it is over.
    Q_PROPERTY(cozen::app::Outcome outcome READ outcome NOTIFY stageChanged)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY stageChanged) // a game that is not over
    // What the player must be told that is not a move: a damaged save, a save that failed. Data,
    // said by the table's Words.notice: `kind` (UnreadableSave: set aside as `keptAs`, a new
    // game begins; UnreadableSaveStays: it could not be moved, so it stays at `path` and this
    // game is not saved; either with Forbidden before Stays when the system does not let the
    // game read the file, which may be whole; NotSaved: the game could not be saved to `path`;
    // RecordNotSaved: a finished game's record could not be kept at `path`) and `detail` (the
    // technical reason, for a bug report; also logged). Empty when there is nothing to tell.
    Q_PROPERTY(cozen::app::Notice notice READ notice NOTIFY noticeChanged)
    // A hint for the viewer's turn: the move the expert level would play from the viewer's own view
    // (searched on a thread of its own, so the table never waits), and why (Words.hint). Not
    // `known` while there is none; `hintPending` while it is being searched.
    Q_PROPERTY(cozen::app::Hint hint READ hint NOTIFY hintChanged)
    Q_PROPERTY(bool hintPending READ hintPending NOTIFY hintChanged)
    // The seat whose wager may still be taken back, or -1. A person's wager may be, until the next
    // seat has moved (the computer holds its answer a moment for it) or, between two people, until
    // the next one has taken the screen. A Stake & Draw may not be (a new card was seen), nor a
    // move that ended the round (the row was revealed).
    Q_PROPERTY(int undoSeat READ undoSeat NOTIFY turnChanged)
    // How long, at least, the computer holds its answer to a person's wager that may be taken back
    // (the table drains a bar over it); 0: no longer than computerDelayMs (tests).
    Q_PROPERTY(int undoGraceMs MEMBER undoGraceMs_ NOTIFY pacingChanged)
    // Between two people: the card the viewer just drew by Stake & Draw, shown to them before the
    // screen is handed on (passOn()); empty otherwise.
    Q_PROPERTY(QString drawnCard READ drawnCard NOTIFY turnChanged)
    // The card the viewer drew with their last Stake & Draw, until they move again (any mode:
    // against the computer nothing else would say it); empty for anyone else's eyes.
    Q_PROPERTY(QString justDrawn READ justDrawn NOTIFY turnChanged)
    Q_PROPERTY(QString savePath READ savePath WRITE setSavePath NOTIFY savePathChanged)
    // Where the records of finished games are kept: `records` beside the save.
    Q_PROPERTY(QString recordsFolder READ recordsFolder NOTIFY savePathChanged)
    Q_PROPERTY(int revealMs MEMBER revealMs_ NOTIFY pacingChanged)
    // Set while the table is covered (a dialog, the tutorial): the computer's move and the reveal
    // wait, and go on when it is uncovered.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
    Q_PROPERTY(bool opening READ opening NOTIFY openingChanged) // resumeOrStartLater's read
    Q_PROPERTY(int computerDelayMs MEMBER computerDelayMs_ NOTIFY pacingChanged)
    // The clock every wait of the game is timed by: the real one (Clock::real()), or a test's
    // ManualClock; null sets the real one. Given one while a wait runs, the wait keeps the time it
    // had left, on the new clock. The table's own waits that belong to the game (the hand-over's
    // guard) run on it too.
    Q_PROPERTY(cozen::app::Clock* clock READ clock WRITE setClock NOTIFY clockChanged)
    // The adaptive level's strength for the next game, the player's (1 to adaptiveStrengths; the
    // statistics keep it and set it here): a new game's adaptive seats play at it, and keep the
    // strength they began with in the save. `adaptiveMoved` is what the game just finished did
    // to it, once the statistics counted it ({"from": 3, "to": 4}, equal when it stayed); empty
    // for any other game (docs/ai.md, "The adaptive level").
    Q_PROPERTY(int adaptiveStrength READ adaptiveStrength NOTIFY adaptiveChanged)
    Q_PROPERTY(int adaptiveStrengths READ adaptiveStrengths CONSTANT)
    Q_PROPERTY(QVariantMap adaptiveMoved READ adaptiveMoved NOTIFY adaptiveChanged)
    // Today's deal (core/include/cozen/daily.h, docs/daily.md). `today` is the UTC date now,
    // "2026-12-07" (a test sets another; "" the real one again). `daily` is the day whose deal the
    // game is, "" for any other game; `dailyPractice` says it cannot count for its day (begun on
    // another day: a past day's deal, played again). The statistics count the first try of a day
    // to finish; they say which (Statistics.dailyResult's "id", gameKey()).
    Q_PROPERTY(QString today READ today WRITE setToday NOTIFY todayChanged)
    Q_PROPERTY(QString daily READ daily NOTIFY started)
    Q_PROPERTY(bool dailyPractice READ dailyPractice NOTIFY started)
    // The statistics counted this game, finished, as its day's (Statistics sets it).
    Q_PROPERTY(bool dailyCounted READ dailyCounted NOTIFY dailyCountedChanged)
    // A game against someone at another computer (remotematch.h): hosted, joined or taken up
    // through `remote`, and shown here once the two have met and the first round is dealt. The
    // game is then the session's: the table shows it only through this seat's eyes (its view of
    // the session's SlotGame, which holds no hidden card of the other seat's), moves go over the
    // network, nothing is taken back, and the autosave of the game before it is left as it was.
    Q_PROPERTY(cozen::app::RemoteMatch* remote READ remote CONSTANT)
    Q_PROPERTY(bool remoteGame READ remoteGame NOTIFY stageChanged)

public:
    enum Stage { Playing, HandOver, Reveal, Summary, GameOver };
    Q_ENUM(Stage)

    explicit Game(QObject* parent = nullptr);
    ~Game() override;

    // A new game: one player per seat in turn order ([{"name": "Ann"}, {"computer": "hard"}]),
    // the seat that starts (-1: at random) and the target. Returns why not, or empty.
    Q_INVOKABLE QString newGame(const QVariantList& players, int starter, int target);
    // Why these players cannot start a game (as newGame would say), or empty: asked before the
    // game in progress is given up for them.
    Q_INVOKABLE QString whyNotPlayers(const QVariantList& players) const;
    // Why `name` (trimmed) cannot be a person's name, as a kind for the New game dialog's words:
    // None for a name, else Blank, TooLong, Invisible, Marks or MixedScripts (names.h).
    Q_INVOKABLE cozen::app::PlayersProblem::Value nameProblem(const QString& name) const;
    // What keeps the New game dialog's players (as newGame takes them) from starting a game, as a
    // kind for its words, as newGame would find it (checkPlayers): None when nothing does; else
    // the first person at fault in seat order, their name's kind as nameProblem says it, Unnamed
    // (no name where more than one person plays) or SameNames (alike an earlier person's, as
    // names are compared: nameKey); else NoPerson (every seat a computer).
    Q_INVOKABLE cozen::app::PlayersProblem::Value playersProblem(const QVariantList& players) const;
    // The same from C++ (throws Error); `seed` deals a chosen game (tests), else a random one.
    void newGame(const std::vector<Player>& players, int starter, int target,
                 std::optional<std::uint64_t> seed = std::nullopt);
    // Today's deal (`date` empty), or a past day's as practice, for a person named `name` (empty:
    // unnamed) as red against the computer. Returns why not (a date that is not one, a day to
    // come), or empty.
    Q_INVOKABLE QString newDaily(const QString& name, const QString& date = {});
    QString today() const;
    void setToday(const QString& date);
    QString daily() const;
    bool dailyPractice() const { return saved_.dailyPractice; }
    bool dailyCounted() const { return dailyCounted_; }
    // The statistics have counted the game `id` for its day: this game, if it is that one.
    void dailyCountedAs(const QString& id);
    // The game's id, as the statistics and the records know it (gamerecords.h).
    Q_INVOKABLE QString gameKey() const;
    // A finished game shared (docs/game-codes.md): its game code, "" for a game with no record
    // (not over, or a save changed by hand). `sharePicture` is its rounds as the share line draws
    // them: a list a round, each a list of its columns' winners as the reveal showed them (0 Red,
    // 1 Black, 2 a tie, -1 uncontested: nobody took it), or empty when there is no record.
    Q_INVOKABLE QString shareCode() const;
    Q_INVOKABLE QVariantList sharePicture() const;
    // Puts `text` on the system's clipboard (the share dialog's Copy buttons).
    Q_INVOKABLE void copyText(const QString& text) const;
    // Resumes the autosave; false when there is none or it is damaged (then it is set aside and
    // `notice` says so).
    Q_INVOKABLE bool resume();
    // The rulebook's target for a game of `seats` seats (70 VP in 1v1, 100 in 2v2).
    Q_INVOKABLE int ruleTarget(int seats) const { return cozen::ruleTarget(seats); }
    Q_INVOKABLE void resumeOrStart(const QVariantList& players, int starter, int target);
    // The same, with the save read on a worker thread (the game window's start): a slow disk or
    // a large file never holds the GUI thread. `opening` is true until it is resumed or the new
    // game begins; a game started meanwhile (newGame, resume) wins, and the save is left as read.
    Q_INVOKABLE void resumeOrStartLater(const QVariantList& players, int starter, int target);
    bool opening() const { return opening_; }
    // The person named on the hand-over screen is at the screen: show them their cards.
    Q_INVOKABLE void confirmHandOver();

    // On. From the reveal: the columns not shown yet follow one an event, and then the summary
    // (see advance()); asked again meanwhile, all at once. From the summary: the next round,
    // shown a moment later (in an event of its own), or at once when asked again meanwhile.
    Q_INVOKABLE void advance();
    Q_INVOKABLE void dismissNotice();
    // Asks for a hint (counted in the game's statistics); it arrives through `hint`.
    Q_INVOKABLE void askHint();
    // The hint is old news (the person chose other cards): it goes.
    Q_INVOKABLE void dismissHint() { clearHint(); }
    // Takes back `undoSeat`'s wager: the cards return to the hand, selected, and the autosave
    // follows. False when there is nothing that may be taken back (at the viewer's turn, the
    // person's input says so: input.refused, RefusalReason.NothingToTakeBack).
    Q_INVOKABLE bool undo();
    // Leaves the remote game on the screen (kept to finish later, remotematch.h) and takes up the
    // game this table was playing before it; false when there is none (the table offers a new
    // one).
    Q_INVOKABLE bool leaveRemote();
    // A team's jail: the other team's cards it captured (0 Red, 1 Black).
    Q_INVOKABLE cozen::app::JailModel* jail(int team) const;

    // Starts from a given game (tests, and resume).
    void start(const SavedGame& game);
    const SavedGame& savedGame() const { return saved_; }
    // The games that ended here whose record and result are due: this one when it ended here, and
    // those its save keeps unrecorded (savefile.h). Each is written once, by its id.
    std::vector<SavedGame> due() const;
    // The result of the remote game that has just finished here, checked on both ends, for the
    // statistics (counted apart from games at this screen: Statistics, "remote"); nothing for any
    // other game. `id` tells it from every other game (from its record, the same on both ends).
    std::optional<RemoteResult> remoteResult() const;
    // Where the game is kept: the autosave, the records, and which of them are on disk. The
    // statistics tell it which results they have counted (GameStore::resultsCounted).
    GameStore* store() const { return store_; }
    int hintsUsed() const { return saved_.hints; }
    Hint hint() const { return adviser_->hint(); }
    bool hintPending() const { return adviser_->pending(); }
    int undoSeat() const;
    // The computer's move has come and is held back (computerDelayMs, undoGraceMs, a dialog over
    // the table) until the clock or the table lets it land: what a test waits for, not a while.
    bool moveHeld() const { return pending_.has_value(); }
    // The viewer has seen the card they drew: the screen goes on to the next seat.
    Q_INVOKABLE void passOn();
    QString drawnCard() const { return drawnCard_; }
    QString justDrawn() const {
        return viewer() >= 0 && viewer() == drew_.seat ? drew_.card : QString();
    }
    // The tutorial's hook (set before start()): who plays a seat in place of the usual input
    // (null: the usual one). (Its check of the learner's moves is the input's guard.)
    using InputMaker = std::function<std::unique_ptr<SeatInput>(Seat seat)>;
    void setInputMaker(InputMaker maker) { inputMaker_ = std::move(maker); }
    HumanInput* input() const { return person_; }
    // Waits until the autosaves and game records asked for so far are written (tests; the Writer
    // writes them on a thread of its own). Their outcome reaches `notice` once events are handled.
    Q_INVOKABLE void flushSave() { store_->flush(); }

    HandModel* hand() const { return hand_; }
    RowModel* row() const { return row_; }
    RowModel* lastRow() const { return lastRow_; }
    SeatsModel* seats() const { return seats_; }
    Stage stage() const { return stage_; }
    int viewer() const { return screen_.viewer(); }
    int bottomSeat() const { return screen_.bottomSeat(); }
    int bottomTeam() const { return teamOfSeat(Seat(bottomSeat())); }
    int handOverSeat() const { return stage_ == HandOver ? screen_.handOverSeat() : -1; }
    int seatCount() const { return int(players_.size()); }
    int personCount() const { return cozen::app::personCount(players_); }
    int toMove() const;
    bool yourTurn() const;
    bool thinking() const { return thinking_; }
    bool finalTurn() const { return stage_ == Playing && facts().finalTurnsLeft > 0; }
    int target() const { return facts().target; }
    int round() const;
    QVariantList vp() const;
    MoveLine lastMove() const { return lastMove_; }
    MoveLogModel* sinceLastTurn() const { return since_; }
    RoundSummary summary() const { return summary_; }
    Outcome outcome() const;
    bool beliefsOffered() const;
    // Each searching computer's belief about the people's hidden cards at its last move of the
    // round `summary` tells (beliefs.h), with what they held where the screen's eyes may see it;
    // for QML a list of computerBelief. Worked out when asked (a few milliseconds a computer),
    // and again once the round or the screen's eyes have changed (beliefsChanged). Not a property:
    // it is read only while the panel is open.
    const QList<ComputerBelief>& beliefs() const;
    Q_INVOKABLE QVariantList beliefList() const;
    bool inProgress() const { return stage_ != GameOver && !players_.empty(); }
    Notice notice() const { return notice_; }
    QString savePath() const { return store_->savePath(); }
    QString recordsFolder() const { return store_->recordsFolder(); }
    void setSavePath(const QString& path) { store_->setSavePath(path); }
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    Clock* clock() const { return clock_ ? clock_.data() : Clock::real(); }
    void setClock(Clock* clock);
    RemoteMatch* remote() const { return remote_; }
    bool remoteGame() const { return remoteGame_; }
    int adaptiveStrength() const { return adaptiveStrength_; }
    int adaptiveStrengths() const { return kAdaptiveStrengths; }
    void setAdaptiveStrength(int strength);
    // While false (the statistics, which keep the strength, are being read), a new game with an
    // adaptive seat waits for it: `opening` until the strength is known.
    void setAdaptiveKnown(bool known);
    QVariantMap adaptiveMoved() const { return adaptiveMoved_; }
    // The statistics moved the strength from `from` to `to` after counting the game `id`.
    void adaptiveCounted(const QString& id, int from, int to);

signals:
    // The properties above, in groups, each signalled only when one of its own changed: a move
    // changes the turn and the moves, and the table's bindings on the rest are not run again
    // (bench_gui, 2v2: one signal for them all re-ran hundreds at every move).
    void stageChanged();   // stage, summary, outcome, inProgress
    void seatingChanged(); // viewer, the seats on screen, bottomTeam, handOverSeat, personCount
    void turnChanged();    // toMove, yourTurn, thinking, finalTurn, undoSeat, drawnCard, justDrawn
    void scoreChanged();   // target, round, vp
    void movesChanged();   // lastMove (sinceLastTurn says its own changes)
    // After any of them, and whenever the models were filled again (every present() is followed
    // by it): the game has changed.
    void changed();
    // A game begins, new or resumed: the table is laid out anew (emitted before it changes).
    void started();
    // A game played at this table has just ended (not one resumed already over): for the
    // statistics and the game records.
    void finished();
    // The records and results of games that ended here are due (after `finished`, and when a
    // save is resumed that holds one: see due()): for the statistics and the game records.
    void recordsDue();
    // The record of the game just finished was written to `path` (records beside the save).
    void recordKept(const QString& path);
    // The next round is about to begin (from the summary): the table changes all over.
    void roundStarting();
    void noticeChanged();
    void hintChanged();
    void beliefsChanged();
    void savePathChanged();
    void pacingChanged();
    void pausedChanged();
    void clockChanged();
    void openingChanged();
    void adaptiveChanged();
    void todayChanged();
    void dailyCountedChanged();
    // resumeOrStartLater is done: the save was resumed, or a new game begun.
    void opened(bool resumed);
    // A move was played by `seat` (shown at the top of the table or at the bottom): a stake or a
    // wager, on which column (from 0; a stake makes a new one), with how many cards. The table
    // animates it.
    void moveMade(int seat, bool top, bool stake, int column, int cards);
    // The reveal has shown the outcome of `column`, and who won it.
    void columnResolved(int column, cozen::app::ColumnWinner::Value winner);

private:
    // The computer at `seat` when it searches (a level from easy up: it holds a belief); none for
    // a person or a baseline.
    const AiInput* searchingComputer(Seat seat) const;
    // Starts the game read; false when there was none, or it was damaged (then it is set aside).
    bool resumeFrom(GameStore::Read read);
    // A new game with these settings, or against the computer at medium when they are bad.
    void startNew(const QVariantList& players, int starter, int target);

    // What everybody knows of the game now (the phase, the seat to move, the round, the jails),
    // from the session or the remote game alike.
    View facts() const;
    // What `eyes` (the screen's) see of the game, and of the round settled last.
    View viewOf(Eyes eyes) const;
    RoundView lastRoundAs(Eyes eyes) const;
    // The remote game (remoteGame() only).
    const SlotGame& slotGame() const { return *remote_->session()->game(); }
    // The remote game: followed from its session's start, shown once it is dealt (startRemote),
    // its moves as they are played (either seat's), its end and its record.
    void followRemote();
    void forgetRemote();
    void remoteChanged();
    void startRemote();
    void remoteMoved(int seat);
    // A wager taken back by consent (`seat`'s): the table stands as before it; this end's own
    // cards go back to its hand, selected, for the move in its place.
    void remoteTakenBack(int seat);
    void remoteFinished();
    // The session stopped: broken off, or claimed (then counted).
    void remoteStopped();
    // The record of the remote game just finished, in the records folder (once: by its id).
    void keepRemoteRecord();

    void onMoveChosen(Seat seat, const Move& move);
    void apply(const Move& move);
    // A new game's table, before its first round is shown: nothing played, nothing settled.
    void clearTable();
    // The game's end, or the round in the state begins (with a hand-over between two people).
    void beginRound();
    // The state's seat to move gets its turn: a hand-over first when it is a person the screen
    // does not show.
    void beginTurn();
    void showHandOver();
    void requestMove();
    // The reveal's columns all shown, and the round's summary.
    void showWholeReveal();
    // The summary of the last round, and its settled row (lastRow).
    void settleLastRound();
    // At a resume: the last round settled, from the session, into lastRound_; false when no
    // round has been (or the save does not hold it).
    bool restoreLastRound();
    // Emits the groups' signals of what changed since the last time, then changed().
    void announce();
    // Whose eyes the screen is: the viewer's, or nobody's.
    Eyes eyes() const { return screen_.eyes(); }
    // Fills every model and property from what the screen's eyes may see, through the presenter
    // (presenter.h).
    void present();
    // The last move and the moves since the viewer's last turn, from the session (present()).
    void showMoves();
    void showSince(const QList<MoveLine>& newestFirst);
    void save();
    void setNotice(const Notice& notice);
    void keepRecords();
    void dropWritten(); // the games kept unrecorded whose record and result are now on disk
    void stopInputs();
    void clearHint();

    SavedGame saved_;           // the Session, and what the save keeps beside it
    QString today_;             // a test's "today" (setToday), else empty: the real one
    bool dailyCounted_ = false; // see dailyCounted
    QTimer midnight_;           // the next midnight, UTC, or the next hour: today may change
    QString todaySeen_;         // today() when midnight_ last looked
    void armMidnight();
    std::vector<Player> players_; // the session's, as the app names them
    // The one thread the computer seats and the adviser think on, one question after another.
    std::shared_ptr<SearchRunner> searches_;
    GameStore* store_;               // the autosave and the records
    HumanInput* person_;             // every person's seat: they take turns at the screen
    Adviser* adviser_;               // the hints
    std::vector<SeatInput*> inputs_; // by seat
    std::vector<std::unique_ptr<SeatInput>> computers_; // the other seats' inputs
    InputMaker inputMaker_;
    Stage stage_ = GameOver;
    Screen screen_; // whose eyes the screen is
    bool thinking_ = false;
    MoveLine lastMove_;
    Notice notice_;
    bool opening_ = false;
    int started_ = 0; // games started (start()), so that a late read knows it was overtaken
    RoundSummary summary_;
    // The beliefs as last worked out, and for which round and eyes (beliefs()).
    struct Beliefs {
        int started = -1;
        int round = 0;
        Eyes eyes;
        QList<ComputerBelief> list;
    };
    mutable Beliefs beliefs_;
    int revealMs_ = 900;
    int computerDelayMs_ = 600;
    int undoGraceMs_ = 0;
    QString drawnCard_;
    struct Drew {
        int seat = -1;
        QString card;
    } drew_; // a person's last Stake & Draw's card, until their next move
    bool paused_ = false;
    int adaptiveStrength_ = kAdaptiveStart;
    bool adaptiveKnown_ = true;
    QVariantMap adaptiveMoved_;
    struct WaitingStart {
        std::vector<Player> players;
        int starter = -1;
        int target = 0;
        std::optional<std::uint64_t> seed;
    };
    std::optional<WaitingStart> waitingStart_; // a new game waiting for the adaptive strength

    bool remoteGame_ = false;   // the game shown is remote_'s
    bool remoteAsked_ = false;  // this end's person was asked for their move (remote)
    bool awaitingDeal_ = false; // the summary is done with, the remote round not dealt yet
    CardMask handBefore_ = 0;   // this end's hand before its move went out (remote)
    CardMask handAfter_ = 0;    // and after it was played (remote: what a take-back gives back)

    // The round settled last (being revealed, or shown as the last round): the state before its
    // last move, that move (a remote game's: none; lastRoundAs asks it), and the round as
    // everybody saw it end.
    struct LastRound {
        GameState before;
        Move move;
        RoundView seen;
    };
    std::optional<LastRound> lastRound_;
    RevealPacer pacer_; // the reveal's steps

    QPointer<Clock> clock_;    // clock(): null, the real one
    ClockTimer computerTimer_; // holds the computer's move back until its turn has been seen
    ClockTimer roundTimer_;    // the next round, dealt a moment after the click that asked for it
    qint64 turnStarted_ = 0;   // when the seat to move was asked, on clock_
    std::optional<Move> pending_;

    // A wager taken back between people: selected once its owner has the screen.
    CardMask takenBack_ = 0;
    TakeBack takeBack_; // a person's wager, while it may be taken back (Session::takeBack)

    // What the properties' signals last announced, a group at a time (announce()).
    struct Announced {
        std::tuple<Stage, RoundSummary, Outcome, bool, bool, bool> stage;
        std::tuple<int, int, int, int> seating;
        std::tuple<int, bool, bool, bool, int, QString, QString> turn;
        std::tuple<int, int, QVariantList> score;
        std::tuple<MoveLine> moves;
    };
    std::optional<Announced> announced_;
    std::array<int, kTeams> vp_{}; // the score as shown (the presenter's)

    HandModel* hand_;
    RowModel* row_;
    RowModel* lastRow_;
    MoveLogModel* since_;
    SeatsModel* seats_;
    std::array<JailModel*, 2> jails_;
    RemoteMatch* remote_;
};

} // namespace cozen::app
