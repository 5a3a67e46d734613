import QtQuick
import QtQuick.Shapes

// A suit drawn as a vector path, sharp at any size.
Shape {
    id: icon
    property string suit: "H"
    property color color: suit === "H" || suit === "D" ? Theme.red : Theme.black

    readonly property var paths: ({
        "H": "M50 92 C22 68 2 50 2 29 C2 13 14 2 28 2 C38 2 46 8 50 17 C54 8 62 2 72 2 C86 2 98 13 98 29 C98 50 78 68 50 92 Z",
        "D": "M50 0 L88 50 L50 100 L12 50 Z",
        "S": "M50 0 C62 22 98 40 98 62 C98 78 86 88 72 88 C63 88 57 84 53 78 C54 88 58 95 67 100 L33 100 C42 95 46 88 47 78 C43 84 37 88 28 88 C14 88 2 78 2 62 C2 40 38 22 50 0 Z",
        "C": "M28 27 A22 22 0 1 0 72 27 A22 22 0 1 0 28 27 Z M4 60 A22 22 0 1 0 48 60 A22 22 0 1 0 4 60 Z M52 60 A22 22 0 1 0 96 60 A22 22 0 1 0 52 60 Z M50 45 C52 72 58 90 68 100 L32 100 C42 90 48 72 50 45 Z"
    })

    // Smooth edges: the path is drawn into a multisampled layer at the screen's resolution.
    layer.enabled: true
    layer.samples: 4
    layer.smooth: true
    ShapePath {
        fillColor: icon.color
        strokeColor: "transparent"
        fillRule: ShapePath.WindingFill
        scale: Qt.size(icon.width / 100, icon.height / 100)
        PathSvg { path: icon.paths[icon.suit] || "" }
    }
}
