// The HTTP engine over libcurl (see http_engine.h). libcurl is opened at the first request
// (curl_library.c) and called through the functions found there; its declarations are the
// hand-written ones of curl_abi.h.
#include "http_engine.h"
#include "curl_abi.h"
#include <pthread.h>
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

/// The most header bytes one response may carry.
static const size_t header_limit = 256 * 1024;
/// A body's first allocation when its length is not known; it then doubles.
static const size_t initial_capacity = 16 * 1024;

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
} buffer;

typedef struct transfer {
    uint64_t id;
    struct http_engine *engine;
    CC_CURL *easy;
    struct curl_slist *request_headers;
    buffer body;
    buffer headers;
    size_t max_body;
    /// For a download to a file: the descriptor the body is written to (-1 otherwise), how many
    /// bytes were written, and the errno of a failed write.
    int body_fd;
    /// Where the header block goes before the first body byte (-1 for nowhere), and whether it went.
    int headers_fd;
    int headers_written;
    size_t written;
    int write_errno;
    int too_large;
    /// The cap a too-large transfer ran into: its own `max_body`, or the room the shared budget
    /// left it.
    size_t limit;
    char error[CC_CURL_ERROR_SIZE];
    http_engine_completion completion;
    void *context;
    struct transfer *next;
} transfer;

struct http_engine {
    const curl_library *curl;
    CC_CURLM *multi;
    pthread_t thread;
    pthread_mutex_t lock;
    /// Guarded by `lock`: submitted but not yet added, ids to cancel, whether to stop.
    transfer *incoming;
    uint64_t *cancels;
    size_t cancel_count;
    size_t cancel_capacity;
    int stopping;
    /// Set when the engine was destroyed from its own thread (by a completion that released the
    /// last reference to its owner): the thread then frees the engine itself as it leaves.
    int frees_itself;
    uint64_t next_id;
    /// The most bytes all bodies being received may hold together.
    size_t budget;
    /// Guarded by `lock` (changed only on the engine's thread, read from any): the bytes the
    /// bodies being received hold now (their buffers' capacities), and the most they ever held.
    size_t buffered;
    size_t peak_buffered;
    /// Owned by the engine's thread: transfers added to `multi`.
    transfer *active;
};

/// Takes `grown` bytes out of the engine's budget (the caller checked that they fit).
static void budget_take(http_engine *engine, size_t grown) {
    pthread_mutex_lock(&engine->lock);
    engine->buffered += grown;
    if (engine->buffered > engine->peak_buffered) engine->peak_buffered = engine->buffered;
    pthread_mutex_unlock(&engine->lock);
}

/// Gives a body's bytes back to the engine's budget: it was freed or handed to the completion.
static void budget_return(transfer *t) {
    if (!t->body.capacity) return;
    pthread_mutex_lock(&t->engine->lock);
    t->engine->buffered -= t->body.capacity;
    pthread_mutex_unlock(&t->engine->lock);
    t->body.capacity = 0;
}

/// Appends header bytes, growing by doubling up to `header_limit`; 0 when the limit would be
/// passed or memory ran out.
static int headers_append(buffer *b, const void *bytes, size_t length) {
    if (length > header_limit || b->length > header_limit - length) return 0;
    if (b->length + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 1024;
        while (capacity < b->length + length) capacity *= 2;
        if (capacity > header_limit) capacity = header_limit;
        unsigned char *grown = realloc(b->bytes, capacity);
        if (!grown) return 0;
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, bytes, length);
    b->length += length;
    return 1;
}

