// The remote session (session.h) between two ends in this process, over a pipe of frames that a
// test can watch, drop, repeat and change. Whole games to their end, each side choosing random
// legal moves from its own view: both ends finish with the same record, which replays, and at
// every move each end saw exactly its seat's view of that true game (R11). Every frame on the wire
// is read for cards: none is named before the rules make it public. Then a hostile wire and a
// cheating other end: garbage and repeats are refused and the game goes on; a forged opening, a
// card not held, a forged end, a disagreeing digest each stop the game with a sentence that says
// so.

#include "remote/session.h"

#include "cozen/record.h"
#include "cozen/rules.h"
#include "cozen/view.h"

#include "testscale.h"
#include "wirecheck.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace cozen;
using namespace cozen::remote;

namespace {

constexpr int kWaitMs = 30000;
// A lost frame is sent again at the other end's next heartbeat: often, so that the test is quick.
constexpr int kHeartbeatMs = 100;

class PipeLink;

// One end of an in-memory pipe: frames go to the other end through the event loop, in order.
// `tamper`, when set, sees each frame this end sends and returns what the other end receives
// (nothing: dropped).
class PipeLink : public Link {
public:
    QPointer<PipeLink> other; // none once the other end is gone, as a killed program is
    std::function<QList<QByteArray>(const QByteArray&)> tamper;
    QList<QByteArray>* wire = nullptr; // every frame sent, as sent

    void send(const QByteArray& frame) override {
        if (wire) wire->append(frame);
        const QList<QByteArray> out = tamper ? tamper(frame) : QList<QByteArray>{frame};
        for (const QByteArray& f : out)
            QMetaObject::invokeMethod(
                this,
                [to = other, f] {
                    if (to) emit to->received(f);
                },
                Qt::QueuedConnection);
    }
    State state() const override { return State::Connected; }
    void close() override {}
    // The two ends connected again: each session hears of it.
    static void connectAgain(PipeLink* a, PipeLink* b) {
        a->other = b;
        b->other = a;
        emit a->stateChanged(State::Connected);
        emit b->stateChanged(State::Connected);
    }
};

struct Ends {
    Invite invite = Invite::create(Invite::Way::Direct, QStringLiteral("127.0.0.1"), 5555);
    PipeLink* hostLink = new PipeLink;
    PipeLink* guestLink = new PipeLink;
    QList<QByteArray> wire;
    QTemporaryDir saves;
    std::unique_ptr<Session> host;
    std::unique_ptr<Session> guest;

    Session::Setup setup(Role role, int hostSeat) const {
        Session::Setup s;
        s.role = role;
        s.invite = invite;
        s.me = role == Role::Host ? Player{QStringLiteral("Ann"), {}}
                                  : Player{QStringLiteral("Ben"), QStringLiteral("random")};
        s.hostSeat = hostSeat;
        s.app = QStringLiteral("test");
        s.heartbeatMs = kHeartbeatMs;
        s.saveFile = saves.filePath(role == Role::Host ? "host.json" : "guest.json");
        return s;
    }

    explicit Ends(int hostSeat = 0) {
        hostLink->other = guestLink;
        guestLink->other = hostLink;
        hostLink->wire = &wire;
        guestLink->wire = &wire;
        host = std::make_unique<Session>(setup(Role::Host, hostSeat), hostLink);
        guest = std::make_unique<Session>(setup(Role::Guest, hostSeat), guestLink);
    }

