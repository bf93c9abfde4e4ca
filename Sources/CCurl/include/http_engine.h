#ifndef HTTP_ENGINE_H
#define HTTP_ENGINE_H

// A small HTTP engine over libcurl's multi interface: one thread per engine waits in
// curl_multi_poll, so a request waiting on a silent server costs no CPU (Foundation's URLSession
// on Linux re-arms its dispatch sources in a loop while it waits: 14 s of CPU in a 15 s wait).
// libcurl is opened with dlopen at the first engine (or http_engine_library_error), never linked,
// so a run that asks nothing of the network never maps it.

#include <stddef.h>
#include <stdint.h>

/// How a transfer ended.
typedef enum {
    /// A complete response arrived (any HTTP status).
    HTTP_ENGINE_COMPLETED = 0,
    /// libcurl failed; `curl_code` and `message` say why.
    HTTP_ENGINE_FAILED = 1,
    /// The body or the headers passed a size cap; the rest was not read.
    HTTP_ENGINE_TOO_LARGE = 2,
    /// http_engine_cancel, or the engine was destroyed.
    HTTP_ENGINE_CANCELLED = 3,
} http_engine_outcome;

/// What a completion receives. Valid during the callback only, except `body`, which the callback
/// owns (free it, or hand it on to something that will).
typedef struct {
    http_engine_outcome outcome;
    /// The status of the last response, 0 when none arrived.
    long status;
    /// libcurl's CURLcode when `outcome` is HTTP_ENGINE_FAILED.
    int curl_code;
    /// libcurl's explanation, NUL-terminated, possibly empty.
    const char *message;
    /// The body (malloc'd, owned by the callee), or NULL when empty.
    unsigned char *body;
    size_t body_length;
    /// The header block of the last response, "Name: value\r\n" lines.
    const char *headers;
    size_t headers_length;
    /// When `outcome` is HTTP_ENGINE_TOO_LARGE, the cap the body ran into in bytes: its own
    /// `max_body`, or less when the engine's shared budget had only that much room left for it.
    size_t limit;
    /// For a download to a file that failed because a write did: its errno; else 0.
    int write_errno;
} http_engine_result;

/// Called exactly once for every transfer `http_engine_submit` accepted, on the engine's thread.
typedef void (*http_engine_completion)(void *context, http_engine_result *result);

typedef struct http_engine http_engine;

/// What the bodies being received hold, in bytes: `buffered` now (every buffer's allocated size,
/// handed-over bodies no longer count), `peak_buffered` the most ever, both within `budget`.
typedef struct {
    size_t budget;
    size_t buffered;
    size_t peak_buffered;
} http_engine_usage;

/// Loads libcurl if that was not tried yet (once per process, thread-safe). NULL when it is
/// usable; otherwise why not, such as dlerror's "libcurl.so.4: cannot open shared object file:
/// No such file or directory" (a string that lives as long as the process).
const char *http_engine_library_error(void);

/// Starts an engine allowing `max_host_connections` connections to one host and `body_budget`
/// bytes for all the bodies it receives at once. NULL when libcurl cannot be loaded
/// (http_engine_library_error says why) or the thread cannot start (out of memory, file
/// descriptors or threads).
http_engine *http_engine_create(long max_host_connections, size_t body_budget);

/// Cancels every transfer (each completes as cancelled), stops the thread and frees the engine.
/// Called from a completion (on the engine's own thread), it returns at once and the thread stops
/// and frees the engine as soon as that completion returns.
void http_engine_destroy(http_engine *engine);

/// The engine's body memory now and at its peak.
http_engine_usage http_engine_usage_now(http_engine *engine);

/// Queues a GET of `url` with `header_count` "Name: value" headers, a whole-exchange timeout and a
/// cap on the body (which the engine's shared budget may make smaller while other bodies arrive).
/// Returns the transfer's id, or 0 when it could not be queued, in which case `completion` is
/// never called.
uint64_t http_engine_submit(http_engine *engine, const char *url, const char *const *headers, size_t header_count,
                            long timeout_ms, size_t max_body, http_engine_completion completion, void *context);

/// Where a download's body goes, and how long it may stall.
typedef struct {
    /// The open file the body is written to as it arrives.
    int body_fd;
    /// An open file the final response's header block is written to, whole, before the first byte
    /// of its body (so that a download stopped by a signal has its validators beside it), or -1.
    int headers_fd;
    /// The transfer ends as timed out when fewer than one byte a second arrived for this many
    /// seconds; 0 for no such limit (the whole-exchange timeout still holds).
    long stall_seconds;
} http_engine_file;

/// Queues a GET as http_engine_submit does, whose body is written to `file->body_fd` as it
/// arrives rather than held (a download of hundreds of MB), up to `max_body` bytes, outside the
/// engine's shared budget; the result's `body` is NULL and `body_length` the bytes written. The
/// body is the bytes as sent: no content encoding is asked for.
uint64_t http_engine_submit_to_file(http_engine *engine, const char *url, const char *const *headers,
                                    size_t header_count, long timeout_ms, size_t max_body,
                                    const http_engine_file *file, http_engine_completion completion, void *context);

/// Ends transfer `id` as cancelled if it has not completed yet; otherwise does nothing.
void http_engine_cancel(http_engine *engine, uint64_t id);

#endif