/// Appends body bytes within both caps: the transfer's own `max_body`, and the engine's budget
/// shared by every body being received. The buffer grows by doubling, but never past either cap
/// (so that what it holds and what the budget counts stay within them), and starts at the
/// announced length when there is one, so that a body of known length is allocated once.
/// 0 when a cap would be passed (then `too_large` and `limit` say so) or memory ran out.
static int body_append(transfer *t, const void *bytes, size_t length) {
    buffer *b = &t->body;
    if (length > t->max_body || b->length > t->max_body - length) {
        t->too_large = 1;
        t->limit = t->max_body;
        return 0;
    }
    size_t needed = b->length + length;
    if (needed > b->capacity) {
        http_engine *engine = t->engine;
        // Only this thread changes `buffered`, so it can be read here without the lock.
        size_t room = b->capacity + (engine->budget - engine->buffered);
        if (needed > room) {
            t->too_large = 1;
            t->limit = room;
            return 0;
        }
        size_t capacity = b->capacity ? b->capacity : initial_capacity;
        if (!b->capacity) {
            // The announced length (compressed, when the answer is: then it is where the doubling starts).
            cc_off_t announced = -1;
            engine->curl->easy_getinfo(t->easy, CC_CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &announced);
            if (announced > 0 && (uint64_t)announced > capacity) {
                capacity = (uint64_t)announced < SIZE_MAX ? (size_t)announced : SIZE_MAX;
            }
        } else {
            capacity = capacity > SIZE_MAX / 2 ? SIZE_MAX : capacity * 2;
        }
        if (capacity < needed) capacity = needed;
        if (capacity > t->max_body) capacity = t->max_body;
        if (capacity > room) capacity = room;
        unsigned char *grown = realloc(b->bytes, capacity);
        if (!grown) return 0;
        budget_take(engine, capacity - b->capacity);
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, bytes, length);
    b->length += length;
    return 1;
}

/// Writes body bytes to the transfer's file, whole, within its `max_body`; 0 when the cap would
/// be passed or the write failed (`write_errno` says why).
static int body_write(transfer *t, const char *bytes, size_t length) {
    if (length > t->max_body || t->written > t->max_body - length) {
        t->too_large = 1;
        t->limit = t->max_body;
        return 0;
    }
    size_t done = 0;
    while (done < length) {
        ssize_t n = write(t->body_fd, bytes + done, length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            t->write_errno = n < 0 ? errno : EIO;
            return 0;
        }
        done += (size_t)n;
    }
    t->written += length;
    return 1;
}

/// Writes the header block to `headers_fd`, once, before the body's first byte.
static int headers_write(transfer *t) {
    t->headers_written = 1;
    size_t done = 0;
    while (done < t->headers.length) {
        ssize_t n = write(t->headers_fd, t->headers.bytes + done, t->headers.length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            t->write_errno = n < 0 ? errno : EIO;
            return 0;
        }
        done += (size_t)n;
    }
    return 1;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t length = size * count;
    if (t->body_fd >= 0) {
        if (t->headers_fd >= 0 && !t->headers_written && !headers_write(t)) return 0;
        return body_write(t, bytes, length) ? length : 0;
    }
    return body_append(t, bytes, length) ? length : 0;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t length = size * count;
    // Each response of a redirect or a "100 Continue" starts with its status line: keep the last.
    if (length >= 5 && memcmp(bytes, "HTTP/", 5) == 0) t->headers.length = 0;
    if (!headers_append(&t->headers, bytes, length)) {
        t->too_large = 1;
        t->limit = t->max_body;
        return 0;
    }
    return length;
}

static void transfer_free(transfer *t) {
    const curl_library *curl = t->engine->curl;
    if (t->easy) curl->easy_cleanup(t->easy);
    curl->slist_free_all(t->request_headers);
    budget_return(t);
    free(t->body.bytes);
    free(t->headers.bytes);
    free(t);
}

