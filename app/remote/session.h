#pragma once
// A remote game as one end plays it (docs/remote-play.md): the game that made the invite (the
// host) and the one that took it (the guest) each run a Session over a Link. The two speak in
// turn; at every point the public state of the game says which end speaks next, so the two always
// agree on the order of everything said:
//
//   meeting    guest: hello (who plays)          host: welcome (who plays, the seats, the target)
//   each deal  host: deal (commitments to its slots, and to a random contribution)
//              guest: deal (its commitments, and its contribution)
//              host: shuffle (its contribution; the draw orders follow; its flipped stake opened)
//              guest: open (its flipped stake)
//   each turn  the seat to move: move (by slots; when it ends the round, the mover's cards the
//              resolution turns up, opened)         the other, when it has any: open (its own)
//   the end    host: end (every round laid open)  guest: end
//
// A seat's card that is not public never leaves its game: only the commitment to its slot, until
// the rules make it public and it is opened; the other end checks every opening against its
// commitment at once, and at the end checks every round (SlotGame). Every numbered message carries
// a digest of the game after it, which the receiver compares with its own: the two ends never
// drift apart silently.
//
// Every frame in is hostile until checked (protocol.h). A frame not signed with the room's key, a
// message this end sent itself coming back, or one already received, is refused and counted,
// and the game goes on: anyone on a broker's topic could send those. A signed message that breaks
// the protocol, the rules, or a commitment stops the game with a sentence that says what the
// other end did.
//
// Messages not yet acknowledged are kept, and sent again when the link connects again (Resume).

#include "invite.h"
#include "keys.h"
#include "link.h"
#include "protocol.h"

#include "cozen/record.h"
#include "cozen/slotgame.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>

namespace cozen::remote {

struct Player {
    QString name;
    QString computer; // the computer's level, or empty for a person
    bool operator==(const Player&) const = default;
};

class Session : public QObject {
    Q_OBJECT
public:
    struct Setup {
        Role role = Role::Host;
        Invite invite;
        Player me;
        int hostSeat = 0; // the host's: the seat it plays (0 red, 1 black)
        int target = 70;  // the host's
        QString app;      // this game's version
        // How often this end says it is still here, with what it has received (Ping): a frame
        // lost on the way is sent again at the next one.
        int heartbeatMs = 5000;
        // How long the other end must have been away (not present, and silent) before this end
        // may claim the game (claim()).
        int claimAfterMs = 300000;
        // Where the session keeps itself (none: nowhere): its own rounds' secrets and every
        // numbered message, rewritten whole after each, this end's own before they leave, so
        // that resume() takes the game up where it was after the program was closed or killed.
        QString saveFile;
        // Kept in the save for the program that made it (cozen-cli: where it listened).
        QJsonObject extra;
    };

    enum class Stage {
        Meeting,    // before the two ends know each other
        Playing,    // dealing and playing
        LayingOpen, // the game is over (or given up): every round is laid open and checked
        Finished,   // checked, and its record made
        Stopped,    // stopped by what the other end sent (stopReason())
    };
    Q_ENUM(Stage)

    // The session takes the link (it becomes the link's parent) and starts once the event loop
    // runs.
    Session(const Setup& setup, Link* link, QObject* parent = nullptr);
    // The setup a save holds, to make the link again before resume(); nothing, with `problem`
    // saying why, when the file is not a save of a remote game.
    static std::optional<Setup> savedSetup(const QString& file, QString* problem);
    // A session taken up from its save (Setup::saveFile) where it stood: every message replayed,
    // and what the other end has not had sent again once the link connects. Nothing, with
    // `problem` saying why, when the save cannot be read or does not replay.
    static std::unique_ptr<Session> resume(const QString& file, Link* link, QString* problem,
                                           QObject* parent = nullptr);

    Stage stage() const { return stage_; }
    Role role() const { return setup_.role; }
    Link* link() const { return link_; }
    // This end's seat, and who plays the other: known once the two have met.
    int mySeat() const { return mySeat_; }
    const Player& me() const { return setup_.me; }
    const Invite& invite() const { return setup_.invite; }
    // Where the session keeps itself (Setup::saveFile), or empty.
    const QString& saveFile() const { return setup_.saveFile; }
    const std::optional<Player>& peer() const { return peer_; }
    // The game; none before the first deal.
    const SlotGame* game() const { return game_ ? &*game_ : nullptr; }
    // This end's seat is to move, and nothing else is awaited.
    bool myMove() const;
    // The other end is to say something (a move, its part of a deal, an opening).
    bool awaitingPeer() const;

