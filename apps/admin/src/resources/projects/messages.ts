export const de = {
  name: 'Projekt |||| Projekte',
  fields: {
    id: 'Projekt', name: 'Name', owningCompanyName: 'Unternehmen', owningCompanyId: 'Unternehmen', state: 'Status', offerNumber: 'Angebotsnummer', orderNumber: 'Auftragsnummer', offerShort: 'Angebot', orderShort: 'Auftrag',
    total: 'Summe', createdAt: 'Angelegt', createdAt_gte: 'Angelegt ab', createdAt_lte: 'Angelegt bis', deleted: 'Gelöschte Projekte', deletedAt: 'Gelöscht', q: 'Suche',
  },
};
export const en: typeof de = {
  name: 'Project |||| Projects',
  fields: {
    id: 'Project', name: 'Name', owningCompanyName: 'Company', owningCompanyId: 'Company', state: 'State', offerNumber: 'Offer number', orderNumber: 'Order number', offerShort: 'Offer', orderShort: 'Order',
    total: 'Total', createdAt: 'Created', createdAt_gte: 'Created from', createdAt_lte: 'Created until', deleted: 'Deleted projects', deletedAt: 'Deleted', q: 'Search',
  },
};
