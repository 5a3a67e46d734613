# CPack on Linux: a .deb and an .rpm of what `cmake --install` puts under the prefix. Configure
# with -DCMAKE_INSTALL_PREFIX=/usr: the package installs where the build was configured to (the
# desktop entry names the game's full path).
set(CPACK_GENERATOR DEB RPM)
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
# The game's folder, per package: /usr/games in the .deb, /usr/bin in the .rpm.
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/cpack-generators.cmake)

# Debian. The libraries are found by dpkg-shlibdeps; the QML modules the table imports are loaded
# by the QML engine at run time, which no tool sees, so they are named here. Every import in
# qml/*.qml has its package in this list (tests/packaging/check-qml-depends.sh), and so do the
# modules those import in turn (QtQml's Models and WorkerScript, Controls' Templates). The xcb
# platform plugin is in libqt6gui6, which shlibdeps names; the QML names the DejaVu fonts.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Read here: CPack 3.25 XML-escapes CPACK_PACKAGE_DESCRIPTION_FILE for the .deb (an apostrophe
# became &apos;). The summary line comes first on its own.
file(READ ${CPACK_PACKAGE_DESCRIPTION_FILE} CPACK_DEBIAN_PACKAGE_DESCRIPTION)
if(TARGET cozen)
    set(depends
        qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
        qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
        qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-dialogs
        qml6-module-qt-labs-folderlistmodel # Qt Quick's own file dialog, where the desktop has none
        qml6-module-qtmultimedia # the table's sounds (TableSounds.qml)
        fonts-dejavu-core)
    list(JOIN depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
    # A Wayland session's own platform plugin (without it Qt goes through XWayland), and the font
    # of the Japanese translation (DejaVu has Latin, Cyrillic and Arabic letters, no Japanese; the
    # one run.sh installs too), and Qt's own translations (a dialog's Close): the game runs without
    # them, so they are recommended.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, fonts-droid-fallback, qt6-translations-l10n")
endif()

# RPM, with Fedora's names. rpmbuild's automatic requirements find the libraries; Fedora ships
# the QML modules in qt6-qtdeclarative and the xcb plugin in qt6-qtbase-gui.
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_AUTOREQ ON)
set(CPACK_RPM_PACKAGE_LICENSE GPL-3.0-or-later)
set(CPACK_RPM_PACKAGE_GROUP Amusements/Games)
if(TARGET cozen)
    set(CPACK_RPM_PACKAGE_REQUIRES "qt6-qtdeclarative, qt6-qtmultimedia, dejavu-sans-fonts, dejavu-serif-fonts")
endif()
# Directories the system owns (the filesystem package, hicolor-icon-theme), not this package.
set(system_dirs ${CPACK_PACKAGING_INSTALL_PREFIX}/games
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/applications
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/metainfo
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/man
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/man/man1
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/man/man6
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons/hicolor
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons/hicolor/scalable
    ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons/hicolor/scalable/apps)
foreach(size IN LISTS COZEN_HICOLOR_SIZES)
    list(APPEND system_dirs ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons/hicolor/${size}x${size}
         ${CPACK_PACKAGING_INSTALL_PREFIX}/share/icons/hicolor/${size}x${size}/apps)
endforeach()
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION ${system_dirs})
