#include "cozen/position.h"

#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/json_format.h"
#include "json_read.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace cozen {

using Json = nlohmann::ordered_json;

std::string_view teamName(int team) {
    return colourName(Colour(team));
}

std::string seatName(const GameState& state, Seat seat) {
    std::string name(colourName(colourOfSeat(seat)));
    return state.isTwoVsTwo() ? name + std::to_string(seat / 2 + 1) : name;
}

namespace {

using detail::fail;
using detail::field;
using detail::join;

const Json& objectField(const Json& object, const std::string& key, const std::string& path) {
    const Json& value = field(object, key, path);
    if (!value.is_object()) fail(join(path, key) + ": expected an object, got " + describe(value));
    return value;
}

const Json& listField(const Json& object, const std::string& key, const std::string& path) {
    const Json& value = field(object, key, path);
    if (!value.is_array())
        fail(join(path, key) + ": expected a list of cards, got " + describe(value));
    return value;
}

int intField(const Json& object, const std::string& key, const std::string& path, int low,
             int high) {
    const Json& value = field(object, key, path);
    if (!value.is_number_integer())
        fail(join(path, key) + ": expected a whole number, got " + describe(value));
    const auto number = value.get<long long>();
    if (number < low || number > high)
        fail(join(path, key) + ": " + value.dump() + " is out of range (" + std::to_string(low) +
             " to " + std::to_string(high) + ")");
    return int(number);
}

bool boolField(const Json& object, const std::string& key, const std::string& path) {
    const Json& value = field(object, key, path);
    if (!value.is_boolean())
        fail(join(path, key) + ": expected true or false, got " + describe(value));
    return value.get<bool>();
}

// Reads a position, remembering where each card was found so that a card listed twice is named
// with both places.
class Reader {
public:
    explicit Reader(const Json& root)
        : root_(root) {}

    GameState read() {
        if (!root_.is_object()) fail("a position is a JSON object, got " + describe(root_));
        const int version = intField(root_, "cozen", "", 0, 1 << 30);
        if (version != 1)
            fail("cozen: format version " + std::to_string(version) +
                 " is not supported (this build reads version 1)");
        std::string mode = "1v1";
        if (root_.contains("mode")) {
            const Json& value = root_["mode"];
            if (!value.is_string() || (value != "1v1" && value != "2v2"))
                fail("mode: expected \"1v1\" or \"2v2\", got " + describe(value));
            mode = value.get<std::string>();
        }
        state_.seatCount = mode == "2v2" ? 4 : 2;
        state_.target = std::uint16_t(intField(root_, "target", "", 1, 1000));
        state_.round = std::uint16_t(intField(root_, "round", "", 1, kLastRound));
        state_.starter = std::uint8_t(seatField("starter"));
        state_.toMove = std::uint8_t(seatField("toMove"));
        if (state_.isTwoVsTwo())
            state_.finalTurnsLeft = std::uint8_t(intField(root_, "finalTurns", "", 0, 3));
        else
            state_.finalTurnsLeft = boolField(root_, "finalTurn", "") ? 1 : 0;
        state_.phase = Phase::Playing;
        readPhase();

        for (Seat s = 0; s < state_.seatCount; ++s)
            readSeat(s);
        readJails();
        readStakes();
        checkEveryCardPresent();
        checkTurn();
        checkScores();
        return state_;
    }

private:
    std::string name(Seat seat) const { return seatName(state_, seat); }

    Seat seatByName(const std::string& text) const {
        for (Seat s = 0; s < state_.seatCount; ++s)
            if (name(s) == text) return s;
        return -1;
    }

    std::string seatList() const {
        std::string list;
        for (Seat s = 0; s < state_.seatCount; ++s)
            list += (s ? s + 1 == state_.seatCount ? " or " : ", " : "") + name(s);
        return list;
    }

    Seat seatField(const std::string& key) {
        const Json& value = field(root_, key, "");
        const Seat seat = value.is_string() ? seatByName(value.get<std::string>()) : -1;
        if (seat < 0)
            fail(key + ": " + describe(value) + " is not a seat (expected " + seatList() + ")");
        return seat;
    }

