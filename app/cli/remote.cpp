#include "remote.h"

#include "cozen/ai.h"
#include "cozen/record.h"

#include <ostream>

#ifdef COZEN_REMOTE

#include "remote/computerplayer.h"
#include "remote/invite.h"
#include "remote/links.h"
#include "remote/session.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QTimer>

#include <memory>

namespace cozen::cli {

namespace {

using namespace cozen::remote;

// The guest's setup's invite, from the one it took. Nothing when all is well; else the exit code,
// the mistake said on `err`.
std::optional<int> readInvite(const RemoteOptions& options, Session::Setup& setup,
                              std::ostream& err) {
    QString problem;
    const std::optional<Invite> invite =
        Invite::parse(QString::fromStdString(options.invite), &problem);
    if (!invite) {
        err << "cozen-cli: " << problem.toStdString() << '\n';
        return 2;
    }
    setup.invite = *invite;
    return std::nullopt;
}

} // namespace

int remoteCommand(const RemoteOptions& options, std::ostream& out, std::ostream& err) {
    const std::optional<Level> level = parseLevel(options.level);
    if (!level) {
        err << "cozen-cli: unknown level \"" << options.level << "\"\n";
        return 2;
    }
    int argc = 1;
    char name[] = "cozen-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);

    Session::Setup setup;
    std::unique_ptr<Session> session;
    QString problem;
    const QString saveFile = QString::fromStdString(options.save);
    if (!saveFile.isEmpty() && QFile::exists(saveFile)) {
        // A game kept in the file: taken up where it was, over the link it had.
        const std::optional<Session::Setup> saved = Session::savedSetup(saveFile, &problem);
        if (!saved) {
            err << "cozen-cli: " << problem.toStdString() << '\n';
            return 1;
        }
        setup = *saved;
        Link* link = makeLink(setup, problem);
        if (!link) {
            err << "cozen-cli: " << problem.toStdString() << '\n';
            return 1;
        }
        session = Session::resume(saveFile, link, &problem);
        if (!session) {
            err << "cozen-cli: " << problem.toStdString() << '\n';
            return 1;
        }
    } else {
        setup.role = options.host ? Role::Host : Role::Guest;
        setup.me = {
            options.name.empty()
                ? QStringLiteral("cozen-cli (%1)").arg(QString::fromStdString(options.level))
                : QString::fromStdString(options.name),
            QString::fromStdString(options.level)};
        setup.hostSeat = options.seat == "black" ? 1 : 0;
        setup.target = options.target;
        setup.app = QStringLiteral(COZEN_VERSION);
        setup.saveFile = saveFile;
        Link* link = nullptr;
        if (options.host) {
            link = hostLink(setup, QString::fromStdString(options.relay),
                            QString::fromStdString(options.listen), problem);
            if (!link && setup.invite.secret.isEmpty()) { // the options were wrong
                err << "cozen-cli: remote host: " << problem.toStdString() << '\n';
                return 2;
            }
        } else {
            if (const std::optional<int> mistake = readInvite(options, setup, err)) return *mistake;
            link = makeLink(setup, problem);
        }
        if (!link) {
            err << "cozen-cli: " << problem.toStdString() << '\n';
            return 1;
        }
        session = std::make_unique<Session>(setup, link);
    }
    if (setup.role == Role::Host) out << setup.invite.text().toStdString() << std::endl;
    if (options.progress) {
        QObject::connect(session.get(), &Session::moved, [&](int seat) {
            err << "round " << session->game()->round() << ": " << colourName(colourOfSeat(seat))
                << " moved" << std::endl;
        });
        QObject::connect(session.get(), &Session::presenceChanged, [&](bool present) {
            err << (present ? "the other game is there" : "waiting for the other game")
                << std::endl;
        });
    }
    QObject::connect(session.get(), &Session::saveFailed, [&](const QString& why) {
        err << "cozen-cli: " << why.toStdString() << '\n';
    });
    Session& game = *session;
    ComputerPlayer computer(&game, *level, options.seed);
    // The other end may think, or be away, this long at most.
    QTimer silence;
    silence.setSingleShot(true);
    silence.setInterval(options.waitSeconds * 1000);
    silence.start();
    QObject::connect(&game, &Session::changed, &silence, qOverload<>(&QTimer::start));
    int code = 1;
    QString why;
    const auto end = [&](int exitCode, const QString& reason) {
        code = exitCode;
        why = reason;
        // Once the other end has what this one sent (or soon after), the game is over here; a
        // moment for the last acknowledgement to leave.
        QTimer::singleShot(game.settled() || exitCode != 0 ? 300 : 5000, &app,
                           &QCoreApplication::quit);
    };
    QObject::connect(&game, &Session::finished, &app, [&] { end(0, {}); });
    QObject::connect(&game, &Session::settledChanged, &app, [&] {
        if (game.stage() == Session::Stage::Finished && game.settled())
            QTimer::singleShot(300, &app, &QCoreApplication::quit);
    });
    QObject::connect(&game, &Session::stopped, &app,
                     [&](const QString& reason) { end(1, reason); });
    QObject::connect(&silence, &QTimer::timeout, &app, [&] {
        end(1, QStringLiteral("the other game said nothing for %1 s%2")
                   .arg(options.waitSeconds)
                   .arg(game.link()->problem().isEmpty()
                            ? QString()
                            : QStringLiteral(" (%1)").arg(game.link()->problem())));
    });
    if (game.stage() == Session::Stage::Finished) // a game kept after it ended
        code = 0;
    else if (game.stage() == Session::Stage::Stopped)
        why = game.stopReason();
    else
        app.exec();
    if (code == 0) {
        out << formatRecord(game.record());
        out.flush();
        return 0;
    }
    err << "cozen-cli: the remote game did not end: " << why.toStdString() << '\n';
    return 1;
}

} // namespace cozen::cli

#else

namespace cozen::cli {

int remoteCommand(const RemoteOptions&, std::ostream&, std::ostream& err) {
    err << "cozen-cli: this cozen-cli was built without remote play (it needs Qt: configure with "
           "COZEN_GAME=ON)\n";
    return 1;
}

} // namespace cozen::cli

#endif
