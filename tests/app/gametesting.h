#pragma once
// What the model tests share: everything the game hands QML as text (dump), a game that does not
// wait, and a player at the screen who makes random moves.

#include "play/game.h"
#include "table/cards.h"

#include "cozen/rules.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QMetaProperty>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <memory>
#include <vector>

namespace cozen::app::testing {

// A seat's cards by the codes the models name them with ("7H").
inline QSet<QString> codesOf(Seat owner, CardMask cards) {
    const QStringList codes = cardCodes(owner, cards);
    return {codes.begin(), codes.end()};
}

// `text` names the card `code` as a whole word ("4S", not the "4S" of "14S").
inline bool namesCard(const QString& text, const QString& code) {
    const QRegularExpression word(
        QStringLiteral("(?<![0-9A-Za-z])%1(?![0-9A-Za-z])").arg(QRegularExpression::escape(code)));
    return text.contains(word);
}

// A value as JSON, in full: lists and maps, and value types (a Q_GADGET) field by field.
inline QJsonValue jsonOf(const QVariant& value) {
    if (const QMetaObject* gadget = value.metaType().metaObject();
        gadget && (value.metaType().flags() & QMetaType::IsGadget)) {
        QJsonObject object;
        for (int i = gadget->propertyOffset(); i < gadget->propertyCount(); ++i) {
            const QMetaProperty property = gadget->property(i);
            object.insert(QString::fromLatin1(property.name()),
                          jsonOf(property.readOnGadget(value.constData())));
        }
        return object;
    }
    if (value.metaType() == QMetaType::fromType<QVariantList>()) {
        QJsonArray array;
        for (const QVariant& item : value.toList())
            array.append(jsonOf(item));
        return array;
    }
    if (value.metaType() == QMetaType::fromType<QVariantMap>()) {
        QJsonObject object;
        const QVariantMap map = value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            object.insert(it.key(), jsonOf(it.value()));
        return object;
    }
    if (value.metaType() == QMetaType::fromType<QList<int>>()) {
        QJsonArray array;
        for (const int item : value.value<QList<int>>())
            array.append(item);
        return array;
    }
    return QJsonValue::fromVariant(value);
}

// A value as QML would read it, in full: lists and maps as JSON.
inline QString valueText(const QVariant& value) {
    if (value.metaType().flags() & QMetaType::PointerToQObject)
        return QStringLiteral("<object>"); // read through its own properties or rows
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{jsonOf(value)}).toJson(QJsonDocument::Compact));
}

// Every row and role of a model.
inline QStringList dump(const QAbstractItemModel* model, const QString& name) {
    QStringList lines;
    const auto roles = model->roleNames();
    for (int row = 0; row < model->rowCount(); ++row)
        for (auto it = roles.begin(); it != roles.end(); ++it)
            lines.append(QStringLiteral("%1[%2].%3=%4")
                             .arg(name)
                             .arg(row)
                             .arg(QString::fromUtf8(it.value()),
                                  valueText(model->data(model->index(row, 0), it.key()))));
    return lines;
}

// Every property an object declares (its class's own, not QObject's).
inline QStringList dumpProperties(const QObject* object, const QString& name,
                                  const QList<QByteArray>& skip = {}) {
    QStringList lines;
    const QMetaObject* meta = object->metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        if (skip.contains(property.name())) continue;
        lines.append(
            QStringLiteral("%1.%2=%3")
                .arg(name, QString::fromUtf8(property.name()), valueText(property.read(object))));
    }
    return lines;
}

// The game's models: the hand, the row and each of its columns' sides, the seats (as rows and as
// objects), each seat's deck and each team's jail.
inline std::vector<QAbstractItemModel*> modelsOf(const Game& game) {
    std::vector<QAbstractItemModel*> models{game.hand(), game.row(), game.seats(), game.jail(0),
                                            game.jail(1)};
    for (int column = 0; column < game.row()->rowCount(); ++column) {
        models.push_back(game.row()->topSide(column));
        models.push_back(game.row()->bottomSide(column));
    }
    for (int seat = 0; seat < game.savedGame().state().seatCount; ++seat)
        models.push_back(game.seats()->deck(seat));
    return models;
}

