export const GROUPS = ['Customer', 'Admin'] as const;
export type Group = (typeof GROUPS)[number];

export interface Company {
  id: number;
  name: string;
}

/** `GET /api/user` (docs/design.md#http-api, plus id, country and groups). */
export interface CurrentUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  company: Company;
  country: string;
  /** Empty for a user whose account is not activated yet. */
  groups: Group[];
}

export const companySchema = {
  $id: 'Company',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export const currentUserSchema = {
  $id: 'CurrentUser',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'firstName', 'lastName', 'email', 'company', 'country', 'groups'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    company: companySchema,
    country: { type: 'string' },
    groups: { type: 'array', items: { type: 'string', enum: [...GROUPS] } },
  },
} as const;

/** Austria is recognised as `at` or `Österreich`, in any case (docs/design.md#identity-and-groups). */
export function isAustria(country: string | null | undefined): boolean {
  const value = (country ?? '').trim().toLowerCase();
  return value === 'at' || value === 'österreich';
}
