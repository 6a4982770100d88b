import { memo } from 'react';
import { CountInput } from './CountInput';
import { setValue, useFieldState, type Act } from './field-state';

/** A whole count from 0 to 999 (accessory counts). */
export function CountField({ field, label }: { field: string; label?: string }) {
  const shown = useFieldState(field);
  return <Count field={field} label={label ?? shown.label} count={(shown.value ?? 0) as number} disabled={shown.disabled} act={shown.act} />;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Count = memo(function Count({ field, label, count, disabled, act }: { field: string; label: string; count: number; disabled: boolean; act: Act }) {
  return (
    <CountInput
      id={`field-${field}`} label={label} value={count} max={999} disabled={disabled}
      onChange={(next) => setValue(act, field, next)}
      onBlur={() => act({ type: 'touch', key: field })}
    />
  );
});
