#pragma once
// A game against a person (or a cozen-cli bot) at another computer, as the table sets it up and
// follows it (docs/remote-play.md): the invite that was made or taken, the link and the Session
// that runs the protocol (app/remote), and what the table says about the other end — its name,
// whether the connection holds, how long it has been silent. The game itself is Game's: once the
// two ends have met and the first round is dealt, Game shows it through the session's SlotGame,
// which holds no card of the other seat's that is not public (R11 by construction).
//
// What QML reads here is data: a status and the other player's name; a problem is a code and the
// session's technical detail (for a bug report), never a sentence to show as it is.
//
// Each remote game keeps itself in a file of its own under `folder` (the session's save): a game
// left, or a program killed, is taken up where it was (resumeSaved), and the other end waits for
// it meanwhile ("Waiting for Ann..." with a clock).

#include "remote/session.h"

#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace cozen::app {

class RemoteMatch : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table's remote game is Game.remote.")
    Q_PROPERTY(Status status READ status NOTIFY changed)
    // The host's invite, for the other player: one line (Invite::text()).
    Q_PROPERTY(QString invite READ invite NOTIFY changed)
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    Q_PROPERTY(QString peerName READ peerName NOTIFY changed) // empty until the two have met
    // The other end is there (heard within three heartbeats over a connected link).
    Q_PROPERTY(bool peerPresent READ peerPresent NOTIFY changed)
    // The link to the other end is up (a broker reached, a socket connected).
    Q_PROPERTY(bool connected READ connected NOTIFY changed)
    // The other end is to say something: its move, its part of a deal.
    Q_PROPERTY(bool awaitingPeer READ awaitingPeer NOTIFY changed)
    // How long the other end has said nothing, in whole seconds: the clock of "Waiting for Ann..."
    // and of a long think (ticks once a second while a game is on).
    Q_PROPERTY(int silentSeconds READ silentSeconds NOTIFY ticked)
    // The other end has been away long enough (five minutes) for this end to claim the game.
    Q_PROPERTY(bool canClaim READ canClaim NOTIFY ticked)
    // At Claimed: this end claimed the game (else the other end did, while this one was away).
    Q_PROPERTY(bool claimedByMe READ claimedByMe NOTIFY changed)
    // Why the game stopped, or why a game could not be hosted or joined, as a code for the table's
    // words and the technical detail (the session's English, for a bug report).
    Q_PROPERTY(Problem problem READ problem NOTIFY changed)
    Q_PROPERTY(QString detail READ detail NOTIFY changed)
    // Why the link is not up, as the link says it (technical, English: for a bug report), or empty.
    Q_PROPERTY(QString linkProblem READ linkProblem NOTIFY ticked)
    // Take-back by consent (docs/remote-play.md): this end's last wager may be asked back (the
    // other player to move, and not asked yet); it has been asked, with no answer yet; the other
    // player said no (until the game goes on); the other player asks for theirs, which this end,
    // to move, may allow or decline.
    Q_PROPERTY(bool canAskTakeBack READ canAskTakeBack NOTIFY changed)
    Q_PROPERTY(bool askingTakeBack READ askingTakeBack NOTIFY changed)
    Q_PROPERTY(bool takeBackDeclined READ takeBackDeclined NOTIFY changed)
    Q_PROPERTY(bool takeBackAsked READ takeBackAsked NOTIFY changed)
    // The games kept to finish later, newest first: {"file", "peer", "round", "hosting",
    // "modified"} (savedGames()).
    Q_PROPERTY(QVariantList savedGames READ savedGames NOTIFY savedGamesChanged)

