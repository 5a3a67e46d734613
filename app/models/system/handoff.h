#pragma once
// A closure handed to another thread through Qt's event queue (postTo): the computer's question
// and answer, the writes and their outcome. Values cross, owned by the closure, and the address of
// the object to answer (used on the other thread only to post the answer back).
//
// Qt's queue is guarded by a mutex inside libQt6Core, which ThreadSanitizer cannot see (Qt is not
// built with it), so TSan would take each hand-over for a data race: the closure written on one
// thread, read on the other. In a TSan build the closure says so itself, for this one hand-over:
// it releases its own address once it is built in the event (its last move), and the receiving
// thread acquires that address before it reads it (or destroys it unread, when the event is
// dropped with its receiver). Whatever either thread does outside the closure stays unordered to
// TSan. Elsewhere postTo is QMetaObject::invokeMethod, queued.

#include <QMetaObject>
#include <QObject>
#include <QThread>

#include <utility>

#if defined(__SANITIZE_THREAD__)
#define COZEN_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define COZEN_TSAN 1
#endif
#endif

#ifdef COZEN_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace cozen::app {

#ifdef COZEN_TSAN
template <typename F>
class HandedOver {
public:
    explicit HandedOver(F f)
        : f_(std::move(f)) {}
    HandedOver(HandedOver&& other)
        : f_(std::move(other.f_)) {
        __tsan_release(this); // built where it lives; the receiver acquires it
    }
    HandedOver(const HandedOver&) = delete;
    HandedOver& operator=(const HandedOver&) = delete;
    HandedOver& operator=(HandedOver&&) = delete;
    ~HandedOver() { __tsan_acquire(this); }
    void operator()() {
        __tsan_acquire(this);
        f_();
    }

private:
    F f_;
};
#endif

// Runs `f` on `receiver`'s thread, from its event loop (Qt::QueuedConnection); not at all if the
// receiver is gone first.
template <typename F>
void postTo(QObject* receiver, F f) {
#ifdef COZEN_TSAN
    QMetaObject::invokeMethod(receiver, HandedOver<F>(std::move(f)), Qt::QueuedConnection);
#else
    QMetaObject::invokeMethod(receiver, std::move(f), Qt::QueuedConnection);
#endif
}

// A thread of its own for `worker` (made without a parent): the worker lives there, is deleted
// when the thread finishes, and the thread (named `name`, for debuggers) is started.
inline void startWorkerThread(QThread& thread, QObject* worker, const QString& name,
                              QThread::Priority priority = QThread::InheritPriority) {
    worker->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.setObjectName(name);
    thread.start(priority);
}

} // namespace cozen::app
