/** What one window tells the others of this browser after a save of a project. */
export interface SaveNews {
  projectId: string;
  version: number;
  /** When it was saved (ISO). */
  at: string;
}

const CHANNEL = 'lsp-project-saves';

/** The browser's channel between its windows of the app; none where BroadcastChannel is missing. */
const channel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));

/**
 * Tells this browser's other windows that a project was saved here
 * (docs/calculator-saving.md#two-windows-save-one-project): one that has it open warns before its
 * person types on. Only a hint: the version check of the save decides, with or without it.
 */
export function announceSave(news: SaveNews): void {
  const sender = channel();
  if (!sender) return;
  sender.postMessage(news);
  sender.close();
}

/** Calls `heard` for every save another window of this browser announces; answers the unsubscribe. */
export function listenToSaves(heard: (news: SaveNews) => void): () => void {
  const receiver = channel();
  if (!receiver) return () => undefined;
  receiver.onmessage = (event: MessageEvent<Partial<SaveNews>>) => {
    const { projectId, version, at } = event.data ?? {};
    if (typeof projectId === 'string' && typeof version === 'number' && typeof at === 'string') heard({ projectId, version, at });
  };
  return () => receiver.close();
}