public:
    enum Status {
        None,     // no remote game
        Waiting,  // hosting: the invite is out, nobody has come yet
        Meeting,  // joining, or the guest has come: the two are meeting and dealing
        Playing,  // the game is shown (Game)
        Checking, // over: each end lays its cards open and checks the other's
        Finished, // checked: the record is the same on both ends
        Stopped,  // stopped (problem, detail)
        Claimed,  // claimed, by this end (claimedByMe) or by the other while this one was away
    };
    Q_ENUM(Status)
    enum Problem {
        NoProblem,
        BadAddress,  // the relay's address or the port to listen on is not one
        CannotLink,  // the port is taken, the address is not this computer's
        BadInvite,   // the invite is not one (mistyped)
        BadSave,     // the game kept for later cannot be read
        PeerBroke,   // the other end broke the rules or the protocol: the game stopped
        PeerStopped, // the other end stopped the game (its reason in detail)
    };
    Q_ENUM(Problem)

    explicit RemoteMatch(QObject* parent = nullptr);
    ~RemoteMatch() override;

    // Where the games kept for later are (a folder beside the autosave); none: nowhere.
    void setFolder(const QString& folder);
    QString folder() const { return folder_; }
    // This game's version, for the hello.
    void setAppVersion(const QString& version) { app_ = version; }

    // Hosts a game through the broker at `relay` (mqtt://HOST:PORT, mqtts://HOST) or, when
    // `listen` is given (ADDRESS:PORT; port 0: any free one), directly; `name` is this player's,
    // `seat` the one they play (0 Red, 1 Black), `target` the game's. False, with `problem`,
    // when it cannot be; the game in progress here, if any, is left for later.
    Q_INVOKABLE bool host(const QString& relay, const QString& listen, const QString& name,
                          int seat, int target);
    // Joins the game `invite` names as `name`. False, with `problem`, when it cannot be.
    Q_INVOKABLE bool join(const QString& invite, const QString& name);
    // Takes up a game kept for later (a `file` of savedGames). False, with `problem`.
    Q_INVOKABLE bool resumeSaved(const QString& file);
    // Claims the game the other end left (canClaim): it ends here as won, and the other end is
    // told when it comes back. False when it may not be claimed now.
    Q_INVOKABLE bool claim();
    // Gives the game up (on this end's move: resign); the other end wins. False when it may not be
    // now.
    Q_INVOKABLE bool resign();
    // Take-back by consent: asks the other player to let this end's last wager be taken back;
    // allows the other player's ask, or declines it. False when it cannot be now.
    Q_INVOKABLE bool askTakeBack();
    Q_INVOKABLE bool allowTakeBack();
    Q_INVOKABLE bool declineTakeBack();
    // Leaves the game on this screen: it stays kept to finish later (savedGames), the other end
    // waits. A game not begun (nobody came) is dropped with its file.
    Q_INVOKABLE void leave();
    // Forgets why the last Host or Join failed (a dialog opened again).
    Q_INVOKABLE void clearProblem();
    // Copies text to the system's clipboard (the invite's Copy button).
    Q_INVOKABLE void copy(const QString& text) const;
    // Reads the folder again (savedGames).
    Q_INVOKABLE void refreshSaved();

    Status status() const { return status_; }
    QString invite() const;
    bool hosting() const { return session_ && session_->role() == remote::Role::Host; }
    QString peerName() const;
    bool peerPresent() const { return session_ && session_->peerPresent(); }
    bool connected() const;
    bool awaitingPeer() const { return session_ && session_->awaitingPeer(); }
    int silentSeconds() const;
    bool canClaim() const { return session_ && session_->canClaim(); }
    bool canAskTakeBack() const { return session_ && session_->canAskTakeBack(); }
    bool askingTakeBack() const { return session_ && session_->askingTakeBack(); }
    bool takeBackAsked() const { return session_ && session_->takeBackAsked(); }
    bool takeBackDeclined() const { return session_ && session_->takeBackDeclined(); }
    bool claimedByMe() const {
        return session_ && session_->claimedBy() >= 0 &&
               session_->claimedBy() == session_->mySeat();
    }
    // The heartbeat and the wait before a claim of the games hosted and joined from now on
    // (tests: the session's 5 s and 5 minutes otherwise).
    void setTimings(int heartbeatMs, int claimAfterMs) {
        heartbeatMs_ = heartbeatMs;
        claimAfterMs_ = claimAfterMs;
    }
    Problem problem() const { return problem_; }
    QString detail() const { return detail_; }
    QVariantList savedGames() const { return saved_; }
    QString linkProblem() const;

    // The session, while there is one (Game follows it).
    remote::Session* session() const { return session_.get(); }
    // The game is dealt and both ends are known: Game may show it.
    bool ready() const;

signals:
    void changed();
    void ticked();
    void savedGamesChanged();
    // A new session (hosted, joined or resumed) was made: Game follows it from now on.
    void sessionMade();
    // The session is going: Game forgets it first.
    void sessionEnding();

private:
    bool fail(Problem problem, const QString& detail);
    void adopt(std::unique_ptr<remote::Session> session);
    void drop();
    void update();
    QString newSaveFile(const remote::Invite& invite) const;

    QString folder_;
    QString app_;
    int heartbeatMs_ = 5000;
    int claimAfterMs_ = 300000;
    std::unique_ptr<remote::Session> session_;
    Status status_ = None;
    Problem problem_ = NoProblem;
    QString detail_;
    QVariantList saved_;
    QTimer tick_;
};

} // namespace cozen::app
