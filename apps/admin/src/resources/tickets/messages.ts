export const de = {
  name: 'Support-Ticket |||| Support-Tickets',
  fields: {
    createdAt: 'Eröffnet',
    subject: 'Betreff',
    area: 'Bereich',
    description: 'Beschreibung',
    'createdBy.name': 'Von',
    'createdBy.email': 'E-Mail',
    'company.name': 'Unternehmen',
    'forwarding.status': 'Weitergeleitet',
    'forwarding.error': 'Fehler beim Weiterleiten',
    q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Support ticket |||| Support tickets',
  fields: {
    createdAt: 'Opened',
    subject: 'Subject',
    area: 'Area',
    description: 'Description',
    'createdBy.name': 'By',
    'createdBy.email': 'Email',
    'company.name': 'Company',
    'forwarding.status': 'Forwarded',
    'forwarding.error': 'Forwarding error',
    q: 'Search',
  },
};
