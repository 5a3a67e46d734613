# CPack on macOS: a disk image (DragNDrop) holding Cozen.app, with the Qt frameworks and QML
# modules Qt's deploy script put inside the bundle (app/game), and cozen-cli beside it.
set(CPACK_GENERATOR DragNDrop)
set(CPACK_DMG_VOLUME_NAME Cozen)
set(CPACK_PACKAGE_ICON ${PROJECT_SOURCE_DIR}/resources/icons/cozen.icns)
