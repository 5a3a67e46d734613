#include "computerplayer.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

namespace cozen::remote {

ComputerPlayer::ComputerPlayer(Session* session, Level level, std::uint64_t seed, QObject* parent)
    : QObject(parent)
    , session_(session)
    , level_(level)
    , seed_(seed) {
    connect(session, &Session::changed, this, &ComputerPlayer::think, Qt::QueuedConnection);
    paced_.setSingleShot(true);
    connect(&paced_, &QTimer::timeout, this, &ComputerPlayer::land);
    QTimer::singleShot(0, this, &ComputerPlayer::think);
}

ComputerPlayer::~ComputerPlayer() {
    if (thread_.joinable()) thread_.join();
}

void ComputerPlayer::think() {
    if (session_->takeBackAsked()) {
        session_->allowTakeBack();
        return; // (changed() calls again, once the other end has moved again)
    }
    if (paced_.isActive() && session_->exchanged() != turn_) { // held for a game gone by
        paced_.stop();
        thinking_ = false;
    }
    if (thinking_ || !session_->myMove()) return;
    thinking_ = true;
    turnStarted_.start();
    if (thread_.joinable()) thread_.join();
    const View view = session_->game()->view();
    turn_ = session_->exchanged();
    const std::uint64_t seed = seed_ + std::uint64_t(++moves_);
    const QPointer<ComputerPlayer> self(this);
    thread_ = std::thread([self, view, seed, level = level_] {
        const Move move = chooseMove(view, level, seed);
        // Back on the session's thread; the player may be gone by then.
        QMetaObject::invokeMethod(
            qApp,
            [self, move] {
                if (!self) return;
                self->found_ = move;
                const qint64 wait = self->paceMs_ - self->turnStarted_.elapsed();
                if (wait > 0)
                    self->paced_.start(int(wait));
                else
                    self->land();
            },
            Qt::QueuedConnection);
    });
}

void ComputerPlayer::land() {
    thinking_ = false;
    if (session_->exchanged() == turn_)
        session_->play(found_);
    else
        think(); // the game changed meanwhile (a wager taken back): this move was for another
}

} // namespace cozen::remote
