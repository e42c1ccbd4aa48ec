import {
  AudienceStatus,
  AuditKind,
  audienceListQuery,
  ExamineStatus,
  HomeLimits,
  type HomeOverview,
  materialListQuery,
  PERMISSION_GROUPS,
  type PermissionGroupName,
} from '@adconsole/contract';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { deliveryOverview } from '../advertising/index.js';
import { listAudiences } from '../audiences/index.js';
import { audit } from '../audit/index.js';
import { listMaterials } from '../materials/index.js';

const ROWS = HomeLimits.CARD_ROWS;

/** Whether the caller may use a permission group: its page and the group, as the access guard decides. */
export function may(auth: AuthContext, group: PermissionGroupName): boolean {
  return auth.isAdmin || (auth.menus.has(PERMISSION_GROUPS[group]) && auth.groups.has(group));
}

const firstRows = <T>(list: T[]) => ({ total: list.length, list: list.slice(0, ROWS) });

async function delivery(db: DB, auth: AuthContext) {
  if (!may(auth, 'campaign.view')) return { pacing: null, idle: null };
  const { pacing, idle } = await deliveryOverview(db, auth, HomeLimits.CAMPAIGNS_MAX);
  return { pacing: firstRows(pacing), idle: firstRows(idle) };
}

async function imports(db: DB, auth: AuthContext): Promise<HomeOverview['imports']> {
  if (!may(auth, 'audience.view')) return null;
  const q = audienceListQuery.parse({ page_no: 1, page_size: ROWS, status: [AudienceStatus.IMPORTING] });
  const page = await listAudiences(db, auth, q);
  return {
    total: page.total,
    list: page.list.map((a) => ({
      cluster_id: a.cluster_id,
      name: a.cluster_name,
      generating: a.generating,
      percent:
        a.progress && a.progress.total_bytes > 0
          ? Math.min(100, Math.round((a.progress.bytes_read / a.progress.total_bytes) * 100))
          : null,
      create_time: a.create_time,
    })),
  };
}

async function review(db: DB, auth: AuthContext): Promise<HomeOverview['review']> {
  if (!may(auth, 'material.view')) return null;
  const q = materialListQuery.parse({ page_no: 1, page_size: ROWS, third_examine_status: ExamineStatus.IN_REVIEW });
  const page = await listMaterials(db, auth, q);
  return {
    total: page.Total,
    list: page.List.map((m) => ({ material_id: m.id, name: m.name, type: m.type, create_time: m.create_time })),
  };
}

// the audit log is the administrators' (its service refuses anyone else)
async function changes(db: DB, auth: AuthContext): Promise<HomeOverview['changes']> {
  if (!auth.isAdmin) return null;
  // changes only: the sign-ins of the day would push every change off a card of a few rows
  const page = await audit.list(db, auth, { page_size: ROWS, kind: AuditKind.CHANGE });
  const list = page.list.map(({ id, time, actor_name, action, entity_kind, entity_id, entity_name }) => ({
    id,
    time,
    actor_name,
    action,
    entity_kind,
    entity_id,
    entity_name,
  }));
  return { total: list.length, list };
}

/** The cockpit of the signed-in user: each part from its area's own service, null where the role may not see it. */
export async function overview(db: DB, auth: AuthContext): Promise<HomeOverview> {
  const [d, i, r, c] = await Promise.all([delivery(db, auth), imports(db, auth), review(db, auth), changes(db, auth)]);
  return { ...d, imports: i, review: r, changes: c };
}
