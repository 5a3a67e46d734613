// A person's name, held to one check (names.h) from every source: typed (`--players`, the New
// game dialog), a save, a game record, the statistics. Each hostile name is refused by each with a
// sentence naming the problem; each name a person may have (emoji sequences with U+200D, Persian
// with U+200C, 24 characters as seen, any one script) passes through each unchanged.

#include "gametesting.h"
#include "play/game.h"
#include "play/names.h"
#include "play/players.h"
#include "storage/recordstore.h"
#include "storage/statistics.h"
#include "table/replaymodel.h"
#include "testfiles.h"

#include "cozen/error.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;
using namespace cozen::app;
using namespace cozen::app::testing;

namespace {

QString repeated(const QString& text, int times) {
    QString out;
    for (int i = 0; i < times; ++i)
        out += text;
    return out;
}

// `name` as a JSON string, quotes included.
QByteArray jsonString(const QString& name) {
    const QByteArray array = QJsonDocument(QJsonArray{name}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

const QString kFamily = QStringLiteral("👩‍👩‍👧‍👦"); // four people joined by U+200D

// The hostile names: as given, and what the sentence says of them read from a file and typed
// (a typed name is trimmed first: a name of spaces is then empty, one in spaces is fine).
void hostileNames() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("typed");
    QTest::newRow("NUL") << QStringLiteral("A") + QChar(0) + QStringLiteral("nn")
                         << "holds a control character (U+0000)"
                         << "holds a control character";
    QStringList lines;
    for (int i = 1; i <= 12; ++i)
        lines << QStringLiteral("L%1").arg(i);
    QTest::newRow("12 lines") << lines.join(QLatin1Char('\n')) << "holds a line break (U+000A)"
                              << "line break";
    QTest::newRow("a paragraph separator")
        << QStringLiteral("Ann\u2029Ben") << "holds a line break (U+2029)"
        << "line break";
    QTest::newRow("U+202E") << QStringLiteral("A\u202Ennil") << "holds a direction control (U+202E)"
                            << "direction control";
    QTest::newRow("an isolate") << QStringLiteral("\u2067Ann") << "direction control (U+2067)"
                                << "direction control";
    QTest::newRow("a zero-width space")
        << QStringLiteral("An\u200Bn") << "invisible format character (U+200B)"
        << "invisible";
    QTest::newRow("NBSP only") << QStringLiteral("\u00A0\u00A0") << "is blank"
                               << "a player's name is empty";
    QTest::newRow("U+2000 and ideographic spaces") << QStringLiteral("\u2003\u3000") << "is blank"
                                                   << "a player's name is empty";
    QTest::newRow("a Hangul filler") << QStringLiteral("\u3164") << "is blank"
                                     << "is blank";
    QTest::newRow("NBSP around") << QStringLiteral("\u00A0Ann") << "begins or ends with white space"
                                 << "";
    QTest::newRow("a Cyrillic А among Latin letters")
        << QStringLiteral("\u0410nn") << "mixes Cyrillic and Latin letters"
        << "mixes Cyrillic and Latin letters";
    QTest::newRow("a Greek ο among Latin letters")
        << QStringLiteral("B\u03BFb") << "mixes Greek and Latin letters"
        << "mixes Greek and Latin letters";
    QTest::newRow("a stack of combining marks")
        << QStringLiteral("Z") + repeated(QStringLiteral("\u0336\u0301\u0316"), 4)
        << "stacks more than 3 combining marks"
        << "stacks more than 3 combining marks";
    QTest::newRow("a mark with nothing under it")
        << QStringLiteral("\u0301Ann") << "begins with a combining mark"
        << "begins with a combining mark";
    QTest::newRow("bytes that were not UTF-8")
        << QStringLiteral("A\uFFFDnn") << "holds bytes that are not text (U+FFFD)"
        << "bytes that are not text";
    QTest::newRow("25 characters") << QString(25, QLatin1Char('a')) << "longer than 24 characters"
                                   << "longer than 24 characters";
    QTest::newRow("481 letters") << QString(481, QLatin1Char('a'))
                                 << "takes more than 480 UTF-16 code units"
                                 << "takes more than 480";
    QTest::newRow("25 emoji") << repeated(QStringLiteral("😀"), 25) << "longer than 24 characters"
                              << "longer than 24 characters";
}

// Names people have: each passes every source unchanged.
void goodNames() {
    QTest::addColumn<QString>("name");
    QTest::newRow("a family emoji (U+200D)") << kFamily;
    QTest::newRow("Persian with U+200C") << QStringLiteral("می‌خواهم");
    QTest::newRow("13 emoji") << repeated(QStringLiteral("🦊"), 13);
    QTest::newRow("24 family emoji") << repeated(kFamily, 24);
    QTest::newRow("24 letters") << QString(24, QLatin1Char('b'));
    QTest::newRow("Vietnamese, decomposed")
        << QStringLiteral("Nguye\u0323\u0302n"); // two marks on one e (NFC: "Nguyễn")
    QTest::newRow("Tibetan, a stack of three") << QStringLiteral("སྒྲོལ་མ");
    QTest::newRow("Arabic") << QStringLiteral("سارة");
    QTest::newRow("Hebrew") << QStringLiteral("דוד");
    QTest::newRow("Greek") << QStringLiteral("Ελένη");
    QTest::newRow("Cyrillic") << QStringLiteral("Анна");
    QTest::newRow("Latin with Han") << QStringLiteral("Ann 田中");
    QTest::newRow("Scotland's flag (tags)") << QStringLiteral("🏴󠁧󠁢󠁳󠁣󠁴󠁿");
    QTest::newRow("a keycap and a skin tone") << QStringLiteral("1️⃣👋🏽");
    QTest::newRow("punctuation") << QStringLiteral("Zoë-Ann O'Brien \"Z\"");
}

// A save of Ann against the computer, her name then replaced by `name`.
QByteArray saveNaming(const QString& path, const QString& name) {
    {
        TestGame writer(path);
        writer.game.newGame(
            {Player{QStringLiteral("Ann"), std::nullopt}, Player{{}, Level::Random}}, 0, 70);
        writer.game.flushSave(); // (the writer is shared: written now, not when the last game goes)
    }
    QString text = QString::fromUtf8(contentsOf(path));
    const QRegularExpressionMatch ann =
        QRegularExpression(QStringLiteral("\"name\":\\s*\"Ann\"")).match(text);
    if (!ann.hasMatch()) return {};
    return text
        .replace(ann.capturedStart(), ann.capturedLength(),
                 QStringLiteral("\"name\": ") + QString::fromUtf8(jsonString(name)))
        .toUtf8();
}

// The test data's record of Ann against the computer, Ann replaced by `name`.
QByteArray recordNaming(const QString& name) {
    QByteArray text = contentsOf(QFINDTESTDATA("../qml/data/record-game.json"));
    text.replace("{ \"name\": \"Ann\" }", "{ \"name\": " + jsonString(name) + " }");
    return text;
}

// Statistics of one hot-seat row, its person `name`.
QByteArray statisticsNaming(const QString& name) {
    return R"({"cozenStatistics": 1, "records": [{"mode": "hotSeat", "name": )" + jsonString(name) +
           R"(, "games": 1, "wins": 1, "losses": 0, "draws": 0, "vpFor": 70, "vpAgainst": 20,
           "streak": 1, "bestStreak": 1, "hints": 0}]})";
}

} // namespace