    // Kills one end (no goodbye: its link is gone, frames on their way to it are lost) and takes
    // it up again from its save, over a new link.
    void killAndResume(Role role) {
        std::unique_ptr<Session>& victim = role == Role::Host ? host : guest;
        const QString file = saves.filePath(role == Role::Host ? "host.json" : "guest.json");
        victim.reset();
        QCoreApplication::processEvents(); // what was on its way to it is dropped
        auto* link = new PipeLink;
        link->wire = &wire;
        QString problem;
        victim = Session::resume(file, link, &problem);
        QVERIFY2(victim, qPrintable(problem));
        PipeLink*& mine = role == Role::Host ? hostLink : guestLink;
        mine = link;
        PipeLink::connectAgain(hostLink, guestLink);
    }
};

// Plays random legal moves for whichever end is to move, from its own view, until both ends have
// finished or either has stopped; records each end's view before each move it plays. With
// `hostStakes`, the host stakes whenever it can.
void playOut(Ends& ends, Rng& rng, std::vector<std::pair<int, View>>* views = nullptr,
             const std::function<void()>& each = {}, bool hostStakes = false) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < kWaitMs) {
        if (each) each();
        Session* mover = ends.host->myMove()    ? ends.host.get()
                         : ends.guest->myMove() ? ends.guest.get()
                                                : nullptr;
        if (!mover) {
            const auto is = [&](Session::Stage stage) {
                return ends.host->stage() == stage || ends.guest->stage() == stage;
            };
            if (is(Session::Stage::Stopped)) return;
            if (ends.host->stage() == Session::Stage::Finished &&
                ends.guest->stage() == Session::Stage::Finished)
                return;
            // The other end's frames, or its heartbeat, come through the event loop.
            QTest::qWait(1);
            continue;
        }
        const View view = mover->game()->view();
        if (views) views->emplace_back(mover->mySeat(), view);
        const std::vector<Move> moves = [&] {
            std::vector<Move> all;
            legalMoves(view.seats[view.toMove].hand, view.columnCount, all);
            return all;
        }();
        Move move = moves[rng.below(std::uint32_t(moves.size()))];
        if (hostStakes && mover == ends.host.get())
            for (const Move& m : moves)
                if (m.kind == MoveKind::Stake) move = m;
        QString problem;
        QVERIFY2(mover->play(move, &problem), qPrintable(problem));
    }
    QFAIL("the game did not end");
}

Message unsealed(const QByteArray& frame, const Keys& keys) {
    QString problem;
    std::optional<Message> m = unseal(frame, keys, &problem);
    if (!m) qFatal("a frame of the test's own does not unseal: %s", qPrintable(problem));
    return *m;
}

} // namespace

class TestRemoteSession : public QObject {
    Q_OBJECT

private slots:
    // Whole games: both ends finish, with the same record; it replays; each end saw exactly its
    // seat's view of the game the record holds; no card is named on the wire before it is public.
    void wholeGames() {
        Rng rng(11);
        for (int g = 0; g < cozen::testing::scaled(6); ++g) {
            Ends ends(g % 2);
            std::vector<std::pair<int, View>> views;
            playOut(ends, rng, &views);
            QVERIFY2(ends.host->stopReason().isEmpty(), qPrintable(ends.host->stopReason()));
            QVERIFY2(ends.guest->stopReason().isEmpty(), qPrintable(ends.guest->stopReason()));
            QCOMPARE(ends.host->stage(), Session::Stage::Finished);
            QCOMPARE(ends.guest->stage(), Session::Stage::Finished);
            QCOMPARE(ends.host->refusedCount(), 0);
            QCOMPARE(ends.guest->refusedCount(), 0);
            const std::string record = formatRecord(ends.host->record());
            QCOMPARE(formatRecord(ends.guest->record()), record);
            QVERIFY(record.find("\"Ann\"") != std::string::npos);
            QCOMPARE(ends.host->record().players[std::size_t(g % 2)].name, std::string("Ann"));
            QCOMPARE(ends.host->record().players[std::size_t(1 - g % 2)].computer, Level::Random);

            // Each end's view before each move was its view of the true game.
            const RecordReplay replay(parseRecord(record));
            QVERIFY(replay.result().winner == 0 || replay.result().winner == 1);
            std::size_t seen = 0;
            for (int step = 0; step + 1 < replay.stepCount(); ++step) {
                const RecordReplay::Step& next = replay.step(step + 1);
                if (!next.moved) continue; // a deal
                QVERIFY(seen < views.size());
                const auto& [seat, view] = views[seen++];
                QCOMPARE(seat, int(next.mover));
                QVERIFY(view == viewFor(replay.step(step).state, seat));
            }
            QCOMPARE(seen, views.size());

            // The wire: every card named before the end is a stake the deal flipped or a card a
            // resolution turned up, in that round.
            QList<QByteArray> bodies;
            for (const QByteArray& frame : ends.wire)
                bodies.append(frame.mid(kHashBytes));
            const QString leak = cozen::testing::cardNamedTooSoon(bodies, replay.record());
            QVERIFY2(leak.isEmpty(), qPrintable(leak));
        }
    }

