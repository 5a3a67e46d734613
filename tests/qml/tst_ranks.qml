import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// Ranks as each language's players write them: in German B, D, K (Bube, Dame, König) on a card's
// index, in text and in the deck trackers; in English J, Q, K.
Item {
    id: root
    width: 400
    height: 300

    Language { id: language }
    Component { id: cardComponent; PlayingCard { width: 80 } }

    TestCase {
        name: "Ranks"
        when: windowShown

        function init() { Theme.animationMs = 0 }
        function cleanup() { language.chosen = "" }

        function test_german() {
            language.chosen = "de"
            compare(Words.card("JH"), "B♥")
            compare(Words.card("QS"), "D♠")
            compare(Words.card("KD"), "K♦")
            compare(Words.card("10C"), "10♣")
            compare(Words.arrangement({ known: true, pairs: ["J"], straight: ["10", "J", "Q"], strength: 5 }), "Paar B + Straße 10-B-D = 5")
            // The column's short form names no rank (the cards lie face up beside it).
            compare(Words.arrangementShort({ known: true, pairs: ["J"], straight: ["10", "J", "Q"], strength: 5 }), "Paar + Straße = 5")
            const card = createTemporaryObject(cardComponent, root, { code: "QH" })
            compare(findChild(card, "rankText").text, "D")
            language.chosen = "en"
            compare(Words.card("JH"), "J♥")
            // English writes the deck's own letters: its Q shows, with no index over it.
            tryVerify(() => findChild(card, "rankText") === null)
        }
    }
}
