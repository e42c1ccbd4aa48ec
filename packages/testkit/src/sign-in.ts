import { type Call, type CallAnswer, type CallBody, type CallEnvelope, calls } from '@adconsole/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type CallArgs, callRequest } from './call-input.js';
import { demoPassword } from './demo-users.js';

/** What the login call answers about the signed-in user. */
export type LoginData = CallAnswer<typeof calls.session.login>;

/** An answer of the API over HTTP: the HTTP status and the envelope. */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A user signed in over HTTP. `api` sends a declared call with its query or body; `call` sends any method and path
 * (integration tests spell paths on purpose, and some send wrong ones). Both send the token and answer status and
 * envelope.
 */
export interface HttpSession extends LoginData {
  api<C extends Call>(call: C, ...input: CallArgs<C>): Promise<{ status: number } & CallEnvelope<C>>;
  call<T = unknown>(method: Method, path: string, body?: unknown): Promise<Answer<T>>;
}

/** A user signed in through Fastify's inject: `api` and `call` answer inject's response, for status, headers and body checks. */
export interface InjectSession extends LoginData {
  api<C extends Call>(call: C, ...input: CallArgs<C>): Promise<LightMyRequestResponse>;
  call(method: Method, path: string, body?: unknown): Promise<LightMyRequestResponse>;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const loginBody = (loginName: string, password: string): CallBody<typeof calls.session.login> => ({
  login_name: loginName,
  password: b64(password),
});

/**
 * Signs in through the real login call, as a base URL's server (`http://127.0.0.1:port`) or an app in this process
 * (inject), with the demo password of `loginName` unless one is given. Throws when the login is refused.
 */
export function signIn(target: string, loginName: string, password?: string): Promise<HttpSession>;
export function signIn(target: FastifyInstance, loginName: string, password?: string): Promise<InjectSession>;
export async function signIn(
  target: string | FastifyInstance,
  loginName: string,
  password = demoPassword(loginName),
): Promise<HttpSession | InjectSession> {
  return typeof target === 'string'
    ? signInHttp(target, loginName, password)
    : signInInject(target, loginName, password);
}

async function signInHttp(baseUrl: string, loginName: string, password: string): Promise<HttpSession> {
  const login = calls.session.login;
  const res = await fetch(`${baseUrl}${login.path}`, {
    method: login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(loginBody(loginName, password)),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { code: number; data: LoginData };
  if (body.code !== 200) throw new Error(`login ${loginName} failed: ${text}`);
  const { token } = body.data;
  const send = async <T>(method: Method, path: string, payload: unknown, json: boolean): Promise<Answer<T>> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: json ? { token, 'content-type': 'application/json' } : { token },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: answer.status, ...((await answer.json()) as Omit<Answer<T>, 'status'>) };
  };
  return {
    ...body.data,
    api(call: Call, ...input: unknown[]) {
      const { url, payload } = callRequest(call, input[0]);
      // Fastify refuses a JSON content type with an empty body (FST_ERR_CTP_EMPTY_JSON_BODY), so it goes only with one
      // (the answer is the call's envelope, `total` included for a paged call)
      return send(call.method, url, payload, payload !== undefined) as Promise<never>;
    },
    call: (method, path, payload) => send(method, path, payload, true),
  };
}

async function signInInject(app: FastifyInstance, loginName: string, password: string): Promise<InjectSession> {
  const login = calls.session.login;
  const res = await app.inject({ method: login.method, url: login.path, payload: loginBody(loginName, password) });
  const body = res.json() as { code: number; data: LoginData };
  if (body.code !== 200) throw new Error(`login ${loginName} failed: ${res.body}`);
  const { token } = body.data;
  const send = (method: Method, url: string, payload: unknown) =>
    app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    ...body.data,
    api(call: Call, ...input: unknown[]) {
      const { url, payload } = callRequest(call, input[0]);
      return send(call.method, url, payload);
    },
    call: send,
  };
}

/** Signs in each of `names` (demo passwords) and answers the sessions by name. */
export async function signInAll<N extends string>(app: FastifyInstance, names: readonly N[]) {
  const sessions = {} as Record<N, InjectSession>;
  for (const name of names) sessions[name] = await signIn(app, name);
  return sessions;
}
