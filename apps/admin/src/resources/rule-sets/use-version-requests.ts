import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { RuleSetProblemData } from '@lsp/contracts';
import { problemsOf } from './use-rule-sets';

/** A request on the version the page shows (tests, impact, publish, rollback), then what to do with its answer. */
export type VersionRequest = <T>(work: () => Promise<T>, done?: (value: T) => void) => Promise<void>;

/** A refusal of the publish gate: its message and the problems it names. */
export interface Refusal {
  message: string;
  problems: RuleSetProblemData[];
}

/**
 * The requests that act on the version, one at a time (`busy` while one runs). Their failures are
 * told as the publish gate means them: a refusal is kept on screen with its problems, which the
 * editor marks too; "published meanwhile" shows what is true now and offers a reload. Either closes
 * the question that was open.
 */
export function useVersionRequests({
  refetch,
  onRefused,
  closeQuestion,
}: {
  refetch: () => unknown;
  onRefused: (problems: RuleSetProblemData[]) => void;
  closeQuestion: () => void;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  /** A refusal of the gate: kept on screen, with its problems, until closed. */
  const [refusal, setRefusal] = useState<Refusal>();
  /** Someone else published meanwhile: what, by whom, and a reload. */
  const [conflict, setConflict] = useState<string>();

  const request: VersionRequest = async (work, done) => {
    setBusy(true);
    try {
      done?.(await work());
    } catch (error) {
      const refused = problemsOf(error);
      const why = (error as { body?: { reason?: { key?: string } } }).body?.reason?.key;
      if (why === 'publishedMeanwhile' || why === 'notADraft') {
        // The page shows what is true now (status, number); the message says who published what.
        setConflict((error as Error).message);
        closeQuestion();
        void refetch();
      } else if (refused.length) {
        onRefused(refused);
        setRefusal({ message: (error as Error).message, problems: refused });
        closeQuestion();
      }
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, request, refusal, closeRefusal: () => setRefusal(undefined), conflict };
}

export type VersionRequests = ReturnType<typeof useVersionRequests>;
