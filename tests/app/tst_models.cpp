// The models of the game window, driven as QML drives them.

#include "game.h"

#include "core/builders.h"

#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QMetaProperty>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace cozen;
using namespace cozen::app;

namespace {

// Everything a model hands to QML, row by row and role by role.
QStringList dump(const QAbstractItemModel* model) {
    QStringList lines;
    const auto roles = model->roleNames();
    for (int row = 0; row < model->rowCount(); ++row)
        for (auto it = roles.begin(); it != roles.end(); ++it)
            lines.append(QStringLiteral("%1[%2].%3=%4")
                             .arg(model->metaObject()->className())
                             .arg(row)
                             .arg(QString::fromUtf8(it.value()),
                                  model->data(model->index(row, 0), it.key())
                                          .toStringList()
                                          .join(QLatin1Char(',')) +
                                      model->data(model->index(row, 0), it.key()).toString()));
    return lines;
}

// Everything the game hands to QML: its models and (unless only the table is asked for) its
// properties.
QStringList dump(const Game& game, bool tableOnly = false) {
    QStringList lines;
    for (const QAbstractItemModel* model : std::initializer_list<const QAbstractItemModel*>{
             game.hand(), game.row(), game.bottomJail(), game.topJail(), game.bottomDeck(),
             game.topDeck()})
        lines += dump(model);
    if (tableOnly) return lines;
    const QMetaObject* meta = game.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        if (QByteArray(property.name()) == "savePath") continue;
        lines.append(QStringLiteral("%1=%2").arg(QString::fromUtf8(property.name()),
                                                 property.read(&game).toString()));
    }
    return lines;
}

// A game in which nothing waits: no reveal pacing, no delay before the computer's moves.
struct TestGame {
    explicit TestGame(const QString& savePath = {}) {
        game.setProperty("revealMs", 0);
        game.setProperty("computerDelayMs", 0);
        game.setSavePath(savePath);
        for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
                 game.hand(), game.row(), game.bottomJail(), game.topJail(), game.bottomDeck(),
                 game.topDeck()})
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
    Game game;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
};

QStringList handCodes(const Game& game) {
    QStringList codes;
    for (int i = 0; i < game.hand()->rowCount(); ++i)
        codes.append(game.hand()->codeAt(i));
    return codes;
}

// The person's move, as a player at the screen might make it: a random card (or a pair) wagered
// on a random column, or staked.
void playSomething(Game& game, QRandomGenerator& random) {
    const QStringList hand = handCodes(game);
    QVERIFY(!hand.isEmpty());
    const QString card = hand[random.bounded(int(hand.size()))];
    const int column = random.bounded(game.row()->rowCount() + 1) - 1; // -1: stake
    if (game.play(column, {card})) return;
    QVERIFY(game.play(-1, {card}) || game.play(0, {card}));
}

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

#ifdef Q_OS_UNIX
// While it lives, no file of this process can grow past `bytes`: a write past the limit fails
// (EFBIG) as a write to a full disk does (ENOSPC), and needs no privileges.
class FileSizeLimit {
public:
    explicit FileSizeLimit(qint64 bytes) {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN); // else the write kills the process
        rlimit limit = saved_;
        limit.rlim_cur = rlim_t(bytes);
        active_ = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previous_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return active_; }

private:
    rlimit saved_{};
    void (*previous_)(int) = SIG_DFL;
    bool active_ = false;
};
#endif

