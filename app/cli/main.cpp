// cozen-cli: the engine from the command line (SPEC §3).

#include "commands.h"

#include "cozen/error.h"

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv) {
    CLI::App app{"Cozen from the command line: Strength, legal moves, resolution and play.",
                 "cozen-cli"};
    app.require_subcommand(1);

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
    apply->add_option("--seed", seed, "Seed for dealing the rounds that follow (default 1)");

    const auto named = [&](const CLI::App* sub) { return argc > 1 && sub->get_name() == argv[1]; };
    if (argc > 1 && argv[1][0] != '-' && app.get_subcommands(named).empty()) {
        std::cerr << "cozen-cli: unknown command \"" << argv[1]
                  << "\" (expected strength, legal, resolve or apply; see cozen-cli --help)\n";
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "cozen-cli: " << e.what() << " (see cozen-cli --help)\n";
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
    } catch (const cozen::Error& e) {
        std::cerr << "cozen-cli: " << e.what() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "cozen-cli: internal error: " << e.what() << '\n';
        return 3;
    }
    return 0;
}
