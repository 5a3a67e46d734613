// The application goes while card faces are rendering (a hang seen in CI, Qt 6.4): the raster
// engine fills a large image on the application's helper threads, and a face still rendering on
// the deck's thread after they were gone waited for them forever. Faces large enough to be
// rendering still are asked for, and the application destroyed at once; a hang is the test's
// timeout.

#include "cardfaceart.h"

#include <QGuiApplication>

#include <cstdio>

int main(int argc, char** argv) {
    {
        QGuiApplication application(argc, argv);
        for (const char* code : {"QH", "KS", "10D", "7C", "AS", "JD", "9H", "2C"})
            cozen::table::CardFaceArt::faceOrLater(QString::fromLatin1(code), QSize(2400, 3300), 24,
                                                   nullptr);
    }
    std::puts("The application went while faces rendered, and the program ended.");
    return 0;
}
