import { z } from 'zod';

// The campaign notification calls (issue 15, spec 2's dingTalk calls): a campaign's summary, a test message, or the
// running campaigns' summary posted to the chat-notification webhook (NOTIFY_WEBHOOK_URL).

/** At most this many campaigns are listed in the all-campaigns message (the rest are counted): 20 fit the robot's 4000 characters. */
export const NOTIFY_CAMPAIGNS_MAX = 20;

/** Body of POST /v1/campaign/dingTalk. */
export const notifyCampaignBody = z.object({ campaign_id: z.number().int().positive() });
/** Body of POST /v1/campaign/dingTalkTest and /campaign/dingTalkAll (nothing to send). */
export const notifyEmptyBody = z.object({}).strict();

/** What was posted: the message's text, and how many campaigns it summarises (0 for the test message). */
export const notifyAnswer = z.object({
  text: z.string(),
  campaigns: z.number().int(),
});
export type NotifyAnswer = z.infer<typeof notifyAnswer>;

/** Data of 10501: the webhook answered an error or could not be reached. */
export const notifyFailedData = z.object({ status: z.number().int().nullable() });
export type NotifyFailedData = z.infer<typeof notifyFailedData>;
