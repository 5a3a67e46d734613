#include "play/tutorialstep.h"

#include "storage/filereading.h"

#include "cozen/document.h"
#include "cozen/error.h"
#include "cozen/position.h"
#include "cozen/rules.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace cozen::app {
namespace {

const QString kStepsDir = QStringLiteral(":/cozen/tutorial");

QStringList stringList(const QJsonObject& object, const char* key) {
    QStringList list;
    for (const QJsonValue& value : object.value(QLatin1String(key)).toArray())
        list.append(value.toString());
    return list;
}

// The move `text` would be for `seat` in `state` (the cards' colour is the seat's).
Move moveFor(const QString& text, GameState state, Seat seat) {
    state.toMove = seat;
    return parseMove(text.toStdString(), state);
}

} // namespace

QStringList tutorialStepFiles() {
    QStringList files;
    const QDir dir(kStepsDir);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    return files;
}

TutorialStep readTutorialStep(const QString& path) {
    const std::string where = QDir::toNativeSeparators(path).toStdString();
    QString why;
    const QByteArray text = readRegularFile(path, qint64(kMaxDocumentBytes), &why);
    if (!why.isEmpty()) throw Error(where + ": " + why.toStdString());
    TutorialStep step;
    try {
        step.start = parsePosition(std::string_view(text.constData(), std::size_t(text.size())));
    } catch (const Error& e) {
        throw Error(where + ": " + e.what());
    }
    const QJsonObject tutorial =
        QJsonDocument::fromJson(text).object().value("tutorial").toObject();
    const auto fail = [&](const std::string& what) { throw Error(where + ": tutorial." + what); };
    step.id = tutorial.value("step").toString();
    if (step.id.isEmpty()) fail("step: missing");
    const QString learner = tutorial.value("learner").toString();
    if (learner != QLatin1String("red") && learner != QLatin1String("black"))
        fail("learner: \"red\" or \"black\"");
    step.learner = learner == QLatin1String("red") ? 0 : 1;
    if (step.start.isTwoVsTwo()) fail("the tutorial is played one against one");
    // The moves before the step, each legal where it is played; none may end the round.
    step.position = step.start;
    const QStringList before = stringList(tutorial, "before");
    for (qsizetype i = 0; i < before.size(); ++i) {
        const std::string which = "before[" + std::to_string(i) + "]: ";
        Move move;
        try {
            move = parseMove(before[i].toStdString(), step.position);
        } catch (const Error& e) {
            fail(which + e.what());
        }
        if (const Refusal refusal = whyIllegal(step.position, move))
            fail(which + "not legal: " + refusalText(refusal));
        cozen::play(step.position, move);
        if (step.position.phase != Phase::Playing) fail(which + "ends the round");
        step.before.push_back(move);
    }
    if (step.position.toMove != step.learner) fail("learner: not the seat to move");
    step.accept = stringList(tutorial, "accept");
    step.play = tutorial.value("play").toString();
    step.wrong = stringList(tutorial, "wrong");
    step.settles = tutorial.value("settles").toBool();
    step.expect = tutorial.value("expect").toObject();
    if (step.accept.isEmpty()) fail("accept: no move");
    try {
        for (const QString& reply : stringList(tutorial, "replies"))
            step.replies.push_back(moveFor(reply, step.position, Seat(1 - step.learner)));
        // The move the step is about is one it accepts.
        const Move played = moveFor(step.play, step.position, step.learner);
        if (!isLegal(step.position, played)) fail("play: not a legal move here");
        if (!tutorialRefusal(step, step.position, played).isEmpty())
            fail("play: not one of the moves accepted");
    } catch (const Error& e) {
        fail(std::string("play or replies: ") + e.what());
    }
    return step;
}

bool matchesPattern(const QString& pattern, const GameState& state, const Move& move) {
    const QStringList words = pattern.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2) return false;
    const bool stake = words[0] == QLatin1String("stake");
    if (stake != (move.kind == MoveKind::Stake)) return false;
    if (stake)
        return words[1] == QLatin1String("*") || moveFor(pattern, state, state.toMove) == move;
    if (words.size() < 3) return false;
    if (words[1] != QLatin1String("*") && words[1].toInt() - 1 != move.column) return false;
    if (words[2] == QLatin1String("*")) return true;
    const QStringList cards = words.mid(2);
    return moveFor(QStringLiteral("wager 1 ") + cards.join(QLatin1Char(' ')), state, state.toMove)
               .cards == move.cards;
}

MoveRefusal tutorialRefusal(const TutorialStep& step, const GameState& state, const Move& move) {
    bool sameKind = false;
    bool sameColumn = false;
    int column = -1;
    for (const QString& pattern : step.accept) {
        try {
            if (matchesPattern(pattern, state, move)) return {};
        } catch (const Error&) {
            continue; // a pattern naming cards the seat does not own never matches
        }
        const QStringList words = pattern.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const bool stake = words.value(0) == QLatin1String("stake");
        if (stake != (move.kind == MoveKind::Stake)) continue;
        sameKind = true;
        if (stake || words.value(1) == QLatin1String("*") ||
            words.value(1).toInt() - 1 == move.column)
            sameColumn = true;
        else if (column < 0)
            column = words.value(1).toInt() - 1;
    }
    MoveRefusal why;
    why.reason = RefusalReason::Tutorial;
    why.step = step.id;
    if (!sameKind) {
        why.want = move.kind == MoveKind::Stake ? TutorialWant::Wager : TutorialWant::Stake;
    } else if (!sameColumn) {
        why.want = TutorialWant::Column;
        why.column = column;
    } else {
        why.want = TutorialWant::Cards;
    }
    return why;
}

} // namespace cozen::app
