#pragma once
// The typed values the models hand QML where a list of rows is not the shape: a game's outcome, a
// settled round's summary, a side's arrangement, a hint and a refusal. Value types (Q_GADGET), so
// that QML and qmllint know every field and its type, where a QVariantMap left both to a string
// key. Data only: the table's Words.qml puts them into words. Their codes (a refusal's reason, a
// notice's kind, a side) are enums, each in a namespace QML names (RefusalReason.NotYourTurn), so
// that qmllint knows each value too, where a misspelt string fell through a switch unseen.

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

// What a notice tells (Notice's `kind`), which QML names (NoticeKind.NotSaved) and Words.notice
// puts into words. A file that could not be read was set aside, or stays where it is (…Stays)
// when it could not be moved; …Forbidden when the system does not let the game read it, which may
// be whole.
namespace NoticeKind {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None, // nothing to tell
    // The saved game could not be read: set aside as `keptAs`, and a new game begins; or it
    // stays at `path`, and this game is not saved.
    UnreadableSave,
    UnreadableSaveStays,
    UnreadableSaveForbidden,
    UnreadableSaveForbiddenStays,
    NotSaved, // the game could not be saved to `path`
    // The statistics could not be read: set aside as `keptAs`, and a fresh record begins; or
    // they stay at `path`, and this session's games are not written to them.
    UnreadableStatistics,
    UnreadableStatisticsStays,
    UnreadableStatisticsForbidden,
    UnreadableStatisticsForbiddenStays,
    RecordNotSaved,     // a finished game's record could not be written to `path`
    StatisticsNotSaved, // the statistics could not be written to `path`
};
Q_ENUM_NS(Value)
} // namespace NoticeKind

// What the player must be told that is not a move (Game.notice, Statistics.notice): `kind`
// (Words.notice puts it into words; None when there is nothing to tell), the file's `path`, where
// a damaged one was set aside (`keptAs`), and the technical `detail`, for a bug report.
struct Notice {
    Q_GADGET
    QML_VALUE_TYPE(notice)
    Q_PROPERTY(cozen::app::NoticeKind::Value kind MEMBER kind)
    Q_PROPERTY(QString path MEMBER path)
    Q_PROPERTY(QString keptAs MEMBER keptAs)
    Q_PROPERTY(QString detail MEMBER detail)

public:
    NoticeKind::Value kind = NoticeKind::None;
    QString path;
    QString keptAs;
    QString detail;
    bool isEmpty() const { return kind == NoticeKind::None; }
    bool operator==(const Notice&) const = default;
};

// Who won a column, as the screen shows it (the row's `winner`, Game::columnResolved), which QML
// names (ColumnWinner.Top): the side at the Top or the Bottom, a Tie card for card, or Nobody
// (uncontested: one side alone, or none, had wagered; or the column is not settled).
namespace ColumnWinner {
Q_NAMESPACE
QML_ELEMENT
enum Value { Nobody, Bottom, Top, Tie };
Q_ENUM_NS(Value)
} // namespace ColumnWinner

// A side's best arrangement (arrangementOf): its pairs and its straight, by rank as cards name
// them ("4"; "5", "6", "7"), and its Strength. Not `known` where there is none to show (a side not
// turned up yet, a stake).
struct SideArrangement {
    Q_GADGET
    QML_VALUE_TYPE(sideArrangement)
    Q_PROPERTY(bool known MEMBER known)
    Q_PROPERTY(QStringList pairs MEMBER pairs)
    Q_PROPERTY(QStringList straight MEMBER straight)
    Q_PROPERTY(int strength MEMBER strength)

public:
    bool known = false;
    QStringList pairs;
    QStringList straight;
    int strength = 0;
    bool operator==(const SideArrangement&) const = default;
};

// What a line of the move log tells (MoveLine's `kind`), which QML names (MoveLineKind.Wager).
namespace MoveLineKind {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None,  // no move to tell
    Stake, // a Stake & Draw
    Wager,
    Round, // where a round began
};
Q_ENUM_NS(Value)
} // namespace MoveLineKind

// A line of the move log as a screen may show it: a move (a Stake or a Wager: who, on which
// column, how many cards, and which only when the screen's eyes saw them), or where a Round
// began. `kind` is None where there is no move to tell.
struct MoveLine {
    Q_GADGET
    QML_VALUE_TYPE(moveLine)
    Q_PROPERTY(cozen::app::MoveLineKind::Value kind MEMBER kind)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int column MEMBER column) // from 0; a stake's is the column it opened
    Q_PROPERTY(int count MEMBER count)
    Q_PROPERTY(QStringList cards MEMBER cards) // codes; empty when they were not seen
    Q_PROPERTY(int round MEMBER round)

public:
    MoveLineKind::Value kind = MoveLineKind::None;
    int seat = 0;
    int column = 0;
    int count = 0;
    QStringList cards;
    int round = 0;
    bool operator==(const MoveLine&) const = default;
};

