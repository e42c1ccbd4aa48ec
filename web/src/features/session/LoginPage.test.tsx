import { Code, calls } from '@adconsole/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/storage';
import LoginPage from './LoginPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Landed() {
  return <output data-testid="landed" />;
}

function renderLogin(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    submit();
    expect(await screen.findByText('SHAREid is Required !')).toBeTruthy();
    expect(screen.getByText('Password is Required !')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    type('SHAREid', 'admin');
    expect(screen.queryByText('SHAREid is Required !')).toBeNull();
  });

  it('shows the translated refusal with the seconds of a lock', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { code: 10101, msg: 'too many', data: { retry_after: 37 } })),
    );
    renderLogin();
    type('SHAREid', 'admin');
    type('Password', 'nope');
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);
    expect(await screen.findByText('Too many failed attempts. Try again in 37 seconds.')).toBeTruthy();
  });

  it('tells a busy server (429 LOGIN_BUSY) apart from a lock, with its seconds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, { code: Code.LOGIN_BUSY, msg: 'too many sign-ins being checked', data: { retry_after: 1 } }),
      ),
    );
    renderLogin();
    type('SHAREid', 'admin');
    type('Password', 'admin123');
    submit();
    expect(await screen.findByText('The server is busy checking other sign-ins. Try again in a moment.')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('signs in with the base64 password and follows the redirect parameter', async () => {
    const fetch = vi.fn(async () =>
      json(200, {
        code: 200,
        msg: 'success',
        data: {
          token: 'tok',
          user_id: 1,
          login_name: 'admin',
          role_id: 1,
          account_id: null,
          expires_at: Date.now() + 1e6,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/material/video')}`);
    type('SHAREid', ' admin ');
    type('Password', 'admin123');
    submit();
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/material/video');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(calls.session.login.path);
    expect(JSON.parse(String(init.body))).toEqual({ login_name: 'admin', password: 'YWRtaW4xMjM=' });
    expect(getToken()).toBe('tok');
    expect(localStorage.getItem('user_id')).toBe('1');
    expect(localStorage.getItem('shareid')).toBe('admin');
  });
});
