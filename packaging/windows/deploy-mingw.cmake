# Puts beside the installed game what windeployqt would on Windows, for a game cross-built with
# MinGW-w64 on Linux, where Qt has no deploy tool ("No Qt deploy tool available for this target
# platform"). Run at install time (app/game/CMakeLists.txt), so `cmake --install` and CPack's
# installers both get it. The layout is the one Qt's own deploy script makes (kept for MSVC):
#
#   bin/cozen.exe, bin/cozen-cli.exe     the executables
#   bin/*.dll                            the Qt libraries and the MinGW runtime they need
#   bin/qt.conf                          says where the rest is, relative to bin/
#   plugins/<kind>/*.dll                 the platform, image-format, icon-engine and sound plugins
#   qml/<module>/                        the QML modules the game imports, found by
#                                        qmlimportscanner in the game's QML (not listed by hand)
#   translations/qtbase_<language>.qm    Qt's own words (a dialog's Close) in the game's languages
#
# The libraries are found by reading the executables' and plugins' import tables
# (file(GET_RUNTIME_DEPENDENCIES) with MinGW's objdump): a DLL is copied only if something
# deployed imports it, and an import that is neither found nor Windows' own stops the install.
#
# Set by the install code before this script (app/game/CMakeLists.txt):
#   COZEN_DEPLOY_EXECUTABLES  the executables to deploy for (full paths, in the build tree)
#   COZEN_DEPLOY_QT           the prefix of Qt for Windows (packaging/windows/build-qt.sh)
#   COZEN_DEPLOY_QML_SOURCES  the folder of the game's QML (qml/)
#   COZEN_DEPLOY_SCANNER      the host's qmlimportscanner
#   COZEN_DEPLOY_OBJDUMP      MinGW's objdump
#   COZEN_DEPLOY_RUNTIME_DIRS where the MinGW runtime's DLLs are (libstdc++, libgcc, winpthread)
#   COZEN_DEPLOY_TRANSLATIONS the host's Qt translations (.qm files are the same on every platform)
#   COZEN_DEPLOY_LANGUAGES    the game's languages
#   COZEN_DEPLOY_STRIP        MinGW's strip, for an install that strips
cmake_minimum_required(VERSION 3.25)
foreach(input EXECUTABLES QT QML_SOURCES SCANNER OBJDUMP RUNTIME_DIRS TRANSLATIONS LANGUAGES STRIP)
    if(NOT COZEN_DEPLOY_${input})
        message(FATAL_ERROR "deploy-mingw.cmake: COZEN_DEPLOY_${input} is not set")
    endif()
endforeach()
set(root "${CMAKE_INSTALL_PREFIX}")
set(qt "${COZEN_DEPLOY_QT}")

# ---- The QML modules: what qmlimportscanner finds the game's QML importing, and what those
# import in turn. Each module's own folder is copied without its sub-folders, which are modules
# of their own (QtQuick/Controls/Basic) and are copied only if imported.
execute_process(
    COMMAND "${COZEN_DEPLOY_SCANNER}" -rootPath "${COZEN_DEPLOY_QML_SOURCES}"
            -importPath "${qt}/qml"
    OUTPUT_VARIABLE imports RESULT_VARIABLE failed ERROR_VARIABLE scanner_errors)
if(failed)
    message(FATAL_ERROR "deploy-mingw.cmake: qmlimportscanner failed: ${scanner_errors}")
endif()
string(JSON count LENGTH "${imports}")
math(EXPR last "${count} - 1")
set(qml_plugins)
set(modules)
foreach(i RANGE ${last})
    string(JSON path ERROR_VARIABLE no_path GET "${imports}" ${i} path)
    string(JSON name GET "${imports}" ${i} name)
    string(FIND "${path}" "${qt}/qml/" at)
    if(no_path OR NOT at EQUAL 0)
        continue() # the game's own modules (linked in), and imports with no folder (QML's own)
    endif()
    string(LENGTH "${qt}/qml/" skip)
    string(SUBSTRING "${path}" ${skip} -1 relative)
    list(APPEND modules ${name})
    file(GLOB files LIST_DIRECTORIES false "${path}/*")
    list(FILTER files EXCLUDE REGEX "\\.(debug|a|prl)$")
    file(INSTALL ${files} DESTINATION "${root}/qml/${relative}")
    file(GLOB plugin_files LIST_DIRECTORIES false "${path}/*.dll")
    list(APPEND qml_plugins ${plugin_files})
endforeach()
foreach(required QtQuick QtQuick.Controls QtQuick.Controls.Basic QtQuick.Layouts QtMultimedia)
    if(NOT required IN_LIST modules)
        message(FATAL_ERROR "deploy-mingw.cmake: qmlimportscanner did not find ${required} in "
                            "${qt}/qml (is Qt for Windows complete? packaging/windows/build-qt.sh)")
    endif()
endforeach()
list(JOIN modules ", " module_list)
message(STATUS "Deploying the QML modules ${module_list}")

