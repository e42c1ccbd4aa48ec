import {
  AccountRelationType,
  AppPlatform,
  AuditAction,
  AuditEntity,
  Code,
  type calls,
  type FieldError,
  FileKind,
  fileUrl,
  iconSizeMessage,
  type ParsedBody,
  type ParsedQuery,
  type PromotionAppLinkSetting,
  PromotionAppStatus,
  PromotionType,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { summarise } from '../../core/validation-errors.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { assertScopeChangeable, checkLinkTarget } from '../accounts/index.js';
import type { Actor } from '../audit/index.js';
import { audit, givenFields } from '../audit/index.js';
import { markFilesUsed } from '../files/index.js';
import * as repo from './apps.repo.js';
import { settingsOf, visibleApp } from './apps.service.js';

type Calls = typeof calls.apps;
type Settings = { promotion_type?: number; platform?: number; icon_file_id?: number };

/** A link's own listing: store, promotion type and link. */
type Listing = Pick<PromotionAppLinkSetting, 'app_store' | 'promotion_type' | 'promotion_link'>;

/**
 * The per-account listings sent, by account: each must name a linked account once and an offered type; the
 * problems are named `links.<i>.<field>` and join the other fields' in the one 400.
 */
function linkSettings(links: PromotionAppLinkSetting[] | undefined, accounts: number[], errors: FieldError[]) {
  const byAccount = new Map<number, Listing>();
  (links ?? []).forEach((link, i) => {
    const { account_id, ...listing } = link;
    if (!accounts.includes(account_id)) {
      errors.push({
        field: `links.${i}.account_id`,
        rule: 'linked',
        message: `account ${account_id} is not among the linked accounts`,
      });
    } else if (byAccount.has(account_id)) {
      errors.push({ field: `links.${i}.account_id`, rule: 'unique', message: `account ${account_id} is named twice` });
    }
    if (link.promotion_type === PromotionType.WEB) {
      errors.push({
        field: `links.${i}.promotion_type`,
        rule: 'disabled',
        message: 'promotion type 2 (web) is disabled',
      });
    }
    byAccount.set(account_id, listing);
  });
  return byAccount;
}

/**
 * The rules beyond the schema, every failed field in one 400: disabled choices, and an icon that is an image of an
 * icon's size (contract `iconSizeProblem`; not square is taken) the caller uploaded (or the app's icon already, `keptIcon`). Another user's upload is not there for it, as for a
 * material (an answer must not confirm another's file id).
 */
async function checkSettings(
  db: DB,
  auth: AuthContext,
  body: Settings,
  errors: FieldError[] = [],
  keptIcon: number | null = null,
): Promise<{ iconUrl: string } | null> {
  if (body.promotion_type === PromotionType.WEB) {
    errors.push({ field: 'promotion_type', rule: 'disabled', message: 'promotion type 2 (web) is disabled' });
  }
  if (body.platform === AppPlatform.IOS) {
    errors.push({ field: 'platform', rule: 'disabled', message: 'platform 2 (iOS) is disabled' });
  }
  let icon: { iconUrl: string } | null = null;
  if (body.icon_file_id !== undefined) {
    const found = await repo.findFile(db, body.icon_file_id);
    const mayUse = auth.isAdmin || found?.uploader_id === auth.userId || body.icon_file_id === keptIcon;
    const file = mayUse ? found : undefined;
    if (!file || file.kind !== FileKind.IMAGE) {
      errors.push({ field: 'icon_file_id', rule: 'image', message: 'must be an image uploaded through /v1/file' });
    } else if (iconSizeMessage(file.width, file.height)) {
      errors.push({
        field: 'icon_file_id',
        rule: 'icon_size',
        message: iconSizeMessage(file.width, file.height) ?? '',
      });
    } else icon = { iconUrl: fileUrl(file.storage_key) };
  }
  if (errors.length) throw new AppError(Code.BAD_REQUEST, summarise(errors), { errors });
  return icon;
}

const pkgTaken = (pkgName: string, appStore: number, holders: { account_id: number; account_name: string }[]) =>
  new AppError(
    Code.APP_PKG_TAKEN,
    `package ${pkgName} is already in store ${appStore} for ${holders.map((h) => h.account_name).join(', ')}`,
    {
      pkg_name: pkgName,
      app_store: appStore,
      account_ids: holders.map((h) => h.account_id),
      account_names: holders.map((h) => h.account_name),
    },
  );

/**
 * One package name per store within an account: checked first per store the links use, and the unique index decides
 * a race the same way.
 */
async function assertPkgFree(
  db: DB,
  pkgName: string,
  links: { account_id: number; app_store: number }[],
  appId: number | null,
) {
  const byStore = new Map<number, number[]>();
  for (const l of links) byStore.set(l.app_store, [...(byStore.get(l.app_store) ?? []), l.account_id]);
  for (const [appStore, accountIds] of byStore) {
    const holders = await repo.pkgHolders(db, pkgName, appStore, accountIds, appId);
    if (holders.length) throw pkgTaken(pkgName, appStore, holders);
  }
}
function orPkgTaken(pkgName: string, appStore: number) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw pkgTaken(pkgName, appStore, []);
    throw error;
  };
}

