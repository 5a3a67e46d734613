// cozen-cli: the engine from the command line (docs/cli.md).

#include "commands.h"
#include "remote.h"

#include "cozen/document.h"
#include "cozen/error.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <iostream>
#include <optional>
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

// What the command line asks for: the subcommand given (one of those below, which CLI11 marks as
// parsed) and every option, filled in by CLI11.
struct Request {
    CLI::App* strength = nullptr;
    CLI::App* legal = nullptr;
    CLI::App* resolve = nullptr;
    CLI::App* apply = nullptr;
    CLI::App* best = nullptr;
    CLI::App* match = nullptr;
    CLI::App* replay = nullptr;
    CLI::App* share = nullptr;
    CLI::App* daily = nullptr;
    CLI::App* remoteHost = nullptr;
    CLI::App* remoteJoin = nullptr;
    std::vector<std::string> cards, moves;
    std::string stake, file;
    std::uint64_t seed = 1;
    cozen::cli::BestOptions bestOptions;
    cozen::cli::MatchOptions matchOptions;
    std::string playerA, playerB;
    bool replayJson = false;
    std::string code, date;
    cozen::cli::RemoteOptions remote;
};

// The commands that read or play a position: strength, legal, resolve and apply.
void addPositionCommands(CLI::App& app, Request& r) {
    r.strength = app.add_subcommand(
        "strength", "One side's best arrangement: its wagered cards, plus its own stake");
    r.strength->add_option("cards", r.cards, "The wagered cards, e.g. 7H 7D 5H 6D")->required();
    r.strength->add_option("--stake", r.stake,
                           "The side's own stake, which may join a combination");

    r.legal = app.add_subcommand("legal", "The legal moves of the side to move, one per line");
    r.legal->add_option("file", r.file, "A position file")->required();

    r.resolve = app.add_subcommand("resolve", "Resolve the stakes row as at the end of a round");
    r.resolve->add_option("file", r.file, "A position file")->required();

    r.apply = app.add_subcommand("apply", "Play moves and print the resulting position");
    r.apply->add_option("file", r.file, "A position file")->required();
    r.apply->add_option("moves", r.moves, "Moves such as \"stake 7H\" or \"wager 3 4S 4C\"")
        ->required();
    r.apply->add_option("--seed", r.seed, "Seed for dealing the rounds that follow (default 1)")
        ->check(kSeed);
}