// Everything the game hands QML: every model's rows and roles, every seat object's properties
// and (unless only the table is asked for) the game's own properties.
inline QStringList dump(const Game& game, bool tableOnly = false) {
    QStringList lines;
    const std::vector<QAbstractItemModel*> models = modelsOf(game);
    for (std::size_t i = 0; i < models.size(); ++i)
        lines += dump(models[i],
                      QString::fromUtf8(models[i]->metaObject()->className()) + QString::number(i));
    for (int seat = 0; seat < game.seats()->rowCount(); ++seat)
        lines += dumpProperties(game.seats()->at(seat), QStringLiteral("seat%1").arg(seat));
    if (!tableOnly) lines += dumpProperties(&game, QStringLiteral("game"), {"savePath"});
    return lines;
}

// A game in which nothing waits: no reveal pacing, no delay before the computer's moves; every
// model under QAbstractItemModelTester.
struct TestGame {
    explicit TestGame(const QString& savePath = {}) {
        game.setProperty("revealMs", 0);
        game.setProperty("computerDelayMs", 0);
        game.setSavePath(savePath);
        std::vector<QAbstractItemModel*> models{game.hand(),  game.row(),   game.seats(),
                                                game.jail(0), game.jail(1), game.sinceLastTurn()};
        for (int seat = 0; seat < kMaxSeats; ++seat) // 2v2 has four decks
            models.push_back(game.seats()->deck(seat));
        for (QAbstractItemModel* model : models)
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
    Game game;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
};

inline QStringList handCodes(const Game& game) {
    QStringList codes;
    for (int i = 0; i < game.hand()->rowCount(); ++i)
        codes.append(game.hand()->codeAt(i));
    return codes;
}

// The move of the person at the screen, as they might make it: a random card wagered on a random
// column, or staked.
inline void playSomething(Game& game, QRandomGenerator& random) {
    const QStringList hand = handCodes(game);
    QVERIFY(!hand.isEmpty());
    const QString card = hand[random.bounded(int(hand.size()))];
    const int column = random.bounded(game.row()->rowCount() + 1) - 1; // -1: stake
    if (game.input()->play(column, {card})) return;
    QVERIFY(game.input()->play(-1, {card}) || game.input()->play(0, {card}));
}

// Plays on as the people at the screen would until `done` says stop or the game is over: the
// hand-over confirmed by the person named, the card drawn looked at and the screen passed on,
// random moves, the reveal and the summary clicked through.
template <typename Done>
void playOn(Game& game, QRandomGenerator& random, Done done, int maxRounds = 100) {
    int rounds = 0;
    while (game.stage() != Game::GameOver && !done()) {
        QVERIFY2(rounds < maxRounds, "the game should end");
        switch (game.stage()) {
        case Game::HandOver:
            game.confirmHandOver();
            break;
        case Game::Reveal: // paced: watch it column by column; else straight on
            if (game.property("revealMs").toInt() > 0)
                QTRY_VERIFY_WITH_TIMEOUT(game.stage() != Game::Reveal, 60000);
            else
                game.advance();
            break;
        case Game::Summary:
            game.advance();
            ++rounds;
            break;
        case Game::Playing:
            if (!game.drawnCard().isEmpty()) { // the card drawn seen: the screen goes on
                game.passOn();
                break;
            }
            QTRY_VERIFY_WITH_TIMEOUT(game.yourTurn() || game.stage() != Game::Playing, 10000);
            if (game.yourTurn() && !done()) playSomething(game, random);
            break;
        case Game::GameOver:
            break;
        }
        if (QTest::currentTestFailed()) return;
    }
}

// A round in play with Red (the person) to move, after some random moves of both seats.
inline GameState positionAfter(int moves, std::uint64_t seed) {
    Rng rng(seed);
    for (;;) {
        GameState state = newGame({2, 70, 0});
        dealRound(state, rng);
        for (int i = 0; state.phase == Phase::Playing && (i < moves || state.toMove != 0); ++i)
            play(state, randomMove(state, rng));
        if (state.phase == Phase::Playing) return state; // else the round ended: deal again
    }
}

} // namespace cozen::app::testing
