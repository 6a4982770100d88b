import type { ProjectState } from '@lsp/domain';
import type { Label } from './label.js';

/**
 * The names of the project states (docs/design.md#project-states) in every language: the project
 * list, the calculator, the quote documents and the mails name a state alike. A file of its own
 * because the app's shell, which ships with the first page, reads only these.
 */
export const PROJECT_STATE_LABELS: Readonly<Record<ProjectState, Label>> = {
  NEW: { de: 'Neu', en: 'New', pl: 'Nowy' },
  DRAFT: { de: 'Entwurf', en: 'Draft', pl: 'Wersja robocza' },
  SUBMITTED: { de: 'Übermittelt', en: 'Submitted', pl: 'Przesłany' },
  MESSAGE_FROM_DH: { de: 'Nachricht von DH', en: 'Message from DH', pl: 'Wiadomość od DH' },
  OFFER_CREATED: { de: 'Angebot erstellt', en: 'Offer created', pl: 'Oferta utworzona' },
  ORDER_RECEIVED: { de: 'Auftrag erhalten', en: 'Order received', pl: 'Zamówienie przyjęte' },
  COMPLETED: { de: 'Abgeschlossen', en: 'Completed', pl: 'Zakończony' },
};
