import { COUNTRY_ALL } from '@adconsole/contract';
import Card from 'antd/es/card';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../kit/feedback';
import TargetTreeSelector from '../../kit/TargetTreeSelector';
import UserCountryPrompt from '../../kit/UserCountryPrompt';
import { currentLanguage } from '../../lib/language';
import { useCountries, useTargetCatalogue } from '../../shared/lookups/api';
import { countryItems, regionItems } from '../../shared/lookups/labels';
import { useSignedIn } from './useSignedIn';

/** The targeting tree selector over the catalogue's regions, and its country mode over the country list. */
export default function TargetingTab() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const language = currentLanguage() === 'zh-CN' ? 'zh' : 'en';
  const catalogue = useTargetCatalogue({ enabled: signedIn });
  const countries = useCountries({ enabled: signedIn });
  const regions = useMemo(() => regionItems(catalogue.data?.regions ?? [], t, language), [catalogue.data, t, language]);
  const countryList = useMemo(() => countryItems(countries.data ?? [], language), [countries.data, language]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [userCountries, setUserCountries] = useState<string[]>([]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={t('demo.tabs.regions.title')}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('demo.tabs.regions.hint')}</p>
        <TargetTreeSelector tree={regions} value={chosen} onChange={setChosen} loading={catalogue.isFetching} />
      </Card>
      <Card title={t('demo.tabs.country.title')}>
        <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('demo.tabs.country.hint')}</p>
        <UserCountryPrompt
          countries={countryList}
          value={userCountries}
          exclusiveKey={COUNTRY_ALL}
          loading={countries.isFetching}
          disabled={!signedIn}
          onSave={(keys) => {
            toastSuccess(
              t(userCountries.length ? 'kit.country.edited' : 'kit.country.created', { count: keys.length }),
            );
            setUserCountries(keys);
          }}
        />
      </Card>
    </div>
  );
}
