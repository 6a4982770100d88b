import { useState } from 'react';

/** The questions the page asks before it acts; one at a time. */
export type Question = 'publish' | 'rollback' | 'delete';

/**
 * Which question is open: publishing (with the impact summary), rolling back (with its change
 * note) or deleting the draft. One state for the three, so a refusal or conflict closes whichever is open.
 */
export function useQuestion() {
  const [open, setOpen] = useState<Question | null>(null);
  return { open, ask: setOpen, close: () => setOpen(null) };
}

export type QuestionState = ReturnType<typeof useQuestion>;
