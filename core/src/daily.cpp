#include "cozen/daily.h"

#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rng.h"

namespace cozen {

namespace {
// "CozenDay" in ASCII: the daily deals' seeds apart from every other use of the generator.
constexpr std::uint64_t kDailySalt = 0x436F7A656E446179ull;
} // namespace

std::uint64_t dailySeed(const Date& date) {
    return Rng(kDailySalt ^ std::uint64_t(dayNumber(date))).next();
}

Seat dailyStarter(const Date& date) {
    return Seat(dailySeed(date) >> 63);
}

GameOptions dailyOptions(const Date& date) {
    return {2, ruleTarget(2), dailyStarter(date)};
}

std::vector<RecordPlayer> dailyPlayers(const std::string& personName) {
    return {RecordPlayer{personName, std::nullopt, 0}, RecordPlayer{"", kDailyLevel, 0}};
}

void checkDaily(const GameRecord& record) {
    if (!record.daily) return;
    const Date& day = *record.daily;
    const std::string what = "daily: the deal of " + dateText(day);
    if (record.seats != 2) throw Error(what + " is a 1v1 game, not 2v2");
    if (record.target != ruleTarget(2))
        throw Error(what + " is played to " + std::to_string(ruleTarget(2)) + " VP, not " +
                    std::to_string(record.target));
    if (record.seed != dailySeed(day))
        throw Error(what + " has the seed " + std::to_string(dailySeed(day)) + ", not " +
                    std::to_string(record.seed));
    if (!record.rounds.empty() && record.rounds.front().start.starter != dailyStarter(day))
        throw Error(what + " is started by " + std::string(teamName(dailyStarter(day))));
    if (record.players.size() != 2 || record.players[0].computer ||
        record.players[1].computer != kDailyLevel)
        throw Error(what + " is played by a person as red against the computer (" +
                    std::string(levelName(kDailyLevel)) + ") as black");
    if (record.match) throw Error(what + " is not a game of a match");
    // (That every round is dealt from the seed is checked as the record is replayed: record.cpp.)
}

} // namespace cozen
