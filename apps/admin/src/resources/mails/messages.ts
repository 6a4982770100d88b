export const de = {
  name: 'E-Mail |||| Postausgang',
  fields: { createdAt: 'Geschrieben', to: 'An', subject: 'Betreff', projectId: 'Projekt', status: 'Status', error: 'Fehler', q: 'Suche' },
};
export const en: typeof de = {
  name: 'Mail |||| Outbox',
  fields: { createdAt: 'Written', to: 'To', subject: 'Subject', projectId: 'Project', status: 'Status', error: 'Error', q: 'Search' },
};
