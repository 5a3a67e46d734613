import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The settings' language list names the system's own language, whichever the game speaks now.
Item {
    id: root
    width: 1024
    height: 640

    Preferences { id: preferences }
    Language { id: language }
    SettingsDialog { id: settings; preferences: preferences; language: language }

    TestCase {
        name: "Settings"
        when: windowShown

        function cleanup() { language.chosen = "" }

        function test_theSystemsLanguageByItsName() {
            const box = findChild(settings.contentItem, "languageBox")
            verify(box)
            const system = language.nativeName(language.system)
            verify(system !== "")
            language.chosen = ""
            verify(box.model[0].indexOf(system) >= 0, box.model[0])
            // Another language chosen: the first entry still names the system's, not the one in use.
            const other = language.system === "fr" ? "de" : "fr"
            language.chosen = other
            verify(box.model[0].indexOf(system) >= 0, box.model[0])
            verify(box.model[0].indexOf(language.nativeName(other)) < 0, box.model[0])
        }

        // "Draw without the graphics card" is the setting read at the next start; the line under it
        // says what draws now (offscreen, as the tests run: the software renderer).
        function test_drawingWithoutTheGraphicsCard() {
            const box = findChild(settings.contentItem, "softwareRenderer")
            const now = findChild(settings.contentItem, "drawnWith")
            verify(box && now)
            const before = preferences.softwareRenderer
            compare(box.checked, before)
            box.toggle()
            box.toggled()
            compare(preferences.softwareRenderer, !before)
            box.toggle()
            box.toggled()
            compare(preferences.softwareRenderer, before)
            settings.open()
            tryCompare(settings, "opened", true)
            tryCompare(now.GraphicsInfo, "api", GraphicsInfo.Software)
            compare(now.text, qsTr("Now drawn without the graphics card."))
            settings.close()
            tryCompare(settings, "visible", false)
        }
    }
}
