import { memo } from 'react';
import type { FieldProblemCode } from '@lsp/domain';
import { useCalculator } from '../state/calculator-context';
import { CountInput, type CountProblem } from './CountInput';
import { setValue, useFieldState, type Act } from './field-state';

/** The most a count field takes (accessory counts, adjusted cable quantities). */
export const MAX_COUNT = 999;

/** How the form holds a count field's wrong entry, so saving and the next step name it. */
export const countProblemCode = (problem: CountProblem, max: number): FieldProblemCode =>
  problem === 'outOfRange' ? { code: 'outOfRange', min: 0, max } : { code: 'wholeNumber' };

/** Reports a count field's wrong entries to the form (`count-problem`), which refuses to save them. */
export const reportCountProblem = (act: Act, field: string, max: number) => (problem: CountProblem | null, text: string) =>
  act({ type: 'count-problem', key: field, problem: problem ? countProblemCode(problem, max) : null, text });

/** A whole count from 0 to 999 (accessory counts). */
export function CountField({ field, label }: { field: string; label?: string }) {
  const shown = useFieldState(field);
  const { state } = useCalculator();
  const wrongText = state.textProblems[field] ? state.texts[field] : undefined;
  return (
    <Count
      field={field}
      label={label ?? shown.label}
      count={(shown.value ?? 0) as number}
      disabled={shown.disabled}
      act={shown.act}
      wrongText={wrongText}
    />
  );
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Count = memo(function Count({
  field,
  label,
  count,
  disabled,
  act,
  wrongText,
}: {
  field: string;
  label: string;
  count: number;
  disabled: boolean;
  act: Act;
  wrongText?: string;
}) {
  return (
    <CountInput
      id={`field-${field}`}
      label={label}
      value={count}
      max={MAX_COUNT}
      disabled={disabled}
      initialText={wrongText}
      onChange={(next) => setValue(act, field, next)}
      onProblem={reportCountProblem(act, field, MAX_COUNT)}
      onBlur={() => act({ type: 'touch', key: field })}
    />
  );
});
