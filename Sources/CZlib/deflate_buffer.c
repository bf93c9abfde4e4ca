// czlib_deflate (see czlib.h): one z_stream per call, fed the whole input and drained into a buffer
// that doubles until deflate reports the end of the stream.
#include "czlib.h"
#include "zlib_abi.h"
#include <limits.h>
#include <stdlib.h>

/// zlib counts what one call may read or write in an unsigned int: larger buffers go in slices.
static unsigned int slice(size_t length) { return length > UINT_MAX ? UINT_MAX : (unsigned int)length; }

static czlib_result failure(int code, const char *message) {
    czlib_result result = {0};
    result.outcome = CZLIB_FAILED;
    result.zlib_code = code;
    result.message = message;
    return result;
}

czlib_result czlib_deflate(const unsigned char *input, size_t length, czlib_framing framing) {
    const char *error = NULL;
    const zlib_library *zlib = zlib_library_load(&error);
    if (!zlib) {
        czlib_result result = {0};
        result.outcome = CZLIB_UNAVAILABLE;
        result.message = error;
        return result;
    }
    cz_stream stream = {0};
    int window_bits = framing == CZLIB_GZIP ? 31 : -15;
    int status = zlib->deflate_init2(&stream, CZ_DEFAULT_COMPRESSION, CZ_DEFLATED, window_bits, CZ_DEFAULT_MEM_LEVEL,
                                     CZ_DEFAULT_STRATEGY, CZ_ZLIB_VERSION, (int)sizeof stream);
    if (status != CZ_OK) return failure(status, stream.msg);

    // Text and tables deflate to well under a quarter; the buffer doubles when they do not.
    size_t capacity = length / 4 + 64;
    unsigned char *output = malloc(capacity);
    if (!output) {
        zlib->deflate_end(&stream);
        return failure(CZ_MEM_ERROR, NULL);
    }
    size_t consumed = 0, produced = 0;
    stream.next_in = input;
    do {
        if (produced == capacity) {
            size_t grown = capacity > SIZE_MAX / 2 ? SIZE_MAX : capacity * 2;
            unsigned char *larger = grown > capacity ? realloc(output, grown) : NULL;
            if (!larger) {
                free(output);
                zlib->deflate_end(&stream);
                return failure(CZ_MEM_ERROR, NULL);
            }
            output = larger;
            capacity = grown;
        }
        stream.avail_in = slice(length - consumed);
        stream.next_out = output + produced;
        stream.avail_out = slice(capacity - produced);
        unsigned int offered_in = stream.avail_in, offered_out = stream.avail_out;
        int flush = consumed + offered_in == length ? CZ_FINISH : CZ_NO_FLUSH;
        status = zlib->deflate(&stream, flush);
        consumed += offered_in - stream.avail_in;
        produced += offered_out - stream.avail_out;
        // Z_OK: more input to take, or more output to give once the buffer has grown.
    } while (status == CZ_OK);
    const char *message = stream.msg;
    zlib->deflate_end(&stream);
    if (status != CZ_STREAM_END) {
        free(output);
        return failure(status, message);
    }
    czlib_result result = {0};
    result.outcome = CZLIB_DEFLATED;
    result.bytes = output;
    result.length = produced;
    return result;
}

void czlib_free(unsigned char *bytes) { free(bytes); }
