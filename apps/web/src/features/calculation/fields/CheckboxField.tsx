import { memo } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { setValue, useFieldState, type Act } from './field-state';

/** A yes/no form value. */
export function CheckboxField({ field, label }: { field: string; label?: string }) {
  const shown = useFieldState(field);
  return <Check field={field} label={label ?? shown.label} checked={shown.value === true} disabled={shown.disabled} act={shown.act} />;
}

// Memoised: rendered again only when what it shows changes, not at every keystroke elsewhere.
const Check = memo(function Check({
  field,
  label,
  checked,
  disabled,
  act,
}: {
  field: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  act: Act;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox checked={checked} disabled={disabled} onChange={(event) => setValue(act, field, event.target.checked)} name={field} />
      }
      label={label}
      // A label wraps between words; a long German compound (Niedrigenergiestandard) is broken only
      // where it is wider than its column alone, not squeezed mid-word beside the box.
      sx={{ '& .MuiFormControlLabel-label': { hyphens: 'auto', overflowWrap: 'break-word' } }}
    />
  );
});
