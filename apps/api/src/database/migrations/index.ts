import { Migration20261121000000_foundation } from './Migration20261121000000_foundation.js';

/** Every migration in order. Listed explicitly so the same list runs from source and from dist. */
export const migrations = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
];
