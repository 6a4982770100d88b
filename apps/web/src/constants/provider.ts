import { isAustria } from '@lsp/contracts';

/**
 * The provider's contact and company details, in one place. SAMPLE DATA: replace with the
 * provider's binding details before going live. The phone numbers are from the ranges reserved
 * for film and fiction in Germany (040 66969-xxx) or clearly made up.
 */
export interface ContactDetails {
  /** The provider's contact web page for the user's country. */
  page: string;
  email: string;
  /** For tel: links, digits only. */
  phone: string;
  phoneDisplay: string;
}

export const CONTACTS = {
  germany: {
    page: 'https://www.dh-lift-ventilation.de/kontakt',
    email: 'planer@dh-lift-ventilation.de',
    phone: '+494066969123',
    phoneDisplay: '+49 40 66969-123',
  },
  austria: {
    page: 'https://www.dh-lift-ventilation.at/kontakt',
    email: 'planer@dh-lift-ventilation.at',
    phone: '+43190012340',
    phoneDisplay: '+43 1 9001234-0',
  },
} as const satisfies Record<string, ContactDetails>;

/** Users in Austria get the Austrian contact, everybody else the German one (docs/design.md#shell). */
export function contactFor(country: string | null | undefined): ContactDetails {
  return isAustria(country) ? CONTACTS.austria : CONTACTS.germany;
}

/** Where loading problems are reported until the support-desk call exists. */
export const SUPPORT_EMAIL = 'support@dh-lift-ventilation.de';

/** Names, numbers and address; the words around them (country, "sample", "address as above") are in the page's language. */
export const PROVIDER_COMPANY = {
  name: 'DH Lift Ventilation GmbH',
  street: 'Am Windkanal 12',
  postalCode: '20457',
  city: 'Hamburg',
  managingDirectors: 'Dr. Hanna Berger, Thomas Krüger',
  /** The court's own name; the legal notice says in the page's language what it is (`imprint.registerCourtName`). */
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  responsible: 'Thomas Krüger',
} as const;
