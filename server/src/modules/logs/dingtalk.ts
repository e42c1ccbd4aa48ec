/** How long a post to the chat webhook may take: a user waits on the button, shutdown waits on the notices. */
const WEBHOOK_TIMEOUT_MS = 5000;

/** DingTalk's robot cuts a text message here; cutting first keeps the prefix and the start of the text. */
const CONTENT_MAX = 4000;

/**
 * Posts a text message as the DingTalk robot expects it (`{msgtype:'text', text:{content}}`), marked as ours: the
 * error notices of the logs module and the campaign notifications send the same body.
 */
export function postText(url: string, text: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msgtype: 'text', text: { content: `[AdConsole] ${text}`.slice(0, CONTENT_MAX) } }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
}
