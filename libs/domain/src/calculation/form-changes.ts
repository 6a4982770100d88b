/** Form values by key; `null` means not filled in. */
type Values = Readonly<Record<string, unknown>>;

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Applies what a user changed to the form values of the previous answer, and says which fields to
 * tell the rules changed. The montage location follows the building location while the user has
 * not given one of their own: when a change sets `buildingLocation` but not
 * `montageBuildingLocation`, and the montage location was empty or equal to the building location
 * before, it takes the new building location. The rules copy the building location only when
 * montage is switched on with none, so without this the montage location kept the first digit
 * typed into the building's postal code.
 * @example applyFormChanges({ buildingLocation: '8', montageBuildingLocation: '8' }, { buildingLocation: '80' })
 * // { values: { buildingLocation: '80', montageBuildingLocation: '80' }, changedFields: ['buildingLocation', 'montageBuildingLocation'] }
 */
export function applyFormChanges(previous: Values, changes: Values): { values: Record<string, unknown>; changedFields: string[] } {
  const values: Record<string, unknown> = { ...previous, ...changes };
  const changedFields = Object.keys(changes);
  if (Object.hasOwn(changes, 'buildingLocation') && !Object.hasOwn(changes, 'montageBuildingLocation')) {
    const montage = previous.montageBuildingLocation;
    if (isBlank(montage) || montage === previous.buildingLocation) {
      values.montageBuildingLocation = changes.buildingLocation ?? null;
      changedFields.push('montageBuildingLocation');
    }
  }
  return { values, changedFields };
}
