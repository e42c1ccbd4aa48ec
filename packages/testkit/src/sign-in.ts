import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoPassword } from './demo-users.js';

/** What POST /v1/login answers about the signed-in user. */
export interface LoginData {
  token: string;
  user_id: number;
  role_id: number;
  account_id: number | null;
}

/** An answer of the API over HTTP: the HTTP status and the envelope. */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A user signed in over HTTP: `call` sends the token with each call and answers status and envelope. */
export interface HttpSession extends LoginData {
  call<T = unknown>(method: Method, path: string, body?: unknown): Promise<Answer<T>>;
}

/** A user signed in through Fastify's inject: `call` answers inject's response, for status, headers and body checks. */
export interface InjectSession extends LoginData {
  call(method: Method, path: string, body?: unknown): Promise<LightMyRequestResponse>;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const loginBody = (loginName: string, password: string) => ({ login_name: loginName, password: b64(password) });

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
  const res = await fetch(`${baseUrl}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(loginBody(loginName, password)),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { code: number; data: LoginData };
  if (body.code !== 200) throw new Error(`login ${loginName} failed: ${text}`);
  const { token } = body.data;
  return {
    ...body.data,
    async call<T>(method: Method, path: string, payload?: unknown): Promise<Answer<T>> {
      const answer = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { token, 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: answer.status, ...((await answer.json()) as Omit<Answer<T>, 'status'>) };
    },
  };
}

async function signInInject(app: FastifyInstance, loginName: string, password: string): Promise<InjectSession> {
  const res = await app.inject({ method: 'POST', url: '/v1/login', payload: loginBody(loginName, password) });
  const body = res.json() as { code: number; data: LoginData };
  if (body.code !== 200) throw new Error(`login ${loginName} failed: ${res.body}`);
  const { token } = body.data;
  return {
    ...body.data,
    call: (method, url, payload) =>
      app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** Signs in each of `names` (demo passwords) and answers the sessions by name. */
export async function signInAll<N extends string>(app: FastifyInstance, names: readonly N[]) {
  const sessions = {} as Record<N, InjectSession>;
  for (const name of names) sessions[name] = await signIn(app, name);
  return sessions;
}
