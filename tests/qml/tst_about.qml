import QtQuick
import QtTest
import Cozen.Table

// About Cozen: the application's version, the credit and the licence, the card faces' credit, and the icon loads.
Item {
    id: root
    width: 1024
    height: 640

    AboutDialog { id: dialog }

    TestCase {
        name: "About"
        when: windowShown

        function test_versionCreditAndLicence() {
            Qt.application.version = "9.8.7"
            dialog.open()
            tryVerify(() => dialog.opened)
            compare(findChild(dialog.contentItem, "aboutVersion").text, "Version 9.8.7")
            compare(findChild(dialog.contentItem, "aboutCredit").text, "Cozen is a game by Zach Gage.")
            verify(findChild(dialog.contentItem, "aboutLicence").text.includes("GNU General Public License"))
            // The card faces' deck, its author and its licence (resources/cards/README.md).
            compare(findChild(dialog.contentItem, "aboutDeck").text,
                    "Card faces: the “Nicu White” deck by Nicu Buculei, from KDE's card games, under the GNU General Public License, version 2 or later.")
            const icon = findChild(dialog.contentItem, "aboutIcon")
            tryCompare(icon, "status", Image.Ready)
            dialog.close()
        }
    }
}
