export interface MetaTable {
  key: string;
  value: string;
}
