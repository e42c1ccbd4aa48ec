import { type CallBody, calls } from '@adconsole/contract';
import { useMutation } from '@tanstack/react-query';
import { outcomeOf } from '../../app/outcome';
import { api } from '../../app/request';
import { currentLanguage } from '../../lib/language';

const campaignCalls = calls.campaigns;

/** The campaign list's body and the ad group list's, as the pages send them. */
export type CampaignListQuery = CallBody<typeof campaignCalls.list>;
export type AdGroupListQuery = CallBody<typeof campaignCalls.groupList>;
export type CampaignCreateBody = CallBody<typeof campaignCalls.create>;
export type CampaignUpdateBody = CallBody<typeof campaignCalls.update>;
export type AdGroupCreateBody = CallBody<typeof campaignCalls.groupCreate>;
export type AdGroupUpdateBody = CallBody<typeof campaignCalls.groupUpdate>;

/**
 * What a change of a campaign, an ad group or an ad refetches once it went through: the three move each other's
 * figures (an ad's change its group's and campaign's), and the material library shows the ads bound to a material.
 */
export const advertisingChange = {
  refusals: {},
  invalidates: [['campaigns'], ['ads'], ['materials']],
};

/** What a notification posts to the chat webhook: a test message, one campaign's summary, or the running ones'. */
export type NotifyTarget = { kind: 'test' } | { kind: 'campaign'; id: number } | { kind: 'all' };

const quiet = { quiet: true } as const;

/** Posts a notification (nothing cached changes); a missing webhook comes back as 10500 to show. */
export const useNotify = () =>
  useMutation({
    mutationFn: (target: NotifyTarget) =>
      outcomeOf(
        target.kind === 'campaign'
          ? api(campaignCalls.notifyCampaign, { campaign_id: target.id, lang: currentLanguage() }, quiet)
          : api(
              target.kind === 'test' ? campaignCalls.notifyTest : campaignCalls.notifyAll,
              { lang: currentLanguage() },
              quiet,
            ),
      ),
  });
