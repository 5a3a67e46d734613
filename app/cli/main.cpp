// cozen-cli: the engine from the command line (docs/cli.md).

#include "commands.h"

#include "cozen/document.h"
#include "cozen/error.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <iostream>
#include <thread>

#ifdef _WIN32
#include <cstdio>
#include <fcntl.h>
#include <io.h>
#define COZEN_ISATTY(fd) _isatty(fd)
#else
#include <unistd.h>
#define COZEN_ISATTY(fd) isatty(fd)
#endif

namespace {

// A seed is a whole number from 0 to 2^64 - 1. CLI11 would read "-1" as 2^64 - 1 and let a longer
// number wrap, so the text is checked before it is converted.
const CLI::Validator kSeed(
    [](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error == std::errc::result_out_of_range)
            return "out of range (0 to 18446744073709551615)";
        if (error != std::errc() || end != text.data() + text.size())
            return "expected a whole number from 0 to 18446744073709551615";
        return {};
    },
    "SEED");

// What goes to stderr is one printable line, whatever the arguments held.
std::string oneLine(std::string text) {
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    return text;
}

} // namespace

int main(int argc, char** argv) {
#ifdef _WIN32
    // The answers are the same bytes on every platform (docs/architecture.md, "Determinism"): a
    // line ends in "\n", not the "\r\n" of a text-mode stream, so that a position printed to a file
    // is the same file anywhere.
    _setmode(_fileno(stdout), _O_BINARY);
#endif
    CLI::App app{"Cozen from the command line: Strength, legal moves, resolution and play.",
                 "cozen-cli"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "cozen-cli " COZEN_VERSION);

    std::vector<std::string> cards, moves;
    std::string stake, file;
    std::uint64_t seed = 1;

    auto* strength = app.add_subcommand(
        "strength", "One side's best arrangement: its wagered cards, plus its own stake");
    strength->add_option("cards", cards, "The wagered cards, e.g. 7H 7D 5H 6D")->required();
    strength->add_option("--stake", stake, "The side's own stake, which may join a combination");

    auto* legal = app.add_subcommand("legal", "The legal moves of the side to move, one per line");
    legal->add_option("file", file, "A position file")->required();

    auto* resolve =
        app.add_subcommand("resolve", "Resolve the stakes row as at the end of a round");
    resolve->add_option("file", file, "A position file")->required();

    auto* apply = app.add_subcommand("apply", "Play moves and print the resulting position");
    apply->add_option("file", file, "A position file")->required();
    apply->add_option("moves", moves, "Moves such as \"stake 7H\" or \"wager 3 4S 4C\"")
        ->required();
    apply->add_option("--seed", seed, "Seed for dealing the rounds that follow (default 1)")
        ->check(kSeed);

    cozen::cli::BestOptions bestOptions;
    auto* best = app.add_subcommand(
        "best", "The AI's move for the side to move, from that side's information only");
    best->add_option("file", file, "A position file")->required();
    best->add_option("--level", bestOptions.level,
                     "random, greedy, easy, medium, hard (default), expert, or adaptive:1 to "
                     "adaptive:6 (the adaptive level at a strength)");
    best->add_option("--seed", bestOptions.seed, "Seed of the search (default 1)")->check(kSeed);
    auto* time = best->add_option("--time", bestOptions.timeMs, "Think for this many milliseconds")
                     ->check(CLI::Range(1, 3'600'000));
    best->add_option("--iterations", bestOptions.iterations, "Search this many iterations")
        ->check(CLI::Range(1, 1'000'000'000))
        ->excludes(time);

    cozen::cli::MatchOptions matchOptions;
    matchOptions.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    std::string playerA, playerB;
    auto* match = app.add_subcommand(
        "match", "Two levels play games in pairs on the same deals, seats (or teams) swapped");
    match->add_option("a", playerA, "Level of player A (adaptive:N: at strength N, 1 to 6)")
        ->required();
    match->add_option("b", playerB, "Level of player B")->required();
    match->add_option("--games", matchOptions.games, "Number of games (default 100)")->required();
    match->add_option("--seed", matchOptions.seed, "Seed of the deals and the searches (default 1)")
        ->check(kSeed);
    match->add_option("--jobs", matchOptions.jobs, "Games played at once (default: one per core)");
    match->add_option("--seats", matchOptions.seats,
                      "2 for 1v1 (default), 4 for 2v2: each level plays both seats of its team");
    match->add_flag("--json", matchOptions.json, "Print the result as JSON");
    match->add_option("--records", matchOptions.records,
                      "Write one game record per game into this folder (made if missing)");
    match->add_flag("--force", matchOptions.force,
                    "Write over records already in the --records folder (else refused)");
    match->add_option("--judge", matchOptions.judgeIterations,
                      "Judge every move with a search of this many iterations and count the "
                      "blunders (moves it values 10 VP or more below its best)");

    bool replayJson = false;
    auto* replay = app.add_subcommand(
        "replay", "Print a game record move by move, each round's resolution and the result");
    replay->add_option("file", file, "A game record file")->required();
    replay->add_flag("--json", replayJson, "Print only the result, as JSON");

    const auto named = [&](const CLI::App* sub) { return argc > 1 && sub->get_name() == argv[1]; };
    if (argc > 1 && argv[1][0] != '-' && app.get_subcommands(named).empty()) {
        std::cerr
            << "cozen-cli: unknown command " << cozen::quoteText(argv[1])
            << " (expected strength, legal, resolve, apply, best, match or replay; see cozen-cli "
               "--help)\n";
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "cozen-cli: " << oneLine(e.what()) << " (see cozen-cli --help)\n";
        return 2;
    }

    try {
        if (*strength)
            cozen::cli::strengthCommand(cards, stake, std::cout);
        else if (*legal)
            cozen::cli::legalCommand(file, std::cout);
        else if (*resolve)
            cozen::cli::resolveCommand(file, std::cout);
        else if (*apply)
            cozen::cli::applyCommand(file, moves, seed, std::cout);
        else if (*best)
            cozen::cli::bestCommand(file, bestOptions, std::cout);
        else if (*match) {
            matchOptions.progressBar = COZEN_ISATTY(2) != 0;
            cozen::cli::matchCommand(playerA, playerB, matchOptions, std::cout, std::cerr);
        } else if (*replay)
            cozen::cli::replayCommand(file, replayJson, std::cout);
    } catch (const cozen::Error& e) {
        std::cerr << "cozen-cli: " << oneLine(e.what()) << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "cozen-cli: internal error: " << oneLine(e.what()) << '\n';
        return 3;
    }
    return 0;
}
