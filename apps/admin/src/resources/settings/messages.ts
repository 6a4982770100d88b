export const de = {
  name: 'Einstellungen |||| Einstellungen',
  fields: {
    generalRemarksDe: 'Allgemeine Hinweise (Deutsch)', generalRemarksEn: 'Allgemeine Hinweise (Englisch)', offerValidityWeeks: 'Angebotsgültigkeit (Wochen)',
    deliveryWorkdays: 'Lieferzeit (Arbeitstage)', 'exchangeRates.CHF': 'CHF je Euro', 'exchangeRates.GBP': 'GBP je Euro', 'exchangeRates.USD': 'USD je Euro',
    currencySelector: 'Währungsauswahl anzeigen', ctrlFastDelete: 'Schnelles Löschen mit Strg',
    'energy.carriers.gas.pricePerKWh': 'Erdgas: Preis', 'energy.carriers.gas.co2KgPerKWh': 'Erdgas: CO₂',
    'energy.carriers.oil.pricePerKWh': 'Heizöl: Preis', 'energy.carriers.oil.co2KgPerKWh': 'Heizöl: CO₂',
    'energy.carriers.districtHeating.pricePerKWh': 'Fernwärme: Preis', 'energy.carriers.districtHeating.co2KgPerKWh': 'Fernwärme: CO₂',
    'energy.carriers.electricity.pricePerKWh': 'Strom: Preis', 'energy.carriers.electricity.co2KgPerKWh': 'Strom: CO₂',
    'energy.defaultCarrier': 'Heizung, wenn der Kunde keine angibt', 'energy.fundingEnabled': 'Amortisation mit Förderung zeigen', 'energy.fundingShare': 'Förderanteil',
  },
  carriers: { gas: 'Erdgas', oil: 'Heizöl', districtHeating: 'Fernwärme', electricity: 'Strom' },
};
export const en: typeof de = {
  name: 'Settings |||| Settings',
  fields: {
    generalRemarksDe: 'General remarks (German)', generalRemarksEn: 'General remarks (English)', offerValidityWeeks: 'Offer validity (weeks)',
    deliveryWorkdays: 'Delivery time (workdays)', 'exchangeRates.CHF': 'CHF per euro', 'exchangeRates.GBP': 'GBP per euro', 'exchangeRates.USD': 'USD per euro',
    currencySelector: 'Show the currency selector', ctrlFastDelete: 'Fast delete with Ctrl',
    'energy.carriers.gas.pricePerKWh': 'Natural gas: price', 'energy.carriers.gas.co2KgPerKWh': 'Natural gas: CO₂',
    'energy.carriers.oil.pricePerKWh': 'Heating oil: price', 'energy.carriers.oil.co2KgPerKWh': 'Heating oil: CO₂',
    'energy.carriers.districtHeating.pricePerKWh': 'District heating: price', 'energy.carriers.districtHeating.co2KgPerKWh': 'District heating: CO₂',
    'energy.carriers.electricity.pricePerKWh': 'Electricity: price', 'energy.carriers.electricity.co2KgPerKWh': 'Electricity: CO₂',
    'energy.defaultCarrier': 'Heating when the customer names none', 'energy.fundingEnabled': 'Show the payback with funding', 'energy.fundingShare': 'Funding share',
  },
  carriers: { gas: 'Natural gas', oil: 'Heating oil', districtHeating: 'District heating', electricity: 'Electricity' },
};
