// The autosave (app/models/storage/savefile.h): written whole or not at all, read back to the same
// game in every mode, a damaged or hand-changed save set aside with a notice, a full disk that
// keeps the previous save, and saves of earlier versions.

#include "storage/savefile.h"

#include "gametesting.h"
#include "testfiles.h"

#include "cozen/daily.h"
#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <time.h>
#endif

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

class TestSaveFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void autosaveRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        TestGame first(path);
        first.game.newGame(againstTheComputer(Level::Greedy), 0, 80, 22);
        QRandomGenerator random(3);
        // Eight moves on (a marked king may end the game sooner: the deal is random).
        const auto moves = [&] {
            std::size_t count = 0;
            for (const auto& round : first.game.savedGame().history())
                count += round.size();
            return count;
        };
        playOn(first.game, random, [&] { return moves() >= 8 && first.game.yourTurn(); });
        QVERIFY(!QTest::currentTestFailed());

        first.game.flushSave(); // the autosave is written on a thread of its own
        TestGame second(path);
        QVERIFY(second.game.resume());
        QVERIFY(second.game.notice().isEmpty());
        QCOMPARE(second.game.savedGame().state(), first.game.savedGame().state());
        QCOMPARE(second.game.savedGame().history(), first.game.savedGame().history());
        QCOMPARE(second.game.savedGame().session.seed(), first.game.savedGame().session.seed());
        QCOMPARE(second.game.savedGame().players(), againstTheComputer(Level::Greedy));
        QCOMPARE(second.game.target(), 80);
        // The table is the same.
        if (first.game.stage() == Game::Playing)
            QCOMPARE(dump(second.game, true), dump(first.game, true));
        // The save is a position: the core reads it as one.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(parsePosition(file.readAll().toStdString()), first.game.savedGame().state());
    }

    // The autosave is written on a thread of its own, in order: after many moves in a row the file
    // holds the last, and a game closed at once still leaves it on disk.
    void theAutosaveHoldsTheLastMove() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        GameState last;
        {
            TestGame test(path);
            test.game.newGame(parsePlayers(QStringLiteral("Ann,Ben")), 0, 70, 24);
            QRandomGenerator random(9);
            playOn(test.game, random,
                   [&] { return test.game.savedGame().history().back().size() >= 9; });
            last = test.game.savedGame().state();
        } // closed straight after the last move
        QCOMPARE(readSave(path).state(), last);
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
        QByteArray padded = "{\"cozen\": 1, \"pad\": [{}";
        for (int i = 0; i < 340000; ++i)
            padded += ",{}";
        QTest::newRow("1 MiB of empty objects") << padded + "]}"
                                                << "values, which no saved game holds";
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
        QVERIFY(writeFile(path, content));
        TestGame test(path);
        QVERIFY(!test.game.resume());
        // The player is told in a word, the detail kept for a bug report.
        const Notice notice = test.game.notice();
        QCOMPARE(notice.kind, NoticeKind::UnreadableSave);
        const QString detail = notice.detail;
        QVERIFY2(detail.contains(problem), qPrintable(detail));
        QVERIFY(QFileInfo::exists(notice.keptAs));
        // Set aside whole, not deleted, not overwritten.
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*.json")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile kept(dir.filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
        // And a new game starts in its place.
        test.game.resumeOrStart(playersToVariant(againstTheComputer(Level::Random)), 0, 70);
        QCOMPARE(test.game.stage(), Game::Playing);
        test.game.flushSave();
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
#ifdef COZEN_TEST_NO_PROCESSES // the ThreadSanitizer build (tests/app/CMakeLists.txt)
            QSKIP("mount is a process, and this build starts none");
