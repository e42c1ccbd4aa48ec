import { Audit, REVIEW_COUNTRIES, type ReviewCountry } from '@adconsole/contract';
import LockOutlined from '@ant-design/icons/LockOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../../kit/feedback';
import type { ReviewChoiceState } from './useUploadSession';

/** Props of the review choice: the current state and its setter. */
export interface ReviewChoiceProps {
  value: ReviewChoiceState;
  onChange: (next: ReviewChoiceState) => void;
}

/**
 * The review-material account's first step: no review or review (with a country). Confirming locks the choice and
 * shows the upload area; the files already checked against one ratio list cannot move to another.
 */
export default function ReviewChoice({ value, onChange }: ReviewChoiceProps) {
  const { t } = useTranslation();
  const review = value.audit === Audit.THIRD_PARTY;

  if (value.confirmed) {
    return (
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined />}
        data-testid="review-locked"
        title={
          review
            ? t('upload.review.lockedCountry', { country: value.country })
            : t('upload.review.locked', { choice: t('upload.review.none') })
        }
        description={review ? t('upload.review.ratioHint') : undefined}
      />
    );
  }

  const confirm = () => {
    if (review && !value.country) return toastWarning(t('upload.review.countryRequired'));
    onChange({ ...value, confirmed: true });
  };

  return (
    <div
      data-testid="review-choice"
      style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 16, background: '#fafafa' }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{t('upload.review.title')}</div>
      <div style={{ color: 'rgba(0,0,0,0.55)', marginBottom: 12 }}>{t('upload.review.hint')}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <Radio.Group
          value={value.audit}
          onChange={(e) => onChange({ audit: e.target.value as 1 | 2, confirmed: false })}
          options={[
            { value: Audit.NONE, label: t('upload.review.none') },
            { value: Audit.THIRD_PARTY, label: t('upload.review.third') },
          ]}
        />
        {review ? (
          <Select<ReviewCountry>
            aria-label={t('upload.review.country')}
            data-testid="review-country"
            style={{ width: 220 }}
            placeholder={t('upload.review.countryPlaceholder')}
            value={value.country}
            onChange={(country) => onChange({ ...value, country })}
            options={REVIEW_COUNTRIES.map((c) => ({ value: c, label: c }))}
          />
        ) : null}
        <Button type="primary" onClick={confirm} data-testid="review-confirm">
          {t('upload.review.confirm')}
        </Button>
      </div>
    </div>
  );
}
