export const de = {
  name: 'Änderung |||| Änderungsprotokoll',
  fields: {
    at: 'Zeitpunkt',
    userName: 'Wer',
    resource: 'Bereich',
    recordId: 'Datensatz',
    action: 'Aktion',
    changes: 'Änderungen',
    q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Change |||| Audit trail',
  fields: { at: 'When', userName: 'Who', resource: 'Area', recordId: 'Record', action: 'Action', changes: 'Changes', q: 'Search' },
};
