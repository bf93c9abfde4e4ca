#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Atomically swaps two paths (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (EINVAL or ENOSYS where the file system or
/// kernel cannot swap; callers then fall back to two renames).
int csystem_exchange_paths(const char *first, const char *second);

#endif
