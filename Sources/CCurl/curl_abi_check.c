// Where libcurl's own header is installed, every hand-written declaration of curl_abi.h is checked
// against it at compile time: a value that differs fails the build rather than a request. Without
// the header (most machines that run the tool), this file compiles to nothing.
#include "curl_abi.h"

#if defined(__has_include)
#if __has_include(<curl/curl.h>)
// The deprecated CURLOPT_PROTOCOLS and CURLOPT_REDIR_PROTOCOLS are compared too, without warnings.
#define CURL_DISABLE_DEPRECATION 1
#include <curl/curl.h>
#include <stddef.h>

#define SAME(ours, theirs) _Static_assert((long long)(ours) == (long long)(theirs), #ours " differs from " #theirs)

SAME(CC_CURL_GLOBAL_ALL, CURL_GLOBAL_ALL);
SAME(CC_CURL_ERROR_SIZE, CURL_ERROR_SIZE);
SAME(CC_CURLVERSION_FIRST, CURLVERSION_FIRST);
SAME(CC_CURLMSG_DONE, CURLMSG_DONE);
SAME(CC_CURLE_OK, CURLE_OK);
SAME(CC_CURLE_FILESIZE_EXCEEDED, CURLE_FILESIZE_EXCEEDED);
SAME(CC_CURLINFO_RESPONSE_CODE, CURLINFO_RESPONSE_CODE);
SAME(CC_CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T);
SAME(CC_CURLMOPT_MAX_HOST_CONNECTIONS, CURLMOPT_MAX_HOST_CONNECTIONS);
SAME(CC_CURLOPT_WRITEDATA, CURLOPT_WRITEDATA);
SAME(CC_CURLOPT_URL, CURLOPT_URL);
SAME(CC_CURLOPT_ERRORBUFFER, CURLOPT_ERRORBUFFER);
SAME(CC_CURLOPT_WRITEFUNCTION, CURLOPT_WRITEFUNCTION);
SAME(CC_CURLOPT_HTTPHEADER, CURLOPT_HTTPHEADER);
SAME(CC_CURLOPT_HEADERDATA, CURLOPT_HEADERDATA);
SAME(CC_CURLOPT_LOW_SPEED_LIMIT, CURLOPT_LOW_SPEED_LIMIT);
SAME(CC_CURLOPT_LOW_SPEED_TIME, CURLOPT_LOW_SPEED_TIME);
SAME(CC_CURLOPT_FOLLOWLOCATION, CURLOPT_FOLLOWLOCATION);
SAME(CC_CURLOPT_MAXREDIRS, CURLOPT_MAXREDIRS);
SAME(CC_CURLOPT_HEADERFUNCTION, CURLOPT_HEADERFUNCTION);
SAME(CC_CURLOPT_BUFFERSIZE, CURLOPT_BUFFERSIZE);
SAME(CC_CURLOPT_NOSIGNAL, CURLOPT_NOSIGNAL);
SAME(CC_CURLOPT_ACCEPT_ENCODING, CURLOPT_ACCEPT_ENCODING);
SAME(CC_CURLOPT_MAXFILESIZE_LARGE, CURLOPT_MAXFILESIZE_LARGE);
SAME(CC_CURLOPT_TIMEOUT_MS, CURLOPT_TIMEOUT_MS);
SAME(CC_CURLOPT_PROTOCOLS, CURLOPT_PROTOCOLS);
SAME(CC_CURLOPT_REDIR_PROTOCOLS, CURLOPT_REDIR_PROTOCOLS);
SAME(CC_CURLPROTO_HTTP, CURLPROTO_HTTP);
SAME(CC_CURLPROTO_HTTPS, CURLPROTO_HTTPS);
// The *_STR options are only in the headers of 7.85 and later.
#if LIBCURL_VERSION_NUM >= 0x075500
SAME(CC_CURLOPT_PROTOCOLS_STR, CURLOPT_PROTOCOLS_STR);
SAME(CC_CURLOPT_REDIR_PROTOCOLS_STR, CURLOPT_REDIR_PROTOCOLS_STR);
#endif

// The values passed through the variadic setopt and getinfo calls have libcurl's sizes.
_Static_assert(sizeof(cc_off_t) == sizeof(curl_off_t), "curl_off_t has another size");
_Static_assert(sizeof(int) == sizeof(CURLcode), "CURLcode is not an int");
_Static_assert(sizeof(int) == sizeof(CURLoption), "CURLoption is not an int");
_Static_assert(sizeof(int) == sizeof(CURLINFO), "CURLINFO is not an int");
_Static_assert(sizeof(int) == sizeof(CURLMoption), "CURLMoption is not an int");
_Static_assert(sizeof(int) == sizeof(CURLMcode), "CURLMcode is not an int");
_Static_assert(sizeof(int) == sizeof(CURLversion), "CURLversion is not an int");

// CURLMsg and the start of curl_version_info_data, member by member.
_Static_assert(sizeof(cc_curl_message) == sizeof(CURLMsg), "CURLMsg has another size");
_Static_assert(offsetof(cc_curl_message, msg) == offsetof(CURLMsg, msg), "CURLMsg.msg moved");
_Static_assert(sizeof(((cc_curl_message *)0)->msg) == sizeof(((CURLMsg *)0)->msg), "CURLMsg.msg size");
_Static_assert(offsetof(cc_curl_message, easy_handle) == offsetof(CURLMsg, easy_handle), "CURLMsg.easy_handle moved");
_Static_assert(offsetof(cc_curl_message, data.result) == offsetof(CURLMsg, data.result), "CURLMsg.data moved");
_Static_assert(sizeof(((cc_curl_message *)0)->data) == sizeof(((CURLMsg *)0)->data), "CURLMsg.data size");
_Static_assert(offsetof(cc_version_info, age) == offsetof(curl_version_info_data, age), "age moved");
_Static_assert(offsetof(cc_version_info, version) == offsetof(curl_version_info_data, version), "version moved");
_Static_assert(offsetof(cc_version_info, version_num) == offsetof(curl_version_info_data, version_num),
               "version_num moved");
_Static_assert(sizeof(((cc_version_info *)0)->version_num) == sizeof(((curl_version_info_data *)0)->version_num),
               "version_num size");

// The functions found with dlsym have the types the engine calls them with. The others differ only
// where curl.h says CURLcode, CURLoption or CURLversion (an enum that is an int, checked above), a
// struct curl_waitfd * where the engine passes NULL, or CURLMsg (whose layout is checked above).
#define SAME_TYPE(member, function)                                                                    \
    _Static_assert(sizeof(((curl_library *)0)->member) == sizeof(&function) &&                         \
                       __builtin_types_compatible_p(__typeof__(((curl_library *)0)->member),           \
                                                    __typeof__(&function)),                            \
                   #function " has another type")
SAME_TYPE(easy_init, curl_easy_init);
SAME_TYPE(easy_cleanup, curl_easy_cleanup);
SAME_TYPE(slist_append, curl_slist_append);
SAME_TYPE(slist_free_all, curl_slist_free_all);
SAME_TYPE(multi_init, curl_multi_init);
SAME_TYPE(multi_add_handle, curl_multi_add_handle);
SAME_TYPE(multi_remove_handle, curl_multi_remove_handle);
SAME_TYPE(multi_perform, curl_multi_perform);
SAME_TYPE(multi_wakeup, curl_multi_wakeup);
SAME_TYPE(multi_cleanup, curl_multi_cleanup);
#endif
#endif

/// Keeps this translation unit from being empty, which ISO C does not allow.
typedef int curl_abi_check_unit;
