import type { TFunction } from 'i18next';
import { nameProblem } from './campaignRules';

/** What a level's row controls do (campaign, ad group, ad), and which of them the role may use. */
export interface LevelRowActions<T> {
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onEdit: (item: T) => void;
  onCopy: (item: T) => void;
  onDelete: (item: T) => void;
  /** on/off; answers whether the change went through (the switch then stays) */
  onSwitch: (item: T, on: boolean) => Promise<boolean>;
}

/** The inline name edit's check of a campaign or an ad group row: the level's name rule, worded. */
export const nameCheck = (t: TFunction) => (text: string) => {
  const problem = nameProblem(text);
  return problem ? t(problem) : null;
};
