#pragma once
// The player's statistics: games, wins, losses, draws, VP for and against, win streaks and hints,
// per mode and per computer level, from the point of view of the person or people at the screen
// (docs/statistics.md). Kept in `statistics.json` beside the autosave, recorded into when the game
// it watches ends (one Game: a tutorial's own game is not counted), written whole by the Writer
// the game's files share. A damaged file is set aside and a fresh record begun; a write that fails
// is said once and tried again after the next write that succeeds, and nothing recorded is lost
// from memory.

#include "play/players.h"
#include "storage/writer.h"

#include <QObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <functional>
#include <map>
#include <vector>

namespace cozen::app {

class Game;
struct SavedGame;

// A row's mode as QML is given it (Statistics.records' "mode"), which QML names
// (StatisticsMode.HotSeat). The file keeps its own names for them ("computer", "teams",
// "hotSeat": docs/statistics.md), and so do StatisticsRecords, as they are written.
namespace StatisticsMode {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Computer, // a person against the computer, 1v1
    Teams,    // 2v2 against the computer
    HotSeat,  // people against each other, a row a person
    Remote,   // against someone at another computer, a row for each (remotematch.h)
};
Q_ENUM_NS(Value)
} // namespace StatisticsMode

// One row of the statistics: a mode and a computer level (or, in hot-seat, a person's name).
struct StatisticsRecord {
    QString mode;     // "computer" (1v1), "teams" (2v2) or "hotSeat"
    QString level;    // "computer" and "teams": the opposing computer's level; "teams" also "mixed"
    int strength = 0; // level "adaptive": the strength it played at (a row per strength)
    QString name;     // "hotSeat": the person whose results these are
    qint64 games = 0;
    qint64 wins = 0;
    qint64 losses = 0;
    qint64 draws = 0;
    qint64 vpFor = 0; // sums over the games; the averages are these over `games`
    qint64 vpAgainst = 0;
    qint64 streak = 0; // wins in a row, up to the last game
    qint64 bestStreak = 0;
    qint64 hints = 0;
    bool operator==(const StatisticsRecord&) const = default;
};

// The adaptive level as the player has met it: the strength it now plays at, and the last games
// against it (oldest first, at most kKept), each with the strength it played at.
struct AdaptiveRecord {
    static constexpr std::size_t kKept = 20;
    int strength = kAdaptiveStart;
    std::vector<AdaptiveGame> games;
    bool operator==(const AdaptiveRecord&) const = default;
};

// A day of today's deal as it counted (docs/daily.md): the first try of the day to finish, from
// the side of the person (red).
struct DailyResult {
    int outcome = 0; // 1 won, -1 lost, 0 a draw
    int vpFor = 0;
    int vpAgainst = 0;
    int rounds = 0;
    QString id; // the game's (gameId)
    bool operator==(const DailyResult&) const = default;
};
using DailyResults = std::map<QString, DailyResult>; // by day, "2026-12-07"
inline constexpr std::size_t kMaxDailyDays = 40000;  // over a hundred years of days

// How the file is read (throws cozen::Error naming the problem), and the text it is written as.
// `counted`, when given, gets the ids of the games last counted (gameId), oldest first;
// `adaptive` the adaptive level's (a file without it: its start); `daily` the days of today's deal.
std::vector<StatisticsRecord> readStatistics(const QString& path,
                                             std::vector<QString>* counted = nullptr,
                                             AdaptiveRecord* adaptive = nullptr,
                                             DailyResults* daily = nullptr);
QByteArray statisticsText(const std::vector<StatisticsRecord>& records,
                          const std::vector<QString>& counted = {},
                          const AdaptiveRecord& adaptive = {}, const DailyResults& daily = {});

