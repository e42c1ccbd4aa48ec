/** A material as the list and detail calls answer it (the fields the browser tests read). */
export interface Material {
  id: number;
  name: string;
  type: number;
  status: number;
  source: number;
  bound_ad_count: number;
  third_examine_status: number;
  tags: { id: number; name: string }[];
}

/** An answer of the API: the HTTP status and the envelope. */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** The API as one signed-in user: the tests read the seed and check what the screens saved. */
export interface Api {
  call<T>(method: string, route: string, body?: unknown): Promise<Answer<T>>;
  /** POST /v1/material/list, 100 rows a page */
  materials(query: Record<string, unknown>): Promise<Material[]>;
  /** the tag names of a material, sorted (GET /v1/material/detail) */
  tagsOf(id: number): Promise<string[]>;
}

/** Signs in through POST /v1/login (demo passwords) and answers the API as that user. */
export async function apiAs(base: string, user = 'admin'): Promise<Api> {
  const password = Buffer.from(user === 'admin' ? 'admin123' : 'demo1234').toString('base64');
  const login = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_name: user, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async <T>(method: string, route: string, body?: unknown): Promise<Answer<T>> => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  };
  return {
    call,
    async materials(query) {
      return (await call<{ List: Material[] }>('POST', '/v1/material/list', { page_size: 100, ...query })).data.List;
    },
    async tagsOf(id) {
      const detail = await call<Material>('GET', `/v1/material/detail?material_id=${id}`);
      return detail.data.tags.map((tag) => tag.name).sort();
    },
  };
}
