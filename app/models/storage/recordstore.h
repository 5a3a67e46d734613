#pragma once
// The records of finished games in a folder (the game window's `records`, beside the save), newest
// first, for the Recent games list: when, who played, how it ended. A file that is not a valid
// record is listed as damaged with the reason (for a bug report), never opened. Records are
// imported (validated, then copied in) and exported (a copy written where the player chooses).
//
// The folder is read on a worker thread, and each file is parsed once: an index (by path, size
// and time) keeps what each said, so a game ending adds one parse, not 500 on the GUI thread.

#include "cozen/record.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QHash>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class RecordStore : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged) // the folder is being read

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        FileNameRole,
        DateRole,    // when the file was last written
        DamagedRole, // not a valid record: `problem` says why
        ProblemRole,
        SeatsRole,   // 2 or 4
        PlayersRole, // [{ "name": "Ann" } or { "computer": "hard" }, ...] in turn order
        WinnerRole,  // 0 Red, 1 Black, 2 a draw, -1 unfinished
        VpRole,      // [red, black]
        RoundsRole,
    };
    Q_ENUM(Role)

    explicit RecordStore(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString folder() const { return folder_; }
    void setFolder(const QString& folder);

    // Reads the folder again, on a worker thread (also done when a file in it changes); the list
    // changes when it is read.
    Q_INVOKABLE void refresh();
    bool loading() const { return loading_; }
    // Checks the record at `source` (a path or a file URL) and copies it into the folder. Returns
    // { "ok": bool, "path": where it went, "detail": why not (the technical reason) }.
    Q_INVOKABLE QVariantMap importRecord(const QVariant& source);
    // Writes a copy of record `row` to `target` (a path or a file URL); empty on success, else why
    // not.
    Q_INVOKABLE QString exportRecord(int row, const QVariant& target);
    Q_INVOKABLE QString pathAt(int row) const;

    // At most this many of the newest files are listed.
    static constexpr int kMaxListed = 500;

signals:
    void folderChanged();
    void countChanged();
    void loadingChanged();

private:
    struct Entry {
        QString path;
        QString fileName;
        QDateTime date;
        bool damaged = false;
        QString problem;
        int seats = 2;
        QVariantList players;
        int winner = -1;
        QVariantList vp;
        int rounds = 0;
        qint64 size = 0; // with `date`, whether the file is still the one read
    };
    using Index = QHash<QString, Entry>; // by path
    static Entry read(const QString& path, const QDateTime& date, qint64 size);
    // The folder's newest kMaxListed files, each from `index` when it has not changed.
    static QList<Entry> scan(const QString& folder, const Index& index);
    void scanned(const QString& folder, QList<Entry> entries);
    // The list made `entries`: rows removed and inserted where that is all that changed.
    void update(QList<Entry> entries);

    QString folder_;
    QList<Entry> entries_;
    Index index_;
    bool loading_ = false;
    bool again_ = false; // asked to refresh while reading: once more after
    QFileSystemWatcher watcher_;
};

// A path from QML: a file URL (from a FileDialog) or a plain path.
QString localPath(const QVariant& pathOrUrl);

// A game record read from its bytes (cozen::parseRecord), its players' names held to the rules of
// a name typed in (names.h): a record that names someone otherwise is not a valid record. Throws
// cozen::Error naming what is wrong.
GameRecord parseGameRecord(const QByteArray& bytes);

} // namespace cozen::app