    // Plays this end's move. Returns false, with `problem` saying why, when it is not one now.
    bool play(const Move& move, QString* problem = nullptr);
    // Gives the game up, on this end's move.
    bool resign(QString* problem = nullptr);
    // Stops the game from this end, telling the other end why (a table that finds what the other
    // end sent unfit to show, such as a name that is not one).
    void abandon(const QString& reason) { stop(reason); }
    // The other end has been away (not present) and silent for Setup::claimAfterMs, in a game
    // that is on: this end may claim it.
    bool canClaim() const;
    // Ends the game as won by this end's seat, the other end having left it (canClaim()); the
    // other end is told (a Stop that claims), now or when it comes back to this end's link. False
    // when it may not be claimed now. A claimed game has no record: the hidden cards were never
    // laid open.
    bool claim();

    // ---- Take-back by consent (docs/remote-play.md, "Take-back by consent") -----------------
    // A wager may be taken back until the other seat has moved, if the other end lets it: this
    // end asks (an unnumbered AskTakeBack), and the end to move answers with a TakeBack in place
    // of its move, or declines, or simply moves.

    // This end may ask to take its last wager back now: the other end is to move, lets wagers be
    // taken back, and has not been asked for this one.
    bool canAskTakeBack() const;
    bool askTakeBack();
    // This end asked, and has had no answer yet.
    bool askingTakeBack() const;
    // The other end said no to this end's ask, and nothing has been played since.
    bool takeBackDeclined() const;
    // The other end asks to take its last wager back, and this end is to move: it may allow it
    // (allowTakeBack) or not (declineTakeBack, or a move).
    bool takeBackAsked() const;
    bool allowTakeBack();
    bool declineTakeBack();
    // The other end lets wagers be taken back (it said so when the two met).
    bool peerTakesBack() const { return peerTakesBack_; }
    // How many numbered messages the two ends have exchanged: it changes with every step of the
    // game (a move, a deal, a take-back), so that a move thought out earlier can tell it is stale.
    qint64 exchanged() const { return sentSeq_ + receivedSeq_; }

    // The seat that claimed the game (this end's, or the other's, heard), or -1.
    int claimedBy() const { return claimedBy_; }
    // The seat that gave the game up, or -1.
    int resignedSeat() const { return resigned_; }

    // The record of the game, once Finished: the same on both ends.
    const GameRecord& record() const { return record_; }
    // Why the game stopped (Stopped), in English for the command line and logs.
    const QString& stopReason() const { return stopReason_; }
    // The game was stopped by the other end (its Stop heard: a claim, or its own reason), not by
    // what this end found the other did.
    bool stoppedByPeer() const { return stoppedByPeer_; }
    // Frames refused without stopping the game (not signed by the room's key, echoes, repeats),
    // and why the last one was.
    // The other end is there: heard from within the last three heartbeats, over a link that is
    // connected, and not gone by its broker's word (its last will). A table says "Waiting for
    // Ann..." while it is not, with peerSilentMs() as the clock.
    bool peerPresent() const { return peerPresent_; }
    // How long since the other end last said anything (its move, or a heartbeat); with
    // awaitingPeer(), how long it has been thinking.
    qint64 peerSilentMs() const { return clock_.elapsed() - lastHeard_; }
    int refusedCount() const { return refused_; }
    const QString& lastRefusal() const { return lastRefusal_; }
    // Every message this end sent has been acknowledged.
    bool settled() const { return unacknowledged_.empty(); }

signals:
    // Anything a table shows changed: the stage, a deal, a move, an opening, the other player.
    void changed();
    // A move was played (by either seat), as this end sees it.
    void moved(int seat);
    // `seat`'s last wager was taken back: the game stands as it did before it.
    void takenBack(int seat);
    // The other end would rather not let this end's wager be taken back.
    void askDeclined();
    void finished();
    void stopped(const QString& reason);
    void refused(const QString& why);
    void settledChanged();
    void presenceChanged(bool present);
    // The save could not be written (a full disk, a folder gone): the game goes on, but would not
    // survive the program's end.
    void saveFailed(const QString& why);

private:
    // Who speaks next, and what they say.
    enum class Step {
        Hello,      // the guest
        Welcome,    // the host
        DealCommit, // the host
        DealAnswer, // the guest
        Shuffle,    // the host
        FlipOpen,   // the guest
        Move,       // the seat to move
        Reveal,     // the seat that did not move: its cards the resolution turns up
        EndHost,
        EndGuest,
        Done,
    };

