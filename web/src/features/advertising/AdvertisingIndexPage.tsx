import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import PageLoading from '../../kit/PageLoading';
import { adListTarget } from '../../shared/adLinks';
import { groupListTarget } from '../../shared/campaignLinks';

const CampaignListPage = lazy(() => import('./CampaignListPage'));
const AdGroupListPage = lazy(() => import('./AdGroupListPage'));
const AdListPage = lazy(() => import('./ads/AdListPage'));

/**
 * /advertising/index: the campaign list, one campaign's ad groups when the query says `type=group`, or one ad group's
 * ads with `type=ad` (and `ad_id` for an ad's editor over them).
 */
export default function AdvertisingIndexPage() {
  const [params] = useSearchParams();
  const ads = adListTarget(params);
  const campaignId = groupListTarget(params);
  let page = <CampaignListPage />;
  if (ads !== null) page = <AdListPage key={ads.adGroupId} target={ads} />;
  else if (campaignId !== null) page = <AdGroupListPage key={campaignId} campaignId={campaignId} />;
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
