// How the game window chooses to draw (app/models/renderer.h): the environment wins, then the
// player's wish, then the graphics card when one answers; OpenGL drawn on the CPU is no card.

#include "renderer.h"

#include <QGuiApplication>
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

QTEST_MAIN(TestRenderer)
#include "tst_renderer.moc"
