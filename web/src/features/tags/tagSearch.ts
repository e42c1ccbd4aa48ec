import type { TagItem, TagListQuery } from '@adconsole/contract';
import { TagLimits } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, Filters, ListDefaults, ListState } from '../../kit/listQuery';
import type { SearchField } from '../../kit/searchFields';

/** How the tag filters sit in the URL (stable module constants for the list hook). */
export const TAG_CODECS: readonly FieldCodec[] = [
  { key: 'name', kind: 'text' },
  { key: 'topic', kind: 'select', valueType: 'number' },
  { key: 'category', kind: 'select', valueType: 'number' },
];

/** Spec: reset restores page 1 and page size 10. */
export const TAG_DEFAULTS: ListDefaults = { pageSize: TagLimits.DEFAULT_PAGE_SIZE };

/** The filter form: name, theme, and the chosen theme's categories. */
export function tagFields(t: TFunction, themes: readonly TagItem[], categories: readonly TagItem[]): SearchField[] {
  const byKey = new Map(TAG_CODECS.map((c) => [c.key, c]));
  return [
    {
      ...byKey.get('name')!,
      label: t('tags.filter.name'),
      placement: 'quick',
      span: 6,
      emoji: 'reject',
      placeholder: t('tags.filter.name'),
    },
    {
      ...byKey.get('topic')!,
      label: t('tags.filter.topic'),
      placement: 'inline',
      span: 5,
      options: themes.map((th) => ({ value: th.id, label: th.name })),
    },
    {
      ...byKey.get('category')!,
      label: t('tags.filter.category'),
      placement: 'inline',
      span: 5,
      options: categories.map((c) => ({ value: c.id, label: c.name })),
    },
  ];
}

/** Spec: choosing another theme clears the category (its categories are another theme's). */
export function withTopicRule(current: Filters, next: Filters): Filters {
  return next.topic !== current.topic ? { ...next, category: undefined } : next;
}

/** The list call's query for the current list state: level-3 tags. */
export function tagQuery(list: Pick<ListState, 'filters' | 'page' | 'pageSize'>): Partial<TagListQuery> {
  const { name, topic, category } = list.filters;
  return {
    level: 3,
    page_no: list.page,
    page_size: list.pageSize,
    name: typeof name === 'string' ? name : undefined,
    topic_id: typeof topic === 'number' ? topic : undefined,
    category_id: typeof category === 'number' ? category : undefined,
  };
}
