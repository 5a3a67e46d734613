// How the game window chooses to draw (app/models/system/renderer.h): the environment wins, then
// the player's wish, then the graphics card when one answers; OpenGL drawn on the CPU is no card.

#include "system/renderer.h"

#include <QGuiApplication>
#include <QProcess>
#include <QTest>

using cozen::app::Renderer;

class TestRenderer : public QObject {
    Q_OBJECT
private slots:
    void init() {
        for (const char* name : {"QT_QUICK_BACKEND", "QMLSCENE_DEVICE", "QSG_RHI_BACKEND"})
            qunsetenv(name);
    }

    void theEnvironmentWins() {
        qputenv("QSG_RHI_BACKEND", "opengl");
        QCOMPARE(cozen::app::chooseRenderer(false), Renderer::FromEnvironment);
        QCOMPARE(cozen::app::chooseRenderer(true), Renderer::FromEnvironment);
        qunsetenv("QSG_RHI_BACKEND");
        qputenv("QT_QUICK_BACKEND", "software");
        QCOMPARE(cozen::app::chooseRenderer(false), Renderer::FromEnvironment);
    }

    void theSoftwareRendererWhenAsked() {
        QCOMPARE(cozen::app::chooseRenderer(true), Renderer::SoftwareAsked);
    }

    // Under the offscreen platform (how the tests run) there is no OpenGL: the software renderer.
    void noDriverMeansTheSoftwareRenderer() {
        if (QGuiApplication::platformName() != QLatin1String("offscreen"))
            QSKIP("only the offscreen platform surely has no graphics driver");
        QVERIFY(!cozen::app::graphicsDriverAnswers());
        QCOMPARE(cozen::app::chooseRenderer(false, cozen::app::graphicsDriverAnswers),
                 Renderer::SoftwareNoDriver);
    }

    // The game asks the driver in a child process (the program started again with
    // --probe-graphics, answered by answerProbe, as this test's main does): the same answer.
    void theChildProcessAnswersAsTheDriverDoes() {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--probe-graphics")});
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), cozen::app::graphicsDriverAnswers() ? 0 : 3);
        QCOMPARE(cozen::app::graphicsDriverAnswersInAChild(), cozen::app::graphicsDriverAnswers());
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QCOMPARE(cozen::app::chooseRenderer(false), Renderer::SoftwareNoDriver);
    }

    void openGlOnTheCpuIsNoGraphicsCard() {
        QVERIFY(cozen::app::isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"));
        QVERIFY(cozen::app::isSoftwareRasterizer("softpipe"));
        QVERIFY(cozen::app::isSoftwareRasterizer("Google SwiftShader"));
        QVERIFY(
            !cozen::app::isSoftwareRasterizer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15)"));
        QVERIFY(!cozen::app::isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
        QVERIFY(!cozen::app::isSoftwareRasterizer("NVIDIA GeForce GTX 1060/PCIe/SSE2"));
    }
};

int main(int argc, char* argv[]) {
    if (const int probed = cozen::app::answerProbe(argc, argv); probed >= 0) return probed;
    QGuiApplication app(argc, argv);
    TestRenderer test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_renderer.moc"
