#include "storage/gamestore.h"

#include "storage/datafolder.h"
#include "storage/gamerecords.h"
#include "system/offthread.h"

#include "cozen/record.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace cozen::app {

GameStore::GameStore(QObject* parent)
    : QObject(parent)
    , savePath_(dataFolder() + QStringLiteral("/autosave.json")) {}

void GameStore::setSavePath(const QString& path) {
    if (path == savePath_) return;
    savePath_ = path;
    emit savePathChanged();
}

QString GameStore::recordsFolder() const {
    return cozen::app::recordsFolder(savePath_);
}

GameStore::Read GameStore::readAt(const QString& path) {
    if (path.isEmpty() || !QFileInfo::exists(path)) return {};
    try {
        return {readSave(path), {}};
    } catch (const std::exception& e) {
        return {std::nullopt, QString::fromUtf8(e.what())};
    }
}

GameStore::Read GameStore::read() {
    writer_->flush(); // read what was last written, and set nothing aside under a writer
    return readAt(savePath_);
}

void GameStore::readLater(QObject* context, std::function<void(Read)> done) {
    writer_->flush(); // read what was last written, and set nothing aside under a writer
    runOffThread(
        context, [path = savePath_] { return readAt(path); }, std::move(done));
}

void GameStore::setAsideUnreadable(const QString& detail) {
    const Unreadable save =
        writer_->setAsideUnreadable("the saved game", savePath_, detail, kUnreadableSave);
    emit noticed(save.notice);
    if (!save.setAside()) setSavePath({}); // it stays: this session is not saved over it
}

void GameStore::save(const SavedGame& game) {
    if (savePath_.isEmpty()) return;
    // Serialized on the writing thread too; a save that fails is said once.
    writer_->write({savePath_, "the game", NoticeKind::NotSaved, [game] { return saveText(game); }},
                   this, [this](const QString&, const Notice& notice) {
                       if (!notice.isEmpty()) emit noticed(notice);
                   });
}

void GameStore::keepRecord(const SavedGame& ended, bool current) {
    // The record is the session written down (a save made by hand that does not hold the whole
    // game has none: nothing to keep).
    keepRecord(
        gameId(ended),
        [&ended] { return QByteArray::fromStdString(formatRecord(ended.session.record())); },
        current);
}

void GameStore::keepRecord(const QString& id, const std::function<QByteArray()>& record,
                           bool current) {
    if (recorded_.contains(id) || recordAsked_.contains(id)) {
        if (current && recorded_.contains(id)) emit recordKept(recordPaths_.value(id));
        return;
    }
    const QString folder = recordsFolder();
    if (folder.isEmpty()) {
        recorded_.insert(id); // no save, no records: nothing waits for one
        return;
    }
    const auto notKept = [folder](const QString& why) {
        qWarning("Cozen: the game's record could not be kept in %s: %s", qPrintable(folder),
                 qPrintable(why));
    };
    QByteArray text;
    try {
        text = record();
    } catch (const std::exception& e) {
        notKept(QString::fromUtf8(e.what()));
        recorded_.insert(id);
        return;
    }
    // The player's alone, as its files are (an older Cozen made it readable to all).
    keepFolderPrivate(folder);
    // Named by when and by the game's id: a game resumed over is kept once.
    const QStringList kept =
        QDir(folder).entryList({QStringLiteral("*_%1.json").arg(id)}, QDir::Files);
    if (!kept.isEmpty()) {
        const QString path = QDir(folder).filePath(kept.first());
        recorded_.insert(id);
        recordPaths_.insert(id, path);
        if (current) emit recordKept(path);
        return;
    }
    const QString stamp =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd_HH-mm-ss"));
    const QString path = newRecordPath(folder, stamp + QLatin1Char('_') + id);
    // Written as the autosave is: one that fails is said once, and tried again until it is
    // written (the Writer's); asked for once, however often it is due meanwhile.
    recordAsked_.insert(id);
    writer_->write({path, "the game's record", NoticeKind::RecordNotSaved, [text] { return text; }},
                   this, [this, path, id, current](const QString& error, const Notice& notice) {
                       if (error.isEmpty()) {
                           recorded_.insert(id);
                           recordPaths_.insert(id, path);
                           if (current) emit recordKept(path);
                           emit writtenOutChanged();
                       }
                       if (!notice.isEmpty()) emit noticed(notice);
                   });
}

void GameStore::resultsCounted(const std::vector<QString>& ids) {
    for (const QString& id : ids)
        resultsCounted_.insert(id);
    emit writtenOutChanged();
}

bool GameStore::writtenOut(const QString& id) const {
    return recorded_.contains(id) && (!counted_ || resultsCounted_.contains(id));
}

std::vector<SavedGame> GameStore::toCarry(const SavedGame& game,
                                          const std::vector<SavedGame>& due) const {
    std::vector<SavedGame> carried;
    const QString id = gameId(game);
    const auto carry = [&](const SavedGame& ended) {
        const QString endedId = gameId(ended);
        if (!ended.endedHere || writtenOut(endedId) || (game.endedHere && endedId == id)) return;
        for (const SavedGame& other : carried)
            if (gameId(other) == endedId) return;
        SavedGame copy = ended;
        copy.unrecorded.clear();
        copy.summaryPending = false;
        carried.push_back(std::move(copy));
    };
    for (const SavedGame& ended : game.unrecorded)
        carry(ended);
    for (const SavedGame& ended : due)
        carry(ended);
    if (carried.size() > SavedGame::kMaxUnrecorded) {
        qWarning("Cozen: %d finished games could not be recorded; the oldest are dropped",
                 int(carried.size()));
        carried.erase(carried.begin(), carried.end() - std::ptrdiff_t(SavedGame::kMaxUnrecorded));
    }
    return carried;
}

} // namespace cozen::app