// A round in play with Red (the person) to move, after some random moves of both seats.
GameState positionAfter(int moves, std::uint64_t seed) {
    Rng rng(seed);
    for (;;) {
        GameState state = newGame({2, 70, 0});
        dealRound(state, rng);
        for (int i = 0; state.phase == Phase::Playing && (i < moves || state.toMove != 0); ++i)
            play(state, randomMove(state, rng));
        if (state.phase == Phase::Playing) return state; // else the round ended: deal again
    }
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void wholeGameAgainstTheComputer_data() {
        QTest::addColumn<QString>("level");
        QTest::newRow("random") << "random";
        QTest::newRow("greedy") << "greedy";
        QTest::newRow("easy") << "easy";
    }
    void wholeGameAgainstTheComputer() {
        QFETCH(QString, level);
        QTemporaryDir dir;
        TestGame test(dir.filePath(QStringLiteral("save.json")));
        Game& game = test.game;
        QSignalSpy moves(&game, &Game::moveMade);
        game.newGame(level, QStringLiteral("random"), 70);
        QRandomGenerator random(7);
        int rounds = 0;
        int yourMoves = 0;
        while (game.stage() != Game::GameOver) {
            QVERIFY2(rounds < 100, "the game should end");
            if (game.stage() == Game::Summary || game.stage() == Game::Reveal) {
                game.advance();
                ++rounds;
                continue;
            }
            QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 10000);
            if (!game.yourTurn()) continue;
            QVERIFY(!game.thinking());
            // What the computer did is said without its cards.
            static const QRegularExpression computerMove(QStringLiteral(
                "^The computer (staked a card and drew|wagered \\d+ cards? on column \\d+)$"));
            if (game.lastMove().startsWith(QLatin1String("The computer")))
                QVERIFY2(computerMove.match(game.lastMove()).hasMatch(),
                         qPrintable(game.lastMove()));
            playSomething(game, random);
            ++yourMoves;
        }
        QVERIFY(rounds >= 1);
        QVERIFY(yourMoves > 0);
        QVERIFY(moves.count() > yourMoves); // the computer moved too
        QVERIFY(game.bottomVp() >= game.target() || game.topVp() >= game.target() ||
                game.result().startsWith(QLatin1String("A draw")));
        QVERIFY(!game.result().isEmpty());
        // The autosave holds the finished game.
        const SavedGame saved = readSave(game.savePath());
        QCOMPARE(saved.state.phase, Phase::GameOver);
        QCOMPARE(int(saved.history.size()), game.round());
    }

    // Re-deal everything the person cannot see: nothing that reaches QML may change.
    void hiddenCardsNeverReachQml() {
        for (int i = 0; i < 40; ++i) {
            const GameState state = positionAfter(2 + i % 9, 100 + std::uint64_t(i));
            QCOMPARE(state.toMove, 0);
            Rng rng(900 + std::uint64_t(i));
            const GameState redealt = determinize(viewFor(state, 0), rng);
            QVERIFY(!(redealt == state) || cardCount(state.seats[1].hand) == 0);

            SavedGame a{state, Level::Random, 5, 0, {}};
            SavedGame b{redealt, Level::Random, 5, 0, {}};
            TestGame one;
            TestGame two;
            one.game.start(a);
            two.game.start(b);
            QCOMPARE(dump(two.game), dump(one.game));
            // And the other seat's hand and face-down cards appear nowhere in it.
            const QString everything = dump(one.game).join(QLatin1Char('\n'));
            forEachInOrder(state.seats[1].hand, [&](int index) {
                const QString code = QString::fromStdString(cardText(Colour::Black, index));
                bool visible = false;
                for (const Column& column : state.row())
                    visible |= column.faceUp && column.stake == makeCard(1, index);
                if (!visible)
                    QVERIFY2(!everything.contains(QLatin1Char('=') + code), qPrintable(code));
            });
        }
    }

    // At the reveal, columns that were not turned up show the other side's cards as backs only.
    void revealShowsOnlyWhatWasTurnedUp() {
        int checked = 0;
        for (int i = 0; i < 30; ++i) {
            GameState state = positionAfter(4, 300 + std::uint64_t(i));
            // Empty the person's hand but for one card, so that the next wager ends the round.
            TestGame test;
            test.game.start({state, Level::Random, 9, 0, {}});
            QRandomGenerator random{std::uint32_t(i)};
            for (int guard = 0; guard < 40 && test.game.stage() == Game::Playing; ++guard) {
                QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                         5000);
                if (test.game.stage() != Game::Playing) break;
                // Wager everything at once to end the round soon.
                if (!test.game.play(random.bounded(test.game.row()->rowCount()),
                                    handCodes(test.game)))
                    playSomething(test.game, random);
            }
            if (test.game.stage() != Game::Summary) continue;
            for (const ColumnItem& item : test.game.row()->columns()) {
                QVERIFY(item.resolved);
                if (!item.revealed) {
                    for (const QString& code : item.topCards)
                        QVERIFY2(code.isEmpty(), "an unrevealed card of the computer's was shown");
                    if (!item.stakeMine && !item.stakeFaceUp)
                        QVERIFY2(item.stake.isEmpty(),
                                 "an unrevealed stake of the computer's was shown");
                } else
                    for (const QString& code : item.topCards)
                        QVERIFY(!code.isEmpty());
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }

    void autosaveRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame first(path);
        first.game.newGame(QStringLiteral("greedy"), QStringLiteral("you"), 80);
        QRandomGenerator random(3);
        for (int i = 0; i < 4; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(first.game.yourTurn() || first.game.stage() != Game::Playing,
                                     5000);
            if (first.game.stage() != Game::Playing) first.game.advance();
            if (first.game.stage() != Game::Playing) first.game.advance();
            QTRY_VERIFY_WITH_TIMEOUT(first.game.yourTurn(), 5000);
            playSomething(first.game, random);
        }
        QTRY_VERIFY_WITH_TIMEOUT(first.game.yourTurn() || first.game.stage() != Game::Playing,
                                 5000);

        TestGame second(path);
        QVERIFY(second.game.resume());
        QVERIFY(second.game.message().isEmpty());
        QCOMPARE(second.game.savedGame().state, first.game.savedGame().state);
        QCOMPARE(second.game.savedGame().history, first.game.savedGame().history);
        QCOMPARE(second.game.savedGame().seed, first.game.savedGame().seed);
        QCOMPARE(second.game.level(), QStringLiteral("greedy"));
        QCOMPARE(second.game.target(), 80);
        // The table is the same (what was played last is not kept).
        if (first.game.stage() == Game::Playing)
            QCOMPARE(dump(second.game, true), dump(first.game, true));
        // The save is a position: the core reads it as one.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(parsePosition(file.readAll().toStdString()), first.game.savedGame().state);
    }

    void damagedSave_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        static const char noise[] = "\x01\x02 not json \xff\x00 binary";
        QTest::newRow("noise") << QByteArray(noise, sizeof noise - 1) << "NUL byte";
        QTest::newRow("noise without NUL") << QByteArray("\x01\x02 not json \xff") << "JSON";
        // Hostile files (issue 8): each would have crashed or hung the game at every start.
        QTest::newRow("nested 100,000 deep")
            << "{\"x\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + ", \"y\": 0}"
            << "nests";
        QByteArray keys = "{\"cozen\": 1";
        for (int i = 0; i < 60000; ++i)
            keys += ",\"" + QByteArray::number(i, 36) + "\":0";
        QTest::newRow("60,000 keys") << keys + "}"
                                     << "keys";
        QTest::newRow("number overflow") << QByteArray(R"({"cozen": 1e999})") << "1e999";
        QTest::newRow("trailing bytes") << QByteArray(R"({"cozen": 1} {)") << "end of input";
        QTest::newRow("truncated")
            << QByteArray("{\"cozen\": 1, \"target\": 70, \"red\": {\"deck\": [\"7H\"") << "JSON";
        QTest::newRow("empty") << QByteArray() << "JSON";
        QTest::newRow("unknown card")
            << QByteArray(
                   R"({"cozen":1,"target":70,"round":1,"starter":"red","toMove":"red","finalTurn":false,
                "red":{"deck":[],"hand":["ZZ"],"jail":[]},"black":{"deck":[],"hand":[],"jail":[]},"stakes":[]})")
            << "ZZ";
    }
    void damagedSave() {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        TestGame test(path);
        QVERIFY(!test.game.resume());
        QVERIFY2(test.game.message().contains(problem), qPrintable(test.game.message()));
        QVERIFY(test.game.message().contains(QLatin1String("damaged")));
        // Set aside whole, not deleted, not overwritten.
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*.json")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile kept(dir.filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
        // And a new game starts in its place.
        test.game.resumeOrStart(QStringLiteral("random"), QStringLiteral("you"), 70);
        QCOMPARE(test.game.stage(), Game::Playing);
        QVERIFY(QFile::exists(path));
    }

    // A full disk never replaces a good save: the save that fails leaves the previous one byte for
    // byte, no temporary file behind, and one message; the next save that fits succeeds.
    void aFullDiskKeepsThePreviousSave_data() {
        QTest::addColumn<bool>("tmpfs");
        QTest::newRow("a tmpfs filled up") << true;
        QTest::newRow("a file size limit") << false;
    }
    void aFullDiskKeepsThePreviousSave() {
#ifndef Q_OS_UNIX
        QSKIP("fills a tmpfs or sets RLIMIT_FSIZE, both Unix only");
#else
        QFETCH(bool, tmpfs);
        QTemporaryDir dir;
        QString folder = dir.path();
        if (tmpfs) {
            if (geteuid() != 0) QSKIP("mounting a tmpfs needs root (CI runs as root)");
            folder = dir.filePath(QStringLiteral("disk"));
            QVERIFY(QDir().mkpath(folder));
            if (QProcess::execute(QStringLiteral("mount"),
                                  {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                   QStringLiteral("-o"), QStringLiteral("size=64k"),
                                   QStringLiteral("tmpfs"), folder}) != 0)
                QSKIP("cannot mount a tmpfs here");
        }
        const auto unmount = qScopeGuard([&] {
            if (tmpfs) QProcess::execute(QStringLiteral("umount"), {folder});
        });
        const QString path = QDir(folder).filePath(QStringLiteral("autosave.json"));
        TestGame test(path);
        test.game.newGame(QStringLiteral("random"), QStringLiteral("you"), 70);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn(), 5000);
        const QByteArray good = contentsOf(path);
        QVERIFY(good.contains("\"cozen\""));

        // Fill the disk: a tmpfs to its last byte, or every file to the size of the good save.
        const QString filler = QDir(folder).filePath(QStringLiteral("filler"));
        std::optional<FileSizeLimit> limit;
        if (tmpfs) {
            QFile fill(filler);
            QVERIFY(fill.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(512, 'x');
            while (fill.write(block) == block.size()) {
            }
        } else {
            limit.emplace(good.size());
            QVERIFY(limit->active());
        }

        QSignalSpy messages(&test.game, &Game::messageChanged);
        QRandomGenerator random(5);
        for (int move = 0; move < 3 && test.game.stage() == Game::Playing; ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                     5000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
        limit.reset();
        QCOMPARE(contentsOf(path), good);
        QVERIFY2(test.game.message().contains(QLatin1String("could not be saved")),
                 qPrintable(test.game.message()));
        QCOMPARE(messages.count(), 1);
        QStringList left = QDir(folder).entryList(QDir::Files);
        left.removeAll(QStringLiteral("filler"));
        QCOMPARE(left, QStringList{QStringLiteral("autosave.json")});

        // Room again: the next save is written.
        QFile::remove(filler);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing, 5000);
        if (test.game.stage() != Game::Playing) test.game.advance();
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing, 5000);
        if (test.game.yourTurn()) playSomething(test.game, random);
        QTRY_VERIFY_WITH_TIMEOUT(contentsOf(path) != good, 5000);
        QCOMPARE(readSave(path).state.round, std::uint16_t(test.game.savedGame().state.round));
