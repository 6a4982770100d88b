/** How amounts in euros show in lists. */
export const EURO = { style: 'currency', currency: 'EUR' } as const;
