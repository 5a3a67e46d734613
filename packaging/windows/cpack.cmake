# CPack on Windows: an NSIS installer (.exe) and a WiX installer (.msi), each with the game, the
# Qt libraries and QML modules Qt's deploy script put beside it (app/game), and cozen-cli.
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

# The upgrade code stays the same for every version, so that a newer .msi replaces an older one.
set(CPACK_WIX_UPGRADE_GUID 7B862A27-7CEB-4B47-821F-5FAE5ACE2311)
set(CPACK_WIX_PRODUCT_ICON ${ico})
set(CPACK_WIX_PROGRAM_MENU_FOLDER Cozen)
set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT ${COZEN_HOMEPAGE})
