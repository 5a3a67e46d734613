# Cross-builds Cozen for 64-bit Windows with Debian's MinGW-w64 (package g++-mingw-w64-x86-64-posix).
#
# The Qt-free part (core/ and cozen-cli):
#
#   cmake -S . -B build-mingw -G Ninja -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake \
#         -DCOZEN_GAME=OFF -DBUILD_TESTING=OFF
#   cmake --build build-mingw --target cozen-cli
#
# The result, build-mingw/app/cli/cozen-cli.exe, is linked statically (libgcc, libstdc++ and
# winpthread included), so it runs on Windows, or under Wine, with no DLL beside it.
# tests/cross/compare.sh runs it under Wine against the Linux build.
#
# The game and its installer, against Qt for Windows built by packaging/windows/build-qt.sh
# (docs/packaging.md, "The game for Windows"):
#
#   cmake -S . -B build-windows -G Ninja -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake \
#         -DCOZEN_MINGW_QT=/opt/cozen-mingw-qt-6.4.2 -DCMAKE_BUILD_TYPE=Release \
#         -DBUILD_TESTING=OFF -DCOZEN_BUILD_BENCHMARKS=OFF
#   cmake --build build-windows && (cd build-windows && cpack -G NSIS)
#
# Then Qt is found in that prefix and its host tools (moc, rcc, qmlcachegen...) in /usr, the
# host's Qt 6.4.2 (QT_HOST_PATH), and nothing is linked statically: the game and cozen-cli use the
# MinGW runtime's DLLs, deployed beside them with Qt's (packaging/windows/deploy-mingw.cmake).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_cozen_mingw x86_64-w64-mingw32)
# The -posix compilers use the POSIX thread model (winpthreads), which std::thread needs.
set(CMAKE_C_COMPILER ${_cozen_mingw}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_cozen_mingw}-g++-posix)
set(CMAKE_RC_COMPILER ${_cozen_mingw}-windres)

# COZEN_MINGW_QT reaches the compiler checks' own projects too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES COZEN_MINGW_QT)
if(NOT COZEN_MINGW_QT)
    set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
endif()

# Libraries, headers and CMake packages come from the MinGW root only, never from the host's
# /usr, whose libraries are Linux ones and whose /usr/include holds glibc's headers.
set(CMAKE_FIND_ROOT_PATH /usr/${_cozen_mingw})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
if(COZEN_MINGW_QT)
    # Qt's libraries and packages from its prefix; the packages of its host tools, which only the
    # host's Qt has (Qt6LinguistTools, Qt6QmlTools...), from the host's /usr.
    list(APPEND CMAKE_FIND_ROOT_PATH ${COZEN_MINGW_QT})
    set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
    set(QT_HOST_PATH /usr)
    set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake)
    set(Qt6LinguistTools_DIR ${QT_HOST_PATH_CMAKE_DIR}/Qt6LinguistTools)
endif()

# nlohmann-json and CLI11 are header-only, so Debian's packages of them (nlohmann-json3-dev,
# libcli11-dev) serve any target. Their CMake files find their headers relative to themselves, so
# a small prefix in the build tree that links to just those headers and CMake files gives the
# cross build them and nothing else of /usr: -isystem /usr/include would put glibc's headers
# before MinGW's.
if(NOT CMAKE_IN_TRY_COMPILE)
    set(_cozen_headers ${CMAKE_BINARY_DIR}/header-only-packages)
    foreach(_cozen_link include/nlohmann include/CLI share/cmake/nlohmann_json share/cmake/CLI11)
        if(NOT EXISTS /usr/${_cozen_link})
            message(FATAL_ERROR "mingw-w64.cmake: /usr/${_cozen_link} is missing "
                                "(install nlohmann-json3-dev and libcli11-dev)")
        endif()
        get_filename_component(_cozen_parent ${_cozen_headers}/${_cozen_link} DIRECTORY)
        file(MAKE_DIRECTORY ${_cozen_parent})
        file(CREATE_LINK /usr/${_cozen_link} ${_cozen_headers}/${_cozen_link} SYMBOLIC)
    endforeach()
    list(APPEND CMAKE_FIND_ROOT_PATH ${_cozen_headers})
endif()