    // The wire's check catches a card named while it was hidden (so that the check above can
    // fail): one still in red's deck before round 1's last move, named in round 1.
    void theWireCheckCatchesAHiddenCard() {
        Rng rng(17);
        Ends ends;
        playOut(ends, rng);
        const GameRecord record = ends.host->record();
        const RecordReplay replay(record);
        const int beforeLast =
            record.rounds.size() > 1 ? replay.firstStepOf(1) - 2 : replay.stepCount() - 2;
        const GameState& state = replay.step(beforeLast).state;
        QCOMPARE(replay.step(beforeLast).round, 0);
        QVERIFY(state.seats[0].deckSize > 0);
        const QString card = QString::fromStdString(cardText(Colour::Red, state.seats[0].deck[0]));
        const QByteArray body =
            QStringLiteral("{\"round\":1,\"open\":[{\"card\":\"%1\"}]}").arg(card).toUtf8();
        QCOMPARE(cozen::testing::cardNamedTooSoon({body}, record),
                 QStringLiteral("%1 named in round 1 before it was public").arg(card));
    }

    // Signed frames mutated every way (bytes changed, cut, repeated, numbers made huge or
    // negative), as a hostile other end could send them: each is read or refused with a sentence,
    // never a crash; fed to a game in progress, it goes on or stops saying why.
    void mutatedFramesAreReadOrRefused() {
        Rng rng(18);
        Ends ends;
        playOut(ends, rng);
        const Keys keys(ends.invite.secret);
        QList<QByteArray> bodies;
        for (const QByteArray& frame : ends.wire)
            bodies.append(frame.mid(kHashBytes));
        static const char* const kNumbers[] = {"-1",  "1e308", "4294967296",
                                               "0.5", "null",  "\"7\"",
                                               "[]",  "{}",    "99999999999999999999"};
        int refused = 0;
        for (int i = 0; i < cozen::testing::scaled(20000); ++i) {
            QByteArray body = bodies[qsizetype(rng.below(std::uint32_t(bodies.size())))];
            switch (rng.below(5)) {
            case 0: // a byte changed
                body[qsizetype(rng.below(std::uint32_t(body.size())))] = char(rng.below(256));
                break;
            case 1: // cut short
                body.truncate(qsizetype(rng.below(std::uint32_t(body.size()))));
                break;
            case 2: { // a slice repeated
                const qsizetype at = qsizetype(rng.below(std::uint32_t(body.size())));
                body.insert(at, body.mid(at, qsizetype(rng.below(64))));
                break;
            }
            case 3: { // a number replaced
                static const QRegularExpression number(QStringLiteral(":(\\d+)"));
                const QList<QRegularExpressionMatch> all = [&] {
                    QList<QRegularExpressionMatch> list;
                    for (auto it = number.globalMatch(QString::fromUtf8(body)); it.hasNext();)
                        list.append(it.next());
                    return list;
                }();
                if (all.isEmpty()) break;
                const QRegularExpressionMatch& m =
                    all[qsizetype(rng.below(std::uint32_t(all.size())))];
                QString text = QString::fromUtf8(body);
                text.replace(m.capturedStart(1), m.capturedLength(1),
                             QLatin1String(kNumbers[rng.below(std::size(kNumbers))]));
                body = text.toUtf8();
                break;
            }
            default: // deep nesting
                body = QByteArray(qsizetype(rng.below(5000)), '[') + body;
            }
            QString problem;
            const std::optional<Message> m = unseal(keys.mac(body) + body, keys, &problem);
            if (!m) {
                QVERIFY(!problem.isEmpty());
                ++refused;
            }
        }
        QVERIFY(refused > 0);
        // Into a game in progress: after its first deal, one mutated frame from the guest's side.
        for (int i = 0; i < cozen::testing::scaled(100); ++i) {
            Ends game;
            QTRY_VERIFY_WITH_TIMEOUT(game.host->myMove() || game.guest->myMove(), kWaitMs);
            QByteArray body = bodies[qsizetype(rng.below(std::uint32_t(bodies.size())))];
            body[qsizetype(rng.below(std::uint32_t(body.size())))] = char(rng.below(256));
            const Keys own(game.invite.secret); // signed for this game
            emit game.hostLink->received(own.mac(body) + body);
            QVERIFY(game.host->stage() == Session::Stage::Playing ||
                    (game.host->stage() == Session::Stage::Stopped &&
                     !game.host->stopReason().isEmpty()));
        }
    }