#endif
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
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 23);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn(), 5000);
        test.game.flushSave();
        const QByteArray good = contentsOf(path);
        QVERIFY(good.contains("\"cozen\""));

        // Fill the disk: a tmpfs to its last byte, or every file to 512 bytes.
        const QString filler = QDir(folder).filePath(QStringLiteral("filler"));
        std::optional<FileSizeLimit> limit;
        if (tmpfs) {
            QFile fill(filler);
            QVERIFY(fill.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(512, 'x');
            while (fill.write(block) == block.size()) {
            }
        } else {
            limit.emplace(512); // no save is that small
            QVERIFY(limit->active());
        }

        QSignalSpy notices(&test.game, &Game::noticeChanged);
        QRandomGenerator random(5);
        for (int move = 0; move < 3 && test.game.stage() == Game::Playing; ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing,
                                     5000);
            if (test.game.yourTurn()) playSomething(test.game, random);
        }
        test.game.flushSave(); // every save of those moves tried under the limit
        limit.reset();
        QCOMPARE(contentsOf(path), good);
        QTRY_COMPARE(test.game.notice().kind, NoticeKind::NotSaved);
        QCOMPARE(test.game.notice().path, path);
        QCOMPARE(notices.count(), 1);
        QStringList left = QDir(folder).entryList(QDir::Files);
        left.removeAll(QStringLiteral("filler"));
        QCOMPARE(left, QStringList{QStringLiteral("autosave.json")});

        // Room again: the next save is written (the next move's, or a new game's if a marked king
        // ended this one already).
        QFile::remove(filler);
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing, 5000);
        if (test.game.stage() == Game::Summary) test.game.advance();
        QTRY_VERIFY_WITH_TIMEOUT(test.game.yourTurn() || test.game.stage() != Game::Playing, 5000);
        if (test.game.yourTurn())
            playSomething(test.game, random);
        else if (test.game.stage() == Game::GameOver)
            test.game.newGame(againstTheComputer(Level::Random), 0, 70);
        test.game.flushSave();
        QVERIFY(contentsOf(path) != good);
        QCOMPARE(readSave(path).state(), test.game.savedGame().state());
