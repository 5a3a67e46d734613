#include "autosaver.h"

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
    QMetaObject::invokeMethod(writer_, [this, path, game] {
        const QString error = writeSave(path, game);
        QMetaObject::invokeMethod(this, [this, path, error] { emit finished(path, error); });
    });
}

void Autosaver::flush() {
    QMetaObject::invokeMethod(
        writer_, [] {}, Qt::BlockingQueuedConnection);
}

} // namespace cozen::app