    // Garbage, frames not signed with the room's key, a message sent back to its sender, and a
    // repeated one: each refused, and the game plays on to the same end on both sides.
    void aHostileWireIsRefused() {
        Rng rng(12);
        Ends ends;
        QSignalSpy hostRefused(ends.host.get(), &Session::refused);
        const Keys keys(ends.invite.secret);
        int n = 0;
        qint64 repeated = 0;
        ends.guestLink->tamper = [&](const QByteArray& frame) -> QList<QByteArray> {
            ++n;
            if (n == 3) return {QByteArray("garbage"), frame};
            if (n == 4) { // sent twice
                repeated = unsealed(frame, keys).seq;
                return {frame, frame};
            }
            if (n == 5)
                return {Keys(QStringLiteral("X")).mac(frame.mid(32)) + frame.mid(32),
                        frame}; // other key
            if (n == 6) return {QByteArray(kHashBytes, 'x') + "{}", frame};
            return {frame};
        };
        ends.hostLink->tamper = [&](const QByteArray& frame) -> QList<QByteArray> {
            // The host's own frames come back to it, as a broker could send them.
            QMetaObject::invokeMethod(
                ends.hostLink, [link = ends.hostLink, frame] { emit link->received(frame); },
                Qt::QueuedConnection);
            return {frame};
        };
        playOut(ends, rng);
        QCOMPARE(ends.host->stage(), Session::Stage::Finished);
        QCOMPARE(ends.guest->stage(), Session::Stage::Finished);
        QCOMPARE(formatRecord(ends.host->record()), formatRecord(ends.guest->record()));
        QStringList reasons;
        for (const QList<QVariant>& args : hostRefused)
            reasons.append(args.at(0).toString());
        QVERIFY(reasons.contains(QStringLiteral("a message too short to be one")));
        QVERIFY(reasons.contains(QStringLiteral("a message not signed with this game's key")));
        QVERIFY(repeated > 0);
        QVERIFY(
            reasons.contains(QStringLiteral("message %1 again, received already").arg(repeated)));
        QVERIFY(reasons.contains(QStringLiteral("a message of this game's own, sent back to it")));
    }

