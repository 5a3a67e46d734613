# Cross-builds the Qt-free part of Cozen (core/ and cozen-cli) for 64-bit Windows with Debian's
# MinGW-w64 (package g++-mingw-w64-x86-64-posix):
#
#   cmake -S . -B build-mingw -G Ninja -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake \
#         -DCOZEN_GAME=OFF -DBUILD_TESTING=OFF
#   cmake --build build-mingw --target cozen-cli
#
# The result, build-mingw/app/cli/cozen-cli.exe, is linked statically (libgcc, libstdc++ and
# winpthread included), so it runs on Windows, or under Wine, with no DLL beside it.
# tests/cross/compare.sh runs it under Wine against the Linux build.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_cozen_mingw x86_64-w64-mingw32)
# The -posix compilers use the POSIX thread model (winpthreads), which std::thread needs.
set(CMAKE_C_COMPILER ${_cozen_mingw}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_cozen_mingw}-g++-posix)
set(CMAKE_RC_COMPILER ${_cozen_mingw}-windres)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Libraries, headers and CMake packages come from the MinGW root only, never from the host's
# /usr, whose libraries are Linux ones and whose /usr/include holds glibc's headers.
set(CMAKE_FIND_ROOT_PATH /usr/${_cozen_mingw})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

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
