import type { ColumnType, Generated, Selectable } from 'kysely';

export interface FileTable {
  id: Generated<number>;
  md5: string;
  size: number;
  /** the uploaded file's name without its extension */
  name: string;
  ext: string;
  mime: string;
  /** 1 image, 2 video */
  kind: number;
  width: number;
  height: number;
  /** video seconds, rounded; null for images */
  duration: number | null;
  scale: string;
  screen_type: number;
  storage_key: string;
  /** image thumbnail or video poster frame */
  thumb_key: string | null;
  uploader_id: number;
  /** 1 once a material uses the file */
  used: ColumnType<number, number | undefined, number>;
  create_time: number;
}

export type StoredFile = Selectable<FileTable>;