    // A cheating guest, which holds the room's key and re-signs what it changes: each cheat stops
    // the host's game with a sentence naming it.
    void cheatsStopTheGame_data() {
        QTest::addColumn<QString>("cheat");
        QTest::addColumn<QString>("said");
        QTest::newRow("forged opening") << "opening"
                                        << "which is not the card it committed to";
        QTest::newRow("card not held") << "slot"
                                       << "played a move that is not legal";
        QTest::newRow("forged end") << "end"
                                    << "which is not the card it committed to there";
        QTest::newRow("other digest") << "digest"
                                      << "the two games do not agree";
        QTest::newRow("out of turn") << "turn"
                                     << "sent a deal";
        QTest::newRow("newer protocol") << "version"
                                        << "version 2 of the protocol";
    }
    void cheatsStopTheGame() {
        QFETCH(QString, cheat);
        QFETCH(QString, said);
        Rng rng(13);
        Ends ends;
        const Keys keys(ends.invite.secret);
        bool done = false;
        int flipped = -1; // the slot of the guest's flipped stake
        ends.guestLink->tamper = [&](const QByteArray& frame) -> QList<QByteArray> {
            if (done) return {frame};
            Message m = unsealed(frame, keys);
            if (m.type == Message::Type::Open && !m.openings.isEmpty() && flipped < 0)
                flipped = m.openings.first().slot;
            if (cheat == u"opening" && !m.openings.isEmpty()) {
                // Its flipped stake opened as another card of its colour.
                Opening& o = m.openings.first();
                o.card = o.card == u"2S" || o.card == u"2C" ? (o.card == u"2S" ? "3S" : "3C")
                                                            : (o.card.endsWith(u'S') ? "2S" : "2C");
            } else if (cheat == u"slot" && m.type == Message::Type::Move) {
                m.moved = {flipped}; // its stake on the row, not in its hand
                m.kind = MoveKind::Stake;
                m.openings.clear();
            } else if (cheat == u"end" && m.type == Message::Type::End) {
                std::swap(m.laid.first().cards[0], m.laid.first().cards[1]);
            } else if (cheat == u"digest" && m.type == Message::Type::Move) {
                m.state[0] = char(m.state[0] ^ 1);
            } else if (cheat == u"turn" && m.type == Message::Type::Deal) {
                // A second deal, at once, out of turn.
                done = true;
                Message again = m;
                again.seq = m.seq + 1;
                return {frame, seal(again, keys)};
            } else if (cheat == u"version") {
                QByteArray body = frame.mid(kHashBytes);
                body.replace("\"cozen\":1", "\"cozen\":2");
                done = true;
                return {keys.mac(body) + body};
            } else {
                return {frame};
            }
            done = true;
            return {seal(m, keys)};
        };
        QSignalSpy stopped(ends.host.get(), &Session::stopped);
        playOut(ends, rng);
        QCOMPARE(ends.host->stage(), Session::Stage::Stopped);
        QVERIFY2(ends.host->stopReason().contains(said), qPrintable(ends.host->stopReason()));
        // Named once it has said who it is.
        const QString who = cheat == u"version" && !ends.host->peer()
                                ? QStringLiteral("the guest's game ")
                                : QStringLiteral("Ben's game ");
        QVERIFY2(ends.host->stopReason().startsWith(who), qPrintable(ends.host->stopReason()));
        QCOMPARE(stopped.count(), 1);
        // The cheat hears why, in the host's words, rather than waiting for a game that is over.
        QTRY_COMPARE_WITH_TIMEOUT(ends.guest->stage(), Session::Stage::Stopped, kWaitMs);
        const QString host =
            ends.guest->peer() ? QStringLiteral("Ann's game") : QStringLiteral("the host's game");
        QCOMPARE(ends.guest->stopReason(),
                 host + QStringLiteral(" stopped the game: ") + ends.host->stopReason());
    }