/** A non-administrator changes only apps whose linked accounts are all its own (the shared account-scope rule). */
async function assertChangeable(db: DB, auth: AuthContext, id: number, links: { account_id: number }[]) {
  const linked = { id, relationType: AccountRelationType.SPECIFIED, accountIds: links.map((l) => l.account_id) };
  await assertScopeChangeable(db, auth, [linked], 'promotion app');
}

export async function create(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['create']>) {
  const accounts = [...new Set(body.account_ids)];
  const errors: FieldError[] = [];
  const own = linkSettings(body.links, accounts, errors);
  const icon = await checkSettings(db, auth, body, errors);
  await checkLinkTarget(db, auth, AccountRelationType.SPECIFIED, accounts);
  const app = { app_store: body.app_store, promotion_type: body.promotion_type, promotion_link: body.promotion_link };
  const listings = accounts.map((account_id) => ({ account_id, ...(own.get(account_id) ?? app) }));
  await assertPkgFree(db, body.pkg_name, listings, null);
  const now = Date.now();
  const version = body.version ?? '';
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const appId = await repo.insertApp(trx, {
        account_id: accounts[0]!,
        name: body.name,
        pkg_name: body.pkg_name,
        app_store: body.app_store,
        platform: body.platform,
        promotion_type: body.promotion_type,
        promotion_link: body.promotion_link,
        version,
        description: body.description,
        icon_url: icon?.iconUrl ?? '',
        icon_file_id: body.icon_file_id,
        status: PromotionAppStatus.LIVE,
        create_user_id: auth.userId,
        delete_user_id: null,
        delete_operator: null,
        delete_time: null,
        create_time: now,
        update_time: now,
      });
      await repo.insertLinks(
        trx,
        listings.map((listing) => ({ promotion_app_id: appId, ...listing, pkg_name: body.pkg_name, create_time: now })),
      );
      await markFilesUsed(trx, [body.icon_file_id]);
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.PROMOTION_APP,
        id: appId,
        name: body.name,
        after: { ...body, version, account_ids: accounts, links: listings },
      });
      return appId;
    })
    .catch(orPkgTaken(body.pkg_name, listings[0]!.app_store));
  return { id };
}

