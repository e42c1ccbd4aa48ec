import { calls } from '@adconsole/contract';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import { AccountFilterSelect } from '../../shared/AccountFilterSelect';

/** A chosen option with its label (kept while the search shows other options). */
export interface Picked {
  value: number;
  label: string;
}

/** What the filter fields hold. */
export interface PickedFilters {
  account?: number;
  campaigns: Picked[];
  adGroups: Picked[];
  ads: Picked[];
}
export const NO_PICKS: PickedFilters = { campaigns: [], adGroups: [], ads: [] };

const SEARCH_SIZE = 20;
const WIDTH = 220;

interface SearchSelectProps {
  label: string;
  testId: string;
  value: Picked[];
  onChange: (picked: Picked[]) => void;
  options: Picked[] | undefined;
  loading: boolean;
  onSearch: (keyword: string) => void;
  disabled?: boolean;
  placeholder: string;
}

function SearchSelect({
  label,
  testId,
  value,
  onChange,
  options,
  loading,
  onSearch,
  disabled,
  placeholder,
}: SearchSelectProps) {
  return (
    <Form.Item label={label}>
      <Select<Picked[]>
        mode="multiple"
        labelInValue
        allowClear
        showSearch={{ filterOption: false, onSearch }}
        maxTagCount="responsive"
        style={{ width: WIDTH }}
        value={value}
        onChange={(next) => onChange((next ?? []).map((p) => ({ value: p.value, label: String(p.label) })))}
        options={options}
        loading={loading}
        disabled={disabled}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * The report's filters: account (one), campaigns searched by name or id, ad groups through `/v1/adset/search`
 * (within the one chosen campaign, when one is), and ads of the one chosen ad group. Offered to roles that may list
 * campaigns; the server keeps every filter within the caller's accounts anyway.
 */
export default function ReportFilterFields({
  value,
  onChange,
}: {
  value: PickedFilters;
  onChange: (next: PickedFilters) => void;
}) {
  const { t } = useTranslation();
  const access = useAccess();
  const [campaignKeyword, setCampaignKeyword] = useState('');
  const [groupKeyword, setGroupKeyword] = useState('');
  const [adKeyword, setAdKeyword] = useState('');
  const canList = access.can['campaign.view'];
  const oneCampaign = value.campaigns.length === 1 ? value.campaigns[0]!.value : undefined;
  const oneGroup = value.adGroups.length === 1 ? value.adGroups[0]!.value : undefined;

  const campaigns = useCall(
    calls.campaigns.list,
    canList ? { page_no: 1, page_size: SEARCH_SIZE, custom: campaignKeyword || undefined } : null,
    { select: (page) => page.list.map((c) => ({ value: c.campaign_id, label: `${c.name} (${c.campaign_id})` })) },
  );
  const groups = useCall(
    calls.campaigns.search,
    canList
      ? { keyword: groupKeyword || undefined, campaign_id: oneCampaign, account_id: value.account, size: SEARCH_SIZE }
      : null,
    { select: (rows) => rows.map((g) => ({ value: g.ad_group_id, label: `${g.ad_group_name} (${g.ad_group_id})` })) },
  );
  const ads = useCall(
    calls.ads.list,
    canList && oneGroup !== undefined
      ? { ad_group_id: oneGroup, page_no: 1, page_size: SEARCH_SIZE, custom: adKeyword || undefined }
      : null,
    { select: (page) => page.list.map((a) => ({ value: a.ad_id, label: `${a.name} (${a.ad_id})` })) },
  );
  if (!canList) return null;
  const all = t('reports.filter.all');

  return (
    <>
      <Form.Item label={t('reports.filter.account')}>
        <div style={{ width: WIDTH }}>
          <AccountFilterSelect
            value={value.account}
            onChange={(account) =>
              onChange({ ...NO_PICKS, account: typeof account === 'number' ? account : undefined })
            }
            placeholder={all}
            aria-label={t('reports.filter.account')}
            data-testid="report-account"
          />
        </div>
      </Form.Item>
      <SearchSelect
        label={t('reports.filter.campaign')}
        testId="report-campaigns"
        value={value.campaigns}
        onChange={(campaignsPicked) => onChange({ ...value, campaigns: campaignsPicked, adGroups: [], ads: [] })}
        options={campaigns.data}
        loading={campaigns.isFetching}
        onSearch={setCampaignKeyword}
        placeholder={all}
      />
      <SearchSelect
        label={t('reports.filter.adGroup')}
        testId="report-ad-groups"
        value={value.adGroups}
        onChange={(adGroups) => onChange({ ...value, adGroups, ads: [] })}
        options={groups.data}
        loading={groups.isFetching}
        onSearch={setGroupKeyword}
        placeholder={all}
      />
      <SearchSelect
        label={t('reports.filter.ad')}
        testId="report-ads"
        value={value.ads}
        onChange={(adsPicked) => onChange({ ...value, ads: adsPicked })}
        options={ads.data}
        loading={ads.isFetching}
        onSearch={setAdKeyword}
        disabled={oneGroup === undefined}
        placeholder={oneGroup === undefined ? t('reports.filter.adNeedsGroup') : all}
      />
    </>
  );
}
