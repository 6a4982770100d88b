import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ProjectData, ProjectState } from '@lsp/contracts';
import type { RequestType } from '@lsp/domain';
import type { CalculatorAction, CalculatorState } from '../state/calculator-state';

interface SubmitDialogOptions {
  act(action: CalculatorAction): CalculatorState;
  save(requested?: ProjectState, options?: { rethrow?: boolean }): Promise<ProjectData | null>;
  /** The step's heading: takes the focus after the dialog when there is no notice. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The submit dialog ('Geschafft!'): whether it is open, and sending, which saves the project as
 * SUBMITTED with the request type and remarks. Answers the ref for the read-only notice, which
 * takes the focus once the dialog closed after sending.
 */
export function useSubmitDialog({ act, save, headingRef }: SubmitDialogOptions) {
  const [open, setOpen] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The submit dialog closed after the project was sent: its button is gone with the editing, and the
  // focus (given back to it) would fall to the page. The notice that the project is submitted takes it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      if (document.activeElement === null || document.activeElement === document.body)
        (noticeRef.current ?? headingRef.current)?.focus({ preventScroll: false });
    }
  }, [open, headingRef]);

  const send = async (requestType: RequestType, remarks: string) => {
    act({ type: 'change', changes: { requestType, remarks } });
    await save('SUBMITTED', { rethrow: true });
  };
  return { open, show: () => setOpen(true), close: () => setOpen(false), send, noticeRef };
}
