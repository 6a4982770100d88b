/**
 * The shape every catalogue must have: the German catalogue's keys, each holding a string.
 * Declaring `en` and `pl` with this type makes a missing or extra key a compile error.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A nested message catalogue as i18next and the mail templates read it. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}
