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
    QTimer::singleShot(0, this, &ComputerPlayer::think);
}

ComputerPlayer::~ComputerPlayer() {
    if (thread_.joinable()) thread_.join();
}

void ComputerPlayer::think() {
    if (thinking_ || !session_->myMove()) return;
    thinking_ = true;
    if (thread_.joinable()) thread_.join();
    const View view = session_->game()->view();
    const std::uint64_t seed = seed_ + std::uint64_t(++moves_);
    const QPointer<ComputerPlayer> self(this);
    thread_ = std::thread([self, view, seed, level = level_] {
        const Move move = chooseMove(view, level, seed);
        // Back on the session's thread; the player may be gone by then.
        QMetaObject::invokeMethod(
            qApp,
            [self, move] {
                if (!self) return;
                self->thinking_ = false;
                self->session_->play(move);
            },
            Qt::QueuedConnection);
    });
}

} // namespace cozen::remote
