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

/// An inflater that takes a deflate stream a piece at a time (a zip member of hundreds of MB is
/// never held whole): zlib's stream state, kept in C.
typedef struct czlib_inflater czlib_inflater;

/// How a step of an inflater ended.
typedef enum {
    /// More input is wanted (or more room for output): call again.
    CZLIB_MORE = 0,
    /// The stream ended; the input after it, if any, was not consumed.
    CZLIB_END = 1,
    /// The stream is not deflate data, or zlib failed (`message` says how, when it does).
    CZLIB_BROKEN = 2,
} czlib_step;

/// A new inflater of a stream in `framing`; NULL when zlib cannot be loaded (`*error`, if given,
/// says why) or memory runs out.
czlib_inflater *czlib_inflater_create(czlib_framing framing, const char **error);

/// Inflates from `input` (`length` bytes) into `output` (`capacity` bytes); `*consumed` and
/// `*produced` say how much of each was used. zlib's message of a broken stream, if any, in `*message`.
czlib_step czlib_inflater_step(czlib_inflater *inflater, const unsigned char *input, size_t length,
                               size_t *consumed, unsigned char *output, size_t capacity, size_t *produced,
                               const char **message);

/// Frees an inflater.
void czlib_inflater_destroy(czlib_inflater *inflater);

/// Inflates a whole buffer in `framing` (a Parquet page of GZIP) into a new one of at most
/// `limit` bytes; CZLIB_FAILED for broken data or more than `limit` bytes.
czlib_result czlib_inflate(const unsigned char *input, size_t length, czlib_framing framing, size_t limit);

/// The CRC-32 of `length` bytes at `bytes` continued from `crc` (0 to start), as zip records it;
/// 0 with `*available` false when zlib cannot be loaded.
unsigned long czlib_crc32(unsigned long crc, const unsigned char *bytes, size_t length, int *available);

#endif