class Statistics : public QObject, public QQmlParserStatus {
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)
    // Where the file is kept; setting it (after the QML object is complete) loads it.
    Q_PROPERTY(QString path READ path WRITE setPath NOTIFY pathChanged)
    // The usual place: statistics.json beside the usual autosave.
    Q_PROPERTY(QString defaultPath READ defaultPath CONSTANT)
    // The game whose ends are recorded (the table's; not a tutorial's).
    Q_PROPERTY(cozen::app::Game* game READ game WRITE setGame NOTIFY gameChanged)
    // The rows, in order (computer by level, teams by level, hot-seat by name), each
    // { "mode" (a StatisticsMode), "level", "strength", "name", "games", "wins", "losses", "draws",
    // "averageFor",
    //   "averageAgainst", "streak", "bestStreak", "hints" }; the averages are numbers with
    //   fractions, the rest whole; "strength" is the adaptive level's in that row (else 0).
    Q_PROPERTY(QVariantList records READ records NOTIFY changed)
    // The adaptive level: the strength it plays at now (the game's next adaptive seats play at
    // it), and the last games against it, oldest first, each { "strength", "outcome" (1 won, -1
    // lost, 0 a draw), "decisive" }. A game against it moves the strength (nextStrength) when all
    // its people sit on one team with no adaptive partner and an adaptive computer opposes them.
    Q_PROPERTY(int adaptiveStrength READ adaptiveStrength NOTIFY changed)
    Q_PROPERTY(QVariantList adaptiveGames READ adaptiveGames NOTIFY changed)
    // Today's deal (docs/daily.md): the days played (each counted by its first try to finish),
    // those won, and the most won in a row (a day lost or missed ends a run).
    Q_PROPERTY(int dailyPlayed READ dailyPlayed NOTIFY changed)
    Q_PROPERTY(int dailyWon READ dailyWon NOTIFY changed)
    Q_PROPERTY(int dailyBestStreak READ dailyBestStreak NOTIFY changed)
    Q_PROPERTY(bool empty READ empty NOTIFY changed)     // no game recorded
    Q_PROPERTY(bool loading READ loading NOTIFY changed) // loadLater() has not read the file yet
    // As Game.notice, of kind UnreadableStatistics (set aside as `keptAs`, a fresh record
    // begins), UnreadableStatisticsStays (it could not be moved: it stays at `path`, and this
    // session's statistics are not written), either with Forbidden before Stays (the system
    // does not let the game read it) or StatisticsNotSaved (the file at `path` could not
    // be written); empty when there is nothing to tell.
    Q_PROPERTY(cozen::app::Notice notice READ notice NOTIFY noticeChanged)

