#include "system/renderer.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QProcess>
#include <QtGlobal>
#include <QtGui/qtguiglobal.h>

#include <cstring>

#if QT_CONFIG(opengl)
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#endif

namespace cozen::app {

namespace {
constexpr char kProbeOption[] = "--probe-graphics";
constexpr int kProbeSaysNo = 3; // not 1, which a program that knows no --probe-graphics may return
} // namespace

bool isSoftwareRasterizer(QByteArrayView glRenderer) {
    for (const char* name :
         {"llvmpipe", "softpipe", "swrast", "SwiftShader", "Software Rasterizer"})
        if (glRenderer.contains(QByteArrayView(name))) return true;
    return false;
}

bool graphicsDriverAnswers() {
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS) || defined(Q_OS_IOS)
    return true; // Direct3D 11 (Qt 6.4 retries on Windows's software adapter, WARP) or Metal
#elif QT_CONFIG(opengl)
    // What Qt Quick's OpenGL backend needs first: a context, current on a surface.
    QOpenGLContext context;
    if (!context.create()) return false;
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) return false;
    const auto* name = context.functions()->glGetString(GL_RENDERER);
    const bool onTheCpu = name && isSoftwareRasterizer(reinterpret_cast<const char*>(name));
    context.doneCurrent();
    return !onTheCpu;
#else
    return false;
#endif
}

bool graphicsDriverAnswersInAChild() {
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS) || defined(Q_OS_IOS)
    return graphicsDriverAnswers(); // loads nothing
#else
    QProcess child;
    child.setStandardOutputFile(QProcess::nullDevice());
    child.setStandardErrorFile(QProcess::nullDevice());
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kProbeOption)});
    if (!child.waitForFinished(10000)) {
        child.kill();
        child.waitForFinished();
        return false;
    }
    return child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
#endif
}

int answerProbe(int argc, char* argv[]) {
    if (argc != 2 || std::strcmp(argv[1], kProbeOption) != 0) return -1;
    QGuiApplication app(argc, argv);
    return graphicsDriverAnswers() ? 0 : kProbeSaysNo;
}

Renderer chooseRenderer(bool softwareAsked, bool (*probe)()) {
    for (const char* name : {"QT_QUICK_BACKEND", "QMLSCENE_DEVICE", "QSG_RHI_BACKEND"})
        if (!qEnvironmentVariableIsEmpty(name)) return Renderer::FromEnvironment;
    if (softwareAsked) return Renderer::SoftwareAsked;
    return probe() ? Renderer::GraphicsCard : Renderer::SoftwareNoDriver;
}

QString describe(Renderer renderer) {
    switch (renderer) {
    case Renderer::FromEnvironment:
        return QStringLiteral(
            "drawing as the environment says (QT_QUICK_BACKEND, QSG_RHI_BACKEND)");
    case Renderer::SoftwareAsked:
        return QStringLiteral("drawing with Qt Quick's software renderer, as asked");
    case Renderer::SoftwareNoDriver:
        return QStringLiteral("no graphics card to draw with (none, or OpenGL on the CPU): "
                              "drawing with Qt Quick's software renderer");
    case Renderer::GraphicsCard:
        return QStringLiteral("drawing with the graphics card");
    }
    return {};
}

} // namespace cozen::app
