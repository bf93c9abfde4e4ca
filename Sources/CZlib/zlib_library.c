// Opens zlib with dlopen at the first deflate rather than linking it, as curl_library.c does for
// libcurl: a run that writes no workbook or Parquet file never maps it, and the binary links nothing
// beyond libc. zlib is on every Linux and macOS, so the library is expected; where it is not, the
// caller falls back to writing its bytes uncompressed.
#include "zlib_abi.h"
#include "csystem.h"
#include <pthread.h>
#include <stdio.h>

/// The names to try, in order: the SONAME on Linux (present without the -dev package, unlike
/// libz.so); on macOS the system's versioned library, then the unversioned one.
#if defined(__APPLE__)
static const char *const library_names[] = {"libz.1.dylib", "libz.dylib"};
#else
static const char *const library_names[] = {"libz.so.1"};
#endif

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
/// Written once inside pthread_once, read only after it: pthread_once orders the two.
static zlib_library library;
static const zlib_library *loaded;
static char load_error[512];

static void load(void) {
    size_t count = sizeof library_names / sizeof library_names[0];
    void *handle = csystem_open_library(library_names, count, load_error, sizeof load_error);
    if (!handle) return;
    zlib_library l = {0};
    // Each assignment goes through a void pointer: ISO C has no cast from an object pointer to a
    // function pointer, but POSIX guarantees dlsym's result can be stored as one this way.
#define FIND(member, name) *(void **)(&l.member) = csystem_find_symbol(handle, name, load_error, sizeof load_error)
    FIND(deflate_init2, "deflateInit2_");
    FIND(deflate, "deflate");
    FIND(deflate_end, "deflateEnd");
    FIND(inflate_init2, "inflateInit2_");
    FIND(inflate, "inflate");
    FIND(inflate_end, "inflateEnd");
    FIND(crc32, "crc32");
#undef FIND
    // The library stays open for the life of the process, like libcurl: it is small, and a
    // library missing a function is not closed either (nothing is gained by it).
    if (!l.deflate_init2 || !l.deflate || !l.deflate_end || !l.inflate_init2 || !l.inflate || !l.inflate_end
        || !l.crc32)
        return;
    library = l;
    loaded = &library;
}

const zlib_library *zlib_library_load(const char **error) {
    pthread_once(&load_once, load);
    if (!loaded && error) *error = load_error;
    return loaded;
}
