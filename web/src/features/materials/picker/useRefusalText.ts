import { useTranslation } from 'react-i18next';
import type { PickerLimit, Refusal } from './limits';

/** The message of a refusal, with the limit's figures and the material's ratio. */
export function useRefusalText(limit: PickerLimit): (refusal: Refusal, scale?: string) => string {
  const { t } = useTranslation();
  return (refusal, scale) =>
    t(`picker.limit.${refusal}`, {
      max: limit.max,
      min: limit.min,
      scale: refusal === 'wrongScale' ? limit.scale : scale,
    });
}
