#include "play/remotematch.h"

#include "play/names.h"

#include "remote/invite.h"
#include "remote/keys.h"
#include "remote/links.h"

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cozen::app {

using remote::Session;

namespace {

// A kept game's file is this large at most (a whole game's messages are some 100 KiB).
constexpr qint64 kMaxListedBytes = qint64(64) << 20;

} // namespace

RemoteMatch::RemoteMatch(QObject* parent)
    : QObject(parent) {
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &RemoteMatch::ticked);
}

RemoteMatch::~RemoteMatch() {
    drop();
}

void RemoteMatch::setFolder(const QString& folder) {
    folder_ = folder;
    refreshSaved();
}

bool RemoteMatch::fail(Problem problem, const QString& detail) {
    problem_ = problem;
    detail_ = detail;
    emit changed();
    return false;
}

QString RemoteMatch::newSaveFile(const remote::Invite& invite) const {
    if (folder_.isEmpty()) return {};
    QDir().mkpath(folder_);
    // Named by the room (a hash of the secret, which it does not give away).
    return QDir(folder_).filePath(remote::Keys(invite.secret).room() + QStringLiteral(".json"));
}

bool RemoteMatch::host(const QString& relay, const QString& listen, const QString& name, int seat,
                       int target) {
    Session::Setup setup;
    setup.role = remote::Role::Host;
    setup.me = {name.trimmed(), {}};
    setup.hostSeat = seat == 1 ? 1 : 0;
    setup.target = target > 0 ? target : 70;
    setup.app = app_;
    setup.heartbeatMs = heartbeatMs_;
    setup.claimAfterMs = claimAfterMs_;
    QString problem;
    remote::Link* link = remote::hostLink(setup, relay, listen, problem);
    if (!link) return fail(setup.invite.secret.isEmpty() ? BadAddress : CannotLink, problem);
    setup.saveFile = newSaveFile(setup.invite);
    adopt(std::make_unique<Session>(setup, link));
    return true;
}

bool RemoteMatch::join(const QString& invite, const QString& name) {
    QString problem;
    const std::optional<remote::Invite> parsed = remote::Invite::parse(invite, &problem);
    if (!parsed) return fail(BadInvite, problem);
    Session::Setup setup;
    setup.role = remote::Role::Guest;
    setup.invite = *parsed;
    setup.me = {name.trimmed(), {}};
    setup.app = app_;
    setup.heartbeatMs = heartbeatMs_;
    setup.claimAfterMs = claimAfterMs_;
    setup.saveFile = newSaveFile(setup.invite);
    if (!setup.saveFile.isEmpty() && QFile::exists(setup.saveFile))
        return resumeSaved(setup.saveFile); // this invite's game, joined before: taken up
    remote::Link* link = remote::makeLink(setup, problem);
    if (!link) return fail(CannotLink, problem);
    adopt(std::make_unique<Session>(setup, link));
    return true;
}

bool RemoteMatch::resumeSaved(const QString& file) {
    QString problem;
    const std::optional<Session::Setup> setup = Session::savedSetup(file, &problem);
    if (!setup) return fail(BadSave, problem);
    remote::Link* link = remote::makeLink(*setup, problem);
    if (!link) return fail(CannotLink, problem);
    std::unique_ptr<Session> session = Session::resume(file, link, &problem);
    if (!session) return fail(BadSave, problem);
    adopt(std::move(session));
    return true;
}

void RemoteMatch::adopt(std::unique_ptr<Session> session) {
    drop();
    session_ = std::move(session);
    problem_ = NoProblem;
    detail_.clear();
    connect(session_.get(), &Session::changed, this, &RemoteMatch::update);
    connect(session_.get(), &Session::presenceChanged, this, &RemoteMatch::update);
    connect(session_.get(), &Session::stopped, this, [this](const QString& reason) {
        // A claim is no problem; the other end's own Stop is its word; anything else is what this
        // end found the other did.
        const bool claimed = session_->claimedBy() >= 0;
        problem_ = claimed ? NoProblem : session_->stoppedByPeer() ? PeerStopped : PeerBroke;
        detail_ = claimed ? QString() : reason;
        update();
    });
    connect(session_.get(), &Session::finished, this, [this] {
        // A game over and checked is nobody's to finish: its file goes (its record is kept with
        // the others). Its last frames are still sent again while this program runs, until the
        // other end has them.
        if (!session_->saveFile().isEmpty()) QFile::remove(session_->saveFile());
        update();
        refreshSaved();
    });
    tick_.start();
    update();
    emit sessionMade();
    refreshSaved();
}

