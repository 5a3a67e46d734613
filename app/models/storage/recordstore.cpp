#include "storage/recordstore.h"

#include "play/players.h"
#include "storage/filereading.h"
#include "storage/gamerecords.h"
#include "system/offthread.h"

#include "cozen/error.h"
#include "cozen/record.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <utility>
#include <vector>

namespace cozen::app {

QString localPath(const QVariant& pathOrUrl) {
    if (pathOrUrl.userType() == QMetaType::QUrl) return pathOrUrl.toUrl().toLocalFile();
    const QString text = pathOrUrl.toString();
    return text.startsWith(QStringLiteral("file:")) ? QUrl(text).toLocalFile() : text;
}

namespace {

// The file's bytes, at most a record's bound; empty with `why` set when they cannot be read.
QByteArray readRecordBytes(const QString& path, QString* why) {
    return readRegularFile(path, qint64(kMaxRecordBytes), why);
}

} // namespace

GameRecord parseGameRecord(const QByteArray& bytes) {
    GameRecord record = parseRecord(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    checkNames(record.players);
    return record;
}

RecordStore::RecordStore(QObject* parent)
    : QAbstractListModel(parent) {
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &RecordStore::refresh);
}

void RecordStore::setFolder(const QString& folder) {
    if (folder == folder_) return;
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    folder_ = folder;
    emit folderChanged();
    refresh();
}

RecordStore::Entry RecordStore::read(const QString& path, const QDateTime& date, qint64 size) {
    Entry entry;
    entry.path = path;
    entry.fileName = QFileInfo(path).fileName();
    entry.date = date;
    entry.size = size;
    QString why;
    const QByteArray bytes = readRecordBytes(path, &why);
    try {
        if (!why.isEmpty()) throw Error(why.toStdString());
        const GameRecord record = parseGameRecord(bytes);
        entry.seats = record.seats;
        entry.players = playersToVariant(record.players);
        entry.winner = record.result.winner == kNobody ? -1 : record.result.winner;
        entry.vp = {record.result.vp[0], record.result.vp[1]};
        entry.rounds = record.result.rounds;
    } catch (const std::exception& e) {
        entry.damaged = true;
        entry.problem = QString::fromUtf8(e.what());
        qWarning("Cozen: %s is not a valid game record: %s", qPrintable(path),
                 qPrintable(entry.problem));
    }
    return entry;
}

QList<RecordStore::Entry> RecordStore::scan(const QString& folder, const Index& index) {
    QList<Entry> entries;
    const QDir dir(folder);
    // Each file's time read once (a comparison that asks the file system for it stats every file
    // some thirty times over a sort of 20,000).
    struct File {
        QFileInfo info;
        qint64 time;
        QString name;
    };
    std::vector<File> files;
    for (const QFileInfo& info :
         dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable))
        files.push_back({info, info.lastModified().toMSecsSinceEpoch(), info.fileName()});
    // Newest first; the same moment by name, newest name first.
    const auto newest = std::min(files.size(), std::size_t(kMaxListed));
    std::partial_sort(files.begin(), files.begin() + qsizetype(newest), files.end(),
                      [](const File& a, const File& b) {
                          return a.time != b.time ? a.time > b.time : a.name > b.name;
                      });
    for (std::size_t i = 0; i < newest; ++i) {
        const QFileInfo& info = files[i].info;
        const QString path = info.absoluteFilePath();
        const auto known = index.constFind(path);
        if (known != index.constEnd() && known->date == info.lastModified() &&
            known->size == info.size())
            entries.append(*known);
        else
            entries.append(read(path, info.lastModified(), info.size()));
    }
    return entries;
}

void RecordStore::refresh() {
    if (loading_) {
        again_ = true;
        return;
    }
    if (!folder_.isEmpty() && QFileInfo(folder_).isDir() &&
        !watcher_.directories().contains(folder_))
        watcher_.addPath(folder_);
    loading_ = true;
    emit loadingChanged();
    runOffThread(
        this,
        [folder = folder_, index = index_] {
            return folder.isEmpty() ? QList<Entry>() : scan(folder, index);
        },
        [this, folder = folder_](QList<Entry> entries) { scanned(folder, std::move(entries)); });
}

void RecordStore::scanned(const QString& folder, QList<Entry> entries) {
    loading_ = false;
    if (folder != folder_ || std::exchange(again_, false)) { // out of date already
        refresh();
        return;
    }
    index_.clear();
    for (const Entry& entry : entries)
        index_.insert(entry.path, entry);
    const qsizetype before = entries_.size();
    update(std::move(entries));
    if (entries_.size() != before) emit countChanged();
    emit loadingChanged();
}