public:
    explicit Statistics(QObject* parent = nullptr);
    ~Statistics() override; // writes what is still waiting first

    // The statistics file beside a save.
    Q_INVOKABLE QString pathBeside(const QString& savePath) const;
    // A mode as the file names it ("computer", "teams", "hotSeat"): the dialog's rows and headings
    // are named by it for tests and the accessibility tree.
    Q_INVOKABLE QString modeKey(cozen::app::StatisticsMode::Value mode) const;
    // Records the games that are over and due (Game::due(): the one just finished, and those its
    // save kept unrecorded); `game` gives their players and hints. A game is counted once: its id
    // (gameId) is kept with the numbers, and a game whose id is among the last ones counted is not
    // counted again (its save resumed over, or after a crash). The game's store hears which are
    // on disk (GameStore::resultsCounted).
    Q_INVOKABLE void record(cozen::app::Game* game);
    void record(const SavedGame& game);
    // A remote game's result (Game::remoteResult), once by its id.
    void recordRemote(const RemoteResult& game);
    // The same from its parts: the players per seat, the winning team or kDraw, each team's VP,
    // and the target (0: the rulebook's for those seats).
    void record(const std::vector<Player>& players, int winner, std::array<int, 2> vp, int hints,
                int target = 0);
    // A day of today's deal: { "outcome" (1 won, -1 lost, 0 a draw), "vpFor", "vpAgainst",
    // "rounds", "id" (the game that counted, Game.gameKey()) }, or empty when it was not played.
    Q_INVOKABLE QVariantMap dailyResult(const QString& day) const;
    // The days won in a row up to `today` (today's not played yet does not end the run).
    Q_INVOKABLE int dailyStreak(const QString& today) const;
    // The last `days` days up to `today`, oldest first, each { "date", "weekday" (1 Monday to 7),
    // "outcome" (as dailyResult's, or -2: not played), "vpFor", "vpAgainst" }.
    Q_INVOKABLE QVariantList dailyStrip(const QString& today, int days) const;
    int dailyPlayed() const { return int(daily_.size()); }
    int dailyWon() const;
    int dailyBestStreak() const;
    const DailyResults& dailyResults() const { return daily_; }
    // Forgets every number (the file is written empty), and the adaptive level starts again.
    Q_INVOKABLE void reset();
    Q_INVOKABLE void dismissNotice();
    // Reads the file at `path` again (a damaged one is set aside).
    void load();
    // The same, the file read on a worker thread (from QML: the game window's start). Until it
    // is read, `loading` is true, games recorded wait for it and nothing is written.
    void loadLater();
    bool loading() const { return loading_; }
    // Waits until the writes asked for so far are done (tests); their outcome reaches `notice`
    // once events are handled.
    void flush();

    QString path() const { return path_; }
    void setPath(const QString& path);
    QString defaultPath() const;
    Game* game() const { return game_; }
    void setGame(Game* game);
    QVariantList records() const;
    const std::vector<StatisticsRecord>& rows() const { return records_; }
    bool empty() const { return records_.empty(); }
    int adaptiveStrength() const { return adaptive_.strength; }
    const AdaptiveRecord& adaptive() const { return adaptive_; }
    QVariantList adaptiveGames() const;
    Notice notice() const { return notice_; }

    void classBegin() override {
        complete_ = false;
        fromQml_ = true;
    }
    void componentComplete() override;

signals:
    void changed();
    void pathChanged();
    void gameChanged();
    void noticeChanged();

private:
    // Adds a game's results to the rows, and moves the adaptive level's strength by it (the
    // game `id`'s, told to the game); false when no row changed (nobody at the screen).
    bool count(const std::vector<Player>& players, int winner, std::array<int, 2> vp, int hints,
               int target, const QString& id = {});
    // Counts the game `id` with `counting` (count(), true when a row changed) unless it was
    // counted already, and writes the file.
    void countOnce(const QString& id, const std::function<bool()>& counting);
    void add(const QString& mode, const QString& level, int strength, const QString& name,
             int result, int vpFor, int vpAgainst, int hints);
    void setAdaptive(AdaptiveRecord adaptive);
    void write();
    void setNotice(const Notice& notice);
    // What load() does with what it read: `error` empty, or why the file is damaged.
    void loaded(std::vector<StatisticsRecord> records, std::vector<QString> counted,
                AdaptiveRecord adaptive, DailyResults daily, const QString& error);
    // Counts a finished daily deal for its day, unless the day has counted already, the game is
    // practice, or a later day has counted (a clock set back); true when it counted.
    bool countDaily(const SavedGame& game);

    QString path_;
    bool complete_ = true; // from QML, false until its properties are set
    bool fromQml_ = false; // then the file is read by loadLater()
    bool loading_ = false;
    int loads_ = 0; // loads begun: a read overtaken by another is dropped
    std::vector<std::function<void()>> waiting_; // games recorded while loading
    bool writable_ = true; // false while a damaged file that could not be moved stays at path_
    std::vector<StatisticsRecord> records_;
    std::vector<QString> counted_; // the ids of the games last counted, oldest first
    std::vector<QString> onDisk_;  // those of them in the file (read, or last written)
    AdaptiveRecord adaptive_;
    DailyResults daily_;
    Notice notice_;
    QPointer<Game> game_;
    QMetaObject::Connection finished_;
    std::shared_ptr<Writer> writer_ = Writer::shared(); // last, so it lets go first
};

} // namespace cozen::app
