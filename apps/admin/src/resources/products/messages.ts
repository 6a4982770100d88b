export const de = {
  name: 'Produkt |||| Produkte',
  fields: {
    id: 'Nr.', productKey: 'Produktschlüssel', productGroupId: 'Produktgruppe', productTypeId: 'Produkttyp', 'description.de': 'Beschreibung (Deutsch)',
    'description.en': 'Beschreibung (Englisch)', 'description.pl': 'Beschreibung (Polnisch)', dhNo: 'DH-Nr.', bxH: 'B×H', width: 'Breite (mm)', height: 'Höhe (mm)', ventilationArea: 'Lüftungsfläche (mm²)',
    recess: 'Aussparung (mm)', imageUrl: 'Bild (URL)', isRecommended: 'Empfohlen', price: 'Listenpreis (€)', characteristics: 'Merkmale der Gruppe', q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Product |||| Products',
  fields: {
    id: 'No.', productKey: 'Product key', productGroupId: 'Product group', productTypeId: 'Product type', 'description.de': 'Description (German)',
    'description.en': 'Description (English)', 'description.pl': 'Description (Polish)', dhNo: 'DH no.', bxH: 'W×H', width: 'Width (mm)', height: 'Height (mm)', ventilationArea: 'Ventilation area (mm²)',
    recess: 'Recess (mm)', imageUrl: 'Image (URL)', isRecommended: 'Recommended', price: 'List price (€)', characteristics: 'Group characteristics', q: 'Search',
  },
};