    // Take-back by consent, through whole games: after each wager the other end has not answered,
    // its player asks to take it back; the end to move lets it (the game stands as before the
    // wager, on both ends), declines (the asker hears so), or simply moves (the ask is forgotten).
    // Both ends finish with the same record, which holds the moves that stood; each end's view
    // before each of its moves was its seat's view of that game; one end killed and taken up
    // from its save after a take-back replays it.
    void takeBacksByConsent() {
        Rng rng(21);
        int allowed = 0, declined = 0, ignored = 0;
        // (At least a few games, and until each answer has been given.)
        for (int g = 0; g < 20 && (g < cozen::testing::scaled(4) ||
                                   !(allowed > 0 && declined > 0 && ignored > 0));
             ++g) {
            Ends ends(g % 2);
            std::vector<std::pair<int, View>> views;
            bool killed = false;
            QElapsedTimer clock;
            clock.start();
            while (clock.elapsed() < kWaitMs) {
                const auto both = [&](Session::Stage stage) {
                    return ends.host->stage() == stage && ends.guest->stage() == stage;
                };
                if (both(Session::Stage::Finished)) break;
                QVERIFY2(ends.host->stage() != Session::Stage::Stopped,
                         qPrintable(ends.host->stopReason()));
                QVERIFY2(ends.guest->stage() != Session::Stage::Stopped,
                         qPrintable(ends.guest->stopReason()));
                Session* mover = ends.host->myMove()    ? ends.host.get()
                                 : ends.guest->myMove() ? ends.guest.get()
                                                        : nullptr;
                Session* other = mover == ends.host.get() ? ends.guest.get() : ends.host.get();
                if (mover && other->canAskTakeBack()) {
                    // The wager's player asks; the ask comes through the event loop.
                    QVERIFY(other->askTakeBack());
                    QVERIFY(other->askingTakeBack());
                    QVERIFY(!other->canAskTakeBack()); // once
                    QTRY_VERIFY_WITH_TIMEOUT(mover->takeBackAsked(), kWaitMs);
                    const int seat = other->mySeat();
                    const int movesBefore = mover->game()->movesThisRound();
                    switch (rng.below(3)) {
                    case 0: {
                        QSignalSpy taken(other, &Session::takenBack);
                        QVERIFY(mover->allowTakeBack());
                        QCOMPARE(mover->game()->movesThisRound(), movesBefore - 1);
                        QCOMPARE(mover->game()->toMove(), seat);
                        QVERIFY(!mover->myMove());
                        QTRY_COMPARE_WITH_TIMEOUT(taken.count(), 1, kWaitMs);
                        QCOMPARE(taken.first().first().toInt(), seat);
                        QVERIFY(other->myMove()); // to move again, as before its wager
                        QVERIFY(!other->askingTakeBack());
                        // It sees again what it saw before its wager.
                        QCOMPARE(views.back().first, seat);
                        QVERIFY(other->game()->view() == views.back().second);
                        ++allowed;
                        if (!killed && g == 0) { // taken up from its save after a take-back
                            killed = true;
                            ends.killAndResume(seat == ends.host->mySeat() ? Role::Host
                                                                           : Role::Guest);
                        }
                        continue;
                    }
                    case 1: {
                        QSignalSpy no(other, &Session::askDeclined);
                        QVERIFY(mover->declineTakeBack());
                        QVERIFY(!mover->takeBackAsked());
                        QVERIFY(mover->myMove());
                        QTRY_COMPARE_WITH_TIMEOUT(no.count(), 1, kWaitMs);
                        QVERIFY(!other->askingTakeBack());
                        QVERIFY(!other->canAskTakeBack()); // asked once for this wager
                        QVERIFY(other->takeBackDeclined());
                        ++declined;
                        break;
                    }
                    default:
                        ++ignored; // it moves, below
                        break;
                    }
                }
                if (!mover) {
                    QTest::qWait(1);
                    continue;
                }
                const View view = mover->game()->view();
                views.emplace_back(mover->mySeat(), view);
                std::vector<Move> moves;
                legalMoves(view.seats[view.toMove].hand, view.columnCount, moves);
                QString problem;
                QVERIFY2(mover->play(moves[rng.below(std::uint32_t(moves.size()))], &problem),
                         qPrintable(problem));
                // An ask not answered is gone once the move is heard.
                QTRY_VERIFY_WITH_TIMEOUT(!other->askingTakeBack(), kWaitMs);
            }
            QCOMPARE(ends.host->stage(), Session::Stage::Finished);
            QCOMPARE(ends.guest->stage(), Session::Stage::Finished);
            const std::string record = formatRecord(ends.host->record());
            QCOMPARE(formatRecord(ends.guest->record()), record);
            // The views before the moves that stood: the record's game. (A view before a wager
            // taken back is followed by the view before the move played in its place, the same.)
            const RecordReplay replay(parseRecord(record));
            std::size_t seen = 0;
            for (int step = 0; step + 1 < replay.stepCount(); ++step) {
                const RecordReplay::Step& next = replay.step(step + 1);
                if (!next.moved) continue;
                const View truth = viewFor(replay.step(step).state, int(next.mover));
                QVERIFY(seen < views.size());
                while (seen + 1 < views.size() && !(views[seen].second == truth))
                    ++seen; // a wager later taken back
                QCOMPARE(views[seen].first, int(next.mover));
                QVERIFY(views[seen].second == truth);
                ++seen;
            }
            QList<QByteArray> bodies;
            for (const QByteArray& frame : ends.wire)
                bodies.append(frame.mid(kHashBytes));
            const QString leak = cozen::testing::cardNamedTooSoon(bodies, replay.record());
            QVERIFY2(leak.isEmpty(), qPrintable(leak));
        }
        QVERIFY(allowed > 0 && declined > 0 && ignored > 0);
    }

