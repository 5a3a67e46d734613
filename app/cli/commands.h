#pragma once
// The subcommands of cozen-cli (docs/cli.md). Each writes its answer to `out` and throws
// cozen::Error for bad input.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace cozen::cli {

void strengthCommand(const std::vector<std::string>& cards, const std::string& stake,
                     std::ostream& out);
void legalCommand(const std::string& file, std::ostream& out);
void resolveCommand(const std::string& file, std::ostream& out);
void applyCommand(const std::string& file, const std::vector<std::string>& moves,
                  std::uint64_t seed, std::ostream& out);

struct BestOptions {
    std::string level = "hard";
    std::uint64_t seed = 1;
    int timeMs = 0;     // overrides the level's budget when set
    int iterations = 0; // likewise
};
void bestCommand(const std::string& file, const BestOptions& options, std::ostream& out);

struct MatchOptions {
    int games = 100;
    std::uint64_t seed = 1;
    int jobs = 1;
    int seats = 2; // 4: 2v2, each level playing both seats of its team
    bool json = false;
    bool progressBar = false;
    std::string records;     // a folder to write one record per game into, when set
    bool force = false;      // write over records already there (else they are refused, unplayed)
    int judgeIterations = 0; // judge every move with a search this big (Judge), 0 for none
};
void matchCommand(const std::string& a, const std::string& b, const MatchOptions& options,
                  std::ostream& out, std::ostream& progress);

// Prints a game record (record.h) move by move, each round's resolution and the result.
void replayCommand(const std::string& file, bool json, std::ostream& out);
// The same for a game code (gamecode.h), or a line of text that holds one.
void replayCodeCommand(const std::string& code, bool json, std::ostream& out);
// Prints a game record's game code (gamecode.h), one line.
void shareCommand(const std::string& file, std::ostream& out);
// Prints the daily deal of `date` (YYYY-MM-DD; empty: today, by UTC) as a position, with a "daily"
// key that names the date, the seed and the computer's level (daily.h).
void dailyCommand(const std::string& date, std::ostream& out);

} // namespace cozen::cli