// The computer's commands: best (its move) and match (two levels against each other).
void addComputerCommands(CLI::App& app, Request& r) {
    r.best = app.add_subcommand(
        "best", "The AI's move for the side to move, from that side's information only");
    r.best->add_option("file", r.file, "A position file")->required();
    r.best->add_option("--level", r.bestOptions.level,
                       "random, greedy, easy, medium, hard (default), expert, or adaptive:1 to "
                       "adaptive:6 (the adaptive level at a strength)");
    r.best->add_option("--seed", r.bestOptions.seed, "Seed of the search (default 1)")
        ->check(kSeed);
    auto* time =
        r.best->add_option("--time", r.bestOptions.timeMs, "Think for this many milliseconds")
            ->check(CLI::Range(1, 3'600'000));
    r.best->add_option("--iterations", r.bestOptions.iterations, "Search this many iterations")
        ->check(CLI::Range(1, 1'000'000'000))
        ->excludes(time);

    cozen::cli::MatchOptions& options = r.matchOptions;
    options.jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    r.match = app.add_subcommand(
        "match", "Two levels play games in pairs on the same deals, seats (or teams) swapped");
    r.match->add_option("a", r.playerA, "Level of player A (adaptive:N: at strength N, 1 to 6)")
        ->required();
    r.match->add_option("b", r.playerB, "Level of player B")->required();
    r.match->add_option("--games", options.games, "Number of games (default 100)")->required();
    r.match->add_option("--seed", options.seed, "Seed of the deals and the searches (default 1)")
        ->check(kSeed);
    r.match->add_option("--jobs", options.jobs, "Games played at once (default: one per core)");
    r.match->add_option("--seats", options.seats,
                        "2 for 1v1 (default), 4 for 2v2: each level plays both seats of its team");
    r.match->add_flag("--json", options.json, "Print the result as JSON");
    r.match->add_option("--records", options.records,
                        "Write one game record per game into this folder (made if missing)");
    r.match->add_flag("--force", options.force,
                      "Write over records already in the --records folder (else refused)");
    r.match->add_option("--judge", options.judgeIterations,
                        "Judge every move with a search of this many iterations and count the "
                        "blunders (moves it values 10 VP or more below its best)");
}

void addReplayCommand(CLI::App& app, Request& r) {
    r.replay = app.add_subcommand(
        "replay", "Print a game record move by move, each round's resolution and the result");
    auto* what = r.replay->add_option_group("game", "The game to replay");
    what->add_option("file", r.file, "A game record file");
    what->add_option("--code", r.code, "A game code (CZ1-...), or a line of text that holds one");
    what->require_option(1);
    r.replay->add_flag("--json", r.replayJson, "Print only the result, as JSON");
    r.share = app.add_subcommand("share", "Print a game record's game code");
    r.share->add_option("file", r.file, "A game record file")->required();
    r.daily = app.add_subcommand(
        "daily", "Print a day's daily deal as a position, with its date, seed and level");
    r.daily->add_option("--date", r.date, "The day, as YYYY-MM-DD (default: today, by UTC)");
}

// remote host and remote join: the computer plays a game against another computer
// (docs/remote-play.md).
void addRemoteCommands(CLI::App& app, Request& r) {
    CLI::App* remote = app.add_subcommand(
        "remote", "Play a game against another computer, through an MQTT broker or directly");
    remote->require_subcommand(1);
    r.remoteHost = remote->add_subcommand(
        "host", "Make a game and print its invite on the first line; the computer plays it");
    auto* way = r.remoteHost->add_option_group("way", "How the other game reaches this one");
    way->add_option("--relay", r.remote.relay,
                    "Meet through the MQTT broker at mqtt://HOST:PORT "
                    "(or mqtts:// for TLS)");
    way->add_option("--listen", r.remote.listen,
                    "Listen for the other game on HOST:PORT (port 0: any free one)");
    way->require_option(1);
    r.remoteHost->add_option("--seat", r.remote.seat, "The seat the computer plays: red or black")
        ->check(CLI::IsMember({"red", "black"}));
    r.remoteHost->add_option("--target", r.remote.target, "VP to win (30-150)")
        ->check(CLI::Range(30, 150));
    r.remoteJoin = remote->add_subcommand("join", "Take an invite; the computer plays the game");
    r.remoteJoin
        ->add_option("invite", r.remote.invite, "The invite (cozen+mqtt://..., cozen+tcp://...)")
        ->required();
    for (CLI::App* sub : {r.remoteHost, r.remoteJoin}) {
        sub->add_option("--level", r.remote.level, "The computer's level")
            ->check(CLI::IsMember({"random", "greedy", "easy", "medium", "hard", "expert"}));
        sub->add_option("--seed", r.remote.seed,
                        "Seed of the computer's own choices (never of a "
                        "secret: the shuffles use the system's random "
                        "source)")
            ->check(kSeed);
        sub->add_option("--name", r.remote.name, "The name the other player sees");
        sub->add_option("--save", r.remote.save,
                        "Keep the game in this file as it goes; run the same command again to take "
                        "a game kept there up where it was");
        sub->add_flag("--progress", r.remote.progress, "Say each move on stderr");
        sub->add_option("--wait", r.remote.waitSeconds,
                        "Seconds the other game may stay silent before this one gives up")
            ->check(CLI::Range(1, 86400));
    }
}

// Reads the command line into the request: nothing when it holds a command to run, else the exit
// code (the help or the version printed: 0; a mistake, named on stderr: 2).
std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    const auto named = [&](const CLI::App* sub) { return argc > 1 && sub->get_name() == argv[1]; };
    if (argc > 1 && argv[1][0] != '-' && app.get_subcommands(named).empty()) {
        std::cerr << "cozen-cli: unknown command " << cozen::quoteText(argv[1])
                  << " (expected strength, legal, resolve, apply, best, match, replay, share, "
                     "daily or remote; "
                     "see "
                     "cozen-cli --help)\n";
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
    return std::nullopt;
}

// Runs the command asked for (throws what it throws); returns the exit code.
int run(Request& r) {
    using namespace cozen::cli;
    if (*r.remoteHost || *r.remoteJoin) {
        r.remote.host = bool(*r.remoteHost);
        return remoteCommand(r.remote, std::cout, std::cerr);
    }
    if (*r.strength)
        strengthCommand(r.cards, r.stake, std::cout);
    else if (*r.legal)
        legalCommand(r.file, std::cout);
    else if (*r.resolve)
        resolveCommand(r.file, std::cout);
    else if (*r.apply)
        applyCommand(r.file, r.moves, r.seed, std::cout);
    else if (*r.best)
        bestCommand(r.file, r.bestOptions, std::cout);
    else if (*r.match) {
        r.matchOptions.progressBar = COZEN_ISATTY(2) != 0;
        matchCommand(r.playerA, r.playerB, r.matchOptions, std::cout, std::cerr);
    } else if (*r.replay) {
        if (r.code.empty())
            replayCommand(r.file, r.replayJson, std::cout);
        else
            replayCodeCommand(r.code, r.replayJson, std::cout);
    } else if (*r.share)
        shareCommand(r.file, std::cout);
    else if (*r.daily)
        dailyCommand(r.date, std::cout);
    return 0;
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
    Request request;
    addPositionCommands(app, request);
    addComputerCommands(app, request);
    addReplayCommand(app, request);
    addRemoteCommands(app, request);
    if (const std::optional<int> exit = parse(app, argc, argv)) return *exit;

    try {
        return run(request);
    } catch (const cozen::Error& e) {
        std::cerr << "cozen-cli: " << oneLine(e.what()) << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "cozen-cli: internal error: " << oneLine(e.what()) << '\n';
        return 3;
    }
    return 0;
}
