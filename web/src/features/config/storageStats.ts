/** Item count and approximate size of a Web Storage area (UTF-16, as browsers count it against the quota). */
export interface StorageStats {
  items: number;
  bytes: number;
}

/** Measures a storage area; an unavailable one counts as empty. */
export function measureStorage(storage: Storage | undefined): StorageStats {
  if (!storage) return { items: 0, bytes: 0 };
  let chars = 0;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) ?? '';
    chars += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return { items: storage.length, bytes: chars * 2 };
}
