export const de = {
  name: 'Produktgruppe |||| Produktgruppen',
  fields: {
    id: 'Nr.',
    key: 'Schlüssel',
    productCategoryId: 'Produktkategorie',
    'description.de': 'Beschreibung (Deutsch)',
    'description.en': 'Beschreibung (Englisch)',
    description: 'Beschreibung',
    'description.pl': 'Beschreibung (Polnisch)',
    recommendationOrder2: 'Empfehlungsreihenfolge',
    imageUrl: 'Bild (URL)',
    planningFileUrl: 'Planungsunterlage (URL)',
    characteristics: 'Merkmale',
    q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Product group |||| Product groups',
  fields: {
    id: 'No.',
    key: 'Key',
    productCategoryId: 'Product category',
    'description.de': 'Description (German)',
    'description.en': 'Description (English)',
    description: 'Description',
    'description.pl': 'Description (Polish)',
    recommendationOrder2: 'Recommendation order',
    imageUrl: 'Image (URL)',
    planningFileUrl: 'Planning file (URL)',
    characteristics: 'Characteristics',
    q: 'Search',
  },
};
