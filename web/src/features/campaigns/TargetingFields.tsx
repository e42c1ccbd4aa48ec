import { AudienceStatus, COUNTRY_ALL, COUNTRY_OTHER, calls, TARGET_CODES, TARGET_NAMED } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/request';
import TargetTreeSelector from '../../kit/TargetTreeSelector';
import type { TreeItem } from '../../kit/targetTree';
import { currentLanguage } from '../../lib/language';
import { useCountries, useTargetCatalogue } from '../lookups/api';
import { regionItems } from '../lookups/labels';

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
const AUDIENCE_PAGE = 100;

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

/** The audience packages an ad group may include or exclude: those that imported successfully. */
function useUsableAudiences() {
  return useQuery({
    queryKey: ['campaigns', 'audiences'] as const,
    queryFn: async () =>
      (
        await api(calls.audiences.list, {
          page_no: 1,
          page_size: AUDIENCE_PAGE,
          status: [AudienceStatus.IMPORT_SUCCESSFUL],
        })
      ).data.list,
    staleTime: 60_000,
  });
}

/** The ad group's targeting: regions in the tree selector, people, apps, device, language, audiences, network. */
export default function TargetingFields() {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const catalogue = useTargetCatalogue();
  const countries = useCountries();
  const audiences = useUsableAudiences();
  const tree = useMemo(
    () => regionTree(regionItems(catalogue.data?.regions ?? [], t, zh ? 'zh' : 'en'), countries.data ?? [], zh),
    [catalogue.data, countries.data, t, zh],
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
  const audienceOptions = (audiences.data ?? []).map((a) => ({ value: a.cluster_id, label: a.cluster_name }));

  return (
    <>
      <Form.Item name={['targeting', 'regions']} label={t('campaigns.groupForm.regions')}>
        <TargetTreeSelector tree={tree} exclusiveKey={COUNTRY_ALL} loading={catalogue.isFetching} height={240} />
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
        >
          <Select
            mode="multiple"
            allowClear
            loading={audiences.isLoading}
            placeholder={t('campaigns.groupForm.audiencePlaceholder')}
            options={audienceOptions}
            optionFilterProp="label"
            data-testid={`targeting-${field}`}
          />
        </Form.Item>
      ))}
      {anyOf('networks', 'campaigns.groupForm.network', coded('networks'))}
    </>
  );
}
