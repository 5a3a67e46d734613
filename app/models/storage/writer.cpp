#include "storage/writer.h"

#include "storage/filereading.h"
#include "storage/savefile.h"
#include "system/handoff.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>
#include <utility>

namespace cozen::app {
namespace {

// Each failed write is kept until it succeeds or a newer one of the same file replaces it; a few
// at most (each record is a whole game's).
constexpr std::size_t kMaxKept = 16;

} // namespace

std::shared_ptr<Writer> Writer::shared() {
    static std::weak_ptr<Writer> one; // the GUI thread's: every user of it is there
    std::shared_ptr<Writer> writer = one.lock();
    if (!writer) {
        writer = std::make_shared<Writer>();
        one = writer;
    }
    return writer;
}

Writer::Writer(QObject* parent)
    : QObject(parent)
    , worker_(new QObject) {
    startWorkerThread(thread_, worker_, QStringLiteral("cozen-writer"));
    // Space freed with nothing more to write (the game over, the player reading its summary):
    // what is kept is tried again by itself.
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &Writer::tryKeptAgain);
}

Writer::~Writer() {
    retry_.stop();
    closing_ = true; // the askers are going or gone: none hears an outcome now
    flush();         // quit() would drop the writes still queued
    // Their outcomes, here, before the writer goes: a write that failed joins those kept.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    // A last try of everything kept, once (a game finished on a full disk, space freed, then
    // Quit): written here, the writing thread being idle. A disk still full fails at once.
    for (Job& job : std::exchange(kept_, {})) {
        const QString error = writeFileWhole(job.file.path, job.file.contents());
        if (error.isEmpty())
            qInfo("Cozen: written at last, before quitting: %s (%s)", qPrintable(job.file.path),
                  job.file.what);
        else
            qWarning("Cozen: %s could not be written to %s before quitting: %s", job.file.what,
                     qPrintable(job.file.path), qPrintable(error));
    }
    thread_.quit();
    thread_.wait();
}

void Writer::write(FileWrite file, QObject* asker, Done done) {
    const quint64 number = ++latest_[file.path];
    // A newer write of the same file makes the one kept obsolete: never tried over it.
    std::erase_if(kept_, [&](const Job& job) { return job.file.path == file.path; });
    if (asker && !failing_.contains(asker)) {
        failing_.insert(asker, {});
        connect(asker, &QObject::destroyed, this, [this, asker] { failing_.remove(asker); });
    }
    start({std::move(file), asker, std::move(done), number});
}

void Writer::start(Job job) {
    const quint64 id = ++lastId_;
    // The bytes' maker goes to the writing thread and comes back with the outcome (kept, should
    // the write be tried again), where a copy of it here would copy a whole game at every save.
    postTo(worker_, [this, id, path = job.file.path,
                     contents = std::exchange(job.file.contents, {})]() mutable {
        const QString error = writeFileWhole(path, contents());
        postTo(this, [this, id, error, contents = std::move(contents)]() mutable {
            finished(id, error, std::move(contents));
        });
    });
    writing_.emplace(id, std::move(job));
}

void Writer::finished(quint64 id, const QString& error, std::function<QByteArray()> contents) {
    // Whoever lets go of this writer in an asker's answer (the last Game gone) lets go after it.
    const std::shared_ptr<Writer> keep = weak_from_this().lock();
    const auto it = writing_.find(id);
    if (it == writing_.end()) return;
    Job job = std::move(it->second);
    writing_.erase(it);
    job.file.contents = std::move(contents);
    QObject* asker = job.asker;
    const NoticeKind::Value kind = job.file.kind;
    if (closing_) { // the destructor's: kept for its last try, nobody told
        if (!error.isEmpty() && job.number == latest_.value(job.file.path))
            kept_.push_back(std::move(job));
        return;
    }
    Notice notice;
    if (error.isEmpty()) {
        if (asker) failing_[asker].removeAll(kind);
        if (logged_.remove(job.file.path))
            qInfo("Cozen: written again: %s (%s)", qPrintable(job.file.path), job.file.what);
    } else {
        // Logged once until the file is written again (a save after every move on a full disk
        // said it 225 times; tried again every few seconds too).
        if (!logged_.contains(job.file.path)) {
            logged_.insert(job.file.path);
            qWarning("Cozen: %s could not be written to %s: %s", job.file.what,
                     qPrintable(job.file.path), qPrintable(error));
        }
        if (asker && !failing_[asker].contains(kind)) {
            failing_[asker].append(kind);
            notice = {kind, job.file.path, {}, error};
        }
    }
    if (asker && job.done) job.done(error, notice);
    if (!error.isEmpty()) {
        // Kept to be tried again, unless a newer write of the file was asked for meanwhile (it
        // replaces it). Its asker may go meanwhile (the game closed): its bytes are all it needs.
        if (job.number == latest_.value(job.file.path)) {
            if (kept_.size() >= kMaxKept) kept_.erase(kept_.begin());
            kept_.push_back(std::move(job));
            if (!retry_.isActive()) retry_.start();
        }
        return;
    }
    // Written: the disk takes writes again, and what failed before is tried again.
    tryKeptAgain();
}

void Writer::tryKeptAgain() {
    retry_.stop(); // started again by the first of them that fails
    for (Job& again : std::exchange(kept_, {})) {
        again.again = true;
        start(std::move(again));
    }
}

int Writer::waiting() const {
    // A kept write leaves kept_ while it is tried again: still waiting for room until it is done.
    return int(kept_.size() + std::size_t(std::ranges::count_if(
                                  writing_, [](const auto& entry) { return entry.second.again; })));
}

void Writer::flush() {
    QMetaObject::invokeMethod(
        worker_, [] {}, Qt::BlockingQueuedConnection);
}

Unreadable Writer::setAsideUnreadable(const char* what, const QString& path, const QString& detail,
                                      const UnreadableKinds& kinds) {
    flush();
    qWarning("Cozen: %s %s could not be read: %s", what, qPrintable(path), qPrintable(detail));
    Unreadable out;
    // A file the system does not let the game read (mode 000) is not called damaged: it may be
    // whole. It is set aside all the same, so that nothing is written over it.
    const bool forbidden = readingForbidden(path);
    out.keptAs = setAside(path);
    if (out.keptAs.isEmpty()) {
        // It cannot be moved: it stays, and nothing is written over it.
        out.notice = {forbidden ? kinds.forbiddenStays : kinds.stays, path, {}, detail};
    } else {
        out.notice = {forbidden ? kinds.forbidden : kinds.setAside, path, out.keptAs, detail};
    }
    return out;
}

} // namespace cozen::app