    // A take-back not asked for, or of a move that is not a wager, stops the game.
    void takeBackCheatsStopTheGame_data() {
        QTest::addColumn<QString>("cheat");
        QTest::addColumn<QString>("said");
        QTest::newRow("not asked") << "unasked"
                                   << "did not ask to take back";
        QTest::newRow("a stake") << "stake"
                                 << "a move that cannot be taken back";
        QTest::newRow("another move") << "count"
                                      << "when 1 had been played";
    }
    void takeBackCheatsStopTheGame() {
        QFETCH(QString, cheat);
        QFETCH(QString, said);
        Rng rng(22);
        // Until a game has had its moment (a game may end before it comes: a round can be over
        // in a move or two).
        for (int g = 0; g < 20; ++g) {
            Ends ends;
            const Keys keys(ends.invite.secret);
            bool done = false;
            ends.guestLink->tamper = [&](const QByteArray& frame) -> QList<QByteArray> {
                Message m = unsealed(frame, keys);
                const SlotGame* game = ends.host->game();
                if (done || m.type != Message::Type::Move || !game) return {frame};
                const int hostSeat = ends.host->mySeat();
                const bool hostWagered = game->takeBackSeat() == hostSeat;
                const bool hostStaked =
                    game->movesThisRound() > 0 && !hostWagered && game->toMove() == 1 - hostSeat;
                // In place of its move: a take-back of the host's last move.
                if ((cheat == u"unasked" && hostWagered) || (cheat == u"stake" && hostStaked) ||
                    (cheat == u"count" && game->movesThisRound() == 1)) {
                    m.type = Message::Type::TakeBack;
                    m.moves = cheat == u"count" ? 2 : game->movesThisRound();
                    done = true;
                    return {seal(m, keys)};
                }
                return {frame};
            };
            // (Random moves are mostly wagers: for the stake's case the host stakes.)
            playOut(ends, rng, nullptr, {}, cheat == u"stake");
            if (!done) {
                QCOMPARE(ends.host->stage(), Session::Stage::Finished);
                continue;
            }
            QCOMPARE(ends.host->stage(), Session::Stage::Stopped);
            QVERIFY2(ends.host->stopReason().contains(said), qPrintable(ends.host->stopReason()));
            QVERIFY2(ends.host->stopReason().startsWith(QStringLiteral("Ben's game took back")),
                     qPrintable(ends.host->stopReason()));
            return;
        }
        QFAIL("no game came to the moment of the cheat");
    }

    // A frame lost on the way is asked for again by the next one's number, and the game goes on.
    void aLostFrameIsSentAgain() {
        Rng rng(14);
        Ends ends;
        int n = 0;
        ends.guestLink->tamper = [&](const QByteArray& frame) -> QList<QByteArray> {
            ++n;
            return n == 5 ? QList<QByteArray>{} : QList<QByteArray>{frame};
        };
        playOut(ends, rng);
        QCOMPARE(ends.host->stage(), Session::Stage::Finished);
        QCOMPARE(ends.guest->stage(), Session::Stage::Finished);
        QCOMPARE(formatRecord(ends.host->record()), formatRecord(ends.guest->record()));
    }

    // An end killed and started again from its save (Session::resume) takes the game up where it
    // was, mid-round or mid-reveal, with its last frames lost on the way or not: both ends finish
    // with the same record.
    void aKilledEndTakesTheGameUp_data() {
        QTest::addColumn<bool>("host");
        QTest::addColumn<bool>("atReveal");
        QTest::addColumn<bool>("lose");
        QTest::newRow("host mid-round") << true << false << false;
        QTest::newRow("guest mid-round, its last frame lost") << false << false << true;
        QTest::newRow("guest mid-reveal, its opening lost") << false << true << true;
        QTest::newRow("host mid-reveal") << true << true << false;
    }
    void aKilledEndTakesTheGameUp() {
        QFETCH(bool, host);
        QFETCH(bool, atReveal);
        QFETCH(bool, lose);
        Rng rng(15);
        int killed = 0;
        // Until three games have had their moment (a game may end before its victim reveals).
        for (int g = 0; g < 40 && killed < cozen::testing::scaled(3); ++g) {
            Ends ends;
            const Keys keys(ends.invite.secret);
            enum { Playing, Armed, Killed } stage = Playing;
            int moves = 0;
            // The victim's frames: when the moment comes, the rest are lost (lose), and it dies.
            auto watch = [&](const QByteArray& frame) -> QList<QByteArray> {
                if (stage == Killed) return {frame};
                const Message m = unsealed(frame, keys);
                const Session& self = host ? *ends.host : *ends.guest;
                const bool revealing = m.type == Message::Type::Open && self.game() &&
                                       self.game()->phase() != Phase::Playing;
                const bool moment =
                    atReveal ? revealing : m.type == Message::Type::Move && ++moves == 3;
                if (moment) stage = Armed;
                return stage == Armed && lose ? QList<QByteArray>{} : QList<QByteArray>{frame};
            };
            (host ? ends.hostLink : ends.guestLink)->tamper = watch;
            if (atReveal) // the other end too may open at a reveal: the moment is the victim's
                (host ? ends.guestLink : ends.hostLink)->tamper = {};
            playOut(ends, rng, nullptr, [&] {
                if (stage != Armed) return;
                stage = Killed;
                ends.killAndResume(host ? Role::Host : Role::Guest);
            });
            killed += stage == Killed;
            QVERIFY2(ends.host->stopReason().isEmpty(), qPrintable(ends.host->stopReason()));
            QVERIFY2(ends.guest->stopReason().isEmpty(), qPrintable(ends.guest->stopReason()));
            QCOMPARE(ends.host->stage(), Session::Stage::Finished);
            QCOMPARE(ends.guest->stage(), Session::Stage::Finished);
            QCOMPARE(formatRecord(ends.host->record()), formatRecord(ends.guest->record()));
            RecordReplay replay(ends.host->record());
            QCOMPARE(replay.result(), ends.host->record().result);
        }
        QCOMPARE(killed, cozen::testing::scaled(3));
    }

