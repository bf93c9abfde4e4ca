// The HTTP engine over libcurl (see http_engine.h). libcurl's headers are not installed on every
// machine that has the library (Debian ships them in libcurl4-openssl-dev), so the few
// declarations used here are written out below; their values are libcurl's stable ABI (checked
// against curl 7.88's curl.h and multi.h; curl_multi_poll and curl_multi_wakeup need 7.68).
#include "http_engine.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
typedef void CURLM;
struct curl_slist;
typedef struct {
    int msg;
    CURL *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
} curl_message;

extern int curl_global_init(long flags);
extern CURL *curl_easy_init(void);
extern int curl_easy_setopt(CURL *curl, int option, ...);
extern void curl_easy_cleanup(CURL *curl);
extern int curl_easy_getinfo(CURL *curl, int info, ...);
extern struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text);
extern void curl_slist_free_all(struct curl_slist *list);
extern CURLM *curl_multi_init(void);
extern int curl_multi_setopt(CURLM *multi, int option, ...);
extern int curl_multi_add_handle(CURLM *multi, CURL *curl);
extern int curl_multi_remove_handle(CURLM *multi, CURL *curl);
extern int curl_multi_perform(CURLM *multi, int *running);
extern curl_message *curl_multi_info_read(CURLM *multi, int *queued);
extern int curl_multi_poll(CURLM *multi, void *extra, unsigned int extra_count, int timeout_ms, int *ready);
extern int curl_multi_wakeup(CURLM *multi);
extern int curl_multi_cleanup(CURLM *multi);

enum {
    CURL_GLOBAL_ALL = 3,
    CURL_ERROR_SIZE = 256,
    CURLMSG_DONE = 1,
    CURLE_FILESIZE_EXCEEDED = 63,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CURLMOPT_MAX_HOST_CONNECTIONS = 7,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_MAXREDIRS = 68,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_BUFFERSIZE = 98,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_ACCEPT_ENCODING = 10102,
    CURLOPT_MAXFILESIZE_LARGE = 30117,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_REDIR_PROTOCOLS = 182,
    CURLPROTO_HTTP = 1,
    CURLPROTO_HTTPS = 2,
};

/// The most header bytes one response may carry.
static const size_t header_limit = 256 * 1024;

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
} buffer;

/// Appends, growing by doubling up to `limit`; 0 when the limit would be passed or memory ran out.
static int buffer_append(buffer *b, const void *bytes, size_t length, size_t limit) {
    if (length > limit || b->length > limit - length) return 0;
    if (b->length + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 16 * 1024;
        while (capacity < b->length + length) capacity = capacity > limit / 2 ? limit : capacity * 2;
        unsigned char *grown = realloc(b->bytes, capacity);
        if (!grown) return 0;
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, bytes, length);
    b->length += length;
    return 1;
}

typedef struct transfer {
    uint64_t id;
    CURL *easy;
    struct curl_slist *request_headers;
    buffer body;
    buffer headers;
    size_t max_body;
    int too_large;
    char error[CURL_ERROR_SIZE];
    http_engine_completion completion;
    void *context;
    struct transfer *next;
} transfer;

struct http_engine {
    CURLM *multi;
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
    /// Owned by the engine's thread: transfers added to `multi`.
    transfer *active;
};

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t length = size * count;
    if (!buffer_append(&t->body, bytes, length, t->max_body)) {
        t->too_large = t->body.length + length > t->max_body;
        return 0;
    }
    return length;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t length = size * count;
    // Each response of a redirect or a "100 Continue" starts with its status line: keep the last.
    if (length >= 5 && memcmp(bytes, "HTTP/", 5) == 0) t->headers.length = 0;
    if (!buffer_append(&t->headers, bytes, length, header_limit)) {
        t->too_large = 1;
        return 0;
    }
    return length;
}

static void transfer_free(transfer *t) {
    if (t->easy) curl_easy_cleanup(t->easy);
    curl_slist_free_all(t->request_headers);
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
    if (t->easy) curl_easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status);
    result.status = status;
    result.message = t->error;
    result.headers = (const char *)t->headers.bytes;
    result.headers_length = t->headers.length;
    if (outcome == HTTP_ENGINE_COMPLETED) {
        result.body = t->body.bytes;
        result.body_length = t->body.length;
        t->body.bytes = NULL;
    }
    t->completion(t->context, &result);
    transfer_free(t);
}

