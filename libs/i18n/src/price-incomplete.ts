/**
 * Which text says that a quote's price is incomplete, with its reason where the answer shows it:
 * non-standard components are in the total at the prices the planner entered, and the provider
 * checks and prices them in the offer. (An installation that cannot be calculated says so in a
 * message of its own, `costs.installationNotPossible`.) Screen and documents both ask here, so the
 * quote says what the screen said.
 */
export function priceIncompleteKey(lines: readonly { category: string | null }[] | null | undefined): string {
  return lines?.some((line) => line.category === 'NONSTANDARDCOMPONENTS') ? 'costs.priceIncompleteNonStandard' : 'costs.priceIncomplete';
}
