import { MenuItem, TextField } from '@mui/material';

interface PreferenceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  onChange(value: string): void;
  width: number;
}

/** A compact select for the header (language, currency). */
export function PreferenceSelect<T extends string>({
  label,
  value,
  options,
  optionLabel = (o) => o,
  onChange,
  width,
}: PreferenceSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      slotProps={{ select: { renderValue: (selected) => String(selected).toUpperCase() } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} lang={option.length === 2 ? option : undefined}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