/// Removes transfer `id` (or the one whose handle is `easy`) from the active list.
static transfer *take_active(http_engine *engine, uint64_t id, CURL *easy) {
    for (transfer **link = &engine->active; *link; link = &(*link)->next) {
        transfer *t = *link;
        if ((id && t->id == id) || (easy && t->easy == easy)) {
            *link = t->next;
            curl_multi_remove_handle(engine->multi, t->easy);
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
    curl_multi_cleanup(engine->multi);
    pthread_mutex_destroy(&engine->lock);
    free(engine);
}

static void *engine_run(void *argument) {
    http_engine *engine = argument;
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
            if (curl_multi_add_handle(engine->multi, t->easy) != 0) {
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
        curl_multi_perform(engine->multi, &running);
        curl_message *message;
        int queued = 0;
        while ((message = curl_multi_info_read(engine->multi, &queued))) {
            if (message->msg != CURLMSG_DONE) continue;
            int code = message->data.result;
            transfer *t = take_active(engine, 0, message->easy_handle);
            if (!t) continue;
            if (t->too_large || code == CURLE_FILESIZE_EXCEEDED) {
                transfer_finish(t, HTTP_ENGINE_TOO_LARGE, code);
            } else {
                transfer_finish(t, code == 0 ? HTTP_ENGINE_COMPLETED : HTTP_ENGINE_FAILED, code);
            }
        }
        // libcurl shortens the wait to its own next timeout; with nothing to do it sleeps until woken.
        curl_multi_poll(engine->multi, NULL, 0, engine->active ? 1000 : 600000, NULL);
    }
}

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static int global_status = -1;
static void global_init(void) { global_status = curl_global_init(CURL_GLOBAL_ALL); }

http_engine *http_engine_create(long max_host_connections) {
    pthread_once(&global_once, global_init);
    if (global_status != 0) return NULL;
    http_engine *engine = calloc(1, sizeof *engine);
    if (!engine) return NULL;
    engine->multi = curl_multi_init();
    engine->next_id = 1;
    if (!engine->multi || pthread_mutex_init(&engine->lock, NULL) != 0) {
        if (engine->multi) curl_multi_cleanup(engine->multi);
        free(engine);
        return NULL;
    }
    curl_multi_setopt(engine->multi, CURLMOPT_MAX_HOST_CONNECTIONS, max_host_connections);
    if (pthread_create(&engine->thread, NULL, engine_run, engine) != 0) {
        pthread_mutex_destroy(&engine->lock);
        curl_multi_cleanup(engine->multi);
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
    if (from_own_thread) {
        pthread_detach(engine->thread);
        return;
    }
    curl_multi_wakeup(engine->multi);
    pthread_join(engine->thread, NULL);
    engine_free(engine);
}

uint64_t http_engine_submit(http_engine *engine, const char *url, const char *const *headers, size_t header_count,
                            long timeout_ms, size_t max_body, http_engine_completion completion, void *context) {
    transfer *t = calloc(1, sizeof *t);
    if (!t) return 0;
    t->easy = curl_easy_init();
    t->max_body = max_body;
    t->completion = completion;
    t->context = context;
    int failed = !t->easy;
    for (size_t i = 0; !failed && i < header_count; i++) {
        struct curl_slist *list = curl_slist_append(t->request_headers, headers[i]);
        if (list) t->request_headers = list;
        failed = !list;
    }
    if (!failed) {
        CURL *e = t->easy;
        failed = curl_easy_setopt(e, CURLOPT_URL, url) != 0;
        // Only HTTP(S), and a redirect never downgrades to plain HTTP. (The *_STR forms of these
        // options need curl 7.85; these work everywhere.)
        curl_easy_setopt(e, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
        curl_easy_setopt(e, CURLOPT_REDIR_PROTOCOLS, (long)CURLPROTO_HTTPS);
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, t->request_headers);
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, on_body);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, t);
        curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, on_header);
        curl_easy_setopt(e, CURLOPT_HEADERDATA, t);
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->error);
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, timeout_ms);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 1L);
        curl_easy_setopt(e, CURLOPT_MAXREDIRS, 5L);
        curl_easy_setopt(e, CURLOPT_BUFFERSIZE, 256L * 1024);
        curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
        curl_easy_setopt(e, CURLOPT_MAXFILESIZE_LARGE, (long long)max_body);
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
    curl_multi_wakeup(engine->multi);
    return id;
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
    curl_multi_wakeup(engine->multi);
}
