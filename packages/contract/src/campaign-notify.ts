import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './limits.js';
import { int32 } from './numbers.js';

// The campaign notification calls (the spec's dingTalk calls): a campaign's summary, a test message, or the
// running campaigns' summary posted to the chat-notification webhook (NOTIFY_WEBHOOK_URL).

/** At most this many campaigns are listed in the all-campaigns message (the rest are counted): 20 fit the robot's 4000 characters. */
export const NOTIFY_CAMPAIGNS_MAX = 20;

/** The language the message is written in: the sender's console language (the default language when not given). */
const notifyLang = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/** Body of POST /v1/campaign/dingTalk. */
export const notifyCampaignBody = z.object({ campaign_id: int32().positive(), lang: notifyLang });
/**
 * Body of POST /v1/campaign/dingTalkTest and /campaign/dingTalkAll: only the message's language is read; other keys
 * (the spec does not give these bodies, and a caller of the spec's API may send its own) are left out, not refused.
 */
export const notifyEmptyBody = z.object({ lang: notifyLang });

/** What was posted: the message's text, and how many campaigns it summarises (0 for the test message). */
export const notifyAnswer = z.object({
  text: z.string(),
  campaigns: z.number().int(),
});
export type NotifyAnswer = z.infer<typeof notifyAnswer>;

/** Data of 10501: the webhook answered an error or could not be reached. */
export const notifyFailedData = z.object({ status: z.number().int().nullable() });
export type NotifyFailedData = z.infer<typeof notifyFailedData>;
