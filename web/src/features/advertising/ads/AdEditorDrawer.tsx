import { type AdDetail, type AdGroupDetail, AdType, type CampaignDetail, calls } from '@adconsole/contract';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/useCall';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import DetailGate from '../DetailGate';
import AdForm, { type AdFormContext } from './AdForm';

/** What the editor edits: a new ad of the ad group (`adId` null) or an existing one; `opening` re-opens it. */
export interface AdEditorTarget {
  campaignId: number;
  adGroupId: number;
  adId: number | null;
  opening: number;
}

export interface AdEditorDrawerProps {
  target: AdEditorTarget | null;
  onClose: () => void;
  /**
   * A JS-tag ad was created: its id, for the list to go on with it in the editor (its JS-tag creatives need the saved
   * ad). Any other save closes the drawer (the list refreshes by itself through the query keys).
   */
  onSaved: (adId: number) => void;
}

const WIDTH = 980;

/**
 * The create / edit drawer of an ad. A created JS-tag ad is handed to `onSaved` and the editor goes on with it, so
 * its JS-tag creatives can be generated and added; every other save closes the drawer, as the ad group's does.
 */
export default function AdEditorDrawer({ target, onClose, onSaved }: AdEditorDrawerProps) {
  const { t } = useTranslation();
  const saved = (adId: number, created: boolean, type: number) => {
    if (created && type === AdType.JS_TAG) onSaved(adId);
    else onClose();
  };
  return (
    <GuardedDrawer
      open={target !== null}
      size={WIDTH}
      title={t(target?.adId ? 'adEditor.title.edit' : 'adEditor.title.create')}
      onClose={onClose}
      destroyOnHidden
      data-testid="ad-editor-drawer"
    >
      {target ? (
        <EditorBody
          key={`${target.opening}-${target.adId ?? 'new'}`}
          target={target}
          onSaved={saved}
          onClose={onClose}
        />
      ) : null}
    </GuardedDrawer>
  );
}

/** The form's context from the ad (trigger, tracking host, account) or, for a new ad, its ad group; both with the campaign. */
function contextOf(group: AdGroupDetail | null, ad: AdDetail | null, campaign: CampaignDetail): AdFormContext {
  return {
    adGroupId: ad?.ad_group_id ?? group?.ad_group_id ?? 0,
    adGroupName: ad?.ad_group_name ?? group?.name ?? '',
    campaignName: campaign.name,
    accountId: campaign.account_id,
    triggerMode: ad?.trigger_mode ?? group?.trigger_mode ?? 'download',
    trackingHost: ad?.tracking_host ?? campaign.tracking_host,
    billingType: campaign.billing_type,
    attributionPlatform: campaign.attribution_platform,
  };
}

function EditorBody({
  target,
  onSaved,
  onClose,
}: {
  target: AdEditorTarget;
  onSaved: (adId: number, created: boolean, type: number) => void;
  onClose: () => void;
}) {
  const ad = useCall(calls.ads.detail, target.adId === null ? null : { ad_id: target.adId });
  const group = useCall(
    calls.campaigns.groupDetail,
    target.adId === null && target.adGroupId !== null ? { ad_group_id: target.adGroupId } : null,
  );
  const campaign = useCall(
    calls.campaigns.detail,
    target.campaignId === null ? null : { campaign_id: target.campaignId },
  );
  const form = (context: AdFormContext, item: AdDetail | null) => (
    <AdForm context={context} item={item} onSaved={onSaved} onCancel={onClose} />
  );
  return (
    <DetailGate query={campaign} failed="adEditor.contextFailed">
      {(c) =>
        target.adId === null ? (
          <DetailGate query={group} failed="adEditor.contextFailed">
            {(g) => form(contextOf(g, null, c), null)}
          </DetailGate>
        ) : (
          <DetailGate query={ad} failed="adEditor.loadFailed">
            {(a) => form(contextOf(null, a, c), a)}
          </DetailGate>
        )
      }
    </DetailGate>
  );
}