#endif
    }

    // The save holds every hand and the cards to come, the records every game: the player's alone
    // (0600, and each folder made for them 0700) whatever the umask, and a file a Cozen before
    // wrote readable to all is made so at its next write. A record exported is not.
    void theFilesAreThePlayersAlone() {
#ifndef Q_OS_UNIX
        QSKIP("file modes are Linux's and macOS's; the per-user AppData is private already");
#else
        const mode_t umaskWas = ::umask(022);
        const auto restore = qScopeGuard([umaskWas] { ::umask(umaskWas); });
        const auto mode = [](const QString& path) {
            struct stat status {};
            return ::stat(QFile::encodeName(path).constData(), &status) == 0
                       ? int(status.st_mode & 07777)
                       : -1;
        };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data/cozen/autosave.json"));
        TestGame test(path);
        test.game.newGame(againstTheComputer(Level::Random), 0, 70, 23);
        test.game.flushSave();
        QCOMPARE(mode(path), 0600);
        QCOMPARE(mode(dir.filePath(QStringLiteral("data/cozen"))), 0700);
        QCOMPARE(mode(dir.filePath(QStringLiteral("data"))), 0700);
        // A file and a folder readable to all, from before.
        const QString old = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(writeFile(old, "{}"));
        QVERIFY(QFile::setPermissions(old, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ReadGroup | QFileDevice::ReadOther));
        QCOMPARE(mode(old), 0644);
        QVERIFY(writeFileWhole(old, "{}\n").isEmpty());
        QCOMPARE(mode(old), 0600);
        const QString records = dir.filePath(QStringLiteral("records"));
        QVERIFY(QDir().mkpath(records));
        QCOMPARE(mode(records), 0755);
        keepFolderPrivate(records);
        QCOMPARE(mode(records), 0700);
        // Exported where the player chose: as that place's files are.
        const QString exported = dir.filePath(QStringLiteral("shared/game.json"));
        QVERIFY(writeFileWhole(exported, "{}\n", FileAccess::Default).isEmpty());
        QCOMPARE(mode(exported), 0644);
        QCOMPARE(mode(dir.filePath(QStringLiteral("shared"))), 0755);
#endif
    }

    // The games a save keeps unrecorded (a full disk when they ended) are read back whole; a save
    // without them (every save before 0.3) has none; a damaged one is refused with its place.
    void unrecordedGamesRoundTrip() {
        const QString fixture = QFINDTESTDATA("../qml/data/game-over-next.json");
        QVERIFY(!fixture.isEmpty());
        SavedGame next = readSave(fixture);
        QVERIFY(next.unrecorded.empty());
        QVERIFY(!saveText(next).contains("unrecorded"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(QFile::copy(fixture, path));
        TestGame test(path);
        QVERIFY(test.game.resume());
        QVERIFY(test.game.input()->play(1, {QStringLiteral("7D")})); // the winning move
        const SavedGame ended = test.game.savedGame();
        QVERIFY(ended.endedHere);
        test.game.flushSave();
        next.unrecorded = {ended};
        const QString nextPath = dir.filePath(QStringLiteral("next.json")); // not the game's
        QVERIFY(writeSave(nextPath, next).isEmpty());
        const SavedGame back = readSave(nextPath);
        QCOMPARE(back.unrecorded.size(), std::size_t(1));
        QCOMPARE(back.unrecorded[0].state(), ended.state());
        QCOMPARE(back.unrecorded[0].history(), ended.history());
        QCOMPARE(back.unrecorded[0].session.seed(), ended.session.seed());
        QVERIFY(back.unrecorded[0].endedHere);
        QByteArray text = contentsOf(nextPath);
        QVERIFY(text.contains("\"endedHere\": true"));
        text.replace("\"endedHere\": true", "\"endedHere\": false");
        QVERIFY(writeFile(nextPath, text));
        QVERIFY_THROWS_EXCEPTION(Error, readSave(nextPath));
        try {
            readSave(nextPath);
        } catch (const Error& e) {
            QVERIFY2(QByteArray(e.what()).contains("\"unrecorded\"[0]"), e.what());
        }
    }

    void saveWithBadGameSection_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<QString>("problem");
        QTest::newRow("seed") << "\"seed\": \\d+"
                              << "\"seed\": -4"
                              << "seed";
        QTest::newRow("level") << "\"computer\": \"random\""
                               << "\"computer\": \"grandmaster\""
                               << "grandmaster";
        QTest::newRow("one player") << "\"players\": \\[[^\\]]*\\]"
                                    << "\"players\": [{\"name\": \"Ann\"}]"
                                    << "players";
        QTest::newRow("nobody")
            << "\"players\": \\[[^\\]]*\\]"
            << "\"players\": [{\"computer\": \"easy\"}, {\"computer\": \"easy\"}]"
            << "no seat is played by a person";
        QTest::newRow("same names") << "\"players\": \\[[^\\]]*\\]"
                                    << "\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Ann\"}]"
                                    << "Ann";
        QTest::newRow("a name that is a number")
            << "\"players\": \\[[^\\]]*\\]"
            << "\"players\": [{\"name\": 4}, {\"computer\": \"easy\"}]"
            << "not text";
        QTest::newRow("no players") << "\"players\": \\[[^\\]]*\\]"
                                    << "\"players\": 7"
                                    << "players";
        QTest::newRow("players missing") << "\"players\": \\[[^\\]]*\\]"
                                         << "\"people\": []"
                                         << "\"players\": missing";
        QTest::newRow("a strength beyond the adaptive level's")
            << "\"computer\": \"random\""
            << "\"computer\": \"adaptive\", \"strength\": 7"
            << "strength";
        QTest::newRow("a strength for another level") << "\"computer\": \"random\""
                                                      << "\"computer\": \"hard\", \"strength\": 2"
                                                      << "strength";
        QTest::newRow("a person's strength")
            << "\"players\": \\[[^\\]]*\\]"
            << "\"players\": [{\"name\": \"Ann\", \"strength\": 2}, {\"computer\": \"easy\"}]"
            << "a person has no strength";
        QTest::newRow("a daily deal of another seed")
            << "\"seed\": (\\d+)"
            << "\"seed\": \\1, \"daily\": \"2026-12-07\""
            << "\"daily\": the game is not that day's deal";
        QTest::newRow("a daily deal of no day") << "\"seed\": (\\d+)"
                                                << "\"seed\": \\1, \"daily\": \"today\""
                                                << "\"daily\": date \"today\"";
    }

    // Today's deal keeps its day in the save, and whether it is practice: a game resumed is still
    // the day's (docs/daily.md).
    void aDailyDealKeepsItsDay() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        for (const bool practice : {false, true}) {
            TestGame first(path);
            first.game.setToday(QStringLiteral("2026-12-07"));
            QCOMPARE(first.game.newDaily(QStringLiteral("Ann"),
                                         practice ? QStringLiteral("2026-11-30") : QString()),
                     QString());
            const QString day =
                practice ? QStringLiteral("2026-11-30") : QStringLiteral("2026-12-07");
            QCOMPARE(first.game.daily(), day);
            QCOMPARE(first.game.dailyPractice(), practice);
            first.game.flushSave();
            QVERIFY(contentsOf(path).contains("\"daily\": \"" + day.toUtf8() + "\""));
            TestGame second(path);
            QVERIFY(second.game.resume());
            QCOMPARE(second.game.daily(), day);
            QCOMPARE(second.game.dailyPractice(), practice);
            QCOMPARE(second.game.savedGame().session.seed(),
                     dailySeed(parseDate(day.toStdString())));
        }
        // A daily save whose computer was changed by hand is not the day's game, and is refused.
        {
            TestGame daily(path);
            daily.game.setToday(QStringLiteral("2026-12-07"));
            QCOMPARE(daily.game.newDaily(QStringLiteral("Ann")), QString());
            daily.game.flushSave();
        }
        QByteArray text = contentsOf(path);
        QVERIFY(text.contains("\"computer\": \"medium\""));
        text.replace("\"computer\": \"medium\"", "\"computer\": \"random\"");
        QVERIFY(writeFile(path, text));
        {
            TestGame edited(path);
            QVERIFY(!edited.game.resume());
            QVERIFY2(edited.game.notice().detail.contains("against the computer (medium)"),
                     qPrintable(edited.game.notice().detail));
        }
        // The day is the UTC date, whatever the zone the machine's clock is set to (Kiribati's is
        // 14 hours ahead of UTC, American Samoa's 11 behind: on most days one of them is on
        // another date than UTC).
#ifdef Q_OS_UNIX
        const QByteArray zone = qgetenv("TZ");
        for (const char* tz : {"Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "UTC"}) {
            qputenv("TZ", tz);
            tzset();
            TestGame clock(path);
            const QString before = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
            const QString today = clock.game.today();
            const QString after = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
            QVERIFY2(today == before || today == after, tz);
            // (The local date there, for the record: not what the game goes by.)
            qInfo("%s: local date %s, the game's day %s", tz,
                  qPrintable(QDate::currentDate().toString(Qt::ISODate)), qPrintable(today));
        }
        if (zone.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", zone);
        tzset();
#endif
        // A day to come is not out yet.
        TestGame table(path);
        table.game.setToday(QStringLiteral("2026-12-07"));
        QCOMPARE(table.game.newDaily({}, QStringLiteral("2026-12-08")),
                 QStringLiteral("the deal of 2026-12-08 is not out yet"));
    }

    // The adaptive level keeps the strength a game began with: the save says it, and a resume
    // plays at it, whatever the player's strength has become since (issue 39). A save without it
    // (written by hand) plays at the level's start.
    void theAdaptiveStrengthIsSavedAndResumed() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        {
            TestGame first(path);
            first.game.setAdaptiveStrength(5);
            first.game.newGame(againstTheComputer(Level::Adaptive, 0), 0, 70, 12);
            QCOMPARE(first.game.savedGame().players()[1].strength, 5);
            first.game.flushSave();
        }
        const QByteArray text = contentsOf(path);
        QVERIFY2(text.contains(R"("computer": "adaptive",)") && text.contains(R"("strength": 5)"),
                 text.constData());
        {
            TestGame second(path);
            second.game.setAdaptiveStrength(2); // the player's strength moved since
            QVERIFY(second.game.resume());
            QCOMPARE(second.game.savedGame().players()[1], (Player{{}, Level::Adaptive, 5}));
            QCOMPARE(second.game.seats()->at(1)->strength(), 5);
            second.game.flushSave(); // its own save written, before the file is edited below
        }
        QString edited = QString::fromUtf8(text);
        edited.replace(QRegularExpression(QStringLiteral(",\\s*\"strength\": 5")), QString());
        QVERIFY(!edited.contains(QStringLiteral("strength")));
        QVERIFY(writeFile(path, edited.toUtf8()));
        QCOMPARE(readSave(path).players()[1].strength, kAdaptiveStart);
    }

    void saveWithBadGameSection() {
        QFETCH(QString, pattern);
        QFETCH(QString, replacement);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        {
            TestGame writer(path);
            writer.game.newGame(againstTheComputer(Level::Random), 0, 70);
        }
        QString text = QString::fromUtf8(contentsOf(path));
        const QRegularExpression field(pattern);
        QVERIFY2(text.contains(field), qPrintable(text.right(300)));
        text.replace(field, replacement);
        QVERIFY(writeFile(path, text.toUtf8()));
        TestGame reader(path);
        QVERIFY(!reader.game.resume());
        const QString detail = reader.game.notice().detail;
        QVERIFY2(detail.contains(problem), qPrintable(detail));
    }

    // --save names a new file or a save the game can resume; anything else is refused with a
    // sentence that names it, and nothing there is touched.
    void whereASaveMayBeKept() {
        QTemporaryDir dir;
        const auto put = [&dir](const char* name, const QByteArray& text) {
            QFile file(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        put("save.json", "\xEF\xBB\xBF  " + contentsOf(QFINDTESTDATA("data/save-medium.json")));
        put("empty.json", {});
        put("damaged.json", "{\"cozen\": 1, \"tar");
        put("letter.txt", "Dear Ann");
        put("other.json", "{\"name\": \"cozen\"}");
        put("spaces.txt", QByteArray(100, ' ') + "IMPORTANT notes, not a save");
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("Documents")));
        for (const char* name : {"new.json", "save.json"})
            QCOMPARE(whyNotASaveFile(dir.filePath(QString::fromLatin1(name))), QString());
        const QString documents = dir.filePath(QStringLiteral("Documents"));
        QCOMPARE(whyNotASaveFile(documents),
                 documents + QStringLiteral(" is a folder, not a file"));
        for (const char* name : {"letter.txt", "other.json", "spaces.txt"}) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QCOMPARE(whyNotASaveFile(path),
                     path + QStringLiteral(" is not a Cozen save, and the game writes over no "
                                           "other file: name a new file, or a save"));
        }
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        QCOMPARE(whyNotASaveFile(empty),
                 empty + QStringLiteral(" is empty, not a Cozen save, and the game writes over "
                                        "no other file: name a new file, or a save"));
        const QString damaged = dir.filePath(QStringLiteral("damaged.json"));
        QVERIFY2(whyNotASaveFile(damaged).startsWith(
                     damaged + QStringLiteral(" is a save the game cannot resume (")),
                 qPrintable(whyNotASaveFile(damaged)));
        QCOMPARE(whyNotASaveFile(dir.filePath(QStringLiteral("missing/new.json"))),
                 QStringLiteral("the folder %1 does not exist")
                     .arg(dir.filePath(QStringLiteral("missing"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 7);
    }
};

QTEST_MAIN(TestSaveFile)
#include "tst_savefile.moc"
