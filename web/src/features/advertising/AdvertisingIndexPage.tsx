import { calls } from '@adconsole/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import PageLoading from '../../kit/PageLoading';
import { adListTarget } from '../../shared/adLinks';
import { groupListPath, groupListTarget } from '../../shared/campaignLinks';
import RecordGate from './RecordGate';

const CampaignListPage = lazy(() => import('./CampaignListPage'));
const AdGroupListPage = lazy(() => import('./AdGroupListPage'));
const AdListPage = lazy(() => import('./ads/AdListPage'));

/**
 * /advertising/index: the campaign list, one campaign's ad groups when the query says `type=group`, or one ad group's
 * ads with `type=ad` (and `ad_id` for an ad's editor over them).
 */
export default function AdvertisingIndexPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ads = adListTarget(params);
  const campaignId = groupListTarget(params);
  const toCampaigns = { backTo: '/advertising/index', backLabel: t('campaigns.gone.toCampaigns') };
  let page = <CampaignListPage />;
  // a deleted record (or a bad id) in the address: its screen says so, with a way back
  if (ads !== null)
    page = (
      <RecordGate
        key={ads.adGroupId}
        call={calls.campaigns.groupDetail}
        input={{ ad_group_id: ads.adGroupId }}
        kind="adGroup"
        id={ads.adGroupId}
        backTo={groupListPath(ads.campaignId)}
        backLabel={t('campaigns.gone.toAdGroups')}
      >
        <AdListPage target={ads} />
      </RecordGate>
    );
  else if (campaignId !== null)
    page = (
      <RecordGate
        key={campaignId}
        call={calls.campaigns.detail}
        input={{ campaign_id: campaignId }}
        kind="campaign"
        id={campaignId}
        {...toCampaigns}
      >
        <AdGroupListPage campaignId={campaignId} />
      </RecordGate>
    );
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