    void readPhase() {
        if (!root_.contains("phase")) return;
        const Json& value = root_["phase"];
        if (value == "playing") return;
        if (value != "gameOver")
            fail("phase: expected \"playing\" or \"gameOver\", got " + describe(value));
        state_.phase = Phase::GameOver;
        const Json& winner = field(root_, "winner", "");
        if (winner == "red" || winner == "black")
            state_.winner = std::int8_t(winner == "red" ? 0 : 1);
        else if (winner == "draw")
            state_.winner = kDraw;
        else
            fail("winner: expected \"red\", \"black\" or \"draw\", got " + describe(winner));
    }

    // Reads a list of cards that must all belong to `owner`; calls f(index) for each.
    template <typename F>
    void readCards(const Json& list, const std::string& path, Seat owner, const std::string& what,
                   F&& f) {
        for (std::size_t i = 0; i < list.size(); ++i)
            f(placeCard(list[i], path + "[" + std::to_string(i) + "]", owner, what));
    }

    int placeCard(const Json& value, const std::string& where, Seat owner,
                  const std::string& what) {
        if (!value.is_string())
            fail(where + ": expected a card such as \"7H\", got " + describe(value));
        const std::string text = value.get<std::string>();
        const auto face = parseCardFace(text);
        if (!face)
            fail(where + ": unknown card " + quoteText(text) +
                 " (cards are written rank then suit, as in \"10D\" or \"KH\")");
        if (face->colour != colourOfSeat(owner))
            fail(where + ": " + text + " is a " + std::string(colourName(face->colour)) +
                 " card, but " + what + " holds only " +
                 std::string(colourName(colourOfSeat(owner))) + " cards");
        std::string& seen = placeOf_[std::size_t(makeCard(owner, face->index))];
        if (!seen.empty())
            fail(where + ": " + text + (state_.isTwoVsTwo() ? " of " + name(owner) : "") +
                 " is listed twice, here and at " + seen);
        seen = where;
        return face->index;
    }

    void readSeat(Seat s) {
        const std::string path = name(s);
        const Json& seat = objectField(root_, path, "");
        SeatCards& cards = state_.seats[std::size_t(s)];
        const Json& deck = listField(seat, "deck", path);
        const Json& hand = listField(seat, "hand", path);
        if (deck.size() > std::size_t(kSetSize))
            fail(path + ".deck: " + std::to_string(deck.size()) +
                 " cards, but a deck holds at most " + std::to_string(kSetSize));
        // The file lists the top card first; the state keeps the top card last.
        std::vector<Card> topFirst;
        readCards(deck, path + ".deck", s, path + "'s deck",
                  [&](int index) { topFirst.push_back(Card(index)); });
        std::reverse_copy(topFirst.begin(), topFirst.end(), cards.deck.begin());
        cards.deckSize = std::uint8_t(topFirst.size());
        readCards(hand, path + ".hand", s, path + "'s hand",
                  [&](int index) { cards.hand |= CardMask{1} << index; });
        if (state_.phase == Phase::Playing && hand.size() > std::size_t(kHandLimit))
            fail(path + ".hand: " + std::to_string(hand.size()) +
                 " cards, but a hand holds at most " + std::to_string(kHandLimit));
        if (!state_.isTwoVsTwo()) {
            const Seat captured = 1 - s; // a 1v1 jail holds the other colour's cards
            readCards(listField(seat, "jail", path), path + ".jail", captured, path + "'s jail",
                      [&](int index) {
                          state_.seats[std::size_t(captured)].jailed |= CardMask{1} << index;
                      });
        }
    }

    void readJails() {
        if (!state_.isTwoVsTwo()) return;
        const Json& jails = objectField(root_, "jails", "");
        for (int team = 0; team < kTeams; ++team) {
            const std::string path = "jails." + std::string(teamName(team));
            const Json& jail = objectField(jails, std::string(teamName(team)), "jails");
            for (Seat s = 0; s < state_.seatCount; ++s)
                if (teamOfSeat(s) != team)
                    readCards(listField(jail, name(s), path), path + "." + name(s), s,
                              std::string(teamName(team)) + "'s jail (for " + name(s) + "'s cards)",
                              [&](int index) {
                                  state_.seats[std::size_t(s)].jailed |= CardMask{1} << index;
                              });
        }
    }

