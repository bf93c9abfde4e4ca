#ifndef CZLIB_H
#define CZLIB_H

// Whole-buffer deflate over the system's zlib, for the zip entries of a workbook and the pages of
// a Parquet file. zlib is opened with dlopen at the first call (zlib_library.c), never linked, and
// the z_stream never leaves C: Swift hands over bytes and gets bytes back.

#include <stddef.h>

/// The frame around the deflate stream, which zlib chooses by its windowBits.
typedef enum {
    /// No header or trailer (windowBits -15): a zip entry of method 8 carries its CRC and sizes itself.
    CZLIB_RAW = 0,
    /// A gzip member (windowBits 31, RFC 1952): Parquet's GZIP codec.
    CZLIB_GZIP = 1,
} czlib_framing;

/// How a call ended.
typedef enum {
    /// `bytes` holds the compressed stream.
    CZLIB_DEFLATED = 0,
    /// zlib could not be loaded; `message` says why, as dlopen or dlsym did.
    CZLIB_UNAVAILABLE = 1,
    /// zlib returned `zlib_code`, with `message` when it gave one; or memory ran out (Z_MEM_ERROR).
    CZLIB_FAILED = 2,
} czlib_outcome;

/// What czlib_deflate returns.
typedef struct {
    czlib_outcome outcome;
    /// zlib's return code when `outcome` is CZLIB_FAILED, else 0.
    int zlib_code;
    /// Static text (dlerror's, kept for the process, or zlib's own), or NULL when there is none.
    const char *message;
    /// The compressed bytes (owned by the caller: release them with czlib_free), NULL unless deflated.
    unsigned char *bytes;
    size_t length;
} czlib_result;

/// Deflates `length` bytes at `input` (NULL when `length` is 0) at zlib's default level, in
/// `framing`. Thread-safe: each call has a stream of its own.
czlib_result czlib_deflate(const unsigned char *input, size_t length, czlib_framing framing);

/// Releases the bytes of a czlib_result, with the allocator that made them.
void czlib_free(unsigned char *bytes);

#endif
