import {
  type AccountItem,
  ExamineStatus,
  MaterialLimits,
  MaterialStatus,
  MaterialType,
  type TagTreeNode,
  TimeSort,
  type UserItem,
} from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListDefaults, ListState } from '../../../kit/listQuery';
import type { Option } from '../../../kit/loadMore';
import type { SearchField } from '../../../kit/searchFields';
import type { MaterialListParams } from '../api';

/** Which library a page shows: 1 images, 2 videos. */
export type LibraryType = typeof MaterialType.IMAGE | typeof MaterialType.VIDEO;

const IMAGE_CODECS: readonly FieldCodec[] = [
  { key: 'name', kind: 'text' },
  { key: 'tags', kind: 'multi', valueType: 'number' },
  { key: 'account', kind: 'select', valueType: 'number' },
  { key: 'status', kind: 'select', valueType: 'number' },
  { key: 'id', kind: 'number' },
  { key: 'source', kind: 'select', valueType: 'number' },
  { key: 'creator', kind: 'multi', valueType: 'number' },
];
// Spec: the video library's status filter defaults to 1 and resets to 1.
const VIDEO_CODECS: readonly FieldCodec[] = IMAGE_CODECS.map((codec) =>
  codec.key === 'status' ? { ...codec, defaultValue: MaterialStatus.ACTIVE } : codec,
);

/** How a library's filters sit in the URL (module constants: the list hook needs them stable). */
export const libraryCodecs = (type: LibraryType): readonly FieldCodec[] =>
  type === MaterialType.VIDEO ? VIDEO_CODECS : IMAGE_CODECS;

/** Spec: the material lists open newest first, 10 rows a page. */
export const LIBRARY_DEFAULTS: ListDefaults = {
  pageSize: MaterialLimits.PAGE_SIZE,
  sort: { field: 'create_time', order: 'descend' },
};

/** The lookups and the tag control a library's search form is built from. */
export interface LibraryFieldSources {
  accounts: readonly AccountItem[];
  users: readonly UserItem[];
  /** every third-level tag with its "theme / category / tag" label (the chip text) */
  tagOptions: readonly Option<number>[];
  tagControl: SearchField['control'];
  /** the account filter's control (server-searched); the kit's select when absent */
  accountControl?: SearchField['control'];
}

/** The search form of a library, with translated labels and the loaded lookups as options. */
export function libraryFields(t: TFunction, type: LibraryType, sources: LibraryFieldSources): SearchField[] {
  const byKey = new Map(libraryCodecs(type).map((codec) => [codec.key, codec]));
  const field = (key: string, rest: Omit<SearchField, keyof FieldCodec | 'label'>): SearchField => ({
    ...byKey.get(key)!,
    label: t(`library.field.${key}`),
    ...rest,
  });
  return [
    field('name', { placement: 'quick', span: 5, emoji: 'reject', placeholder: t('library.field.namePlaceholder') }),
    field('tags', { placement: 'inline', span: 5, options: sources.tagOptions, control: sources.tagControl }),
    field('account', {
      placement: 'inline',
      span: 4,
      options: sources.accounts.map((a) => ({ value: a.id, label: a.account_name })),
      control: sources.accountControl,
    }),
    field('status', {
      placement: 'inline',
      span: 3,
      options: [MaterialStatus.ACTIVE, MaterialStatus.DELETED].map((s) => ({
        value: s,
        label: t(`library.status.${s}`),
      })),
    }),
    field('id', { placement: 'advanced', rule: { min: 1 } }),
    field('source', {
      placement: 'advanced',
      options: [1, 2].map((s) => ({ value: s, label: t(`library.source.${s}`) })),
    }),
    field('creator', {
      placement: 'advanced',
      cap: MaterialLimits.CREATORS_MAX,
      options: sources.users.map((u) => ({ value: u.id, label: u.shareid })),
    }),
  ];
}

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;
const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.length ? (value as number[]) : undefined;

/**
 * The POST /v1/material/list body of a library's state. The review queue asks only for materials in review.
 * Keys without a value are left out, so equal lists share one cache entry.
 */
export function libraryQuery(
  type: LibraryType,
  state: Pick<ListState, 'filters' | 'page' | 'pageSize' | 'sort'>,
  reviewQueue = false,
): MaterialListParams {
  const f = state.filters;
  const query: MaterialListParams = {
    page_no: state.page,
    page_size: state.pageSize,
    type,
    name: typeof f.name === 'string' ? f.name : undefined,
    id: whole(f.id),
    status: whole(f.status) as MaterialListParams['status'],
    account_id: whole(f.account),
    source: whole(f.source),
    tag_ids: ids(f.tags),
    creator_id: ids(f.creator),
    third_examine_status: reviewQueue ? [ExamineStatus.IN_REVIEW] : undefined,
    time_sort: state.sort?.field === 'create_time' && state.sort.order === 'ascend' ? TimeSort.ASC : TimeSort.DESC,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as MaterialListParams;
}

/** Every third-level tag as an option labelled "category / tag", the text of the tag filter's chip. */
export function tagLeafOptions(tree: readonly TagTreeNode[]): Option<number>[] {
  return tree.flatMap((theme) =>
    theme.children.flatMap((category) =>
      category.children.map((tag) => ({ value: tag.id, label: `${category.name} / ${tag.name}` })),
    ),
  );
}
