import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AccountChips from '../../kit/AccountChips';
import { WidgetLimit } from '../../kit/constants';
import MultiSelectDropdown from '../../kit/MultiSelectDropdown';
import TagChips from '../../kit/TagChips';
import { useAccounts, useAdPositions } from '../../shared/lookups/api';
import { useSignedIn } from './useSignedIn';

/** The multi-select dropdown over the caller's accounts (cut at 400 without a keyword) and the ad positions. */
export default function AccountsTab() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const accounts = useAccounts({ enabled: signedIn });
  const positions = useAdPositions({ enabled: signedIn });
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [positionIds, setPositionIds] = useState<number[]>([]);
  const accountOptions = useMemo(
    () => (accounts.data ?? []).map((account) => ({ value: account.id, label: account.account_name })),
    [accounts.data],
  );
  const positionOptions = useMemo(
    () =>
      (positions.data ?? []).map((position) => ({
        value: position.id,
        label: `${position.name} · ${position.app_name}`,
      })),
    [positions.data],
  );
  const chosenAccounts = (accounts.data ?? []).filter((account) => accountIds.includes(account.id));
  const chosenPositions = (positions.data ?? [])
    .filter((position) => positionIds.includes(position.id))
    .map((position) => ({ id: position.id, name: position.name }));

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(520px, 1fr))', gap: 16 }}>
      <Card title={t('demo.tabs.accounts.title')}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>
          {t('demo.tabs.accounts.hint', { cap: WidgetLimit.ACCOUNT_OPTION_CAP })}
        </p>
        <MultiSelectDropdown
          options={accountOptions}
          value={accountIds}
          onChange={setAccountIds}
          cap={WidgetLimit.ACCOUNT_OPTION_CAP}
          loading={accounts.isFetching}
          placeholder={t('demo.tabs.accounts.placeholder')}
          aria-label={t('demo.tabs.accounts.placeholder')}
          data-testid="accounts-select"
          style={{ width: 320 }}
        />
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('demo.tabs.accounts.chosen')}>
            <span data-testid="accounts-chosen">
              <AccountChips accounts={chosenAccounts} />
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('demo.tabs.positions.title')}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('demo.tabs.positions.hint')}</p>
        <MultiSelectDropdown
          options={positionOptions}
          value={positionIds}
          onChange={setPositionIds}
          loading={positions.isFetching}
          placeholder={t('demo.tabs.positions.placeholder')}
          aria-label={t('demo.tabs.positions.placeholder')}
          data-testid="positions-select"
          style={{ width: 320 }}
        />
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('demo.tabs.positions.chosen')}>
            <TagChips tags={chosenPositions} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
