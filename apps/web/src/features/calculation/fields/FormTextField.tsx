import { TextField, type TextFieldProps } from '@mui/material';
import type { Act } from './field-state';

type Slots = NonNullable<TextFieldProps['slotProps']>;

interface FormTextFieldProps extends Omit<TextFieldProps, 'id' | 'error' | 'onBlur' | 'size' | 'fullWidth' | 'slotProps'> {
  /** The form value's key: the input's id is `field-<key>`. */
  field: string;
  problem: string | undefined;
  act: Act;
  /** Attributes of the `<input>` itself (aria-required is set from `required`). */
  htmlInput?: Record<string, unknown>;
  slotProps?: Omit<Slots, 'htmlInput'>;
}

/**
 * A form value's text box as every calculator field has it: full width and small, found by
 * `#field-<key>`, its problem shown in red under it, touched when the user leaves it.
 */
export function FormTextField({ field, problem, act, required = false, helperText, htmlInput, slotProps, ...rest }: FormTextFieldProps) {
  return (
    <TextField
      {...rest}
      fullWidth
      size="small"
      id={`field-${field}`}
      required={required}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      onBlur={() => act({ type: 'touch', key: field })}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, 'aria-required': required } }}
    />
  );
}
