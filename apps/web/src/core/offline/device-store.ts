import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Draft } from './outbox';

/**
 * What the app keeps on the device so a calculation works without a connection (docs/offline.md):
 * one IndexedDB database, each entry keyed by the signed-in account and a name ("rule-set:1001"),
 * with the date it was stored and the version it came with. Signing out deletes the account's
 * entries; another account never reads them, since every read names its own account.
 */
export const DEVICE_DATABASE = 'lsp-device';

/** The configuration is no one's data: it is stored for every account under this key. */
export const SHARED = '*';

export interface StoredCopy<T> {
  /** The account the copy belongs to (the identity provider's subject), or SHARED. */
  account: string;
  name: string;
  value: T;
  /** When the server gave it (ISO 8601). */
  storedAt: string;
  /** What the server called its version (a rule set's number, a settings language), when it says. */
  version: string | null;
}

interface DeviceSchema extends DBSchema {
  copies: { key: [string, string]; value: StoredCopy<unknown> };
  /** The outbox: drafts saved on the device and not yet sent (docs/offline.md#drafts-saved-offline). */
  drafts: { key: [string, string]; value: Draft };
}

let opened: Promise<IDBPDatabase<DeviceSchema> | null> | null = null;

/** The database, or null where the browser keeps none (a locked-down profile): then nothing is stored. */
function database(): Promise<IDBPDatabase<DeviceSchema> | null> {
  opened ??= openDB<DeviceSchema>(DEVICE_DATABASE, 2, {
    upgrade: (db, oldVersion) => {
      if (oldVersion < 1) db.createObjectStore('copies', { keyPath: ['account', 'name'] });
      if (oldVersion < 2) db.createObjectStore('drafts', { keyPath: ['account', 'draftId'] });
    },
    // A newer build in another tab wants to upgrade: let it, and open again when next asked.
    blocking: () => {
      void opened?.then((db) => db?.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    console.warn('No device store: the app works online only', error);
    opened = null;
    return null;
  });
  return opened;
}

export async function readCopy<T>(account: string, name: string): Promise<StoredCopy<T> | undefined> {
  const db = await database();
  return (await db?.get('copies', [account, name]).catch(() => undefined)) as StoredCopy<T> | undefined;
}

export async function keepCopy<T>(account: string, name: string, value: T, version: string | null): Promise<StoredCopy<T>> {
  const copy: StoredCopy<T> = { account, name, value, storedAt: new Date().toISOString(), version };
  const db = await database();
  // A full disk leaves the old copy: the app goes on with what the server just gave.
  await db?.put('copies', copy).catch((error: unknown) => console.warn(`Could not keep ${name} on the device`, error));
  return copy;
}

/** Every key [account, name] sorts between [account] and [account, []] (arrays sort after strings). */
const ofAccount = (account: string) => IDBKeyRange.bound([account], [account, []]);

/** Deletes every copy and every unsent draft of the account (signing out). */
export async function forgetAccount(account: string): Promise<void> {
  const db = await database();
  await db?.delete('copies', ofAccount(account));
  await db?.delete('drafts', ofAccount(account));
  announceOutbox();
}

/** The account's unsent drafts, in no particular order (`sendingOrder` orders them). */
export async function readDrafts(account: string): Promise<Draft[]> {
  const db = await database();
  return (await db?.getAll('drafts', ofAccount(account)).catch(() => [])) ?? [];
}

/** Keeps a draft; false where the device keeps nothing (then the save has failed). */
export async function putDraft(draft: Draft): Promise<boolean> {
  const db = await database();
  if (!db) return false;
  await db.put('drafts', draft);
  announceOutbox();
  return true;
}

export async function deleteDraft(account: string, draftId: string): Promise<void> {
  const db = await database();
  await db?.delete('drafts', [account, draftId]);
  announceOutbox();
}

/** The window event that says the outbox changed (the explorer's list of drafts follows it). */
export const OUTBOX_CHANGED = 'lsp-outbox-changed';
const announceOutbox = () => window.dispatchEvent(new Event(OUTBOX_CHANGED));
