import { type ApiKeyIssued, type ApiKeyIssueRequest, calls } from '@adconsole/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { HttpSession, InjectSession } from './sign-in.js';

/**
 * Issues an API key through the administrators' call, as `admin` (a session of an administrator); answers the key
 * with its secret. Throws when the call is refused.
 */
export async function issueApiKey(
  admin: HttpSession | InjectSession,
  input: ApiKeyIssueRequest = { name: 'test pipeline', scopes: ['device_events'] },
): Promise<ApiKeyIssued> {
  const answer = await admin.api(calls.apiKeys.issue, input);
  const envelope = 'statusCode' in answer ? (answer as LightMyRequestResponse).json() : answer;
  if (envelope.code !== 200) throw new Error(`issuing an API key was refused: ${envelope.code} ${envelope.msg}`);
  return envelope.data as ApiKeyIssued;
}

/** The headers a service call sends its key in. */
export function apiKeyHeaders(secret: string): { authorization: string } {
  return { authorization: `Bearer ${secret}` };
}
