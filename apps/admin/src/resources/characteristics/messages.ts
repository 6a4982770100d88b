export const de = { name: 'Merkmal |||| Merkmale', fields: { characteristicKey: 'Merkmal', productGroupId: 'Produktgruppe', q: 'Suche' } };
export const en: typeof de = {
  name: 'Characteristic |||| Characteristics',
  fields: { characteristicKey: 'Characteristic', productGroupId: 'Product group', q: 'Search' },
};
