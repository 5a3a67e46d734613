# Every rule the sources and docs cite is a section of docs/rules.md, and no citation points
# outside the repository. Run by ctest (tests/docs/CMakeLists.txt), or alone:
#
#   cmake -DSOURCE_DIR=. -P tests/docs/rule_citations.cmake
#
# A citation is a word R1, R2, ... anywhere in a C++, QML, JavaScript, Python, shell, CMake, YAML,
# man page template or Markdown file under the folders below, and in the top-level scripts and
# Markdown files (not in tests/docs/, this check's own folder). docs/rules.md has one heading
# "## R<n>. <title>" a rule, numbered 1, 2, 3, ... An old citation of the specification beside the
# repository ("SPEC" and a rule or section) or a path into that folder is refused too.
# PLANTED (optional) is text scanned as if it were one more file: the test
# "rule_citations_finds_planted" plants a citation of a rule that does not exist and expects this
# script to name it.
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
    message(FATAL_ERROR "rule_citations.cmake: give -DSOURCE_DIR=<the repository's root>")
endif()
get_filename_component(SOURCE_DIR "${SOURCE_DIR}" ABSOLUTE)
set(rules_file "${SOURCE_DIR}/docs/rules.md")
if(NOT EXISTS "${rules_file}")
    message(FATAL_ERROR "rule_citations.cmake: no ${rules_file}")
endif()

# The rules: their headings, numbered from 1 without a gap or a repeat.
file(STRINGS "${rules_file}" headings REGEX "^## R[0-9]+\\. ")
set(rules "")
set(expected 1)
foreach(heading IN LISTS headings)
    string(REGEX MATCH "^## R([0-9]+)\\. " _ "${heading}")
    if(NOT CMAKE_MATCH_1 EQUAL expected)
        message(FATAL_ERROR "docs/rules.md: the heading \"${heading}\" should be rule "
                            "R${expected}: the rules are numbered 1, 2, 3, ... in order")
    endif()
    list(APPEND rules "R${CMAKE_MATCH_1}")
    math(EXPR expected "${expected} + 1")
endforeach()
list(LENGTH rules rule_count)
if(rule_count EQUAL 0)
    message(FATAL_ERROR "docs/rules.md has no rule heading (\"## R1. Cards\")")
endif()

# The files that may cite a rule.
set(patterns "")
foreach(folder IN ITEMS app core qml tests docs packaging resources translations .github)
    foreach(extension IN ITEMS h cpp qml js py sh cmake md in yml)
        list(APPEND patterns "${SOURCE_DIR}/${folder}/*.${extension}")
    endforeach()
    list(APPEND patterns "${SOURCE_DIR}/${folder}/CMakeLists.txt")
endforeach()
file(GLOB_RECURSE files LIST_DIRECTORIES false ${patterns})
file(GLOB top LIST_DIRECTORIES false "${SOURCE_DIR}/*.md" "${SOURCE_DIR}/*.sh"
                                     "${SOURCE_DIR}/CMakeLists.txt")
list(APPEND files ${top})
# Not the check itself, whose folder names the forms it looks for.
list(FILTER files EXCLUDE REGEX "/tests/docs/")
list(SORT files)

set(problems "")
set(citations 0)
# check(NAME TEXT): the citations in TEXT, from the file NAME.
function(check name text)
    # Words only: every other character separates them (and so no ; or [ is left to upset a list).
    string(REGEX REPLACE "[^A-Za-z0-9_]+" ";" words "${text}")
    list(FILTER words INCLUDE REGEX "^R[0-9]+$")
    list(LENGTH words cited)
    math(EXPR total "${citations} + ${cited}")
    set(citations ${total} PARENT_SCOPE)
    list(REMOVE_DUPLICATES words)
    foreach(rule IN LISTS words)
        if(NOT rule IN_LIST rules)
            list(APPEND problems "${name} cites ${rule}, which docs/rules.md does not have")
        endif()
    endforeach()
    # The old form of a citation, and the folder beside the repository a clone does not have
    # (spelt in two pieces, so that a search for it over the repository does not find this line).
    string(CONCAT beside ".." "/shared")
    foreach(outside IN ITEMS "SPEC R" "SPEC §" "SPEC.md" "${beside}")
        string(FIND "${text}" "${outside}" at)
        if(at GREATER_EQUAL 0)
            list(APPEND problems "${name} says \"${outside}\", which a clone does not have: cite "
                                 "docs/rules.md, or another file in the repository")
        endif()
    endforeach()
    set(problems "${problems}" PARENT_SCOPE)
endfunction()

foreach(file IN LISTS files)
    file(READ "${file}" text)
    file(RELATIVE_PATH name "${SOURCE_DIR}" "${file}")
    check("${name}" "${text}")
endforeach()
if(DEFINED PLANTED)
    check("(planted)" "${PLANTED}")
endif()

list(LENGTH files file_count)
if(problems)
    list(JOIN problems "\n  " lines)
    message(FATAL_ERROR "Citations that land nowhere:\n  ${lines}\n"
                        "(docs/rules.md has ${rule_count} rules, R1 to R${rule_count})")
endif()
message(STATUS "${citations} rule citations in ${file_count} files, each a rule of docs/rules.md "
               "(R1 to R${rule_count})")
