import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import PageLoading from '../../kit/PageLoading';
import { groupListTarget } from './campaignLinks';

const CampaignListPage = lazy(() => import('./CampaignListPage'));
const AdGroupListPage = lazy(() => import('./AdGroupListPage'));

/** /advertising/index: the campaign list, or one campaign's ad groups when the query says `type=group`. */
export default function AdvertisingIndexPage() {
  const [params] = useSearchParams();
  const campaignId = groupListTarget(params);
  return (
    <Suspense fallback={<PageLoading />}>
      {campaignId === null ? <CampaignListPage /> : <AdGroupListPage key={campaignId} campaignId={campaignId} />}
    </Suspense>
  );
}