void RemoteMatch::drop() {
    if (!session_) return;
    emit sessionEnding();
    tick_.stop();
    session_->disconnect(this);
    session_.reset();
}

void RemoteMatch::clearProblem() {
    if (problem_ == NoProblem || status_ == Stopped) return;
    problem_ = NoProblem;
    detail_.clear();
    emit changed();
}

QString RemoteMatch::linkProblem() const {
    return session_ && session_->link() ? session_->link()->problem() : QString();
}

bool RemoteMatch::claim() {
    return session_ && session_->claim();
}

bool RemoteMatch::resign() {
    return session_ && session_->resign();
}

bool RemoteMatch::askTakeBack() {
    return session_ && session_->askTakeBack();
}

bool RemoteMatch::allowTakeBack() {
    return session_ && session_->allowTakeBack();
}

bool RemoteMatch::declineTakeBack() {
    return session_ && session_->declineTakeBack();
}

void RemoteMatch::leave() {
    if (!session_) return;
    // A game nobody came to is nobody's to finish, and a finished one is done with: their files
    // go. A stopped one is kept aside as what happened (".stopped", not listed). Any other stays,
    // to be finished later (savedGames).
    const Session::Stage stage = session_->stage();
    const QString file = session_->saveFile();
    const bool unmet = !session_->peer().has_value();
    drop();
    if (!file.isEmpty()) {
        if (unmet || stage == Session::Stage::Finished)
            QFile::remove(file);
        else if (stage == Session::Stage::Stopped)
            QFile::rename(file, file + QStringLiteral(".stopped"));
    }
    status_ = None;
    problem_ = NoProblem;
    detail_.clear();
    emit changed();
    refreshSaved();
}

void RemoteMatch::copy(const QString& text) const {
    if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(text);
}

QString RemoteMatch::invite() const {
    return session_ ? session_->invite().text() : QString();
}

QString RemoteMatch::peerName() const {
    return session_ && session_->peer() ? session_->peer()->name : QString();
}

bool RemoteMatch::connected() const {
    return session_ && session_->link() &&
           session_->link()->state() == remote::Link::State::Connected;
}

int RemoteMatch::silentSeconds() const {
    return session_ ? int(session_->peerSilentMs() / 1000) : 0;
}

bool RemoteMatch::ready() const {
    if (!session_ || !session_->peer() || session_->mySeat() < 0) return false;
    const SlotGame* game = session_->game();
    return game && game->roundsDealt() > 0;
}

void RemoteMatch::update() {
    // A name the other end gives is shown, kept in records and counted in the statistics: held to
    // the rules of a name typed in here (names.h).
    if (session_ && session_->peer() && session_->stage() != Session::Stage::Stopped) {
        if (const QString why = whyNotAName(session_->peer()->name); !why.isEmpty()) {
            session_->abandon(QStringLiteral("the other player's name is not one: %1").arg(why));
            return; // (stopped: update() again)
        }
    }
    Status status = None;
    if (session_) {
        switch (session_->stage()) {
        case Session::Stage::Meeting:
            status = hosting() && !session_->peer() ? Waiting : Meeting;
            break;
        case Session::Stage::Playing:
            status = ready() ? Playing : Meeting;
            break;
        case Session::Stage::LayingOpen:
            status = Checking;
            break;
        case Session::Stage::Finished:
            status = Finished;
            break;
        case Session::Stage::Stopped:
            status = session_->claimedBy() >= 0 ? Claimed : Stopped;
            break;
        }
    }
    status_ = status;
    emit changed();
}

void RemoteMatch::refreshSaved() {
    QVariantList list;
    const QString mine = session_ ? session_->saveFile() : QString();
    if (!folder_.isEmpty()) {
        const QFileInfoList files =
            QDir(folder_).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
        for (const QFileInfo& info : files) {
            if (info.size() > kMaxListedBytes || info.absoluteFilePath() == mine) continue;
            QFile in(info.absoluteFilePath());
            if (!in.open(QIODevice::ReadOnly)) continue;
            const QJsonObject saved = QJsonDocument::fromJson(in.readAll()).object();
            if (saved.value("cozenRemote").toInt() != 1) continue;
            list.append(QVariantMap{{"file", info.absoluteFilePath()},
                                    {"peer", saved.value("peer").toString()},
                                    {"round", saved.value("round").toInt()},
                                    {"hosting", saved.value("role").toString() == u"host"},
                                    {"modified", info.lastModified()}});
        }
    }
    if (list == saved_) return;
    saved_ = list;
    emit savedGamesChanged();
}

} // namespace cozen::app