/// Hands the outcome to the completion (which takes the body) and frees the transfer.
static void transfer_finish(transfer *t, http_engine_outcome outcome, int curl_code) {
    http_engine_result result = {0};
    result.outcome = outcome;
    result.curl_code = curl_code;
    long status = 0;
    if (t->easy) t->engine->curl->easy_getinfo(t->easy, CC_CURLINFO_RESPONSE_CODE, &status);
    result.status = status;
    result.message = t->error;
    result.headers = (const char *)t->headers.bytes;
    result.headers_length = t->headers.length;
    result.limit = outcome == HTTP_ENGINE_TOO_LARGE ? (t->limit ? t->limit : t->max_body) : 0;
    if (outcome == HTTP_ENGINE_COMPLETED) {
        // What doubling left unused is given back (a shrinking realloc does not copy).
        if (t->body.length && t->body.capacity > t->body.length + initial_capacity) {
            unsigned char *shrunk = realloc(t->body.bytes, t->body.length);
            if (shrunk) t->body.bytes = shrunk;
        }
        result.body = t->body.bytes;
        result.body_length = t->body_fd >= 0 ? t->written : t->body.length;
        t->body.bytes = NULL;
    }
    result.write_errno = t->write_errno;
    // The body leaves the budget: it is freed below, or the completion owns it now.
    budget_return(t);
    t->completion(t->context, &result);
    transfer_free(t);
}

/// Removes transfer `id` (or the one whose handle is `easy`) from the active list.
static transfer *take_active(http_engine *engine, uint64_t id, CC_CURL *easy) {
    for (transfer **link = &engine->active; *link; link = &(*link)->next) {
        transfer *t = *link;
        if ((id && t->id == id) || (easy && t->easy == easy)) {
            *link = t->next;
            engine->curl->multi_remove_handle(engine->multi, t->easy);
            return t;
        }
    }
    return NULL;
}

static void engine_free(http_engine *engine) {
    // Transfers submitted while the thread was stopping never reached it.
    while (engine->incoming) {
        transfer *t = engine->incoming;
        engine->incoming = t->next;
        transfer_finish(t, HTTP_ENGINE_CANCELLED, 0);
    }
    free(engine->cancels);
    engine->curl->multi_cleanup(engine->multi);
    pthread_mutex_destroy(&engine->lock);
    free(engine);
}

static void *engine_run(void *argument) {
    http_engine *engine = argument;
    const curl_library *curl = engine->curl;
    for (;;) {
        pthread_mutex_lock(&engine->lock);
        transfer *arrived = engine->incoming;
        engine->incoming = NULL;
        size_t cancel_count = engine->cancel_count;
        uint64_t *cancels = engine->cancels;
        engine->cancels = NULL;
        engine->cancel_count = engine->cancel_capacity = 0;
        int stopping = engine->stopping;
        pthread_mutex_unlock(&engine->lock);

        while (arrived) {
            transfer *t = arrived;
            arrived = t->next;
            t->next = engine->active;
            engine->active = t;
            if (curl->multi_add_handle(engine->multi, t->easy) != 0) {
                engine->active = t->next;
                transfer_finish(t, HTTP_ENGINE_FAILED, 0);
            }
        }
        for (size_t i = 0; i < cancel_count; i++) {
            transfer *t = take_active(engine, cancels[i], NULL);
            if (t) transfer_finish(t, HTTP_ENGINE_CANCELLED, 0);
        }
        free(cancels);
        if (stopping) {
            while (engine->active) {
                transfer *t = take_active(engine, engine->active->id, NULL);
                transfer_finish(t, HTTP_ENGINE_CANCELLED, 0);
            }
            pthread_mutex_lock(&engine->lock);
            int frees_itself = engine->frees_itself;
            pthread_mutex_unlock(&engine->lock);
            if (frees_itself) engine_free(engine);
            return NULL;
        }

        int running = 0;
        curl->multi_perform(engine->multi, &running);
        cc_curl_message *message;
        int queued = 0;
        while ((message = curl->multi_info_read(engine->multi, &queued))) {
            if (message->msg != CC_CURLMSG_DONE) continue;
            int code = message->data.result;
            transfer *t = take_active(engine, 0, message->easy_handle);
            if (!t) continue;
            if (t->too_large || code == CC_CURLE_FILESIZE_EXCEEDED) {
                transfer_finish(t, HTTP_ENGINE_TOO_LARGE, code);
            } else {
                transfer_finish(t, code == CC_CURLE_OK ? HTTP_ENGINE_COMPLETED : HTTP_ENGINE_FAILED, code);
            }
        }
        // libcurl shortens the wait to its own next timeout; with nothing to do it sleeps until
        // woken (a submission, a cancellation, or http_engine_destroy, even from a completion above).
        curl->multi_poll(engine->multi, NULL, 0, engine->active ? 1000 : 600000, NULL);
    }
}

