# Read by CPack once per generator, before it installs the project into its staging folder
# (CPACK_PROJECT_CONFIG_FILE). The .rpm lays the game out as Fedora and openSUSE do, in /usr/bin;
# the .deb keeps Debian's /usr/games. The install reads the folder from the environment, since
# CPack runs it in this same process (app/game/CMakeLists.txt, COZEN_GAMESDIR).
if(CPACK_GENERATOR STREQUAL "RPM")
    set(ENV{COZEN_PACKAGE_GAMESDIR} bin)
else()
    unset(ENV{COZEN_PACKAGE_GAMESDIR})
endif()