// A column a team won on the higher card at equal Strength (R7).
struct TieBreakLine {
    Q_GADGET
    QML_VALUE_TYPE(tieBreakLine)
    Q_PROPERTY(int column MEMBER column)     // from 1
    Q_PROPERTY(int team MEMBER team)         // the winner
    Q_PROPERTY(int strength MEMBER strength) // each side's
    Q_PROPERTY(QString won MEMBER won)       // the rank that decided, the winner's
    Q_PROPERTY(QString lost MEMBER lost)     // the loser's; "" when it had no card left

public:
    int column = 0;
    int team = 0;
    int strength = 0;
    QString won;
    QString lost;
    bool operator==(const TieBreakLine&) const = default;
};

// A settled round: each team's VP gained and its jail after it, whether the stakes stay (nobody
// captured), the columns won on the higher card, and whether it ended the game.
struct RoundSummary {
    Q_GADGET
    QML_VALUE_TYPE(roundSummary)
    Q_PROPERTY(bool settled MEMBER settled) // false before any round was settled
    Q_PROPERTY(int round MEMBER round)
    Q_PROPERTY(QList<int> gained MEMBER gained) // Red, Black
    Q_PROPERTY(QList<int> vp MEMBER vp)         // Red, Black
    Q_PROPERTY(bool stakesStay MEMBER stakesStay)
    Q_PROPERTY(QVariantList tieBreaks READ tieBreakList) // of tieBreakLine
    Q_PROPERTY(bool gameOver MEMBER gameOver)

public:
    bool settled = false;
    int round = 0;
    QList<int> gained{0, 0};
    QList<int> vp{0, 0};
    bool stakesStay = false;
    QList<TieBreakLine> tieBreaks;
    bool gameOver = false;
    QVariantList tieBreakList() const;
    bool operator==(const RoundSummary&) const = default;
};

// How a game ended (Game.outcome, ReplayModel.outcome).
struct Outcome {
    Q_GADGET
    QML_VALUE_TYPE(outcome)
    Q_PROPERTY(bool known MEMBER known)           // false while there is none (not over; no record)
    Q_PROPERTY(int winner MEMBER winner)          // the team that won, or -1
    Q_PROPERTY(bool draw MEMBER draw)             // nobody can play any more (R10)
    Q_PROPERTY(bool unfinished MEMBER unfinished) // a record that stops before the game's end
    Q_PROPERTY(QList<int> vp MEMBER vp)           // Red, Black
    Q_PROPERTY(int rounds MEMBER rounds)          // rounds played (records)
    // The game's story in numbers (Game.outcome): the cards each team captured, Red, Black, and
    // its biggest column: the most VP captured in one column (on equal VP the most cards, then
    // the earliest), in round `bestRound` (0: no column was captured in the rounds known), column
    // `bestColumn` (from 1), by `bestTeam`, `bestVp` VP in `bestCards` cards.
    Q_PROPERTY(QList<int> captured MEMBER captured)
    Q_PROPERTY(int bestRound MEMBER bestRound)
    Q_PROPERTY(int bestColumn MEMBER bestColumn)
    Q_PROPERTY(int bestTeam MEMBER bestTeam)
    Q_PROPERTY(int bestVp MEMBER bestVp)
    Q_PROPERTY(int bestCards MEMBER bestCards)

public:
    bool known = false;
    int winner = -1;
    bool draw = false;
    bool unfinished = false;
    QList<int> vp{0, 0};
    int rounds = 0;
    QList<int> captured{0, 0};
    int bestRound = 0;
    int bestColumn = 0;
    int bestTeam = -1;
    int bestVp = 0;
    int bestCards = 0;
    bool operator==(const Outcome&) const = default;
};

// Why a person's move may not be played: MoveRefusal's `reason`, which QML names
// (RefusalReason.NotYourTurn) and Words.refusal puts into words.
namespace RefusalReason {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None,              // the move may be played
    RoundOver,         // the row is being revealed, or the screen waits to be handed on
    GameOver,          // the game is over
    NotYourTurn,       // another seat is to move: MoveRefusal's `seat`
    ChooseCard,        // no card was chosen
    NoCard,            // the core's refusal of a move without a card
    NotYourCard,       // a card the person does not hold: MoveRefusal's `card`
    NoSuchCard,        // a card that does not exist
    StakeOneCard,      // a stake of more than one card
    NoSuchColumn,      // MoveRefusal's `column` and `columns`
    NotInHand,         // cards not in the hand: MoveRefusal's `cards`
    NothingToTakeBack, // Game.undo at one's turn, with no wager to take back
    Tutorial,          // a move the tutorial's step does not take: MoveRefusal's `step` and `want`
    Unknown,           // a refusal the core gave that the models do not name
};
Q_ENUM_NS(Value)
} // namespace RefusalReason

// What a tutorial's step wants, where it refuses a move (MoveRefusal's `want`).
namespace TutorialWant {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None,   // not a tutorial's refusal
    Next,   // the step is done: the learner goes on with Next
    Stake,  // a Stake & Draw, where a wager was played
    Wager,  // a wager, where a stake was played
    Column, // another column: MoveRefusal's `column`
    Cards,  // other cards
};
Q_ENUM_NS(Value)
} // namespace TutorialWant