const char *http_engine_library_error(void) {
    const char *error = NULL;
    return curl_library_load(&error) ? NULL : error;
}

http_engine *http_engine_create(long max_host_connections, size_t body_budget) {
    const curl_library *curl = curl_library_load(NULL);
    if (!curl) return NULL;
    http_engine *engine = calloc(1, sizeof *engine);
    if (!engine) return NULL;
    engine->curl = curl;
    engine->multi = curl->multi_init();
    engine->next_id = 1;
    engine->budget = body_budget;
    if (!engine->multi || pthread_mutex_init(&engine->lock, NULL) != 0) {
        if (engine->multi) curl->multi_cleanup(engine->multi);
        free(engine);
        return NULL;
    }
    curl->multi_setopt(engine->multi, CC_CURLMOPT_MAX_HOST_CONNECTIONS, max_host_connections);
    if (pthread_create(&engine->thread, NULL, engine_run, engine) != 0) {
        pthread_mutex_destroy(&engine->lock);
        curl->multi_cleanup(engine->multi);
        free(engine);
        return NULL;
    }
    return engine;
}

void http_engine_destroy(http_engine *engine) {
    int from_own_thread = pthread_equal(pthread_self(), engine->thread);
    pthread_mutex_lock(&engine->lock);
    engine->stopping = 1;
    engine->frees_itself = from_own_thread;
    pthread_mutex_unlock(&engine->lock);
    // Wakes the thread's next curl_multi_poll at once, also when this runs on that thread (inside a
    // completion): it would otherwise sleep there for up to 600 s before it saw `stopping`.
    engine->curl->multi_wakeup(engine->multi);
    if (from_own_thread) {
        pthread_detach(engine->thread);
        return;
    }
    pthread_join(engine->thread, NULL);
    engine_free(engine);
}

http_engine_usage http_engine_usage_now(http_engine *engine) {
    pthread_mutex_lock(&engine->lock);
    http_engine_usage usage = {engine->budget, engine->buffered, engine->peak_buffered};
    pthread_mutex_unlock(&engine->lock);
    return usage;
}