export async function edit(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['edit']>) {
  const { row, links } = await visibleApp(db, auth, body.id);
  await assertChangeable(db, auth, row.id, links);
  const linked = links.map((l) => l.account_id);
  const accounts = body.account_ids ? [...new Set(body.account_ids)] : linked;
  const errors: FieldError[] = [];
  const own = linkSettings(body.links, accounts, errors);
  const icon = await checkSettings(db, auth, body, errors, row.icon_file_id);
  const added = accounts.filter((a) => !linked.includes(a));
  const dropped = linked.filter((a) => !accounts.includes(a));
  if (body.account_ids) await checkLinkTarget(db, auth, AccountRelationType.SPECIFIED, added.length ? added : accounts);
  const listingOf = (l: Listing): Listing => ({
    app_store: l.app_store,
    promotion_type: l.promotion_type,
    promotion_link: l.promotion_link,
  });
  const current = new Map(links.map((l) => [l.account_id, listingOf(l)]));
  const before = {
    ...settingsOf(row),
    account_ids: linked,
    links: links.map((l) => ({ account_id: l.account_id, ...listingOf(l) })),
  };
  const { id: _, account_ids: __, links: ___, ...sent } = body;
  const changes = givenFields(sent);
  const settings = { ...settingsOf(row), ...changes } as ReturnType<typeof settingsOf>;
  // an account's own listing when sent; else the app's for a new link or when the app's changed; else it stays
  const appChanged = ['app_store', 'promotion_type', 'promotion_link'].some((k) => k in changes);
  const listings = accounts.map((account_id) => {
    const kept = current.get(account_id);
    return { account_id, ...(own.get(account_id) ?? (kept && !appChanged ? kept : listingOf(settings))) };
  });
  const after = { ...settings, account_ids: accounts, links: listings };
  await assertPkgFree(db, after.pkg_name, listings, row.id);
  const now = Date.now();
  await db
    .transaction()
    .execute(async (trx) => {
      const { account_ids: _, links: __, ...columns } = after;
      await repo.updateApp(trx, row.id, {
        ...columns,
        // the owning account is the first linked one while it stays linked
        account_id: accounts.includes(row.account_id) ? row.account_id : accounts[0]!,
        icon_url: icon?.iconUrl ?? row.icon_url,
        update_time: now,
      });
      await repo.deleteLinks(trx, row.id, dropped);
      // kept links are updated in place, so they keep their upload time
      for (const { account_id, ...listing } of listings) {
        if (current.has(account_id))
          await repo.updateLink(trx, row.id, account_id, { ...listing, pkg_name: after.pkg_name });
      }
      await repo.insertLinks(
        trx,
        listings
          .filter((l) => added.includes(l.account_id))
          .map((l) => ({ promotion_app_id: row.id, ...l, pkg_name: after.pkg_name, create_time: now })),
      );
      if (body.icon_file_id !== undefined) await markFilesUsed(trx, [body.icon_file_id]);
      await audit.record(trx, actor, {
        action: AuditAction.UPDATE,
        entity: AuditEntity.PROMOTION_APP,
        id: row.id,
        name: row.name,
        before,
        after,
      });
    })
    .catch(orPkgTaken(after.pkg_name, after.app_store));
  return { id: row.id };
}

/** Soft delete, refused while a campaign (not deleted) promotes the app; the session's user is the operator kept. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, query: ParsedQuery<Calls['remove']>) {
  const { row, links } = await visibleApp(db, auth, query.id);
  await assertChangeable(db, auth, row.id, links);
  const campaigns = (await repo.campaignsOfApp(db, row.id)).map((c) => c.id);
  if (campaigns.length) {
    throw new AppError(Code.APP_IN_USE, `promotion app ${row.id} is promoted by campaigns ${campaigns.join(', ')}`, {
      id: row.id,
      campaign_count: campaigns.length,
      campaign_ids: campaigns,
    });
  }
  const now = Date.now();
  const operator = query.operator ?? actor.name;
  await db.transaction().execute(async (trx) => {
    await repo.updateApp(trx, row.id, {
      status: PromotionAppStatus.DELETED,
      delete_user_id: auth.userId,
      delete_operator: operator.slice(0, 100),
      delete_time: now,
      update_time: now,
    });
    await repo.updateLinks(trx, row.id, { status: PromotionAppStatus.DELETED });
    await audit.record(trx, actor, {
      action: AuditAction.DELETE,
      entity: AuditEntity.PROMOTION_APP,
      id: row.id,
      name: row.name,
      before: { status: row.status },
      after: { status: PromotionAppStatus.DELETED, operator },
    });
  });
  return { id: row.id };
}
