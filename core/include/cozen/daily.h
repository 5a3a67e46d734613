#pragma once
// Today's deal (docs/daily.md): one game a calendar day, the same for everyone. Its seed comes from
// the day alone, through the project's own generator (rng.h), so every platform and the command
// line deal it alike. The day is a UTC date: the one on which the deal began.

#include "cozen/ai.h"
#include "cozen/date.h"
#include "cozen/record.h"
#include "cozen/state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cozen {

// The computer's level in every daily deal: medium. It plays at a person's pace (it builds its
// wagers instead of piling its hand on one stake, so a round lasts), it slips as a person might,
// and its search has a fixed budget of iterations, so it answers the same moves the same way on
// every machine: everyone meets the same opponent on the same deal.
inline constexpr Level kDailyLevel = Level::Medium;

// The day's seed: every round's deal (dealRng) and the computer's search come from it.
std::uint64_t dailySeed(const Date& date);
// Who starts the day's first round: the same for everyone, red or black by the day's seed.
Seat dailyStarter(const Date& date);
// The day's game: 1v1 to the rulebook's 70 VP, the person red (seat 0), the computer black.
GameOptions dailyOptions(const Date& date);
std::vector<RecordPlayer> dailyPlayers(const std::string& personName);

// Whether a record is the daily deal of the day it names: its seed, seats, target and starter
// are the day's. Throws Error saying which is not.
void checkDaily(const GameRecord& record);

} // namespace cozen
