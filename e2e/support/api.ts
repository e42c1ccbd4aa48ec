import { type CallBody, calls, type MaterialItem } from '@adconsole/contract';
import { type HttpSession, signIn } from '@adconsole/testkit';

/** The body of the material list call, as the tests filter it. */
export type MaterialQuery = CallBody<typeof calls.materials.list>;

/** The API as one signed-in user: the tests read the seed and check what the screens saved. */
export interface Api {
  /** sends a declared call (`calls.*`) with its query or body */
  api: HttpSession['api'];
  /** the first 100 materials of the list call */
  materials(query: MaterialQuery): Promise<MaterialItem[]>;
  /** the tag names of a material, sorted (the detail call) */
  tagsOf(id: number): Promise<string[]>;
}

/** Signs in through the login call (demo passwords) and answers the API as that user. */
export async function apiAs(base: string, user = 'admin'): Promise<Api> {
  const { api } = await signIn(base, user);
  return {
    api,
    async materials(query) {
      return (await api(calls.materials.list, { page_size: 100, ...query })).data.List;
    },
    async tagsOf(id) {
      const detail = await api(calls.materials.detail, { material_id: id });
      return detail.data.tags.map((tag) => tag.name).sort();
    },
  };
}
