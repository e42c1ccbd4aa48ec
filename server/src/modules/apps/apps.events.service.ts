import {
  AccountRelationType,
  AppLimits,
  AuditAction,
  AuditEntity,
  Code,
  type calls,
  type EventMappingItem,
  type ParsedBody,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { assertScopeChangeable } from '../accounts/index.js';
import type { Actor } from '../audit/index.js';
import { audit, auditedDelete } from '../audit/index.js';
import * as repo from './apps.repo.js';
import { mappingItems, visibleApp } from './apps.service.js';

// An app's conversion event mappings (app event name -> platform event type): a campaign names the one it optimises
// for, and a mapping a campaign names cannot be deleted (4001).

/** The app, if the caller may change it: visible, and (for a non-administrator) linked only to its accounts. */
async function changeableApp(db: DB, auth: AuthContext, appId: number) {
  const { row, links } = await visibleApp(db, auth, appId);
  const linked = { id: appId, relationType: AccountRelationType.SPECIFIED, accountIds: links.map((l) => l.account_id) };
  await assertScopeChangeable(db, auth, [linked], 'promotion app');
  return row;
}

export async function list(db: DB, auth: AuthContext, appId: number): Promise<EventMappingItem[]> {
  await visibleApp(db, auth, appId);
  return mappingItems(db, appId);
}

const nameTaken = (appId: number, eventName: string) =>
  new AppError(Code.EVENT_MAPPING_TAKEN, `promotion app ${appId} already maps ${eventName}`, {
    promotion_app_id: appId,
    event_name: eventName,
  });

export async function add(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  body: ParsedBody<typeof calls.apps.addEventMapping>,
) {
  const app = await changeableApp(db, auth, body.promotion_app_id);
  if (await repo.mappingNamed(db, app.id, body.event_name)) throw nameTaken(app.id, body.event_name);
  if ((await repo.mappingsOf(db, app.id)).length >= AppLimits.EVENT_MAPPINGS_MAX) {
    throw fieldError('promotion_app_id', 'max', `an app holds at most ${AppLimits.EVENT_MAPPINGS_MAX} event mappings`);
  }
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const mappingId = await repo.insertMapping(trx, {
        promotion_app_id: app.id,
        event_name: body.event_name,
        event_type: body.event_type,
        create_user_id: auth.userId,
        create_time: Date.now(),
      });
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.EVENT_MAPPING,
        id: mappingId,
        name: body.event_name,
        after: { ...body, promotion_app_name: app.name },
      });
      return mappingId;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken(app.id, body.event_name) : error;
    });
  return { id };
}

/** Deletes a mapping no campaign (not deleted) names; one that a campaign uses answers 4001. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const notThere = () => new AppError(Code.NOT_EXISTS, `event mapping ${id} does not exist`, { id });
  const mapping = await repo.findMapping(db, id);
  if (!mapping) throw notThere();
  // a mapping of an app the caller cannot see is not there for it (naming its app would confirm both)
  const app = await changeableApp(db, auth, mapping.promotion_app_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === Code.NOT_EXISTS ? notThere() : error;
  });
  const campaigns = (await repo.campaignsOfMappings(db, [id])).map((c) => c.id);
  if (campaigns.length) {
    // the spec's code and words; it travels with HTTP 200 like the business codes
    throw new AppError(
      Code.EVENT_MAPPING_IN_USE,
      'an event mapping already exists, cannot delete',
      { id, campaign_ids: campaigns },
      200,
    );
  }
  await db.transaction().execute(async (trx) => {
    await auditedDelete(trx, actor, AuditEntity.EVENT_MAPPING, repo.deleteMapping, {
      id,
      name: mapping.event_name,
      before: {
        promotion_app_id: app.id,
        promotion_app_name: app.name,
        event_name: mapping.event_name,
        event_type: mapping.event_type,
      },
    });
  });
  return { id };
}
