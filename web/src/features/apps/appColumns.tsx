import { AuditEntity, type PromotionAppItem } from '@adconsole/contract';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { TFunction } from 'i18next';
import { textColor } from '../../kit/theme';
import type { KitColumn } from '../../kit/useTableColumns';
import HistoryLink from '../../shared/HistoryLink';
import AppIconImage from './AppIconImage';

/** The table's key for its stored column layout. */
export const APP_TABLE = 'promotion-app-list';

/** What the row's controls do, and which of them the role may use. */
export interface AppColumnActions {
  canEdit: boolean;
  canDelete: boolean;
  /** whether the caller may change this app (its groups aside): see {@link changeable} */
  changeable: (item: PromotionAppItem) => boolean;
  onView: (item: PromotionAppItem) => void;
  onEdit: (item: PromotionAppItem) => void;
  onDelete: (item: PromotionAppItem) => void;
}

/**
 * A non-administrator changes only apps linked to its accounts alone (the server's scope rule): an app that is also
 * linked to accounts it does not see (fewer links shown than counted) is read-only for it, so no edit or delete.
 */
export const changeable = (isAdmin: boolean, item: PromotionAppItem) =>
  isAdmin || item.accounts.length >= item.account_count;

export function appCategories(t: TFunction) {
  return [{ key: 'basic', label: t('apps.category.basic') }];
}

/** The spec's columns: product name, icon, package name, and the row's actions (name and actions fixed). */
export function appColumns(t: TFunction, actions: AppColumnActions): KitColumn<PromotionAppItem>[] {
  return [
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: t('apps.column.name'),
      width: 260,
      render: (_, item) => (
        <div>
          <div data-testid="app-name">{item.name}</div>
          <div style={{ fontSize: 12, color: textColor.muted }}>{t('apps.idOf', { id: item.id })}</div>
        </div>
      ),
    },
    {
      key: 'icon',
      category: 'basic',
      title: t('apps.column.icon'),
      width: 90,
      render: (_, item) => <AppIconImage url={item.icon_url} name={item.name} size={40} />,
    },
    {
      key: 'pkg',
      category: 'basic',
      title: t('apps.column.pkg'),
      width: 280,
      render: (_, item) => <span data-testid="app-pkg">{item.pkg_name}</span>,
    },
    {
      key: 'action',
      category: 'basic',
      locked: true,
      title: t('apps.column.action'),
      width: 240,
      render: (_, item) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => actions.onView(item)} data-testid="app-view">
            {t('apps.action.view')}
          </Button>
          {actions.canEdit && actions.changeable(item) ? (
            <Button type="link" size="small" onClick={() => actions.onEdit(item)} data-testid="app-edit">
              {t('apps.action.edit')}
            </Button>
          ) : null}
          {actions.canDelete && actions.changeable(item) ? (
            <Button type="link" size="small" danger onClick={() => actions.onDelete(item)} data-testid="app-delete">
              {t('apps.action.delete')}
            </Button>
          ) : null}
          <HistoryLink entity={AuditEntity.PROMOTION_APP} id={item.id} name={item.name} />
        </Space>
      ),
    },
  ];
}
