#pragma once
// The one exception type of the core: bad input (a malformed or impossible position, an unknown
// card, an illegal move). Its message is a sentence for a person, naming the problem.

#include <stdexcept>

namespace cozen {

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace cozen
