// Inflating over the system's zlib (opened with dlopen, as deflate_buffer.c is): a streaming
// inflater for the members of a large zip, and a whole-buffer one for Parquet pages.
#include "include/czlib.h"
#include "zlib_abi.h"
#include <stdlib.h>
#include <string.h>

struct czlib_inflater {
    cz_stream stream;
    const zlib_library *zlib;
};

static int window_bits(czlib_framing framing) { return framing == CZLIB_GZIP ? 31 : -15; }

czlib_inflater *czlib_inflater_create(czlib_framing framing, const char **error) {
    const zlib_library *zlib = zlib_library_load(error);
    if (!zlib) return NULL;
    czlib_inflater *inflater = calloc(1, sizeof *inflater);
    if (!inflater) return NULL;
    inflater->zlib = zlib;
    if (zlib->inflate_init2(&inflater->stream, window_bits(framing), CZ_ZLIB_VERSION, (int)sizeof(cz_stream))
        != CZ_OK) {
        free(inflater);
        return NULL;
    }
    return inflater;
}

czlib_step czlib_inflater_step(czlib_inflater *inflater, const unsigned char *input, size_t length,
                               size_t *consumed, unsigned char *output, size_t capacity, size_t *produced,
                               const char **message) {
    // zlib counts in unsigned int: a step takes at most 1 GiB of either.
    unsigned int in = length > (1u << 30) ? (1u << 30) : (unsigned int)length;
    unsigned int out = capacity > (1u << 30) ? (1u << 30) : (unsigned int)capacity;
    inflater->stream.next_in = input;
    inflater->stream.avail_in = in;
    inflater->stream.next_out = output;
    inflater->stream.avail_out = out;
    int code = inflater->zlib->inflate(&inflater->stream, CZ_NO_FLUSH);
    *consumed = in - inflater->stream.avail_in;
    *produced = out - inflater->stream.avail_out;
    if (code == CZ_STREAM_END) return CZLIB_END;
    // Z_BUF_ERROR is no error: no progress was possible with this input and room; call again.
    if (code == CZ_OK || code == CZ_BUF_ERROR) return CZLIB_MORE;
    if (message) *message = inflater->stream.msg;
    return CZLIB_BROKEN;
}

void czlib_inflater_destroy(czlib_inflater *inflater) {
    if (!inflater) return;
    inflater->zlib->inflate_end(&inflater->stream);
    free(inflater);
}

czlib_result czlib_inflate(const unsigned char *input, size_t length, czlib_framing framing, size_t limit) {
    czlib_result result = {CZLIB_FAILED, 0, NULL, NULL, 0};
    const char *error = NULL;
    czlib_inflater *inflater = czlib_inflater_create(framing, &error);
    if (!inflater) {
        result.outcome = error ? CZLIB_UNAVAILABLE : CZLIB_FAILED;
        result.message = error;
        result.zlib_code = CZ_MEM_ERROR;
        return result;
    }
    size_t capacity = length * 4 + 1024;
    if (capacity > limit) capacity = limit + 1;
    unsigned char *bytes = malloc(capacity ? capacity : 1);
    size_t filled = 0;
    size_t offset = 0;
    while (bytes) {
        size_t consumed = 0, produced = 0;
        czlib_step step = czlib_inflater_step(inflater, input + offset, length - offset, &consumed,
                                              bytes + filled, capacity - filled, &produced, &result.message);
        offset += consumed;
        filled += produced;
        if (filled > limit || step == CZLIB_BROKEN) break;
        if (step == CZLIB_END) {
            czlib_inflater_destroy(inflater);
            result.outcome = CZLIB_DEFLATED;
            result.bytes = bytes;
            result.length = filled;
            return result;
        }
        if (filled == capacity) {
            if (capacity > limit) break;
            size_t grown = capacity * 2 > limit + 1 ? limit + 1 : capacity * 2;
            unsigned char *larger = realloc(bytes, grown);
            if (!larger) break;
            bytes = larger;
            capacity = grown;
        } else if (consumed == 0 && produced == 0) {
            break;  // truncated input: no progress is possible
        }
    }
    free(bytes);
    czlib_inflater_destroy(inflater);
    return result;
}

unsigned long czlib_crc32(unsigned long crc, const unsigned char *bytes, size_t length, int *available) {
    const zlib_library *zlib = zlib_library_load(NULL);
    if (available) *available = zlib != NULL;
    if (!zlib) return 0;
    while (length > 0) {
        unsigned int piece = length > (1u << 30) ? (1u << 30) : (unsigned int)length;
        crc = zlib->crc32(crc, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return crc;
}
