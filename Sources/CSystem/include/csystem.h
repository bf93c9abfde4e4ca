#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Atomically swaps two paths (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (EINVAL or ENOSYS where the file system or
/// kernel cannot swap; callers then fall back to two renames).
int csystem_exchange_paths(const char *first, const char *second);

#include <stddef.h>

/// Parses the `length` bytes at `text` (not NUL-terminated) as a decimal number in the "C" locale,
/// correctly rounded, into `*result`. Returns 1 when all of them formed the number, 0 otherwise
/// (including texts of 64 bytes or more, which callers parse another way).
int csystem_parse_double(const char *text, size_t length, double *result);

/// Writes `value` with `decimals` digits after the point ("%.*f") in the "C" locale into `buffer`.
/// Returns the length written, as snprintf does (at least `size` when the buffer is too small).
int csystem_format_fixed(double value, int decimals, char *buffer, size_t size);

/// Opens the first of the `count` library `names` that dlopen loads (RTLD_NOW | RTLD_LOCAL), for
/// the libraries opened at their first use (libcurl, zlib). Returns NULL when none loads, with the
/// first name's reason ("libz.so.1: cannot open shared object file") in `error`.
void *csystem_open_library(const char *const *names, size_t count, char *error, size_t error_size);

/// The address of `name` in `handle`; NULL when it is missing, with dlerror's reason in `error`.
void *csystem_find_symbol(void *handle, const char *name, char *error, size_t error_size);

/// Makes every thread allocate from one malloc arena (glibc's M_ARENA_MAX); nothing elsewhere.
void csystem_use_one_malloc_arena(void);

#endif
