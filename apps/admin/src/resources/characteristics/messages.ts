export const de = {
  name: 'Merkmal |||| Merkmale',
  fields: { id: 'Nr.', characteristicKey: 'Merkmal', productGroupId: 'Produktgruppe', q: 'Suche' },
};
export const en: typeof de = {
  name: 'Characteristic |||| Characteristics',
  fields: { id: 'No.', characteristicKey: 'Characteristic', productGroupId: 'Product group', q: 'Search' },
};