#endif
    }

    void saveWithBadGameSection_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("problem");
        QTest::newRow("level") << "level"
                               << "\"grandmaster\""
                               << "level";
        QTest::newRow("seed") << "seed"
                              << "-4"
                              << "seed";
        QTest::newRow("you") << "you"
                             << "\"green\""
                             << "you";
    }
    void saveWithBadGameSection() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        {
            TestGame writer(path);
            writer.game.newGame(QStringLiteral("random"), QStringLiteral("you"), 70);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        const QRegularExpression field(QStringLiteral("\"%1\": [^,\\n}]+").arg(key));
        QString patched = QString::fromUtf8(text);
        QVERIFY(patched.contains(field));
        patched.replace(field, QStringLiteral("\"%1\": %2").arg(key, value));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(patched.toUtf8());
        file.close();
        TestGame reader(path);
        QVERIFY(!reader.game.resume());
        QVERIFY2(reader.game.message().contains(problem), qPrintable(reader.game.message()));
    }

    void refusedMovesSayWhyAndChangeNothing_data() {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QString>("reason");
        QTest::newRow("nothing chosen") << 0 << QStringList{} << "Choose a card";
        QTest::newRow("not a column")
            << 40 << QStringList{QStringLiteral("first")} << "no column 41";
        QTest::newRow("not yours")
            << 0 << QStringList{QStringLiteral("4S")} << "not one of your cards";
        QTest::newRow("not a card")
            << 0 << QStringList{QStringLiteral("XX")} << "not one of your cards";
        QTest::newRow("stake two")
            << -1 << QStringList{QStringLiteral("first"), QStringLiteral("second")} << "one card";
    }
    void refusedMovesSayWhyAndChangeNothing() {
        QFETCH(int, column);
        QFETCH(QStringList, cards);
        QFETCH(QString, reason);
        TestGame test;
        test.game.newGame(QStringLiteral("random"), QStringLiteral("you"), 70);
        QVERIFY(test.game.yourTurn());
        const QStringList hand = handCodes(test.game);
        for (QString& card : cards) {
            if (card == QLatin1String("first")) card = hand[0];
            if (card == QLatin1String("second")) card = hand[1];
        }
        const GameState before = test.game.savedGame().state;
        QSignalSpy refused(&test.game, &Game::refused);
        QVERIFY(!test.game.whyNot(column, cards).isEmpty());
        QVERIFY(!test.game.play(column, cards));
        QCOMPARE(refused.count(), 1);
        const QString why = refused.first().first().toString();
        QVERIFY2(why.contains(reason, Qt::CaseInsensitive), qPrintable(why));
        QCOMPARE(test.game.savedGame().state, before);
        QCOMPARE(handCodes(test.game), hand);
    }

    // The rulebook's example: on a red 6 stake of Red's own, 3-4-5 make the straight 3-4-5-6.
    void previewShowsTheSideStrength_data() {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QString>("expected");
        QTest::newRow("straight with the stake")
            << QStringList{"3H", "4D", "5H"} << "Straight 3-4-5-6 = 4";
        QTest::newRow("pair with the stake") << QStringList{"6H"} << "Pair of 6s = 3";
        QTest::newRow("loose") << QStringList{"QD"} << "No combination = 0";
        QTest::newRow("the wager already there") << QStringList{"8H"} << "Straight 6-7-8 = 3";
    }
    void previewShowsTheSideStrength() {
        QFETCH(QStringList, cards);
        QFETCH(QString, expected);
        // Column 1: Red's face-up 6D, with Red's 7D already wagered there; column 2: Black's.
        const GameState state = test::table({{"6D", true, {}, {}}, {"9S", true, {}, {}}},
                                            {"3H", "4D", "5H", "6H", "QD"}, {"QC"});
        GameState withWager = state;
        withWager.columns[0].wagers[0] |= test::cards({"7D"});
        withWager.seats[0].deckSize = 0; // rebuild the deck without the 7D
        for (int index = 0; index < kSetSize; ++index)
            if (!((withWager.seats[0].hand | withWager.onTable(0)) & (CardMask{1} << index)))
                withWager.seats[0].deck[withWager.seats[0].deckSize++] = Card(index);
        TestGame test;
        const bool wagerCase = expected.contains(QLatin1String("6-7-8"));
        test.game.start({wagerCase ? withWager : state, Level::Random, 1, 0, {}});
        QCOMPARE(test.game.preview(0, cards), expected);
        // On Black's stake, the stake does not count for Red; a stake has no preview.
        QCOMPARE(test.game.preview(1, {"6H"}), QStringLiteral("No combination = 0"));
        QCOMPARE(test.game.preview(-1, cards), QString());
    }

    // One computer input asked, cancelled and asked again answers once, for the second question.
    void aCancelledQuestionIsNeverAnswered() {
        GameState state = newGame({2, 70, 1});
        Rng rng(4);
        dealRound(state, rng);
        AiInput ai(Level::Greedy, 1);
        QSignalSpy answers(&ai, &SeatInput::moveChosen);
        ai.yourTurn(viewFor(state, 1));
        ai.cancel();
        ai.yourTurn(viewFor(state, 1));
        QTRY_COMPARE(answers.count(), 1);
        QTest::qWait(200); // a late answer to the first question would arrive by now
        QCOMPARE(answers.count(), 1);
        ai.cancel();
        QTest::qWait(100);
        QCOMPARE(answers.count(), 1);
    }

    void newGameWhileTheComputerThinks() {
        TestGame test;
        test.game.setProperty("computerDelayMs", 0);
        for (int i = 0; i < 3; ++i) {
            test.game.newGame(QStringLiteral("expert"), QStringLiteral("computer"), 70);
            QVERIFY(test.game.thinking());
        }
        // Only the last game's computer moves, once.
        QSignalSpy moves(&test.game, &Game::moveMade);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn(), 10000);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(test.game.savedGame().history.back().size(), std::size_t(1));
        // Leaving while it thinks again: the destructor stops the search.
        test.game.newGame(QStringLiteral("expert"), QStringLiteral("computer"), 70);
        QVERIFY(test.game.thinking());
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
