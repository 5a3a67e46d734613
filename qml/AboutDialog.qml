import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// About Cozen: the version, the credit for the game's design, the licence, and the card faces' credit.
StyledDialog {
    id: dialog
    // The project's version (CMake's project(VERSION)), which main.cpp gives the application.
    property string version: Qt.application.version
    title: qsTr("About Cozen")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: parent
    width: Math.min(parent.width - 40, Theme.px(520))
    padding: Theme.px(20)

    component Para: Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        // The layout's side (the right in Arabic, mirrored), not the side the text's first letter
        // suggests: the link's markup begins in Latin letters.
        horizontalAlignment: Text.AlignLeft
        font.pixelSize: Theme.px(14)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.px(12)
        RowLayout {
            spacing: Theme.px(16)
            Image {
                objectName: "aboutIcon"
                source: "icons/cozen-128.png"
                Layout.preferredWidth: Theme.px(72)
                Layout.preferredHeight: Theme.px(72)
                fillMode: Image.PreserveAspectFit
                smooth: true
                mipmap: true
                Accessible.ignored: true
            }
            ColumnLayout {
                spacing: Theme.px(2)
                Label {
                    textFormat: Text.PlainText
                    objectName: "aboutName"
                    text: qsTr("Cozen")
                    font.pixelSize: Theme.px(26)
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Label {
                    textFormat: Text.PlainText
                    objectName: "aboutVersion"
                    text: qsTr("Version %1").arg(dialog.version)
                    font.pixelSize: Theme.px(14)
                }
            }
        }
        Para {
            text: qsTr("The card game of bluffing and wagering, for two players or four in teams.")
        }
        Para {
            objectName: "aboutCredit"
            text: qsTr("Cozen is a game by Zach Gage.")
            font.bold: true
        }
        Para {
            objectName: "aboutLicence"
            text: qsTr("This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.")
            font.pixelSize: Theme.px(13)
        }
        Para {
            readonly property string url: "https://www.gnu.org/licenses/gpl-3.0.html"
            readonly property string words: qsTr("The GNU General Public License, version 3")
            readonly property string link: "<a href=\"" + url + "\">" + words + "</a>"
            text: link
            textFormat: Text.StyledText
            font.pixelSize: Theme.px(13)
            onLinkActivated: link => Qt.openUrlExternally(link)
            Accessible.role: Accessible.Link
            Accessible.name: words
            Accessible.description: url
            Accessible.onPressAction: Qt.openUrlExternally(url)
        }
        Para {
            objectName: "aboutDeck"
            // The deck in resources/cards (its README.md): its name and author are names, not words.
            text: qsTr("Card faces: the “%1” deck by %2, from KDE's card games, under the GNU General Public License, version 2 or later.")
                  .arg("Nicu White").arg("Nicu Buculei")
            font.pixelSize: Theme.px(13)
        }
    }
}
