import type { CurrentUser } from '@lsp/contracts';

/** Customers and admins may use the planner (docs/design.md#identity-and-groups). */
export const hasPlannerAccess = (user: CurrentUser): boolean => user.groups.includes('Customer') || user.groups.includes('Admin');
export const isCustomer = (user: CurrentUser): boolean => user.groups.includes('Customer');
export const isAdmin = (user: CurrentUser): boolean => user.groups.includes('Admin');

export const fullNameOf = (user: CurrentUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
