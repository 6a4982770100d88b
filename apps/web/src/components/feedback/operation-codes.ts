/**
 * The operation codes a loading spinner shows (docs/design.md#loading-and-access), so support can tell which step
 * hung or failed.
 */
export type OperationCode =
  | 'BKCC-index-error-boundary'
  | 'BKCC-config'
  | 'BKCC-lazy'
  | 'BKCC-auth'
  | 'BKCC-pending'
  | 'BKCC-state'
  | 'BKCC-product-data'
  | 'BKCC-settings'
  | 'BKCC-user'
  | 'BKCC-form-ready'
  | 'BKCC-project'
  | 'BKCC-costs'
  | 'BKCC-calculation'
  | 'BKCC-files';

/** After this long a spinner offers to report the problem (docs/design.md#loading-and-access). */
export const SPINNER_ESCALATION_MS = 5000;