    // A round as this end laid its slots.
    struct MyRound {
        std::vector<int> cards; // by slot
        QByteArray key;
        QByteArray contribution;
    };
    // What each end committed to in a round.
    struct Commitments {
        std::array<QList<QByteArray>, 2> bySeat; // by seat, one per slot
        QByteArray hostContributionCommitment;
        std::array<QByteArray, 2> contributions; // by seat, once known
    };

    Role speaker() const;
    int seatOf(Role role) const;
    Role roleOf(int seat) const;
    QString peerName() const;

    void received(const QByteArray& frame);
    void linkChanged(Link::State state);
    void speak();
    void send(Message message);
    // Applies a message, this end's or the other's, to the game: both ends run the same steps.
    // Throws Breach for a message of the other's that breaks the protocol.
    void apply(const Message& message, bool mine);
    void applyDeal(const Message& message, int seat);
    void applyShuffle(const Message& message, bool mine);
    void applyOpenings(const QList<Opening>& openings, int seat, bool mine);
    void applyMove(const Message& message, bool mine);
    void applyEnd(const Message& message, int seat, bool mine);
    // Takes the last wager back (a TakeBack); returns its seat.
    int applyTakeBack(const Message& message, bool mine);
    // What a take-back is asked for: the round, and the moves played in it (the wager the last).
    using TakeBackKey = std::pair<int, int>;
    std::optional<TakeBackKey> takeBackKey() const;
    void heardAboutTakeBack(const Message& message);
    void playPending();
    void afterPlay(bool roundEnded);
    void finish();
    // Stops the game; `tell`: the other end is told why (Stop), and with `claim` that this end
    // claims the game (claim()).
    void stop(const QString& reason, bool tell = true, bool claim = false);
    void refuse(const QString& why);
    // The digest of the game after a numbered message: the one before, the message's type, number
    // and sender, and what everybody sees of the game.
    void updateDigest(Message::Type type, Role from, qint64 seq);
    MyRound layMyRound();
    Message draft(Message::Type type) const;
    void save();
    bool replay(const QJsonObject& saved, QString* problem);
    QList<Opening> myOpenings(const std::vector<SlotRef>& refs) const;

    Setup setup_;
    Keys keys_;
    QPointer<Link> link_;
    Stage stage_ = Stage::Meeting;
    Step step_ = Step::Hello;
    int mySeat_ = -1;
    std::optional<Player> peer_;
    int target_ = 70;
    std::optional<SlotGame> game_;
    std::vector<MyRound> myRounds_;        // by round, from round 1
    std::vector<Commitments> commitments_; // by round, from round 1
    std::optional<SlotMove> pending_;      // a move that ends the round, waiting for openings
    bool peerTakesBack_ = false;
    std::optional<TakeBackKey> askedTakeBack_;     // this end's ask, unanswered
    std::optional<TakeBackKey> peerAskedTakeBack_; // the other end's, unanswered
    std::optional<TakeBackKey> declinedTakeBack_;  // the other end's, declined (not heard again)
    std::optional<TakeBackKey> myAskDeclined_;     // this end's, declined (not asked again)
    int resigned_ = -1;
    int claimedBy_ = -1;
    std::array<bool, 2> laidOpen_{}; // by role
    GameRecord record_;
    QString stopReason_;
    bool stoppedByPeer_ = false;
    int refused_ = 0;
    QString lastRefusal_;

    qint64 sentSeq_ = 0;
    qint64 receivedSeq_ = 0;
    struct Sent {
        QByteArray frame;
        qint64 at = 0; // when it was last sent (clock_)
    };
    std::map<qint64, Sent> unacknowledged_; // by seq
    QElapsedTimer clock_;
    QByteArray digest_;
    QTimer heartbeat_;
    bool peerPresent_ = false;
    qint64 lastHeard_ = 0; // clock_, when a signed frame of the other end's last came
    void setPeerPresent(bool present);
    void beat();
    // Every numbered message applied, in order: this end's own (true) and the other's.
    QList<QPair<bool, QByteArray>> transcript_;
    bool replaying_ = false;
};

} // namespace cozen::remote
