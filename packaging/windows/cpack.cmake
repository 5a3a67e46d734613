# CPack on Windows: an NSIS installer (.exe) and a WiX installer (.msi), each with the game, the
# Qt libraries and QML modules deployed beside it (app/game: Qt's deploy script, or
# deploy-mingw.cmake when cross-built on Linux), and cozen-cli.
set(CPACK_GENERATOR NSIS WIX)
set(ico ${PROJECT_SOURCE_DIR}/resources/icons/cozen.ico)

set(CPACK_NSIS_PACKAGE_NAME Cozen)
set(CPACK_NSIS_DISPLAY_NAME Cozen)
set(CPACK_NSIS_MUI_ICON ${ico})
set(CPACK_NSIS_MUI_UNIICON ${ico})
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\cozen.exe")
set(CPACK_NSIS_URL_INFO_ABOUT ${COZEN_HOMEPAGE})
set(CPACK_NSIS_CONTACT ${COZEN_MAINTAINER})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN cozen.exe) # "Run Cozen" on the last page
# A 64-bit game: under "Program Files", not "Program Files (x86)".
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
if(NOT CMAKE_HOST_WIN32)
    # Cross-built on Linux (packaging/windows/mingw-w64.cmake): there is no WiX here, and Debian's
    # makensis makes a 32-bit installer unless told to use its 64-bit stubs.
    set(CPACK_GENERATOR NSIS)
    set(CPACK_NSIS_DEFINES "  Target amd64-unicode")
endif()

# The upgrade code stays the same for every version, so that a newer .msi replaces an older one.
set(CPACK_WIX_UPGRADE_GUID 7B862A27-7CEB-4B47-821F-5FAE5ACE2311)
set(CPACK_WIX_PRODUCT_ICON ${ico})
set(CPACK_WIX_PROGRAM_MENU_FOLDER Cozen)
set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT ${COZEN_HOMEPAGE})
