import type { Country, TargetNode } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { TreeItem } from '../../kit/targetTree';

/** Whether the interface shows Chinese names. */
export type NameLanguage = 'zh' | 'en';

/** A country's name in the interface language. */
function countryName(country: Country, language: NameLanguage): string {
  return language === 'zh' ? country.name_zh : country.name_en;
}

/** The country list as the tree selector's flat source (country mode). */
export function countryItems(countries: readonly Country[], language: NameLanguage): TreeItem[] {
  return countries.map((country) => ({ key: country.Key, label: countryName(country, language) }));
}

/**
 * The regions of the targeting catalogue as tree items: continents translated (`target.continent.<code>`),
 * countries by their own names.
 */
export function regionItems(nodes: readonly TargetNode[], t: TFunction, language: NameLanguage): TreeItem[] {
  return nodes.map((node) => ({
    key: node.code,
    label: node.name
      ? language === 'zh'
        ? (node.name_zh ?? node.name)
        : node.name
      : t(`target.continent.${node.code}`, { defaultValue: node.code }),
    children: node.children ? regionItems(node.children, t, language) : undefined,
  }));
}