void RecordStore::update(QList<Entry> entries) {
    // A record added or removed (the usual change: a game finished) is one row inserted or
    // removed, so that the list keeps its place and its current row; only a change of order (a
    // file's time changed) resets the list.
    QSet<QString> kept;
    for (const Entry& entry : entries)
        kept.insert(entry.path);
    for (qsizetype row = entries_.size() - 1; row >= 0; --row)
        if (!kept.contains(entries_[row].path)) {
            beginRemoveRows({}, int(row), int(row));
            entries_.removeAt(row);
            endRemoveRows();
        }
    QSet<QString> listed;
    for (const Entry& entry : std::as_const(entries_))
        listed.insert(entry.path);
    for (qsizetype row = 0; row < entries.size(); ++row) {
        if (listed.contains(entries[row].path)) continue;
        const qsizetype at = std::min(row, entries_.size());
        beginInsertRows({}, int(at), int(at));
        entries_.insert(at, entries[row]);
        endInsertRows();
    }
    const bool sameOrder =
        std::equal(entries.begin(), entries.end(), entries_.begin(), entries_.end(),
                   [](const Entry& a, const Entry& b) { return a.path == b.path; });
    if (!sameOrder) {
        beginResetModel();
        entries_ = std::move(entries);
        endResetModel();
        return;
    }
    for (qsizetype row = 0; row < entries.size(); ++row)
        if (entries[row].date != entries_[row].date || entries[row].size != entries_[row].size) {
            entries_[row] = entries[row];
            emit dataChanged(index(int(row)), index(int(row)));
        }
}

QVariantMap RecordStore::importRecord(const QVariant& source) {
    const QString path = localPath(source);
    QString why;
    const QByteArray bytes = readRecordBytes(path, &why);
    if (why.isEmpty()) {
        try {
            parseGameRecord(bytes);
        } catch (const std::exception& e) {
            why = QString::fromUtf8(e.what());
        }
    }
    if (why.isEmpty() && folder_.isEmpty()) why = QStringLiteral("no folder to keep records in");
    QString target;
    if (why.isEmpty()) {
        target = newRecordPath(folder_, QFileInfo(path).completeBaseName());
        why = writeFileWhole(target, bytes);
    }
    if (!why.isEmpty()) {
        qWarning("Cozen: the record %s was not imported: %s", qPrintable(path), qPrintable(why));
        return {{QStringLiteral("ok"), false}, {QStringLiteral("detail"), why}};
    }
    refresh();
    return {{QStringLiteral("ok"), true}, {QStringLiteral("path"), target}};
}

QString RecordStore::exportRecord(int row, const QVariant& target) {
    if (row < 0 || row >= entries_.size()) return QStringLiteral("no such record");
    QString why;
    const QByteArray bytes = readRecordBytes(entries_[row].path, &why);
    // A copy the player takes where they chose, to share it: readable as that place's files are.
    if (why.isEmpty()) why = writeFileWhole(localPath(target), bytes, FileAccess::Default);
    if (!why.isEmpty())
        qWarning("Cozen: the record %s was not exported: %s", qPrintable(entries_[row].path),
                 qPrintable(why));
    return why;
}

QString RecordStore::pathAt(int row) const {
    return row >= 0 && row < entries_.size() ? entries_[row].path : QString();
}

int RecordStore::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(entries_.size());
}

QVariant RecordStore::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& entry = entries_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case FileNameRole:
        return entry.fileName;
    case PathRole:
        return entry.path;
    case DateRole:
        return entry.date;
    case DamagedRole:
        return entry.damaged;
    case ProblemRole:
        return entry.problem;
    case SeatsRole:
        return entry.seats;
    case PlayersRole:
        return entry.players;
    case WinnerRole:
        return entry.winner;
    case VpRole:
        return entry.vp;
    case RoundsRole:
        return entry.rounds;
    default:
        return {};
    }
}

QHash<int, QByteArray> RecordStore::roleNames() const {
    return {{PathRole, "path"},       {FileNameRole, "fileName"}, {DateRole, "date"},
            {DamagedRole, "damaged"}, {ProblemRole, "problem"},   {SeatsRole, "seats"},
            {PlayersRole, "players"}, {WinnerRole, "winner"},     {VpRole, "vp"},
            {RoundsRole, "rounds"}};
}

} // namespace cozen::app
