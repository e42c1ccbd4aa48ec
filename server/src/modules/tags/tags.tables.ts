import type { ColumnType, Generated } from 'kysely';

export interface TagTable {
  id: Generated<number>;
  module: number;
  level: number;
  parent_id: number;
  name: string;
  /** lower-cased name: sibling names are unique regardless of case */
  name_key: string;
  remark: string;
  alias: string | null;
  is_review: ColumnType<number, number | undefined, number>;
  create_time: number;
  update_time: number;
}

export interface MaterialTagTable {
  material_id: number;
  tag_id: number;
}
