// Opens libcurl with dlopen at the first request rather than linking it: a run answered from the
// cache or the built-in snapshot never maps libcurl and the dozens of libraries it pulls in (TLS,
// Kerberos, LDAP, ...), and a machine without libcurl still answers offline.
#include "curl_abi.h"
#include "csystem.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/// The names to try, in order: the SONAME on Linux (present without the -dev package, unlike
/// libcurl.so); on macOS the system's versioned library, then the unversioned one.
#if defined(__APPLE__)
static const char *const library_names[] = {"libcurl.4.dylib", "libcurl.dylib"};
#else
static const char *const library_names[] = {"libcurl.so.4"};
#endif

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
/// Written once inside pthread_once, read only after it: pthread_once orders the two.
static curl_library library;
static const curl_library *loaded;
static char load_error[512];

static void load(void) {
    size_t count = sizeof library_names / sizeof library_names[0];
    void *handle = csystem_open_library(library_names, count, load_error, sizeof load_error);
    if (!handle) return;
    curl_library l = {0};
    // Each assignment goes through a void pointer: ISO C has no cast from an object pointer to a
    // function pointer, but POSIX guarantees dlsym's result can be stored as one this way.
#define FIND(member, name) *(void **)(&l.member) = csystem_find_symbol(handle, name, load_error, sizeof load_error)
    FIND(global_init, "curl_global_init");
    FIND(version_info, "curl_version_info");
    FIND(easy_init, "curl_easy_init");
    FIND(easy_setopt, "curl_easy_setopt");
    FIND(easy_cleanup, "curl_easy_cleanup");
    FIND(easy_getinfo, "curl_easy_getinfo");
    FIND(slist_append, "curl_slist_append");
    FIND(slist_free_all, "curl_slist_free_all");
    FIND(multi_init, "curl_multi_init");
    FIND(multi_setopt, "curl_multi_setopt");
    FIND(multi_add_handle, "curl_multi_add_handle");
    FIND(multi_remove_handle, "curl_multi_remove_handle");
    FIND(multi_perform, "curl_multi_perform");
    FIND(multi_info_read, "curl_multi_info_read");
    FIND(multi_poll, "curl_multi_poll");
    FIND(multi_wakeup, "curl_multi_wakeup");
    FIND(multi_cleanup, "curl_multi_cleanup");
#undef FIND
    int complete = l.global_init && l.version_info && l.easy_init && l.easy_setopt && l.easy_cleanup &&
                   l.easy_getinfo && l.slist_append && l.slist_free_all && l.multi_init && l.multi_setopt &&
                   l.multi_add_handle && l.multi_remove_handle && l.multi_perform && l.multi_info_read &&
                   l.multi_poll && l.multi_wakeup && l.multi_cleanup;
    // The library stays open for the life of the process (the engines' threads run its code), so a
    // library that cannot serve is not closed either: dlclose of libcurl can run its TLS
    // library's destructors while other code still holds its state.
    if (!complete) return;
    const cc_version_info *version = l.version_info(CC_CURLVERSION_FIRST);
    unsigned int number = version ? version->version_num : 0;
    if (number < CC_VERSION_MULTI_POLL) {
        snprintf(load_error, sizeof load_error, "libcurl %s is older than 7.68.0",
                 version && version->version ? version->version : "of unknown version");
        return;
    }
    l.has_protocols_str = number >= CC_VERSION_PROTOCOLS_STR;
    int status = l.global_init(CC_CURL_GLOBAL_ALL);
    if (status != CC_CURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed (libcurl %d)", status);
        return;
    }
    library = l;
    loaded = &library;
}

const curl_library *curl_library_load(const char **error) {
    pthread_once(&load_once, load);
    if (!loaded && error) *error = load_error;
    return loaded;
}
