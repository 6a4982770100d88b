import { memo } from 'react';
import { TextField } from '@mui/material';
import { setValue, useFieldState, type Act } from './field-state';

/** A whole count from 0 to 999 (accessory counts). */
export function CountField({ field, label }: { field: string; label?: string }) {
  const shown = useFieldState(field);
  return <Count field={field} label={label ?? shown.label} count={(shown.value ?? 0) as number} disabled={shown.disabled} act={shown.act} />;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Count = memo(function Count({ field, label, count, disabled, act }: { field: string; label: string; count: number; disabled: boolean; act: Act }) {
  return (
    <TextField
      fullWidth
      size="small"
      type="number"
      id={`field-${field}`}
      label={label}
      value={count}
      disabled={disabled}
      onChange={(event) => {
        const typed = Math.trunc(Number(event.target.value));
        setValue(act, field, Number.isFinite(typed) ? Math.min(999, Math.max(0, typed)) : 0);
      }}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ htmlInput: { min: 0, max: 999, step: 1 } }}
    />
  );
});