// Why a person's move may not be played (HumanInput::whyNot and refused, Tutorial.refusal): a
// `reason` (Words.refusal puts it into words; None when the move may be played) and its
// arguments.
struct MoveRefusal {
    Q_GADGET
    QML_VALUE_TYPE(moveRefusal)
    Q_PROPERTY(cozen::app::RefusalReason::Value reason MEMBER reason)
    Q_PROPERTY(int seat MEMBER seat)           // NotYourTurn: whose turn it is
    Q_PROPERTY(QString card MEMBER card)       // NotYourCard: the code asked for
    Q_PROPERTY(QStringList cards MEMBER cards) // NotInHand: the codes
    // NoSuchColumn: the column asked for (from 0) and how many there are; Tutorial with `want`
    // Column: the column the step is about.
    Q_PROPERTY(int column MEMBER column)
    Q_PROPERTY(int columns MEMBER columns)
    Q_PROPERTY(QString step MEMBER step) // Tutorial: the step's id
    // Tutorial: what the step wants.
    Q_PROPERTY(cozen::app::TutorialWant::Value want MEMBER want)

public:
    RefusalReason::Value reason = RefusalReason::None;
    int seat = -1;
    QString card;
    QStringList cards;
    int column = -1;
    int columns = 0;
    QString step;
    TutorialWant::Value want = TutorialWant::None;
    bool isEmpty() const { return reason == RefusalReason::None; }
    bool operator==(const MoveRefusal&) const = default;
};

// What a hint's reason speaks of (HintReason's `kind`), which QML names (HintKind.Bluff).
namespace HintKind {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None,  // no reason to give
    Stake, // a Stake & Draw
    Wager, // a wager that makes something on its column
    Bluff, // a wager with which the side makes nothing there
};
Q_ENUM_NS(Value)
} // namespace HintKind

// Why a hint's move is a good one, as far as the viewer can see (hintData): its `kind`, and what
// the viewer sees of it.
struct HintReason {
    Q_GADGET
    QML_VALUE_TYPE(hintReason)
    Q_PROPERTY(cozen::app::HintKind::Value kind MEMBER kind)
    Q_PROPERTY(int column MEMBER column) // a wager's, from 0
    // A wager: the viewer's side with the move, and the other team's as far as it shows.
    Q_PROPERTY(cozen::app::SideArrangement ours MEMBER ours)
    Q_PROPERTY(cozen::app::SideArrangement theirs MEMBER theirs)
    // A wager: the other side's cards that show there (its stake too when it is theirs and face
    // up), their VP, and its cards face down there; whether the stake is the other team's.
    Q_PROPERTY(int shown MEMBER shown)
    Q_PROPERTY(int shownVp MEMBER shownVp)
    Q_PROPERTY(int hidden MEMBER hidden)
    Q_PROPERTY(bool stakeTheirs MEMBER stakeTheirs)
    // Codes of cards loose in the move: a wager's that add no Strength; a stake's card when it
    // makes no pair and no run with the rest of the hand (so staking it costs no combination).
    Q_PROPERTY(QStringList loose MEMBER loose)
    // A wager of kPileCards or more: a pile, what the search found it worth over the best smaller
    // move (VP, rounded; 0 when it weighed none), and whether it is the whole hand (the round
    // ends: the other seats have one last turn).
    Q_PROPERTY(bool pile MEMBER pile)
    Q_PROPERTY(int pileGainVp MEMBER pileGainVp)
    Q_PROPERTY(bool wholeHand MEMBER wholeHand)

public:
    HintKind::Value kind = HintKind::None;
    int column = -1;
    SideArrangement ours;
    SideArrangement theirs;
    int shown = 0;
    int shownVp = 0;
    int hidden = 0;
    bool stakeTheirs = false;
    QStringList loose;
    bool pile = false;
    int pileGainVp = 0;
    bool wholeHand = false;
    bool operator==(const HintReason&) const = default;
};

// A hint for the viewer's turn (Game.hint): the move, what it risks, and why (Words.hint).
struct Hint {
    Q_GADGET
    QML_VALUE_TYPE(hint)
    Q_PROPERTY(bool known MEMBER known)           // false while there is none
    Q_PROPERTY(int column MEMBER column)          // from 0; -1 to stake
    Q_PROPERTY(QStringList cards MEMBER cards)    // codes
    Q_PROPERTY(int risk MEMBER risk)              // the VP the move leaves to be captured
    Q_PROPERTY(bool markedKing MEMBER markedKing) // it puts the viewer's marked king on the table
    Q_PROPERTY(cozen::app::HintReason reason MEMBER reason)

public:
    bool known = false;
    int column = -1;
    QStringList cards;
    int risk = 0;
    bool markedKing = false;
    HintReason reason;
    bool isEmpty() const { return !known; }
    bool operator==(const Hint&) const = default;
};

} // namespace cozen::app