    // The other end gone (killed) is missed within three heartbeats, and there again once it is
    // back; meanwhile the clock of its silence runs.
    void theOtherEndIsMissed() {
        Ends ends;
        QTRY_VERIFY_WITH_TIMEOUT(ends.host->peerPresent() && ends.guest->peerPresent(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(ends.host->myMove() || ends.guest->myMove(), kWaitMs);
        QSignalSpy missed(ends.host.get(), &Session::presenceChanged);
        ends.guest.reset(); // killed
        QTRY_VERIFY_WITH_TIMEOUT(!ends.host->peerPresent(), kWaitMs);
        QCOMPARE(missed.count(), 1);
        QVERIFY(ends.host->peerSilentMs() >= 3 * kHeartbeatMs);
        ends.killAndResume(Role::Guest);
        QTRY_VERIFY_WITH_TIMEOUT(ends.host->peerPresent(), kWaitMs);
        QVERIFY(ends.host->peerSilentMs() < 3 * kHeartbeatMs);
    }

    // A save that is not one, or is damaged, is refused with a sentence naming the file.
    void aDamagedSaveIsRefused() {
        QTemporaryDir dir;
        const QString file = dir.filePath("save.json");
        const auto write = [&](const QByteArray& bytes) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        QString problem;
        QVERIFY(!Session::resume(dir.filePath("none.json"), new PipeLink, &problem));
        QVERIFY2(problem.contains(u"none.json"), qPrintable(problem));
        write("not json");
        QVERIFY(!Session::resume(file, new PipeLink, &problem));
        QVERIFY2(problem.endsWith(u"not a saved remote game (not JSON)"), qPrintable(problem));
        // A real save with one message changed.
        Rng rng(16);
        Ends ends;
        playOut(ends, rng);
        // It holds the room's secret: for its user alone.
        QCOMPARE(QFile::permissions(ends.saves.filePath("host.json")) & 0x0077,
                 QFileDevice::Permissions());
        QFile real(ends.saves.filePath("host.json"));
        QVERIFY(real.open(QIODevice::ReadOnly));
        QJsonObject saved = QJsonDocument::fromJson(real.readAll()).object();
        QJsonArray messages = saved["messages"].toArray();
        QJsonObject third = messages[3].toObject();
        QByteArray frame = QByteArray::fromBase64(third["frame"].toString().toLatin1());
        frame[40] = char(frame[40] ^ 1);
        third["frame"] = QString::fromLatin1(frame.toBase64());
        messages[3] = third;
        saved["messages"] = messages;
        write(QJsonDocument(saved).toJson());
        QVERIFY(!Session::resume(file, new PipeLink, &problem));
        QVERIFY2(problem.endsWith(u"a message of the save is damaged"), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestRemoteSession)
#include "tst_remotesession.moc"