/// Queues a transfer whose body is buffered, or written to `file` when that is not NULL.
static uint64_t submit(http_engine *engine, const char *url, const char *const *headers, size_t header_count,
                       long timeout_ms, size_t max_body, const http_engine_file *file,
                       http_engine_completion completion, void *context) {
    const curl_library *curl = engine->curl;
    transfer *t = calloc(1, sizeof *t);
    if (!t) return 0;
    t->engine = engine;
    t->easy = curl->easy_init();
    t->max_body = max_body;
    t->body_fd = file ? file->body_fd : -1;
    t->headers_fd = file ? file->headers_fd : -1;
    t->completion = completion;
    t->context = context;
    int failed = !t->easy;
    for (size_t i = 0; !failed && i < header_count; i++) {
        struct curl_slist *list = curl->slist_append(t->request_headers, headers[i]);
        if (list) t->request_headers = list;
        failed = !list;
    }
    if (!failed) {
        CC_CURL *e = t->easy;
        failed = curl->easy_setopt(e, CC_CURLOPT_URL, url) != CC_CURLE_OK;
        // Only HTTP(S), and a redirect never downgrades to plain HTTP: with the *_STR options where
        // the library has them (7.85 deprecated the bitmask forms), with the bitmasks before.
        if (curl->has_protocols_str) {
            failed = failed || curl->easy_setopt(e, CC_CURLOPT_PROTOCOLS_STR, "http,https") != CC_CURLE_OK;
            failed = failed || curl->easy_setopt(e, CC_CURLOPT_REDIR_PROTOCOLS_STR, "https") != CC_CURLE_OK;
        } else {
            long any = CC_CURLPROTO_HTTP | CC_CURLPROTO_HTTPS;
            failed = failed || curl->easy_setopt(e, CC_CURLOPT_PROTOCOLS, any) != CC_CURLE_OK;
            failed = failed || curl->easy_setopt(e, CC_CURLOPT_REDIR_PROTOCOLS, (long)CC_CURLPROTO_HTTPS) != CC_CURLE_OK;
        }
        curl->easy_setopt(e, CC_CURLOPT_HTTPHEADER, t->request_headers);
        curl->easy_setopt(e, CC_CURLOPT_WRITEFUNCTION, on_body);
        curl->easy_setopt(e, CC_CURLOPT_WRITEDATA, t);
        curl->easy_setopt(e, CC_CURLOPT_HEADERFUNCTION, on_header);
        curl->easy_setopt(e, CC_CURLOPT_HEADERDATA, t);
        curl->easy_setopt(e, CC_CURLOPT_ERRORBUFFER, t->error);
        curl->easy_setopt(e, CC_CURLOPT_TIMEOUT_MS, timeout_ms);
        curl->easy_setopt(e, CC_CURLOPT_NOSIGNAL, 1L);
        curl->easy_setopt(e, CC_CURLOPT_FOLLOWLOCATION, 1L);
        curl->easy_setopt(e, CC_CURLOPT_MAXREDIRS, 5L);
        curl->easy_setopt(e, CC_CURLOPT_BUFFERSIZE, 256L * 1024);
        // A file is downloaded as its bytes are, so that a range of it is a range of the file.
        if (!file) curl->easy_setopt(e, CC_CURLOPT_ACCEPT_ENCODING, "");
        if (file && file->stall_seconds > 0) {
            curl->easy_setopt(e, CC_CURLOPT_LOW_SPEED_LIMIT, 1L);
            curl->easy_setopt(e, CC_CURLOPT_LOW_SPEED_TIME, file->stall_seconds);
        }
        curl->easy_setopt(e, CC_CURLOPT_MAXFILESIZE_LARGE, (cc_off_t)max_body);
    }
    pthread_mutex_lock(&engine->lock);
    uint64_t id = 0;
    if (!failed && !engine->stopping) {
        id = engine->next_id++;
        t->id = id;
        t->next = engine->incoming;
        engine->incoming = t;
    }
    pthread_mutex_unlock(&engine->lock);
    if (!id) {
        transfer_free(t);
        return 0;
    }
    curl->multi_wakeup(engine->multi);
    return id;
}

uint64_t http_engine_submit(http_engine *engine, const char *url, const char *const *headers, size_t header_count,
                            long timeout_ms, size_t max_body, http_engine_completion completion, void *context) {
    return submit(engine, url, headers, header_count, timeout_ms, max_body, NULL, completion, context);
}

uint64_t http_engine_submit_to_file(http_engine *engine, const char *url, const char *const *headers,
                                    size_t header_count, long timeout_ms, size_t max_body,
                                    const http_engine_file *file, http_engine_completion completion, void *context) {
    return submit(engine, url, headers, header_count, timeout_ms, max_body, file, completion, context);
}

void http_engine_cancel(http_engine *engine, uint64_t id) {
    pthread_mutex_lock(&engine->lock);
    if (engine->cancel_count == engine->cancel_capacity) {
        size_t capacity = engine->cancel_capacity ? engine->cancel_capacity * 2 : 8;
        uint64_t *grown = realloc(engine->cancels, capacity * sizeof *grown);
        if (grown) {
            engine->cancels = grown;
            engine->cancel_capacity = capacity;
        }
    }
    if (engine->cancel_count < engine->cancel_capacity) engine->cancels[engine->cancel_count++] = id;
    pthread_mutex_unlock(&engine->lock);
    engine->curl->multi_wakeup(engine->multi);
}