# ---- Qt's plugins: the kinds the game's libraries load at run time.
set(plugins)
foreach(kind platforms imageformats iconengines multimedia)
    file(GLOB kind_plugins LIST_DIRECTORIES false "${qt}/plugins/${kind}/*.dll")
    if(kind STREQUAL "platforms")
        list(FILTER kind_plugins INCLUDE REGEX "/qwindows\\.dll$") # not offscreen, minimal
    endif()
    if(NOT kind_plugins AND kind MATCHES "^(platforms|multimedia)$")
        message(FATAL_ERROR "deploy-mingw.cmake: no ${kind} plugin in ${qt}/plugins/${kind}")
    endif()
    if(kind_plugins)
        file(INSTALL ${kind_plugins} DESTINATION "${root}/plugins/${kind}")
        list(APPEND plugins ${kind_plugins})
    endif()
endforeach()

# ---- The libraries all of those import, found in Qt's bin/ and MinGW's runtime folders. CMake
# looks the names up in lower case, as Windows' file names are not case-sensitive; Linux's are, so
# the search is in a folder of lower-case links to those DLLs (and the real files are installed).
list(GET COZEN_DEPLOY_EXECUTABLES 0 game)
get_filename_component(build "${game}" DIRECTORY)
set(lower "${build}/deploy-mingw-dlls")
file(REMOVE_RECURSE "${lower}")
file(MAKE_DIRECTORY "${lower}")
foreach(folder "${qt}/bin" ${COZEN_DEPLOY_RUNTIME_DIRS})
    file(GLOB dlls LIST_DIRECTORIES false "${folder}/*.dll")
    foreach(dll IN LISTS dlls)
        get_filename_component(name "${dll}" NAME)
        string(TOLOWER "${name}" name)
        if(NOT EXISTS "${lower}/${name}")
            file(CREATE_LINK "${dll}" "${lower}/${name}" SYMBOLIC)
        endif()
    endforeach()
endforeach()
set(CMAKE_GET_RUNTIME_DEPENDENCIES_PLATFORM windows+pe)
set(CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL objdump)
set(CMAKE_GET_RUNTIME_DEPENDENCIES_COMMAND "${COZEN_DEPLOY_OBJDUMP}")
file(GET_RUNTIME_DEPENDENCIES
    EXECUTABLES ${COZEN_DEPLOY_EXECUTABLES}
    MODULES ${plugins} ${qml_plugins}
    DIRECTORIES "${lower}"
    PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-"
    RESOLVED_DEPENDENCIES_VAR libraries
    UNRESOLVED_DEPENDENCIES_VAR unresolved
    CONFLICTING_DEPENDENCIES_PREFIX conflicting)
# What is left unfound must be Windows' own (kernel32.dll, d3d11.dll, ...), never Qt's or MinGW's.
foreach(name IN LISTS unresolved)
    if(name MATCHES "^(qt6|lib)")
        message(FATAL_ERROR "deploy-mingw.cmake: ${name} is imported but is in none of "
                            "${qt}/bin ${COZEN_DEPLOY_RUNTIME_DIRS}")
    endif()
endforeach()
foreach(name IN LISTS conflicting_FILENAMES)
    message(FATAL_ERROR "deploy-mingw.cmake: ${name} found in several places: ${conflicting_${name}}")
endforeach()
set(real_libraries)
foreach(library IN LISTS libraries)
    file(REAL_PATH "${library}" real)
    list(APPEND real_libraries "${real}")
endforeach()
file(INSTALL ${real_libraries} DESTINATION "${root}/bin")

# ---- qt.conf: where Qt finds the rest, relative to bin/.
file(WRITE "${build}/qt.conf" "[Paths]
Prefix = ..
Plugins = plugins
QmlImports = qml
Translations = translations
")
file(INSTALL "${build}/qt.conf" DESTINATION "${root}/bin")

# ---- Qt's own translations in the game's languages (the game's own are compiled into it).
set(translations)
foreach(language IN LISTS COZEN_DEPLOY_LANGUAGES)
    foreach(catalogue qtbase qtdeclarative qtmultimedia)
        if(EXISTS "${COZEN_DEPLOY_TRANSLATIONS}/${catalogue}_${language}.qm")
            list(APPEND translations "${COZEN_DEPLOY_TRANSLATIONS}/${catalogue}_${language}.qm")
        endif()
    endforeach()
endforeach()
if(NOT translations)
    message(FATAL_ERROR "deploy-mingw.cmake: no Qt translation in ${COZEN_DEPLOY_TRANSLATIONS} "
                        "(Debian's qt6-translations-l10n has them)")
endif()
file(INSTALL ${translations} DESTINATION "${root}/translations")

# ---- Stripped as the executables are, when the install strips (CPack's CPACK_STRIP_FILES,
# `cmake --install --strip`): MinGW's libstdc++ alone carries 20 MB of debugging sections.
if(CMAKE_INSTALL_DO_STRIP)
    file(GLOB_RECURSE deployed "$ENV{DESTDIR}${root}/*.dll")
    foreach(dll IN LISTS deployed)
        execute_process(COMMAND "${COZEN_DEPLOY_STRIP}" --strip-unneeded "${dll}"
                        RESULT_VARIABLE failed)
        if(failed)
            message(FATAL_ERROR "deploy-mingw.cmake: ${COZEN_DEPLOY_STRIP} failed on ${dll}")
        endif()
    endforeach()
endif()
