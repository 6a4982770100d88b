import { useLayoutEffect } from 'react';
import type { CalculationAnswer } from '@lsp/contracts';
import { MARKS } from './browser-calculator';

/**
 * The keystroke-to-options measure of the bench (issue item 12, docs/calculator.md): from the key to
 * the DOM showing the rules' answer, taken when a new answer has been laid out.
 */
export function useKeystrokeMeasure(answer: CalculationAnswer): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(MARKS.keystroke, 'mark').length === 0) return;
    performance.mark(MARKS.painted);
    performance.measure(MARKS.measure, MARKS.keystroke, MARKS.painted);
    performance.measure(MARKS.evaluationMeasure, MARKS.keystroke, MARKS.evaluated);
    performance.clearMarks(MARKS.keystroke);
  }, [answer]);
}
