// Where zlib's own header is installed, every hand-written declaration of zlib_abi.h is checked
// against it at compile time: a value or layout that differs fails the build rather than a
// workbook. Without the header (most machines that run the tool), this file compiles to nothing.
#include "zlib_abi.h"

#if defined(__has_include)
#if __has_include(<zlib.h>)
#include <stddef.h>
#include <zlib.h>

#define SAME(ours, theirs) _Static_assert((long long)(ours) == (long long)(theirs), #ours " differs from " #theirs)

SAME(CZ_NO_FLUSH, Z_NO_FLUSH);
SAME(CZ_FINISH, Z_FINISH);
SAME(CZ_OK, Z_OK);
SAME(CZ_STREAM_END, Z_STREAM_END);
SAME(CZ_MEM_ERROR, Z_MEM_ERROR);
SAME(CZ_BUF_ERROR, Z_BUF_ERROR);
SAME(CZ_DATA_ERROR, Z_DATA_ERROR);
SAME(CZ_NEED_DICT, Z_NEED_DICT);
SAME(CZ_DEFLATED, Z_DEFLATED);
SAME(CZ_DEFAULT_COMPRESSION, Z_DEFAULT_COMPRESSION);
SAME(CZ_DEFAULT_STRATEGY, Z_DEFAULT_STRATEGY);
_Static_assert(CZ_DEFAULT_MEM_LEVEL <= MAX_MEM_LEVEL, "memLevel out of zlib's range");
_Static_assert(ZLIB_VER_MAJOR == 1, "zlib's major version is not the 1 of CZ_ZLIB_VERSION");

// z_stream, member by member: deflateInit2_ is given its size, and zlib reads and writes it in place.
_Static_assert(sizeof(cz_stream) == sizeof(z_stream), "z_stream has another size");
#define SAME_MEMBER(member)                                                                            \
    _Static_assert(offsetof(cz_stream, member) == offsetof(z_stream, member) &&                       \
                       sizeof(((cz_stream *)0)->member) == sizeof(((z_stream *)0)->member),           \
                   "z_stream." #member " moved or changed size")
SAME_MEMBER(next_in);
SAME_MEMBER(avail_in);
SAME_MEMBER(total_in);
SAME_MEMBER(next_out);
SAME_MEMBER(avail_out);
SAME_MEMBER(total_out);
SAME_MEMBER(msg);
SAME_MEMBER(state);
SAME_MEMBER(zalloc);
SAME_MEMBER(zfree);
SAME_MEMBER(opaque);
SAME_MEMBER(data_type);
SAME_MEMBER(adler);
SAME_MEMBER(reserved);

// The functions found with dlsym take what zlib's do: the same sizes, and the same types where
// only the stream's pointer type (cz_stream for z_stream, checked above) differs.
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp, int), __typeof__(&deflate)), "deflate has another type");
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp), __typeof__(&deflateEnd)), "deflateEnd has another type");
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp, int), __typeof__(&inflate)), "inflate has another type");
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp), __typeof__(&inflateEnd)), "inflateEnd has another type");
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp, int, const char *, int), __typeof__(&inflateInit2_)),
               "inflateInit2_ has another type");
_Static_assert(__builtin_types_compatible_p(int (*)(z_streamp, int, int, int, int, int, const char *, int),
                                            __typeof__(&deflateInit2_)),
               "deflateInit2_ has another type");
#endif
#endif

/// Keeps this translation unit from being empty, which ISO C does not allow.
typedef int zlib_abi_check_unit;
