#include "storage/statistics.h"

#include "play/game.h"
#include "storage/datafolder.h"
#include "storage/filereading.h"
#include "storage/gamerecords.h"
#include "storage/savefile.h"
#include "system/offthread.h"

#include "cozen/daily.h"
#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/json_format.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>

#include <algorithm>
#include <utility>

namespace cozen::app {

using nlohmann::ordered_json;

namespace {

// Bounds a file is held to: more rows than six levels and "mixed" in two modes and a crowd of
// hot-seat names, or counts no lifetime of play reaches, mean the file is not ours.
constexpr std::size_t kMaxRecords = 256;
// The ids of the games last counted, kept so that none is counted twice (a finished game's save is
// resumed at most a few times before a new game replaces it).
constexpr std::size_t kMaxCountedIds = 64;
// (the adaptive level has a row per strength)
constexpr std::size_t kMaxHotSeatRecords =
    kMaxRecords - 2 * (std::size(kLevels) + kAdaptiveStrengths);
constexpr qint64 kMaxCount = 1'000'000'000;
constexpr qint64 kMaxVpSum = 1'000'000'000'000'000; // exact in a double, as QML reads it

enum Result { Win, Loss, Draw };

// The modes as the file names them, in StatisticsMode's order.
const char* const kModes[] = {"computer", "teams", "hotSeat", "remote"};
static_assert(std::size(kModes) == std::size_t{StatisticsMode::Remote} + 1);
const QString kMixed = QStringLiteral("mixed");

int modeOrder(const QString& mode) {
    for (int i = 0; i < int(std::size(kModes)); ++i)
        if (mode == QLatin1String(kModes[i])) return i;
    return int(std::size(kModes));
}

int levelOrder(const QString& level) {
    if (const auto parsed = parseLevel(level.toStdString())) return int(*parsed);
    return int(std::size(kLevels)); // "mixed" last
}

bool before(const StatisticsRecord& a, const StatisticsRecord& b) {
    if (a.mode != b.mode) return modeOrder(a.mode) < modeOrder(b.mode);
    if (a.level != b.level) return levelOrder(a.level) < levelOrder(b.level);
    if (a.strength != b.strength) return a.strength < b.strength;
    return a.name.localeAwareCompare(b.name) < 0;
}

bool sameRow(const StatisticsRecord& a, const StatisticsRecord& b) {
    return a.mode == b.mode && a.level == b.level && a.strength == b.strength && a.name == b.name;
}

const QString kAdaptive = QStringLiteral("adaptive");

StatisticsRecord readRecord(const ordered_json& json, std::size_t index) {
    const std::string where = "\"records\"[" + std::to_string(index) + "]";
    if (!json.is_object()) throw Error(where + ": not an object");
    StatisticsRecord record;
    const auto text = [&](const char* key) -> std::optional<QString> {
        const auto it = json.find(key);
        if (it == json.end()) return std::nullopt;
        if (!it->is_string()) throw Error(where + ".\"" + key + "\": not text: " + describe(*it));
        return QString::fromStdString(it->get<std::string>());
    };
    const auto count = [&](const char* key, qint64 max) {
        const auto it = json.find(key);
        if (it == json.end()) throw Error(where + ".\"" + key + "\": missing");
        if (!it->is_number_unsigned() || it->get<std::uint64_t>() > std::uint64_t(max))
            throw Error(where + ".\"" + key + "\": not a whole number from 0 to " +
                        std::to_string(max) + ": " + describe(*it));
        return qint64(it->get<std::uint64_t>());
    };

    record.mode = text("mode").value_or(QString());
    if (modeOrder(record.mode) == int(std::size(kModes)))
        throw Error(where + ".\"mode\": not \"computer\", \"teams\", \"hotSeat\" or \"remote\"");
    if (record.mode == QLatin1String("hotSeat") || record.mode == QLatin1String("remote")) {
        record.name = text("name").value_or(QString());
        // Held to the rules of a name typed in (names.h): a file that holds another is not ours.
        if (const QString why = whyNotAName(record.name); !why.isEmpty())
            throw Error(where + ".\"name\": " + why.toStdString());
    } else {
        record.level = text("level").value_or(QString());
        const bool known = parseLevel(record.level.toStdString()).has_value() ||
                           (record.mode == QLatin1String("teams") && record.level == kMixed);
        if (!known)
            throw Error(where + ".\"level\": not a computer level: " +
                        quoteText(record.level.toStdString()));
        // The adaptive level's rows, one per strength it played at.
        if (record.level == kAdaptive) {
            const auto it = json.find("strength");
            if (it == json.end() || !it->is_number_unsigned() || it->get<std::uint64_t>() < 1 ||
                it->get<std::uint64_t>() > std::uint64_t(kAdaptiveStrengths))
                throw Error(where + ".\"strength\": not a strength of the adaptive level (1 to " +
                            std::to_string(kAdaptiveStrengths) + ")");
            record.strength = int(it->get<std::uint64_t>());
        }
    }
    record.games = count("games", kMaxCount);
    record.wins = count("wins", kMaxCount);
    record.losses = count("losses", kMaxCount);
    record.draws = count("draws", kMaxCount);
    record.vpFor = count("vpFor", kMaxVpSum);
    record.vpAgainst = count("vpAgainst", kMaxVpSum);
    record.streak = count("streak", kMaxCount);
    record.bestStreak = count("bestStreak", kMaxCount);
    record.hints = count("hints", kMaxCount);
    if (record.wins + record.losses + record.draws != record.games)
        throw Error(where + ": wins, losses and draws do not add up to the games");
    if (record.streak > record.bestStreak || record.bestStreak > record.wins)
        throw Error(where + ": the streaks are longer than the wins allow");
    return record;
}

ordered_json recordJson(const StatisticsRecord& record) {
    ordered_json json{{"mode", record.mode.toStdString()}};
    if (record.name.isEmpty())
        json["level"] = record.level.toStdString();
    else
        json["name"] = record.name.toStdString();
    if (record.strength > 0) json["strength"] = record.strength;
    json["games"] = record.games;
    json["wins"] = record.wins;
    json["losses"] = record.losses;
    json["draws"] = record.draws;
    json["vpFor"] = record.vpFor;
    json["vpAgainst"] = record.vpAgainst;
    json["streak"] = record.streak;
    json["bestStreak"] = record.bestStreak;
    json["hints"] = record.hints;
    return json;
}

const char* const kOutcomes[] = {"loss", "draw", "win"}; // AdaptiveGame::outcome + 1

AdaptiveRecord readAdaptive(const ordered_json& json) {
    const std::string where = "\"adaptive\"";
    if (!json.is_object()) throw Error(where + ": not an object");
    const auto strengthOf = [](const ordered_json& value, const std::string& at) {
        if (!value.is_number_unsigned() || value.get<std::uint64_t>() < 1 ||
            value.get<std::uint64_t>() > std::uint64_t(kAdaptiveStrengths))
            throw Error(at + ": not a strength of the adaptive level (1 to " +
                        std::to_string(kAdaptiveStrengths) + "): " + describe(value));
        return int(value.get<std::uint64_t>());
    };
    AdaptiveRecord adaptive;
    const auto strength = json.find("strength");
    if (strength == json.end()) throw Error(where + ".\"strength\": missing");
    adaptive.strength = strengthOf(*strength, where + ".\"strength\"");
    const auto games = json.find("games");
    if (games == json.end()) return adaptive;
    if (!games->is_array() || games->size() > AdaptiveRecord::kKept)
        throw Error(where + ".\"games\": not a list of at most " +
                    std::to_string(AdaptiveRecord::kKept) + " games");
    for (const ordered_json& entry : *games) {
        const std::string at = where + ".\"games\"[" + std::to_string(adaptive.games.size()) + "]";
        if (!entry.is_object() || !entry.contains("strength") || !entry.contains("outcome"))
            throw Error(at + ": not { \"strength\": …, \"outcome\": … }");
        AdaptiveGame game;
        game.strength = strengthOf(entry["strength"], at + ".\"strength\"");
        const ordered_json& outcome = entry["outcome"];
        const auto known = std::find_if(std::begin(kOutcomes), std::end(kOutcomes),
                                        [&](const char* o) { return outcome == o; });
        if (known == std::end(kOutcomes))
            throw Error(at + ".\"outcome\": not \"win\", \"loss\" or \"draw\"");
        game.outcome = int(known - std::begin(kOutcomes)) - 1;
        if (const auto decisive = entry.find("decisive"); decisive != entry.end()) {
            if (!decisive->is_boolean()) throw Error(at + ".\"decisive\": not true or false");
            game.decisive = decisive->get<bool>();
        }
        adaptive.games.push_back(game);
    }
    return adaptive;
}

ordered_json adaptiveJson(const AdaptiveRecord& adaptive) {
    ordered_json games = ordered_json::array();
    for (const AdaptiveGame& game : adaptive.games)
        games.push_back({{"strength", game.strength},
                         {"outcome", kOutcomes[game.outcome + 1]},
                         {"decisive", game.decisive}});
    return {{"strength", adaptive.strength}, {"games", std::move(games)}};
}

} // namespace

namespace {

DailyResults readDaily(const ordered_json& json) {
    if (!json.is_object() || json.size() > kMaxDailyDays)
        throw Error("\"daily\": not an object of at most " + std::to_string(kMaxDailyDays) +
                    " days");
    DailyResults daily;
    for (const auto& [day, entry] : json.items()) {
        const std::string where = "\"daily\".\"" + day.substr(0, 12) + "\"";
        try {
            if (dateText(parseDate(day)) != day) throw Error("not a date");
        } catch (const Error&) {
            throw Error(where + ": not a day (YYYY-MM-DD)");
        }
        if (!entry.is_object()) throw Error(where + ": not an object");
        DailyResult result;
        const auto said = entry.find("result");
        if (said == entry.end() || !said->is_string()) throw Error(where + ".\"result\": missing");
        const std::string outcome = said->get<std::string>();
        if (outcome == "win")
            result.outcome = 1;
        else if (outcome == "loss")
            result.outcome = -1;
        else if (outcome != "draw")
            throw Error(where + ".\"result\": not win, loss or draw");
        const auto vp = entry.find("vp");
        if (vp == entry.end() || !vp->is_array() || vp->size() != 2 ||
            !(*vp)[0].is_number_unsigned() || !(*vp)[1].is_number_unsigned() ||
            (*vp)[0].get<std::uint64_t>() > 1000 || (*vp)[1].get<std::uint64_t>() > 1000)
            throw Error(where + ".\"vp\": not two numbers of VP (the person's, the computer's)");
        result.vpFor = (*vp)[0].get<int>();
        result.vpAgainst = (*vp)[1].get<int>();
        const auto rounds = entry.find("rounds");
        if (rounds == entry.end() || !rounds->is_number_unsigned() ||
            rounds->get<std::uint64_t>() > std::uint64_t(kLastRound))
            throw Error(where + ".\"rounds\": not a number of rounds");
        result.rounds = rounds->get<int>();
        if (const auto id = entry.find("game"); id != entry.end()) {
            if (!id->is_string() || id->get<std::string>().size() != 16)
                throw Error(where + ".\"game\": not a game id");
            result.id = QString::fromStdString(id->get<std::string>());
        }
        daily.emplace(QString::fromStdString(day), std::move(result));
    }
    return daily;
}

ordered_json dailyJson(const DailyResults& daily) {
    ordered_json json = ordered_json::object();
    for (const auto& [day, result] : daily) {
        ordered_json entry{{"result", result.outcome > 0   ? "win"
                                      : result.outcome < 0 ? "loss"
                                                           : "draw"},
                           {"vp", {result.vpFor, result.vpAgainst}},
                           {"rounds", result.rounds}};
        if (!result.id.isEmpty()) entry["game"] = result.id.toStdString();
        json[day.toStdString()] = std::move(entry);
    }
    return json;
}

} // namespace

std::vector<StatisticsRecord> readStatistics(const QString& path, std::vector<QString>* counted,
                                             AdaptiveRecord* adaptive, DailyResults* daily) {
    QString why;
    const QByteArray bytes = readRegularFile(path, qint64(kMaxDocumentBytes), &why);
    if (!why.isEmpty()) throw Error("cannot read " + path.toStdString() + ": " + why.toStdString());
    if (bytes.size() > qsizetype(kMaxDocumentBytes))
        throw Error("the file is larger than statistics can be (over " +
                    std::to_string(kMaxDocumentBytes) + " bytes)");
    // parseDocument refuses hostile JSON (size, nesting, keys) before it costs anything.
    const ordered_json json =
        parseDocument(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                      kMaxDocumentBytes, "statistics file");
    if (!json.is_object()) throw Error("not a statistics file: " + describe(json));
    const auto version = json.find("cozenStatistics");
    if (version == json.end()) throw Error("\"cozenStatistics\": missing");
    if (*version != 1)
        throw Error("\"cozenStatistics\": " + describe(*version) +
                    " is not a version this Cozen reads (version 1)");
    const auto list = json.find("records");
    if (list == json.end() || !list->is_array()) throw Error("\"records\": not a list");
    if (list->size() > kMaxRecords)
        throw Error("\"records\": more than " + std::to_string(kMaxRecords) + " rows");
    std::vector<StatisticsRecord> records;
    for (const ordered_json& entry : *list) {
        StatisticsRecord record = readRecord(entry, records.size());
        for (const StatisticsRecord& other : records)
            if (sameRow(other, record))
                throw Error("\"records\"[" + std::to_string(records.size()) +
                            "]: a second row for the same mode and " +
                            (record.name.isEmpty() ? "level" : "name"));
        records.push_back(std::move(record));
    }
    std::stable_sort(records.begin(), records.end(), before);
    // The games already counted (left out when there are none).
    if (const auto ids = json.find("counted"); ids != json.end()) {
        if (!ids->is_array() || ids->size() > kMaxCountedIds)
            throw Error("\"counted\": not a list of at most " + std::to_string(kMaxCountedIds) +
                        " game ids");
        for (const ordered_json& id : *ids) {
            if (!id.is_string() || id.get<std::string>().size() != 16)
                throw Error("\"counted\": " + describe(id) + " is not a game id");
            if (counted) counted->push_back(QString::fromStdString(id.get<std::string>()));
        }
    }
    // The adaptive level (files before it have none: it starts where it starts).
    if (const auto it = json.find("adaptive"); it != json.end()) {
        AdaptiveRecord read = readAdaptive(*it);
        if (adaptive) *adaptive = std::move(read);
    }
    // Today's deal, day by day (files before it have none).
    if (const auto it = json.find("daily"); it != json.end()) {
        DailyResults read = readDaily(*it);
        if (daily) *daily = std::move(read);
    }
    return records;
}

QByteArray statisticsText(const std::vector<StatisticsRecord>& records,
                          const std::vector<QString>& counted, const AdaptiveRecord& adaptive,
                          const DailyResults& daily) {
    ordered_json list = ordered_json::array();
    for (const StatisticsRecord& record : records)
        list.push_back(recordJson(record));
    ordered_json json{{"cozenStatistics", 1}, {"records", std::move(list)}};
    if (!counted.empty()) {
        ordered_json ids = ordered_json::array();
        for (const QString& id : counted)
            ids.push_back(id.toStdString());
        json["counted"] = std::move(ids);
    }
    if (adaptive != AdaptiveRecord{}) json["adaptive"] = adaptiveJson(adaptive);
    if (!daily.empty()) json["daily"] = dailyJson(daily);
    return QByteArray::fromStdString(prettyJson(json) + "\n");
}

Statistics::Statistics(QObject* parent)
    : QObject(parent)
    , path_(defaultPath()) {}

Statistics::~Statistics() = default; // the writer writes what is still waiting first

QString Statistics::defaultPath() const {
    return dataFolder() + QStringLiteral("/statistics.json");
}

QString Statistics::modeKey(StatisticsMode::Value mode) const {
    return mode >= 0 && std::size_t(mode) < std::size(kModes) ? QLatin1String(kModes[mode])
                                                              : QString();
}

QString Statistics::pathBeside(const QString& savePath) const {
    if (savePath.isEmpty()) return defaultPath();
    return QFileInfo(savePath).dir().filePath(QStringLiteral("statistics.json"));
}

void Statistics::componentComplete() {
    complete_ = true;
    loadLater();
}

void Statistics::setPath(const QString& path) {
    if (path == path_) return;
    flush(); // what was recorded goes to the file it was recorded for
    path_ = path;
    emit pathChanged();
    if (!complete_) return;
    if (fromQml_)
        loadLater();
    else
        load();
}

void Statistics::setGame(Game* game) {
    if (game == game_) return;
    disconnect(finished_);
    if (game_) {
        game_->store()->setCounted(false);
        game_->setAdaptiveKnown(true); // it no longer waits for these statistics
    }
    game_ = game;
    if (game) {
        game->store()->setCounted(true);
        finished_ = connect(game, &Game::recordsDue, this, [this] {
            if (game_) record(game_);
        });
        if (!loading_) game->store()->resultsCounted(onDisk_);
        game->setAdaptiveStrength(adaptive_.strength);
        game->setAdaptiveKnown(!loading_);
    }
    emit gameChanged();
}

namespace {

struct StatisticsRead {
    std::vector<StatisticsRecord> records;
    std::vector<QString> counted;
    AdaptiveRecord adaptive;
    DailyResults daily;
    QString error;
};

StatisticsRead readStatisticsAt(const QString& path) {
    StatisticsRead read;
    if (path.isEmpty() || !QFileInfo::exists(path)) return read;
    try {
        read.records = readStatistics(path, &read.counted, &read.adaptive, &read.daily);
    } catch (const std::exception& e) {
        read = {{}, {}, {}, {}, QString::fromUtf8(e.what())};
    }
    return read;
}

} // namespace

void Statistics::load() {
    flush();
    ++loads_;
    StatisticsRead read = readStatisticsAt(path_);
    loaded(std::move(read.records), std::move(read.counted), std::move(read.adaptive),
           std::move(read.daily), read.error);
}

void Statistics::loadLater() {
    flush();
    const int load = ++loads_;
    loading_ = true;
    if (game_) game_->setAdaptiveKnown(false);
    runOffThread(
        this, [path = path_] { return readStatisticsAt(path); },
        [this, load](StatisticsRead read) {
            if (load != loads_) return; // another load began since
            loaded(std::move(read.records), std::move(read.counted), std::move(read.adaptive),
                   std::move(read.daily), read.error);
        });
    emit changed();
}

void Statistics::loaded(std::vector<StatisticsRecord> records, std::vector<QString> counted,
                        AdaptiveRecord adaptive, DailyResults daily, const QString& error) {
    loading_ = false;
    records_ = std::move(records);
    counted_ = std::move(counted);
    daily_ = std::move(daily);
    setAdaptive(std::move(adaptive));
    onDisk_ = counted_;
    writable_ = true;
    if (!error.isEmpty()) {
        const Unreadable file =
            writer_->setAsideUnreadable("the statistics", path_, error, kUnreadableStatistics);
        writable_ = file.setAside(); // when it stays, this session's are not written over it
        setNotice(file.notice);
    }
    emit changed();
    if (game_ && error.isEmpty()) game_->store()->resultsCounted(onDisk_);
    if (game_) game_->setAdaptiveKnown(true);
    // The games that ended while the file was read, counted now (and written).
    for (const std::function<void()>& record : std::exchange(waiting_, {}))
        record();
}

void Statistics::record(Game* game) {
    if (!game) return;
    for (const SavedGame& ended : game->due())
        record(ended);
    if (const std::optional<RemoteResult> remote = game->remoteResult()) recordRemote(*remote);
}

void Statistics::recordRemote(const RemoteResult& game) {
    if (loading_) {
        waiting_.push_back([this, game] { recordRemote(game); });
        return;
    }
    countOnce(game.id,
              [&] { return count(game.players, game.winner, game.vp, game.hints, game.target); });
}

void Statistics::record(const SavedGame& game) {
    const GameState& end = game.state();
    if (end.phase != Phase::GameOver || int(game.session.players().size()) != end.seatCount) return;
    if (loading_) {
        waiting_.push_back([this, game] { record(game); });
        return;
    }
    const QString id = gameId(game);
    const auto tellDaily = qScopeGuard([&] {
        if (!game_ || !game.session.daily()) return;
        const auto it = daily_.find(QString::fromStdString(dateText(*game.session.daily())));
        if (it != daily_.end()) game_->dailyCountedAs(it->second.id);
    });
    countOnce(id, [&] {
        const bool daily = countDaily(game);
        return count(game.players(), end.winner, {end.jailVp(0), end.jailVp(1)}, game.hints,
                     end.target, id) ||
               daily;
    });
}

void Statistics::countOnce(const QString& id, const std::function<bool()>& counting) {
    if (std::find(counted_.begin(), counted_.end(), id) != counted_.end()) {
        // Counted already; on disk, or to be with the write asked for when it was counted.
        if (game_ && std::find(onDisk_.begin(), onDisk_.end(), id) != onDisk_.end())
            game_->store()->resultsCounted({id});
        return;
    }
    counted_.push_back(id); // written with the numbers it is counted in
    if (counted_.size() > kMaxCountedIds) counted_.erase(counted_.begin());
    if (counting()) emit changed();
    write(); // its id, at least: a game without a row is counted too
}

bool Statistics::countDaily(const SavedGame& game) {
    const std::optional<Date>& day = game.session.daily();
    if (!day || game.dailyPractice) return false;
    const QString key = QString::fromStdString(dateText(*day));
    if (daily_.count(key) || daily_.size() >= kMaxDailyDays) return false; // its first try counted
    // A day before one already counted is past: the clock was set back (a day missed is missed).
    if (!daily_.empty() && daily_.rbegin()->first > key) return false;
    const GameState& end = game.state();
    daily_[key] = DailyResult{end.winner == kDraw ? 0
                              : end.winner == 0   ? 1
                                                  : -1,
                              end.jailVp(0), end.jailVp(1), int(end.round), gameId(game)};
    return true;
}

QVariantMap Statistics::dailyResult(const QString& day) const {
    const auto it = daily_.find(day);
    if (it == daily_.end()) return {};
    return {{"outcome", it->second.outcome},
            {"vpFor", it->second.vpFor},
            {"vpAgainst", it->second.vpAgainst},
            {"rounds", it->second.rounds},
            {"id", it->second.id}};
}

int Statistics::dailyWon() const {
    return int(std::count_if(daily_.begin(), daily_.end(),
                             [](const auto& day) { return day.second.outcome > 0; }));
}

int Statistics::dailyBestStreak() const {
    int best = 0, run = 0;
    std::int64_t last = -2;
    for (const auto& [key, result] : daily_) { // in date order
        const std::int64_t day = dayNumber(parseDate(key.toStdString()));
        run = result.outcome > 0 ? (day == last + 1 ? run + 1 : 1) : 0;
        last = day;
        best = std::max(best, run);
    }
    return best;
}

int Statistics::dailyStreak(const QString& today) const {
    std::int64_t day = 0;
    try {
        day = dayNumber(parseDate(today.toStdString()));
    } catch (const Error&) {
        return 0;
    }
    const auto wonOn = [&](std::int64_t number) {
        const auto it = daily_.find(QString::fromStdString(dateText(dateOfDay(number))));
        return it == daily_.end() ? std::optional<bool>()
                                  : std::optional<bool>(it->second.outcome > 0);
    };
    if (!wonOn(day)) --day; // today not played yet: the run up to yesterday
    int run = 0;
    for (; day >= 0 && wonOn(day).value_or(false); --day)
        ++run;
    return run;
}

QVariantList Statistics::dailyStrip(const QString& today, int days) const {
    QVariantList strip;
    std::int64_t last = 0;
    try {
        last = dayNumber(parseDate(today.toStdString()));
    } catch (const Error&) {
        return strip;
    }
    days = std::clamp(days, 0, 366);
    for (std::int64_t number = std::max<std::int64_t>(0, last - days + 1); number <= last;
         ++number) {
        const QString key = QString::fromStdString(dateText(dateOfDay(number)));
        const auto it = daily_.find(key);
        strip.push_back(
            QVariantMap{{"date", key},
                        {"weekday", int((number + 3) % 7) + 1}, // 1970-01-01 was a Thursday
                        {"outcome", it == daily_.end() ? -2 : it->second.outcome},
                        {"vpFor", it == daily_.end() ? 0 : it->second.vpFor},
                        {"vpAgainst", it == daily_.end() ? 0 : it->second.vpAgainst}});
    }
    return strip;
}

void Statistics::record(const std::vector<Player>& players, int winner, std::array<int, 2> vp,
                        int hints, int target) {
    if (loading_) {
        waiting_.push_back([=, this] { record(players, winner, vp, hints, target); });
        return;
    }
    if (target <= 0) target = ruleTarget(int(players.size()));
    if (!count(players, winner, vp, hints, target)) return;
    emit changed();
    write();
}

bool Statistics::count(const std::vector<Player>& players, int winner, std::array<int, 2> vp,
                       int hints, int target, const QString& id) {
    if (players.size() != 2 && players.size() != 4) return false;
    std::array<int, 2> people{};
    for (std::size_t seat = 0; seat < players.size(); ++seat)
        if (players[seat].isPerson()) ++people[std::size_t(teamOfSeat(Seat(seat)))];
    const auto resultOf = [winner](int team) {
        return winner == kDraw ? Draw : winner == team ? Win : Loss;
    };
    hints = std::max(hints, 0);

    const auto remote = std::find_if(players.begin(), players.end(),
                                     [](const Player& player) { return player.remote; });
    if (remote != players.end()) {
        if (!whyNotAName(remote->name).isEmpty()) return false; // (the session refuses one)
        // Against someone at another computer: a row for each, under the name they gave (whoever
        // plays there, a person or a bot), apart from the games at this screen.
        const int them = teamOfSeat(Seat(remote - players.begin()));
        const int team = 1 - them;
        add(QStringLiteral("remote"), {}, 0, remote->name, resultOf(team), vp[std::size_t(team)],
            vp[std::size_t(them)], hints);
        return true;
    }

    if (people[0] > 0 && people[1] > 0) {
        // People on both sides: each person's own results, under their name.
        for (std::size_t seat = 0; seat < players.size(); ++seat) {
            const Player& player = players[seat];
            if (!player.isPerson() || player.name.isEmpty()) continue;
            const int team = teamOfSeat(Seat(seat));
            add(QStringLiteral("hotSeat"), {}, 0, player.name, resultOf(team),
                vp[std::size_t(team)], vp[std::size_t(1 - team)], hints);
        }
    } else if (people[0] + people[1] > 0) {
        // The people's side against the computer: its level, or "mixed" for two that differ.
        const int team = people[0] > 0 ? 0 : 1;
        QString level;
        int strength = 0; // the adaptive opponents' (all at one: the player's)
        bool adaptivePartner = false;
        for (std::size_t seat = 0; seat < players.size(); ++seat) {
            const Player& player = players[seat];
            if (teamOfSeat(Seat(seat)) == team) {
                adaptivePartner = adaptivePartner || player.adaptive();
                continue;
            }
            if (!player.computer) continue;
            const QString name = QString::fromUtf8(levelName(*player.computer));
            level = level.isEmpty() || level == name ? name : kMixed;
            if (player.adaptive())
                strength = player.strength > 0 ? player.strength : kAdaptiveStart;
        }
        const int result = resultOf(team);
        add(players.size() == 4 ? QStringLiteral("teams") : QStringLiteral("computer"), level,
            level == kAdaptive ? strength : 0, {}, result, vp[std::size_t(team)],
            vp[std::size_t(1 - team)], hints);
        // The adaptive level meets the people it played against: the strength moves by their
        // result. Not with an adaptive partner, which would play against its own strength.
        if (strength > 0 && !adaptivePartner) {
            const int loser = result == Win ? 1 - team : team;
            AdaptiveGame game{strength,
                              result == Win    ? 1
                              : result == Loss ? -1
                                               : 0,
                              result != Draw && 2 * vp[std::size_t(loser)] < target};
            AdaptiveRecord adaptive = adaptive_;
            adaptive.games.push_back(game);
            if (adaptive.games.size() > AdaptiveRecord::kKept)
                adaptive.games.erase(adaptive.games.begin());
            const int from = adaptive.strength;
            adaptive.strength = nextStrength(from, adaptive.games);
            setAdaptive(std::move(adaptive));
            if (game_ && !id.isEmpty()) game_->adaptiveCounted(id, from, adaptive_.strength);
        }
    } else {
        return false; // nobody at the screen
    }
    return true;
}

void Statistics::add(const QString& mode, const QString& level, int strength, const QString& name,
                     int result, int vpFor, int vpAgainst, int hints) {
    StatisticsRecord key;
    key.mode = mode;
    key.level = level;
    key.strength = strength;
    key.name = name;
    auto it = std::find_if(records_.begin(), records_.end(),
                           [&](const StatisticsRecord& r) { return sameRow(r, key); });
    if (it == records_.end()) {
        const auto hotSeatRows =
            std::count_if(records_.begin(), records_.end(),
                          [](const StatisticsRecord& r) { return !r.name.isEmpty(); });
        if (!name.isEmpty() && std::size_t(hotSeatRows) >= kMaxHotSeatRecords) {
            qWarning("Cozen: statistics are kept for %d hot-seat names at most; %s is not counted",
                     int(kMaxHotSeatRecords), qPrintable(name));
            return;
        }
        it = records_.insert(std::upper_bound(records_.begin(), records_.end(), key, before), key);
    }
    StatisticsRecord& r = *it;
    if (r.games >= kMaxCount) return; // a lifetime's play: the numbers stay as they are
    ++r.games;
    if (result == Win) {
        ++r.wins;
        ++r.streak;
        r.bestStreak = std::max(r.bestStreak, r.streak);
    } else {
        ++(result == Draw ? r.draws : r.losses);
        r.streak = 0;
    }
    r.vpFor = std::min(kMaxVpSum, r.vpFor + std::max(vpFor, 0));
    r.vpAgainst = std::min(kMaxVpSum, r.vpAgainst + std::max(vpAgainst, 0));
    r.hints = std::min(kMaxCount, r.hints + hints);
}

void Statistics::reset() {
    if (loading_) {
        waiting_.push_back([this] { reset(); });
        return;
    }
    if (records_.empty() && adaptive_ == AdaptiveRecord{} && daily_.empty()) return;
    records_.clear();
    daily_.clear();
    setAdaptive({});
    emit changed();
    write();
}

void Statistics::setAdaptive(AdaptiveRecord adaptive) {
    adaptive_ = std::move(adaptive);
    if (game_) game_->setAdaptiveStrength(adaptive_.strength);
}

QVariantList Statistics::adaptiveGames() const {
    QVariantList list;
    for (const AdaptiveGame& game : adaptive_.games)
        list.append(QVariantMap{{QStringLiteral("strength"), game.strength},
                                {QStringLiteral("outcome"), game.outcome},
                                {QStringLiteral("decisive"), game.decisive}});
    return list;
}

void Statistics::write() {
    if (path_.isEmpty() || !writable_) return;
    // A write that fails is said once, and tried again after the next write that succeeds (the
    // Writer's).
    // Once written, the game hears which of its games' results are on disk.
    writer_->write({path_, "the statistics", NoticeKind::StatisticsNotSaved,
                    [records = records_, counted = counted_, adaptive = adaptive_, daily = daily_] {
                        return statisticsText(records, counted, adaptive, daily);
                    }},
                   this, [this, counted = counted_](const QString& error, const Notice& notice) {
                       if (error.isEmpty()) {
                           onDisk_ = counted;
                           if (game_) game_->store()->resultsCounted(counted);
                       }
                       if (!notice.isEmpty()) setNotice(notice);
                   });
}

void Statistics::flush() {
    writer_->flush();
}

void Statistics::dismissNotice() {
    setNotice({});
}

void Statistics::setNotice(const Notice& notice) {
    if (notice == notice_) return;
    notice_ = notice;
    emit noticeChanged();
}

QVariantList Statistics::records() const {
    QVariantList list;
    for (const StatisticsRecord& r : records_) {
        const double games = double(std::max<qint64>(r.games, 1));
        // A mode the file has is one of kModes (readRecord), so its order is its StatisticsMode.
        const auto mode = StatisticsMode::Value(modeOrder(r.mode));
        list.append(QVariantMap{{QStringLiteral("mode"), mode},
                                {QStringLiteral("level"), r.level},
                                {QStringLiteral("strength"), r.strength},
                                {QStringLiteral("name"), r.name},
                                {QStringLiteral("games"), double(r.games)},
                                {QStringLiteral("wins"), double(r.wins)},
                                {QStringLiteral("losses"), double(r.losses)},
                                {QStringLiteral("draws"), double(r.draws)},
                                {QStringLiteral("averageFor"), double(r.vpFor) / games},
                                {QStringLiteral("averageAgainst"), double(r.vpAgainst) / games},
                                {QStringLiteral("streak"), double(r.streak)},
                                {QStringLiteral("bestStreak"), double(r.bestStreak)},
                                {QStringLiteral("hints"), double(r.hints)}});
    }
    return list;
}

} // namespace cozen::app
