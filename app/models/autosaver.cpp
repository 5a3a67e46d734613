#include "autosaver.h"

#include "handoff.h"

namespace cozen::app {

Autosaver::Autosaver(QObject* parent)
    : QObject(parent)
    , writer_(new QObject) {
    writer_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, writer_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("cozen-autosave"));
    thread_.start();
}

Autosaver::~Autosaver() {
    flush(); // quit() would drop the saves still queued
    thread_.quit();
    thread_.wait();
}

void Autosaver::save(const QString& path, const SavedGame& game) {
    write([path, game] { return writeSave(path, game); },
          [this, path](const QString& error) { emit finished(path, error); });
}

void Autosaver::write(std::function<QString()> write,
                      std::function<void(const QString& error)> done) {
    postTo(writer_, [this, write = std::move(write), done = std::move(done)] {
        const QString error = write();
        postTo(this, [done, error] { done(error); });
    });
}

void Autosaver::flush() {
    QMetaObject::invokeMethod(
        writer_, [] {}, Qt::BlockingQueuedConnection);
}

} // namespace cozen::app
