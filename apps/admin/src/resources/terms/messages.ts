export const de = {
  name: 'AGB-Eintrag |||| AGB & Rechtliches',
  fields: {
    id: 'Kennung',
    company: 'Unternehmen',
    country: 'Land',
    position: 'Reihenfolge',
    urls: 'Dokumente',
    'urls.type': 'Art',
    'urls.language': 'Sprache',
    'urls.url': 'Adresse',
    q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Terms entry |||| Terms & legal',
  fields: {
    id: 'Key',
    company: 'Company',
    country: 'Country',
    position: 'Order',
    urls: 'Documents',
    'urls.type': 'Type',
    'urls.language': 'Language',
    'urls.url': 'Address',
    q: 'Search',
  },
};
