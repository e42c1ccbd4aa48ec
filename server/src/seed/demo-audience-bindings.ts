import type { DB } from '../db/database.js';
import { setAudiences } from '../modules/advertising/ad-groups/adgroups.repo.js';
import { allAdGroups } from '../modules/advertising/campaigns/campaigns.repo.js';

/**
 * Demo ad groups that target Import Successful demo packages (each visible to the group's account), so the audience
 * list's linked ad sets and the refusal to delete a bound package (10021) show on a fresh start. Older packages
 * are chosen: the audience browser test deletes the newest deletable one.
 */
export const DEMO_AUDIENCE_BINDINGS = [
  {
    account: 'Orchid Shopping',
    group: 'Retargeting',
    include: ['High spenders · MD5'],
    exclude: ['Lapsed buyers · 90 days'],
  },
  { account: 'Nimbus Video', group: 'Android installs', include: ['Lapsed buyers · 90 days'], exclude: [] },
] as const;

/** Binds the demo packages (ids by name, as the audience seed made them) to the demo ad groups, in one transaction. */
export async function seedDemoAudienceBindings(db: DB, audienceIds: Map<string, number>): Promise<void> {
  const groups = await allAdGroups(db);
  const ids = (names: readonly string[]) => names.map((n) => audienceIds.get(n)).filter((id) => id !== undefined);
  await db.transaction().execute(async (trx) => {
    for (const b of DEMO_AUDIENCE_BINDINGS) {
      const group = groups.find((g) => g.account_name === b.account && g.name === b.group);
      if (group) await setAudiences(trx, group.id, ids(b.include), ids(b.exclude));
    }
  });
}
