import { PROJECT_STATES } from '@lsp/contracts';

/** The states as choices, labelled in the user's language. */
export const STATE_CHOICES = PROJECT_STATES.map((id) => ({ id, name: `lsp.states.${id}` }));
