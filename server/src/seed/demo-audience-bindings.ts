import type { DB } from '../db/database.js';
import { bindDemoAudiences, demoAdGroups } from '../modules/advertising/index.js';

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
  const groups = await demoAdGroups(db);
  const ids = (names: readonly string[]) => names.map((n) => audienceIds.get(n)).filter((id) => id !== undefined);
  const bindings = DEMO_AUDIENCE_BINDINGS.flatMap((b) => {
    const group = groups.find((g) => g.account_name === b.account && g.name === b.group);
    return group ? [{ groupId: group.id, include: ids(b.include), exclude: ids(b.exclude) }] : [];
  });
  await bindDemoAudiences(db, bindings);
}
