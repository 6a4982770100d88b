import { keepCopy, readCopy, type StoredCopy } from './device-store';
import { isUnreachable } from './online';

/** A value and where it came from: the server just now, or the device's copy of `storedAt`. */
export interface DeviceCopy<T> {
  value: T;
  storedAt: string;
  version: string | null;
  fromDevice: boolean;
}

/**
 * One load through the device store (docs/offline.md): offline, the stored copy at once; online,
 * the server's answer, kept for next time; when the server cannot be reached, the stored copy.
 * Any other failure (a refusal, a wrong shape) is the caller's, as without a store, and so is the
 * failure to reach the server with nothing stored yet (the screens say the server is unreachable).
 */
export async function throughDevice<T>(
  account: string | null,
  name: string,
  fetch: () => Promise<T>,
  versionOf: (value: T) => string | null = () => null,
): Promise<DeviceCopy<T>> {
  const stored = async (cause: unknown) => {
    const copy = account === null ? undefined : await readCopy<T>(account, name);
    if (!copy) throw cause;
    return fromDevice(copy);
  };
  if (!navigator.onLine) {
    const copy = account === null ? undefined : await readCopy<T>(account, name);
    if (copy) return fromDevice(copy);
  }
  let value: T;
  try {
    value = await fetch();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    return stored(error);
  }
  if (account === null) return { value, storedAt: new Date().toISOString(), version: versionOf(value), fromDevice: false };
  const copy = await keepCopy(account, name, value, versionOf(value));
  return { value, storedAt: copy.storedAt, version: copy.version, fromDevice: false };
}

const fromDevice = <T>(copy: StoredCopy<T>): DeviceCopy<T> => ({
  value: copy.value,
  storedAt: copy.storedAt,
  version: copy.version,
  fromDevice: true,
});
