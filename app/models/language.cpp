#include "language.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace cozen::app {
namespace {

const QString kSetting = QStringLiteral("language");

// The translators the game installs: English's plural forms first, under the language's own (a
// string the language's file lacks falls back to English, "2 cards", not the source's "2 card(s)").
struct Installed {
    std::unique_ptr<QTranslator> english;
    std::unique_ptr<QTranslator> language;
    std::unique_ptr<QTranslator> qt; // Qt's own words: a dialog's Close and OK
};
Installed& installed() {
    static Installed translators;
    return translators;
}

// The translation `name` in `directory`, installed; none when there is no such file.
std::unique_ptr<QTranslator> load(const QString& name, const QString& directory) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name, directory)) return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

// Takes `translator` out of the application, if there is one.
void remove(const std::unique_ptr<QTranslator>& translator) {
    if (translator) QCoreApplication::removeTranslator(translator.get());
}

} // namespace

Language::Language(QObject* parent)
    : QObject(parent)
    , chosen_(
          QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen")).value(kSetting).toString())
    , current_(QLocale().name().section(QLatin1Char('_'), 0, 0)) {
    if (!available().contains(chosen_)) chosen_.clear();
    if (!available().contains(current_)) current_ = QStringLiteral("en");
}

Language::~Language() = default;

QStringList Language::available() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"),
            QStringLiteral("ru"), QStringLiteral("ja"), QStringLiteral("ar")};
}

QString Language::system() {
    const QLocale locale = QLocale::system();
    if (locale.language() == QLocale::C) return QStringLiteral("en");
    return locale.name().section(QLatin1Char('_'), 0, 0);
}

QString Language::nativeName(const QString& language) const {
    if (language.isEmpty()) return {};
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty()) return language; // a language Qt has no name for: its code
    name[0] = name[0].toUpper();         // "français" -> "Français"
    return name;
}

QString Language::install(const QString& language) {
    QString use = language.isEmpty() ? system() : language;
    if (!available().contains(use)) use = QStringLiteral("en");
    const QString ours = QStringLiteral(":/i18n");
    Installed& translators = installed();
    if (!translators.english) translators.english = load(QStringLiteral("cozen_en"), ours);
    remove(translators.language);
    remove(translators.qt);
    const bool english = use == QStringLiteral("en");
    translators.language = english ? nullptr : load(QStringLiteral("cozen_") + use, ours);
    // Qt's own translations, where the system has them (Debian: qt6-translations-l10n; on Windows
    // and macOS Qt's deploy tools put them beside the game).
    translators.qt = english ? nullptr
                             : load(QStringLiteral("qtbase_") + use,
                                    QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    const QLocale locale(use);
    QLocale::setDefault(locale);
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setLayoutDirection(locale.textDirection());
    return use;
}

void Language::choose(const QString& language) {
    const QString chosen = available().contains(language) ? language : QString();
    if (chosen == chosen_) return;
    chosen_ = chosen;
    QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen")).setValue(kSetting, chosen_);
    current_ = install(chosen_);
    // Every qsTr of every binding, said again in the new language.
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    emit changed();
}

} // namespace cozen::app
