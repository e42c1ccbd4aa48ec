import { COUNTRY_ALL, COUNTRY_OTHER } from '@adconsole/contract';
import type { TreeItem } from '../../kit/targetTree';

/** How the form picks regions: the continent tree, or the user country (the tree selector's country mode). */
export type RegionMode = 'tree' | 'country';

/**
 * The mode an ad group opens in: a new one browses the continents; one that already targets countries shows them
 * as its user country, with the "edit" prompt. Both modes edit the same `targeting.regions`.
 */
export const initialRegionMode = (regions: readonly string[]): RegionMode => (regions.length ? 'country' : 'tree');

/** The country list as the spec orders it: ALL first, OTHER last, the rest alphabetically by Key. */
export function orderedCountries(items: readonly TreeItem[]): TreeItem[] {
  const rank = (key: string) => (key === COUNTRY_ALL ? 0 : key === COUNTRY_OTHER ? 2 : 1);
  return [...items].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/**
 * The audience picker's options: the packages offered, and the ones the ad group already holds that are no longer
 * offered (so they show by name and can be removed; the server refuses to save them).
 */
export function audienceOptions(
  offered: readonly { cluster_id: number; cluster_name: string }[],
  held: readonly { id: number; name: string }[],
): { value: number; label: string }[] {
  const options = offered.map((a) => ({ value: a.cluster_id, label: a.cluster_name }));
  const known = new Set(options.map((o) => o.value));
  const gone = held.filter((a) => !known.has(a.id) && known.add(a.id)).map((a) => ({ value: a.id, label: a.name }));
  return [...options, ...gone];
}
