import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectState } from '@lsp/contracts';

/** Waiting on the customer, with the provider, or done: the colour tells at a glance. */
const STATE_COLOURS: Record<ProjectState, ChipProps['color']> = {
  NEW: 'default',
  DRAFT: 'default',
  SUBMITTED: 'primary',
  MESSAGE_FROM_DH: 'warning',
  OFFER_CREATED: 'info',
  ORDER_RECEIVED: 'success',
  COMPLETED: 'success',
};

/** A project's state as the project list, the calculator, the documents and the mails name it. */
export function ProjectStateChip({ state, size = 'small', testId }: { state: ProjectState; size?: ChipProps['size']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      label={t(`projectState.${state}`)}
      color={STATE_COLOURS[state]}
      variant={state === 'COMPLETED' ? 'outlined' : 'filled'}
      data-state={state}
      data-testid={testId}
    />
  );
}
