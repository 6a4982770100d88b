/** The tabs of the legal dialog opened from the footer (docs/design.md#shell). */
export const LEGAL_TABS = ['terms', 'imprint', 'dataProtection'] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];
