export const de = {
  name: 'Unternehmen |||| Unternehmen',
  fields: { id: 'Nr.', name: 'Name', country: 'Land', updatedAt: 'Geändert', q: 'Suche' },
  countries: { de: 'Deutschland', at: 'Österreich', int: 'International' },
};
export const en: typeof de = {
  name: 'Company |||| Companies',
  fields: { id: 'No.', name: 'Name', country: 'Country', updatedAt: 'Changed', q: 'Search' },
  countries: { de: 'Germany', at: 'Austria', int: 'International' },
};
