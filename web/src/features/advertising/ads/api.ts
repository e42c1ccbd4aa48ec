import { type CallBody, calls } from '@adconsole/contract';

const adCalls = calls.ads;

/** The ad list's body and the ad form's, as the pages send them. */
export type AdListQuery = CallBody<typeof adCalls.list>;
export type AdCreateBody = CallBody<typeof adCalls.create>;
export type AdUpdateBody = CallBody<typeof adCalls.update>;
