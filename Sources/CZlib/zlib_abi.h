#ifndef ZLIB_ABI_H
#define ZLIB_ABI_H

// The part of zlib's ABI the deflate wrapper uses, written out by hand: zlib.h is not installed on
// every machine that has the library (Debian ships it in zlib1g-dev), and the library itself is
// opened with dlopen at the first deflate, so nothing here may need it at build time. The names
// carry a CZ_ prefix so that zlib_abi_check.c can include <zlib.h> beside this file and assert,
// where that header exists, that every value and layout equals zlib's own. The values are zlib 1.x's
// stable ABI (zlib 1.2.13's zlib.h); every function used here exists since zlib 1.0.

#include <stddef.h>
#include <stdint.h>

/// z_stream, member for member (uInt is unsigned int, uLong unsigned long, as in zconf.h).
typedef struct {
    const unsigned char *next_in;
    unsigned int avail_in;
    unsigned long total_in;
    unsigned char *next_out;
    unsigned int avail_out;
    unsigned long total_out;
    const char *msg;
    void *state;
    void *(*zalloc)(void *opaque, unsigned int items, unsigned int size);
    void (*zfree)(void *opaque, void *address);
    void *opaque;
    int data_type;
    unsigned long adler;
    unsigned long reserved;
} cz_stream;

enum {
    CZ_NO_FLUSH = 0,
    CZ_FINISH = 4,
    CZ_OK = 0,
    CZ_STREAM_END = 1,
    CZ_MEM_ERROR = -4,
    CZ_BUF_ERROR = -5,
    CZ_DATA_ERROR = -3,
    CZ_NEED_DICT = 2,
    CZ_DEFLATED = 8,
    CZ_DEFAULT_COMPRESSION = -1,
    CZ_DEFAULT_STRATEGY = 0,
    /// zlib's default memLevel (DEF_MEM_LEVEL in its deflate.h, not in zlib.h): 8 of MAX_MEM_LEVEL's 9.
    CZ_DEFAULT_MEM_LEVEL = 8,
};

/// The version passed to deflateInit2_, which checks only its first digit and the size of z_stream:
/// the ABI these declarations were written against.
#define CZ_ZLIB_VERSION "1.2.13"

/// The functions the wrapper calls, found with dlsym in the library loaded once per process.
typedef struct {
    int (*deflate_init2)(cz_stream *stream, int level, int method, int window_bits, int memory_level, int strategy,
                         const char *version, int stream_size);
    int (*deflate)(cz_stream *stream, int flush);
    int (*deflate_end)(cz_stream *stream);
    int (*inflate_init2)(cz_stream *stream, int window_bits, const char *version, int stream_size);
    int (*inflate)(cz_stream *stream, int flush);
    int (*inflate_end)(cz_stream *stream);
    unsigned long (*crc32)(unsigned long crc, const unsigned char *bytes, unsigned int length);
} zlib_library;

/// zlib, loaded at the first call (thread-safe, once per process); NULL when it could not be, and
/// then `*error` (if given) says why, as dlopen or dlsym did.
const zlib_library *zlib_library_load(const char **error);

#endif
