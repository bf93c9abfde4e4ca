// The calls Swift cannot make portably by itself: renameat2 (Glibc hides it without _GNU_SOURCE)
// and a locale-independent strtod.
#define _GNU_SOURCE
#include <dlfcn.h>
#include "csystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
int csystem_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#elif defined(__APPLE__)
int csystem_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}
#else
int csystem_exchange_paths(const char *first, const char *second) {
    errno = ENOSYS;
    return -1;
}
#endif

// strtod in the "C" locale whatever the process locale is, on a copy of the text that ends in a
// NUL, so the caller's buffer (which need not end in one) is never read past its end.
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__APPLE__)
#include <xlocale.h>
#endif

static locale_t c_locale;
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
static void make_c_locale(void) { c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0); }

int csystem_parse_double(const char *text, size_t length, double *result) {
    char buffer[64];
    if (length == 0 || length >= sizeof buffer) return 0;
    pthread_once(&c_locale_once, make_c_locale);
    if (c_locale == (locale_t)0) return 0;
    memcpy(buffer, text, length);
    buffer[length] = '\0';
    char *end = NULL;
    *result = strtod_l(buffer, &end, c_locale);
    return end == buffer + length;
}

int csystem_format_fixed(double value, int decimals, char *buffer, size_t size) {
    pthread_once(&c_locale_once, make_c_locale);
    // Without a "C" locale object (newlocale out of memory), the process's own locale, which is "C"
    // too unless something called setlocale, as nothing in this tool does.
    if (c_locale == (locale_t)0) return snprintf(buffer, size, "%.*f", decimals, value);
    locale_t previous = uselocale(c_locale);
    int written = snprintf(buffer, size, "%.*f", decimals, value);
    uselocale(previous);
    return written;
}

#if defined(__GLIBC__)
#include <malloc.h>
void csystem_use_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }
#else
void csystem_use_one_malloc_arena(void) {}
#endif

void *csystem_open_library(const char *const *names, size_t count, char *error, size_t error_size) {
    void *handle = NULL;
    for (size_t i = 0; !handle && i < count; i++) {
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        // The first name's reason is the one worth reading.
        if (!handle && i == 0) {
            const char *reason = dlerror();
            snprintf(error, error_size, "%s", reason ? reason : names[0]);
        }
    }
    return handle;
}

void *csystem_find_symbol(void *handle, const char *name, char *error, size_t error_size) {
    dlerror();
    void *address = dlsym(handle, name);
    if (!address) {
        const char *reason = dlerror();
        snprintf(error, error_size, "%s", reason ? reason : name);
    }
    return address;
}

#if defined(__linux__)
#include <stdint.h>
#include <sys/random.h>
// scripts/release.sh links GCC's C++ runtime into the binary. Its std::random_device refers to
// arc4random, which glibc has only from 2.36: the reference alone would stop the binary from
// starting on glibc 2.35 (Ubuntu 22.04), though nothing calls it. That link's --wrap=arc4random
// points the reference here: 32 bits from getrandom(2), and, as glibc's does, the process ends
// rather than return bits that are not random.
__attribute__((visibility("hidden"))) uint32_t __wrap_arc4random(void);
uint32_t __wrap_arc4random(void) {
    uint32_t value;
    for (;;) {
        ssize_t got = getrandom(&value, sizeof value, 0);
        if (got == (ssize_t)sizeof value) return value;
        if (got < 0 && errno != EINTR) abort();
    }
}
#endif
