#include "preferences.h"

#include "cozen/ai.h"

#include <algorithm>

namespace cozen::app {

Preferences::Preferences(QObject* parent)
    : QObject(parent)
    , settings_(QStringLiteral("Cozen"), QStringLiteral("Cozen")) {}

QString Preferences::level() const {
    const QString level = settings_.value(QStringLiteral("newGame/level")).toString();
    return parseLevel(level.toStdString()) ? level : QStringLiteral("medium");
}

void Preferences::setLevel(const QString& level) {
    if (!parseLevel(level.toStdString()) || level == this->level()) return;
    settings_.setValue(QStringLiteral("newGame/level"), level);
    emit changed();
}

QString Preferences::starter() const {
    const QString starter = settings_.value(QStringLiteral("newGame/starter")).toString();
    return starter == QLatin1String("you") || starter == QLatin1String("computer")
               ? starter
               : QStringLiteral("random");
}

void Preferences::setStarter(const QString& starter) {
    if (starter == this->starter()) return;
    settings_.setValue(QStringLiteral("newGame/starter"), starter);
    emit changed();
}

int Preferences::target() const {
    const int target = settings_.value(QStringLiteral("newGame/target"), 70).toInt();
    return std::clamp(target, 10, 230);
}

void Preferences::setTarget(int target) {
    target = std::clamp(target, 10, 230);
    if (target == this->target()) return;
    settings_.setValue(QStringLiteral("newGame/target"), target);
    emit changed();
}

int Preferences::animationSpeed() const {
    return std::clamp(settings_.value(QStringLiteral("table/animationSpeed"), 2).toInt(), 0, 3);
}

void Preferences::setAnimationSpeed(int speed) {
    speed = std::clamp(speed, 0, 3);
    if (speed == animationSpeed()) return;
    settings_.setValue(QStringLiteral("table/animationSpeed"), speed);
    emit changed();
}

int Preferences::animationMs() const {
    static constexpr int kMs[] = {0, 180, 350, 700};
    return kMs[animationSpeed()];
}

bool Preferences::openGL() const {
    return settings_.value(QStringLiteral("graphics/openGL"), false).toBool();
}

void Preferences::setOpenGL(bool openGL) {
    if (openGL == this->openGL()) return;
    settings_.setValue(QStringLiteral("graphics/openGL"), openGL);
    emit changed();
}

} // namespace cozen::app
