export const de = {
  name: 'Einstellungen |||| Einstellungen',
  fields: {
    generalRemarksDe: 'Allgemeine Hinweise (Deutsch)', generalRemarksEn: 'Allgemeine Hinweise (Englisch)', offerValidityWeeks: 'Angebotsgültigkeit (Wochen)',
    deliveryWorkdays: 'Lieferzeit (Arbeitstage)', 'exchangeRates.CHF': 'CHF je Euro', 'exchangeRates.GBP': 'GBP je Euro', 'exchangeRates.USD': 'USD je Euro',
    currencySelector: 'Währungsauswahl anzeigen', ctrlFastDelete: 'Schnelles Löschen mit Strg',
  },
};
export const en: typeof de = {
  name: 'Settings |||| Settings',
  fields: {
    generalRemarksDe: 'General remarks (German)', generalRemarksEn: 'General remarks (English)', offerValidityWeeks: 'Offer validity (weeks)',
    deliveryWorkdays: 'Delivery time (workdays)', 'exchangeRates.CHF': 'CHF per euro', 'exchangeRates.GBP': 'GBP per euro', 'exchangeRates.USD': 'USD per euro',
    currencySelector: 'Show the currency selector', ctrlFastDelete: 'Fast delete with Ctrl',
  },
};
