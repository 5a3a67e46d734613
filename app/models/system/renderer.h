#pragma once
// How the window draws: with the graphics card through Qt's RHI (Direct3D 11 on Windows, Metal on
// macOS, OpenGL on Linux, as Qt chooses), or with Qt Quick's software renderer where there is no
// graphics driver to draw with, or where the player asked for it (the setting, or
// --software-renderer). Decided once, before the first window: Qt Quick cannot change it later.

#include <QByteArrayView>
#include <QString>

namespace cozen::app {

enum class Renderer {
    FromEnvironment,  // QT_QUICK_BACKEND, QMLSCENE_DEVICE or QSG_RHI_BACKEND is set: Qt's own
    SoftwareAsked,    // the setting or --software-renderer
    SoftwareNoDriver, // no graphics driver answered, or only OpenGL on the CPU
    GraphicsCard,     // Qt's RHI, on the backend Qt chooses
};

// Whether a graphics card can draw here with the API Qt Quick would use: on Windows and macOS,
// always (Direct3D 11, or Metal); elsewhere, an OpenGL context can be made and made current, and
// it is not OpenGL drawn on the CPU (Mesa's llvmpipe, as in a virtual machine or under Xvfb: it
// costs the table more than the software renderer, and 100 MB more, docs/performance.md). Call
// with a QGuiApplication made.
bool graphicsDriverAnswers();

// Whether an OpenGL renderer's name (GL_RENDERER) is a rasterizer on the CPU.
bool isSoftwareRasterizer(QByteArrayView glRenderer);

// graphicsDriverAnswers() asked of this program started again as `PROGRAM --probe-graphics`
// (answerProbe), so that the driver's libraries and memory (some 50 MB for llvmpipe), and a crash
// of a broken driver, stay in that process. False when it does not answer within 10 s.
bool graphicsDriverAnswersInAChild();

// At the top of main(): when argv is `PROGRAM --probe-graphics`, answers it (0 when
// graphicsDriverAnswers(), else 3) for the caller to return; else -1, and main() goes on.
int answerProbe(int argc, char* argv[]);

// The choice, from the environment, the player's wish and the driver (asked only when needed, of
// `probe`).
Renderer chooseRenderer(bool softwareAsked, bool (*probe)() = graphicsDriverAnswersInAChild);

// How the choice is said in the log (`cozen: …`).
QString describe(Renderer renderer);

} // namespace cozen::app
