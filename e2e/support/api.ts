import { type Answer, signIn } from '@adconsole/testkit';

export type { Answer };

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
  const { call } = await signIn(base, user);
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
