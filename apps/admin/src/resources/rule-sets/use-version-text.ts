import { useEffect, useState } from 'react';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { pretty } from './rule-set-format';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * The version's text and change note as they are being edited, and whether they differ from what
 * is saved; leaving with unsaved edits asks first.
 */
export function useVersionText(record: AdminRuleSetVersion | undefined) {
  const [text, setText] = useState<string>();
  const [changeNote, setChangeNote] = useState<string>();
  // Opened from the list, the first record is the list's row, which has no content: the text is
  // taken when the version's content has arrived, and again only when another version is loaded.
  const content = record?.content;
  const loaded = content === undefined ? undefined : `${record!.id}@${record!.version}`;
  useEffect(() => {
    if (loaded === undefined) return;
    setText(pretty(content));
    setChangeNote(record?.changeNote);
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps

  const dirty =
    record?.content !== undefined && text !== undefined && (text !== pretty(record.content) || changeNote !== record.changeNote);
  useUnsavedGuard(dirty);
  return { text, setText, changeNote, setChangeNote, dirty };
}
