#pragma once
// What a Game owes the disk, kept apart from its turn loop: the autosave, written whole after
// every move (on the Writer's thread); the save read back at a resume (at the window's start on a
// worker thread, so that a slow disk never holds the GUI thread), and set aside when it is
// damaged; and the record of each game that ended here, written once by the game's id.
//
// It keeps the ledger of what is on disk: which records are written, and which games' results
// the statistics have counted (Statistics::setGame). A game that ended here stays in the save as
// unrecorded (savefile.h) until both are, so that a full disk or a killed game loses neither.
// What fails is told through `noticed`, as data (Notice); the table puts it into words.

#include "storage/savefile.h"
#include "storage/writer.h"
#include "table/tabledata.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cozen::app {

class GameStore : public QObject {
    Q_OBJECT

public:
    explicit GameStore(QObject* parent = nullptr);

    // The autosave's path (the data folder's `autosave.json` by default); empty: nothing is
    // saved, and no record is kept (the tutorial's games, a save that could not be set aside).
    QString savePath() const { return savePath_; }
    void setSavePath(const QString& path);
    // Where the records of finished games are kept: `records` beside the save.
    QString recordsFolder() const;

    // The save as read: the game, or why it could not be read; neither when there is no save.
    struct Read {
        std::optional<SavedGame> game;
        QString error;
    };
    // Reads the save now, after every write asked for so far.
    Read read();
    // The same on a worker thread; `done` is called on `context`'s thread.
    void readLater(QObject* context, std::function<void(Read)> done);
    // The save could not be read (`detail` says why): it is set aside, and `noticed` says so. When
    // it cannot be moved it stays, and this session saves nothing over it (savePath becomes empty).
    void setAsideUnreadable(const QString& detail);

    // Writes `game` as the autosave (serialized on the writing thread too).
    void save(const SavedGame& game);
    // Waits until the saves and records asked for so far are written (tests).
    void flush() { writer_->flush(); }

    // Keeps the record of `ended`, a game that ended here, unless it is kept already; `current`
    // when it is the game at the table (then `recordKept` says where its record is).
    void keepRecord(const SavedGame& ended, bool current);
    // The same of any finished game told by `id` (its file named by when and by it), whose record
    // in the record format `record` makes, only when it is to be written (throwing when there is
    // none to keep): a remote game's.
    void keepRecord(const QString& id, const std::function<QByteArray()>& record, bool current);
    // Whether the statistics count results (then a game's result must be on disk too before it
    // leaves the save), and the ids of the games whose results they have on disk.
    void setCounted(bool counted) { counted_ = counted; }
    void resultsCounted(const std::vector<QString>& ids);
    // Whether the game `id`'s record, and its result where results are counted, are on disk.
    bool writtenOut(const QString& id) const;
    // What the save of `game` must carry as unrecorded: the games that ended here (its own
    // unrecorded ones, and `due`, those of the game it replaces) whose record or result is not yet
    // on disk, each once, the newest SavedGame::kMaxUnrecorded of them; `game` itself, resumed
    // over, needs no copy.
    std::vector<SavedGame> toCarry(const SavedGame& game, const std::vector<SavedGame>& due) const;

signals:
    void savePathChanged();
    // Something the player must be told: a save or a record that could not be written, a save
    // set aside.
    void noticed(const cozen::app::Notice& notice);
    // The record of the game at the table was written to `path`.
    void recordKept(const QString& path);
    // A record or a result has reached the disk: games kept unrecorded may leave the save.
    void writtenOutChanged();

private:
    static Read readAt(const QString& path);

    QString savePath_;
    std::shared_ptr<Writer> writer_ = Writer::shared(); // the save's and the records'
    // By game id: the records asked for, those on disk, and the results on disk.
    QSet<QString> recordAsked_, recorded_, resultsCounted_;
    QHash<QString, QString> recordPaths_; // where each record on disk is
    bool counted_ = false;                // setCounted()
};

} // namespace cozen::app
