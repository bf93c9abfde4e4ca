#ifndef CURL_ABI_H
#define CURL_ABI_H

// The part of libcurl's ABI the engine uses, written out by hand: libcurl's headers are not
// installed on every machine that has the library (Debian ships them in libcurl4-openssl-dev), and
// the library itself is opened with dlopen at the first request, so nothing here may need it at
// build time. The names carry a CC_ prefix so that curl_abi_check.c can include <curl/curl.h>
// beside this file and assert, where that header exists, that every value equals libcurl's own.
// The values are libcurl's stable ABI (curl 7.88's curl.h and multi.h); curl_multi_poll and
// curl_multi_wakeup need 7.68, the *_PROTOCOLS_STR options 7.85.

#include <stddef.h>
#include <stdint.h>

typedef void CC_CURL;
typedef void CC_CURLM;
struct curl_slist;
/// curl_off_t: 64 bits on every platform libcurl supports that this tool runs on.
typedef int64_t cc_off_t;

/// CURLMsg, as curl_multi_info_read returns it.
typedef struct {
    int msg;
    CC_CURL *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
} cc_curl_message;

/// The first members of curl_version_info_data, which every age of that struct starts with.
typedef struct {
    int age;
    const char *version;
    unsigned int version_num;
} cc_version_info;

enum {
    CC_CURL_GLOBAL_ALL = 3,
    CC_CURL_ERROR_SIZE = 256,
    CC_CURLVERSION_FIRST = 0,
    CC_CURLMSG_DONE = 1,
    CC_CURLE_OK = 0,
    CC_CURLE_FILESIZE_EXCEEDED = 63,
    CC_CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CC_CURLINFO_CONTENT_LENGTH_DOWNLOAD_T = 0x600000 + 15,
    CC_CURLMOPT_MAX_HOST_CONNECTIONS = 7,
    CC_CURLOPT_WRITEDATA = 10001,
    CC_CURLOPT_URL = 10002,
    CC_CURLOPT_ERRORBUFFER = 10010,
    CC_CURLOPT_WRITEFUNCTION = 20011,
    CC_CURLOPT_HTTPHEADER = 10023,
    CC_CURLOPT_HEADERDATA = 10029,
    CC_CURLOPT_LOW_SPEED_LIMIT = 19,
    CC_CURLOPT_LOW_SPEED_TIME = 20,
    CC_CURLOPT_FOLLOWLOCATION = 52,
    CC_CURLOPT_MAXREDIRS = 68,
    CC_CURLOPT_HEADERFUNCTION = 20079,
    CC_CURLOPT_BUFFERSIZE = 98,
    CC_CURLOPT_NOSIGNAL = 99,
    CC_CURLOPT_ACCEPT_ENCODING = 10102,
    CC_CURLOPT_MAXFILESIZE_LARGE = 30117,
    CC_CURLOPT_TIMEOUT_MS = 155,
    CC_CURLOPT_PROTOCOLS = 181,
    CC_CURLOPT_REDIR_PROTOCOLS = 182,
    CC_CURLOPT_PROTOCOLS_STR = 10318,
    CC_CURLOPT_REDIR_PROTOCOLS_STR = 10319,
    CC_CURLPROTO_HTTP = 1,
    CC_CURLPROTO_HTTPS = 2,
};

/// The first libcurl with curl_multi_poll and curl_multi_wakeup (7.68.0), and the first with the
/// *_PROTOCOLS_STR options (7.85.0), in curl_version_info's version_num form (0xXXYYZZ).
enum { CC_VERSION_MULTI_POLL = 0x074400, CC_VERSION_PROTOCOLS_STR = 0x075500 };

/// The functions the engine calls, found with dlsym in the library loaded once per process.
typedef struct {
    int (*global_init)(long flags);
    cc_version_info *(*version_info)(int age);
    CC_CURL *(*easy_init)(void);
    int (*easy_setopt)(CC_CURL *curl, int option, ...);
    void (*easy_cleanup)(CC_CURL *curl);
    int (*easy_getinfo)(CC_CURL *curl, int info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
    CC_CURLM *(*multi_init)(void);
    int (*multi_setopt)(CC_CURLM *multi, int option, ...);
    int (*multi_add_handle)(CC_CURLM *multi, CC_CURL *curl);
    int (*multi_remove_handle)(CC_CURLM *multi, CC_CURL *curl);
    int (*multi_perform)(CC_CURLM *multi, int *running);
    cc_curl_message *(*multi_info_read)(CC_CURLM *multi, int *queued);
    int (*multi_poll)(CC_CURLM *multi, void *extra, unsigned int extra_count, int timeout_ms, int *ready);
    int (*multi_wakeup)(CC_CURLM *multi);
    int (*multi_cleanup)(CC_CURLM *multi);
    /// Whether CURLOPT_PROTOCOLS_STR and CURLOPT_REDIR_PROTOCOLS_STR exist (curl 7.85 or later).
    int has_protocols_str;
} curl_library;

/// libcurl, loaded and initialised at the first call (thread-safe, once per process); NULL when it
/// could not be, and then `*error` (if given) says why, as dlopen or dlsym did.
const curl_library *curl_library_load(const char **error);

#endif
