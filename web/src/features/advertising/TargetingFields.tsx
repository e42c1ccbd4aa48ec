import { type AdGroupDetail, COUNTRY_ALL, COUNTRY_OTHER, TARGET_CODES, TARGET_NAMED } from '@adconsole/contract';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TargetTreeSelector from '../../kit/TargetTreeSelector';
import type { TreeItem } from '../../kit/targetTree';
import UserCountryPrompt from '../../kit/UserCountryPrompt';
import { currentLanguage } from '../../lib/language';
import { useCountries, useTargetCatalogue } from '../../shared/lookups/api';
import { countryItems, regionItems } from '../../shared/lookups/labels';
import AudienceSelect from './AudienceSelect';
import { initialRegionMode, orderedCountries, type RegionMode } from './targetingOptions';

type CodeGroup = 'gender' | 'age' | 'interest' | 'income' | 'price' | 'languages' | 'networks';
type NamedGroup = keyof typeof TARGET_NAMED;

const CODED: { field: CodeGroup; label: string }[] = [
  { field: 'gender', label: 'campaigns.groupForm.gender' },
  { field: 'age', label: 'campaigns.groupForm.age' },
  { field: 'interest', label: 'campaigns.groupForm.interest' },
  { field: 'income', label: 'campaigns.groupForm.income' },
];
const DEVICE_NAMED: { field: NamedGroup; label: string }[] = [
  { field: 'os', label: 'campaigns.groupForm.os' },
  { field: 'brand', label: 'campaigns.groupForm.brand' },
  { field: 'resolution', label: 'campaigns.groupForm.resolution' },
  { field: 'carrier', label: 'campaigns.groupForm.carrier' },
  { field: 'android_version', label: 'campaigns.groupForm.androidVersion' },
];

/** The region tree of the targeting: all countries first, continents with their countries, other last. */
export function regionTree(
  continents: TreeItem[],
  countries: readonly { Key: string; name_en: string; name_zh: string }[],
  zh: boolean,
): TreeItem[] {
  const named = (key: string) => {
    const country = countries.find((c) => c.Key === key);
    return { key, label: country ? (zh ? country.name_zh : country.name_en) : key };
  };
  return [named(COUNTRY_ALL), ...continents, named(COUNTRY_OTHER)];
}

/** Props of the targeting fields: the campaign's account (whose audience packages are offered), the ad group. */
export interface TargetingFieldsProps {
  account: { id: number; name: string };
  item: AdGroupDetail | null;
}

/** A form control over the regions in country mode: the user-country summary with its create/edit prompt. */
function CountryModeField({
  value = [],
  onChange,
  countries,
  loading,
}: {
  value?: string[];
  onChange?: (keys: string[]) => void;
  countries: TreeItem[];
  loading: boolean;
}) {
  return (
    <UserCountryPrompt
      countries={countries}
      value={value}
      onSave={(keys) => onChange?.(keys)}
      exclusiveKey={COUNTRY_ALL}
      loading={loading}
    />
  );
}

/**
 * The ad group's targeting: regions by continent (the tree selector) or as the user country (its country mode),
 * people, apps, device, language, audience packages of the campaign's account, network.
 */
export default function TargetingFields({ account, item }: TargetingFieldsProps) {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const catalogue = useTargetCatalogue();
  const countries = useCountries();
  const [mode, setMode] = useState<RegionMode>(() => initialRegionMode(item?.targeting.regions ?? []));
  const tree = useMemo(
    () => regionTree(regionItems(catalogue.data?.regions ?? [], t, zh ? 'zh' : 'en'), countries.data ?? [], zh),
    [catalogue.data, countries.data, t, zh],
  );
  const countryList = useMemo(
    () => orderedCountries(countryItems(countries.data ?? [], zh ? 'zh' : 'en')),
    [countries.data, zh],
  );
  const coded = (group: CodeGroup) =>
    TARGET_CODES[group].map((code) => ({ value: code, label: t(`target.${group}.${code}`) }));
  const anyOf = (field: string, label: string, options: { value: string; label: string }[]) => (
    <Form.Item key={field} name={['targeting', field]} label={t(label)}>
      <Select
        mode="multiple"
        allowClear
        placeholder={t('campaigns.groupForm.anyPlaceholder')}
        options={options}
        optionFilterProp="label"
        data-testid={`targeting-${field}`}
      />
    </Form.Item>
  );

  return (
    <>
      <Form.Item label={t('campaigns.groupForm.regions')} extra={t('campaigns.groupForm.regionModeHint')}>
        <Radio.Group
          optionType="button"
          value={mode}
          onChange={(event) => setMode(event.target.value)}
          aria-label={t('campaigns.groupForm.regionMode')}
          options={(['tree', 'country'] as const).map((value) => ({
            value,
            label: t(`campaigns.groupForm.regionMode.${value}`),
          }))}
          style={{ marginBottom: 8 }}
          data-testid="region-mode"
        />
        <Form.Item name={['targeting', 'regions']} noStyle>
          {mode === 'tree' ? (
            <TargetTreeSelector tree={tree} exclusiveKey={COUNTRY_ALL} loading={catalogue.isFetching} height={240} />
          ) : (
            <CountryModeField countries={countryList} loading={countries.isFetching} />
          )}
        </Form.Item>
      </Form.Item>
      {CODED.map(({ field, label }) => anyOf(field, label, coded(field)))}
      {(['app_installed', 'app_ever_installed'] as const).map((field) => (
        <Form.Item
          key={field}
          name={['targeting', field]}
          label={t(field === 'app_installed' ? 'campaigns.groupForm.installed' : 'campaigns.groupForm.everInstalled')}
        >
          <Select mode="tags" placeholder={t('campaigns.groupForm.appsPlaceholder')} open={false} suffixIcon={null} />
        </Form.Item>
      ))}
      {DEVICE_NAMED.map(({ field, label }) =>
        anyOf(
          field,
          label,
          TARGET_NAMED[field].map((option) => ({ value: option.code, label: option.name })),
        ),
      )}
      {anyOf('price', 'campaigns.groupForm.price', coded('price'))}
      {anyOf('languages', 'campaigns.groupForm.language', coded('languages'))}
      {(['audience_include', 'audience_exclude'] as const).map((field) => (
        <Form.Item
          key={field}
          name={['targeting', field]}
          label={t(
            field === 'audience_include'
              ? 'campaigns.groupForm.audienceInclude'
              : 'campaigns.groupForm.audienceExclude',
          )}
          extra={field === 'audience_include' ? t('campaigns.groupForm.audienceHint', { account: account.name }) : null}
        >
          <AudienceSelect
            accountId={account.id}
            held={item?.audiences ?? []}
            placeholder={t('campaigns.groupForm.audiencePlaceholder')}
            testId={`targeting-${field}`}
          />
        </Form.Item>
      ))}
      {anyOf('networks', 'campaigns.groupForm.network', coded('networks'))}
    </>
  );
}