class TestNames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theCheck_data() { hostileNames(); }
    void theCheck() {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const QString why = whyNotAName(name);
        QVERIFY2(why.contains(problem), qPrintable(why));
        QVERIFY(nameProblem(name) != NameProblem::None);
        // The sentence is one printable line that reads in order (joiners join emoji there too).
        for (const QChar c : why)
            QVERIFY2(c.category() != QChar::Other_Control &&
                         (c.category() != QChar::Other_Format || c == QChar(0x200D) ||
                          c == QChar(0x200C)) &&
                         c.category() != QChar::Separator_Line &&
                         c.category() != QChar::Separator_Paragraph,
                     qPrintable(why));
    }

    // Typed: `--players` (parsePlayers) and the New game dialog (Game.newGame, Game.nameProblem).
    void typedNamesAreRefused_data() { hostileNames(); }
    void typedNamesAreRefused() {
        QFETCH(QString, name);
        QFETCH(QString, typed);
        QString why;
        try {
            parsePlayers(name + QStringLiteral(",computer:easy"));
        } catch (const Error& e) {
            why = QString::fromUtf8(e.what());
        }
        TestGame test;
        // Two people at the screen (alone against the computer, a name of spaces is no name:
        // the table says "you").
        const QString dialog = test.game.newGame({QVariantMap{{QStringLiteral("name"), name}},
                                                  QVariantMap{{QStringLiteral("name"), "Ben"}}},
                                                 0, 70);
        if (typed.isEmpty()) { // trimmed, a name
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QVERIFY2(dialog.isEmpty(), qPrintable(dialog));
            QCOMPARE(test.game.nameProblem(name), PlayersProblem::None);
            return;
        }
        QVERIFY2(why.contains(typed), qPrintable(why));
        QVERIFY2(dialog.contains(typed), qPrintable(dialog));
        // The dialog says it in the player's words before Start is pressed (an empty name has
        // its own sentence there).
        if (!trimmedName(name).isEmpty())
            QVERIFY(test.game.nameProblem(name) != PlayersProblem::None);
    }

    // What the New game dialog says before Start (Game.playersProblem): the same checks as a new
    // game makes, named by kind.
    void theDialogsPlayersAreCheckedAsAGameWouldBe_data() {
        QTest::addColumn<QString>("players");
        QTest::addColumn<PlayersProblem::Value>("kind");
        QTest::newRow("alone, unnamed")
            << "[{'name':''},{'computer':'hard'}]" << PlayersProblem::None;
        QTest::newRow("hot-seat") << "[{'name':'Ann'},{'name':'Ben'}]" << PlayersProblem::None;
        QTest::newRow("hot-seat, one unnamed")
            << "[{'name':'Ann'},{'name':'  '}]" << PlayersProblem::Unnamed;
        QTest::newRow("alike once folded")
            << "[{'name':'Ann'},{'name':'\uFF21\uFF4E\uFF4E'}]" << PlayersProblem::SameNames;
        QTest::newRow("alike but for case")
            << "[{'name':'ann'},{'name':'ANN'}]" << PlayersProblem::SameNames;
        QTest::newRow("too long") << "[{'name':'Ann'},{'name':'" + QString(25, u'a') + "'}]"
                                  << PlayersProblem::TooLong;
        QTest::newRow("2v2, one person unnamed")
            << "[{'name':''},{'computer':'easy'},{'computer':'easy'},{'computer':'easy'}]"
            << PlayersProblem::None;
        QTest::newRow("2v2, computers alone")
            << "[{'computer':'easy'},{'computer':'easy'},{'computer':'hard'},{'computer':'easy'}]"
            << PlayersProblem::NoPerson;
        QTest::newRow("2v2, two people, one unnamed")
            << "[{'name':'Ann'},{'computer':'easy'},{'name':''},{'computer':'easy'}]"
            << PlayersProblem::Unnamed;
    }
    void theDialogsPlayersAreCheckedAsAGameWouldBe() {
        QFETCH(QString, players);
        QFETCH(PlayersProblem::Value, kind);
        const QVariantList list =
            QJsonDocument::fromJson(players.replace(u'\'', u'"').toUtf8()).toVariant().toList();
        QVERIFY(!list.isEmpty());
        TestGame test;
        QCOMPARE(test.game.playersProblem(list), kind);
        // A game refuses exactly what the dialog names.
        QCOMPARE(test.game.whyNotPlayers(list).isEmpty(), kind == PlayersProblem::None);
    }

    void aSaveIsRefused_data() { hostileNames(); }
    void aSaveIsRefused() {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(writeFile(path, saveNaming(path, name)));
        TestGame reader(path);
        QVERIFY(!reader.game.resume());
        const QString detail = reader.game.notice().detail;
        QVERIFY2(detail.contains(QStringLiteral("\"game\".\"players\": ")) &&
                     detail.contains(problem),
                 qPrintable(detail));
    }

    // A record naming someone so is not a valid record: listed as damaged with the reason, never
    // replayed, never imported.
    void aRecordIsRefused_data() { hostileNames(); }
    void aRecordIsRefused() {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const QByteArray bytes = recordNaming(name);
        try {
            parseGameRecord(bytes);
            QFAIL("accepted");
        } catch (const Error& e) {
            const QString why = QString::fromUtf8(e.what());
            QVERIFY2(why.startsWith(QStringLiteral("players[0].name: ")) && why.contains(problem),
                     e.what());
        }
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("records")));
        const QString path = dir.filePath(QStringLiteral("hostile.json"));
        QVERIFY(writeFile(path, bytes));
        ReplayModel replay;
        QVERIFY(!replay.load(path));
        QVERIFY2(replay.error().contains(problem), qPrintable(replay.error()));
        RecordStore store;
        store.setFolder(dir.filePath(QStringLiteral("records")));
        const QVariantMap imported = store.importRecord(path);
        QVERIFY(!imported.value(QStringLiteral("ok")).toBool());
        QVERIFY(imported.value(QStringLiteral("detail")).toString().contains(problem));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("records/listed.json")), bytes));
        store.refresh();
        QTRY_COMPARE(store.rowCount(), 1);
        QTRY_VERIFY(!store.property("loading").toBool());
        const QModelIndex row = store.index(0);
        QVERIFY(row.data(RecordStore::DamagedRole).toBool());
        QVERIFY2(row.data(RecordStore::ProblemRole).toString().contains(problem),
                 qPrintable(row.data(RecordStore::ProblemRole).toString()));
    }

    // Statistics naming someone so are not ours: set aside whole, said, and begun afresh.
    void statisticsAreSetAside_data() { hostileNames(); }
    void statisticsAreSetAside() {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        const QByteArray bytes = statisticsNaming(name);
        QVERIFY(writeFile(path, bytes));
        Statistics statistics;
        statistics.setPath(path);
        const Notice notice = statistics.notice();
        QCOMPARE(notice.kind, NoticeKind::UnreadableStatistics);
        QVERIFY2(notice.detail.contains(QStringLiteral("\"records\"[0].\"name\": ")) &&
                     notice.detail.contains(problem),
                 qPrintable(notice.detail));
        QVERIFY(statistics.empty());
        QCOMPARE(contentsOf(notice.keptAs), bytes);
    }

    // Each good name through each source, and back, unchanged.
    void goodNamesPassEverywhere_data() { goodNames(); }
    void goodNamesPassEverywhere() {
        QFETCH(QString, name);
        QCOMPARE(whyNotAName(name), QString());
        QVERIFY(nameLength(name) <= kMaxNameLength);
        // Typed.
        QCOMPARE(parsePlayers(name + QStringLiteral(",computer:easy")).front().name, name);
        QCOMPARE(parsePlayers(QStringLiteral("Ann,") + name).back().name, name);
        TestGame test;
        QCOMPARE(test.game.nameProblem(name), PlayersProblem::None);
        // The save.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(writeFile(path, saveNaming(path, name)));
        QCOMPARE(readSave(path).players().front().name, name);
        // A record.
        const GameRecord record = parseGameRecord(recordNaming(name));
        QCOMPARE(QString::fromStdString(record.players.front().name), name);
        // The statistics.
        const QString statisticsPath = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(writeFile(statisticsPath, statisticsNaming(name)));
        Statistics statistics;
        statistics.setPath(statisticsPath);
        QVERIFY2(statistics.notice().isEmpty(), qPrintable(statistics.notice().detail));
        QCOMPARE(statistics.rows().size(), std::size_t(1));
        QCOMPARE(statistics.rows().front().name, name);
    }

    void lengthIsWhatAPersonSees() {
        QCOMPARE(nameLength(kFamily), 1);
        QCOMPARE(nameLength(repeated(QStringLiteral("😀"), 13)), 13);
        QCOMPARE(nameLength(QStringLiteral("Nguye\u0323\u0302n")), 6);
        QCOMPARE(nameLength(QStringLiteral("🇫🇷🇩🇪")), 2);
    }

    // Two people whose names are one name: the same once case is folded and compatibility forms
    // (full-width letters, ligatures) are read as their letters.
    void twoNamesThatAreOne_data() {
        QTest::addColumn<QString>("players");
        QTest::newRow("case") << QStringLiteral("Ann,ANN");
        QTest::newRow("full width") << QStringLiteral("Ann,Ａｎｎ");
        QTest::newRow("a ligature") << QStringLiteral("ﬁona,Fiona");
        QTest::newRow("ß and SS") << QStringLiteral("Strauß,STRAUSS");
        QTest::newRow("composed and not") << QStringLiteral("Zoë,Zoe\u0308");
    }
    void twoNamesThatAreOne() {
        QFETCH(QString, players);
        try {
            parsePlayers(players);
            QFAIL("accepted");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("two players are named")),
                     e.what());
        }
    }
};

QTEST_MAIN(TestNames)
#include "tst_names.moc"
