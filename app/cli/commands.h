#pragma once
// The subcommands of cozen-cli (SPEC §3). Each writes its answer to `out` and throws cozen::Error
// for bad input.

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

} // namespace cozen::cli