    void readStakes() {
        const Json& stakes = field(root_, "stakes", "");
        if (!stakes.is_array()) fail("stakes: expected a list of columns, got " + describe(stakes));
        if (stakes.size() > std::size_t(kMaxColumns))
            fail("stakes: " + std::to_string(stakes.size()) +
                 " columns is more than there are cards");
        bool seenFaceDown = false;
        int faceUp = 0;
        for (std::size_t c = 0; c < stakes.size(); ++c) {
            const std::string path = "stakes[" + std::to_string(c) + "]";
            const Json& entry = stakes[c];
            if (!entry.is_object()) fail(path + ": expected an object, got " + describe(entry));
            Column& column = state_.columns[c];
            Seat owner = -1;
            if (state_.isTwoVsTwo()) {
                const Json& seat = field(entry, "seat", path);
                owner = seat.is_string() ? seatByName(seat.get<std::string>()) : -1;
                if (owner < 0)
                    fail(path + ".seat: " + describe(seat) + " is not a seat (expected " +
                         seatList() + ")");
            } else {
                const Json& card = field(entry, "card", path);
                const auto face =
                    card.is_string() ? parseCardFace(card.get<std::string>()) : std::nullopt;
                owner = face ? Seat(face->colour) : 0; // placeCard reports a bad card
            }
            column.stake = makeCard(owner, placeCard(field(entry, "card", path), path + ".card",
                                                     owner, "the stake of " + name(owner)));
            column.faceUp = boolField(entry, "faceUp", path);
            if (column.faceUp && seenFaceDown)
                fail(path +
                     ": a face-up stake right of a face-down one, but face-up stakes are all dealt "
                     "before anything is staked");
            seenFaceDown = seenFaceDown || !column.faceUp;
            faceUp += column.faceUp;
            for (Seat s = 0; s < state_.seatCount; ++s)
                readCards(
                    listField(entry, name(s), path), path + "." + name(s), s, name(s) + "'s side",
                    [&](int index) { column.wagers[std::size_t(s)] |= CardMask{1} << index; });
        }
        state_.columnCount = std::uint8_t(stakes.size());
        if (faceUp > 2 * state_.round)
            fail("stakes: " + std::to_string(faceUp) + " face-up stakes, but by round " +
                 std::to_string(state_.round) + " at most " + std::to_string(2 * state_.round) +
                 " can have been dealt");
    }

    void checkEveryCardPresent() {
        std::string missing;
        for (Seat s = 0; s < state_.seatCount; ++s)
            for (int rank = 1; rank <= kRanks; ++rank)
                for (int slot = 0; slot < 2; ++slot)
                    if (placeOf_[std::size_t(makeCard(s, indexFor(rank, slot)))].empty())
                        missing += (missing.empty() ? "" : ", ") +
                                   cardText(makeCard(s, indexFor(rank, slot))) +
                                   (state_.isTwoVsTwo() ? " of " + name(s) : "");
        if (!missing.empty())
            fail("missing cards: " + missing +
                 " (every card must be in a deck, a hand, the stakes row or a jail)");
    }

    void checkTurn() {
        const bool jailed = std::any_of(state_.seats.begin(), state_.seats.end(),
                                        [](const SeatCards& seat) { return seat.jailed != 0; });
        // Captures happen only at the end of a round, but a game may end with its first one.
        if (state_.round == 1 && jailed && state_.phase == Phase::Playing)
            fail("round: 1, but cards are jailed, and captures happen only at the end of a round");
        if (state_.phase != Phase::Playing) return;
        const auto handSize = [&](Seat s) {
            return std::popcount(state_.seats[std::size_t(s)].hand);
        };
        const std::string finalKey = state_.isTwoVsTwo() ? "finalTurns" : "finalTurn";
        if (handSize(state_.toMove) == 0)
            fail("toMove: " + name(state_.toMove) + " is to move but holds no card");
        int holding = 0;
        for (Seat s = 0; s < state_.seatCount; ++s)
            holding += handSize(s) > 0;
        if (state_.finalTurnsLeft == 0) {
            for (Seat s = 0; s < state_.seatCount; ++s)
                if (handSize(s) == 0)
                    fail(name(s) + ".hand: empty, so the round is in its final turns, but " +
                         finalKey + (state_.isTwoVsTwo() ? " is 0" : " is false"));
        } else if (holding == state_.seatCount) {
            fail(finalKey + ": the round is in its final turns, but every seat holds cards (a " +
                 "round's final turns begin when a seat has none)");
        } else if (state_.finalTurnsLeft > holding) {
            // Each seat holding cards takes at most one of the final turns (R6, R12).
            fail(finalKey + ": " + std::to_string(state_.finalTurnsLeft) +
                 " final turns left, but only " + std::to_string(holding) +
                 " seats hold cards to take them");
        }
    }

