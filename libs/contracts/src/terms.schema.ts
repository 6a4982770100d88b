export const TERMS_COUNTRIES = ['de', 'at', 'int'] as const;
export const TERMS_DOCUMENT_TYPES = ['TERMS_OF_SERVICE', 'INSTALLATION_CONDITIONS', 'SALE_AND_DELIVERY_CONDITIONS'] as const;

export interface TermsUrl {
  type: (typeof TERMS_DOCUMENT_TYPES)[number];
  language: string;
  url: string;
}

/** One company's legal documents (docs/design.md#shell, terms entry). */
export interface TermsEntry {
  company: string;
  country: (typeof TERMS_COUNTRIES)[number];
  urls: TermsUrl[];
}

export const termsEntrySchema = {
  $id: 'TermsEntry',
  type: 'object',
  additionalProperties: false,
  required: ['company', 'country', 'urls'],
  properties: {
    company: { type: 'string', minLength: 1 },
    country: { type: 'string', enum: [...TERMS_COUNTRIES] },
    urls: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'language', 'url'],
        properties: {
          type: { type: 'string', enum: [...TERMS_DOCUMENT_TYPES] },
          language: { type: 'string', minLength: 2, maxLength: 2 },
          url: { type: 'string', minLength: 1 },
        },
      },
    },
  },
} as const;

export const termsListSchema = { $id: 'TermsList', type: 'array', items: termsEntrySchema } as const;
