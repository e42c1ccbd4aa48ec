import type { MaterialItem } from '@adconsole/contract';
import type { PickerMode } from './limits';

/** Props every material picker takes (the drawer adds open/onClose; the dialog is a form field). */
export interface MaterialPickerProps {
  /** 1 images, 2 videos (sku mode picks images) */
  type: 1 | 2;
  mode?: PickerMode;
  /** the caller's canChooseLength (default mode; sku mode caps it at 5) */
  max?: number;
  /** only materials of this ratio, one of them */
  scale?: string;
  value?: MaterialItem[];
  onChange?: (materials: MaterialItem[]) => void;
  /** the working account: the local upload's review choice and duplicate link use it */
  accountId?: number;
  /** list only what this account's ads may show (the ad editor: for every account or linked to it) */
  usableBy?: number;
}