    void checkScores() {
        const int red = state_.jailVp(0), black = state_.jailVp(1);
        const bool decided = (red >= state_.target || black >= state_.target) && red != black;
        if (state_.phase == Phase::Playing && decided)
            fail("the game is already won (red's jail holds " + std::to_string(red) +
                 " VP, black's " + std::to_string(black) + ", target " +
                 std::to_string(state_.target) +
                 "): a finished game says so with \"phase\": \"gameOver\"");
        if (state_.phase == Phase::GameOver && state_.winner != kDraw) {
            const int mine = state_.jailVp(state_.winner),
                      theirs = state_.jailVp(1 - state_.winner);
            if (mine < state_.target || mine <= theirs)
                fail("winner: " + std::string(teamName(state_.winner)) + " has " +
                     std::to_string(mine) + " VP against " + std::to_string(theirs) +
                     " with target " + std::to_string(state_.target) + ", which does not win");
        }
    }

    const Json& root_;
    GameState state_;
    std::array<std::string, kMaxSeats * kSetSize> placeOf_{};
};

Json cardList(Colour colour, CardMask cards) {
    Json list = Json::array();
    forEachInOrder(cards, [&](int index) { list.push_back(cardText(colour, index)); });
    return list;
}

} // namespace

GameState positionFromJson(const Json& json) {
    return Reader(json).read();
}

GameState parsePosition(std::string_view text) {
    return positionFromJson(parseDocument(text));
}

Json positionToJson(const GameState& state) {
    if (state.phase == Phase::RoundOver)
        throw std::logic_error(
            "a position between rounds cannot be written: deal the next round first");
    Json json;
    json["cozen"] = 1;
    if (state.isTwoVsTwo()) json["mode"] = "2v2";
    json["target"] = state.target;
    json["round"] = state.round;
    json["starter"] = seatName(state, state.starter);
    json["toMove"] = seatName(state, state.toMove);
    if (state.isTwoVsTwo())
        json["finalTurns"] = state.finalTurnsLeft;
    else
        json["finalTurn"] = state.finalTurnsLeft > 0;
    if (state.phase == Phase::GameOver) {
        json["phase"] = "gameOver";
        json["winner"] = state.winner == kDraw ? "draw" : std::string(teamName(state.winner));
    }
    for (Seat s = 0; s < state.seatCount; ++s) {
        const SeatCards& seat = state.seats[std::size_t(s)];
        const Colour colour = colourOfSeat(s);
        Json out;
        out["deck"] = Json::array();
        for (int i = seat.deckSize - 1; i >= 0; --i)
            out["deck"].push_back(cardText(colour, seat.deck[std::size_t(i)]));
        out["hand"] = cardList(colour, seat.hand);
        if (!state.isTwoVsTwo())
            out["jail"] = cardList(colourOfSeat(1 - s), state.seats[std::size_t(1 - s)].jailed);
        json[seatName(state, s)] = out;
    }
    if (state.isTwoVsTwo()) {
        Json jails;
        for (int team = 0; team < kTeams; ++team) {
            Json jail = Json::object();
            for (Seat s = 0; s < state.seatCount; ++s)
                if (teamOfSeat(s) != team)
                    jail[seatName(state, s)] =
                        cardList(colourOfSeat(s), state.seats[std::size_t(s)].jailed);
            jails[std::string(teamName(team))] = jail;
        }
        json["jails"] = jails;
    }
    json["stakes"] = Json::array();
    for (const Column& column : state.row()) {
        Json out;
        out["card"] = cardText(column.stake);
        if (state.isTwoVsTwo()) out["seat"] = seatName(state, column.owner());
        out["faceUp"] = column.faceUp;
        for (Seat s = 0; s < state.seatCount; ++s)
            out[seatName(state, s)] = cardList(colourOfSeat(s), column.wagers[std::size_t(s)]);
        json["stakes"].push_back(out);
    }
    return json;
}

std::string formatPosition(const GameState& state) {
    return prettyJson(positionToJson(state));
}

} // namespace cozen
