import { AccountRelationType } from '@adconsole/contract';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountPicker } from './useAccountPicker';

type RelationType = 1 | 2;

/** Props of the relation type: a controlled input, so it also sits inside a Form.Item that injects value/onChange. */
export interface RelationTypeInputProps {
  value?: RelationType;
  onChange?: (value: RelationType) => void;
  disabled?: boolean;
  /** "all accounts" is off (an account must stay linked) */
  allDisabled?: boolean;
  style?: CSSProperties;
  /** what a Form.Item passes on (id for its label, aria-* of its state) */
  id?: string;
  [aria: `aria-${string}`]: unknown;
}

/** All accounts (type 1) or the specified ones (type 2). */
export function RelationTypeInput({ value, onChange, disabled, allDisabled, style, ...field }: RelationTypeInputProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...field}
      value={value}
      onChange={(e) => onChange?.(e.target.value as RelationType)}
      disabled={disabled}
      options={[AccountRelationType.ALL, AccountRelationType.SPECIFIED].map((type) => ({
        value: type,
        label: t(`library.relation.${type}`),
        disabled: type === AccountRelationType.ALL && allDisabled,
      }))}
      style={style}
    />
  );
}

/** Props of the specified accounts: a controlled input like the relation type. */
export interface RelationAccountsInputProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
  /** an account that cannot be taken out (its tag has no close icon, and "clear all" keeps it) */
  lockedAccountId?: number;
  placeholder: string;
  'aria-label'?: string;
  /** collapse the chosen accounts into "+N" when the line is full */
  collapse?: boolean;
  style?: CSSProperties;
  /** what a Form.Item passes on (id for its label, aria-* of its state) */
  id?: string;
  [aria: `aria-${string}`]: unknown;
}

/** The specified accounts: a multi-select of the accounts the caller may see, searched on the server. */
export function RelationAccountsInput(props: RelationAccountsInputProps) {
  const { value, onChange, disabled, lockedAccountId, placeholder, collapse, style, ...field } = props;
  const picker = useAccountPicker(value);
  return (
    <Select<number[]>
      {...field}
      mode="multiple"
      allowClear
      showSearch={picker.search}
      disabled={disabled}
      loading={picker.loading}
      placeholder={placeholder}
      value={value}
      onChange={(ids) => {
        onChange?.(lockedAccountId !== undefined && !ids.includes(lockedAccountId) ? [lockedAccountId, ...ids] : ids);
        picker.clearSearch();
      }}
      options={picker.accounts.map((a) => ({
        value: a.id,
        label: a.account_name,
        disabled: a.id === lockedAccountId,
      }))}
      maxTagCount={collapse ? 'responsive' : undefined}
      style={style}
      data-testid="relation-accounts"
    />
  );
}

/** Props of the whole relation on one line: the type (1 all, 2 specified) and the specified accounts. */
export interface AccountRelationInputProps {
  relationType?: RelationType;
  accountIds: number[];
  onChange: (relationType: RelationType, accountIds: number[]) => void;
  /** an account that must stay linked (the review-material account when review is chosen); "all" is then off too */
  lockedAccountId?: number;
  placeholder: string;
  'aria-label'?: string;
}

/** The account relation of materials: all accounts, or the chosen ones (at least one). */
export default function AccountRelationInput(props: AccountRelationInputProps) {
  const { relationType, accountIds, onChange, lockedAccountId } = props;
  return (
    <div
      style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}
      data-testid="account-relation"
    >
      <RelationTypeInput
        value={relationType}
        onChange={(type) => onChange(type, accountIds)}
        allDisabled={lockedAccountId !== undefined}
        style={{ paddingTop: 5 }}
      />
      {relationType === AccountRelationType.SPECIFIED ? (
        <RelationAccountsInput
          value={accountIds}
          onChange={(ids) => onChange(AccountRelationType.SPECIFIED, ids)}
          lockedAccountId={lockedAccountId}
          placeholder={props.placeholder}
          aria-label={props['aria-label']}
          collapse
          style={{ flex: 1, minWidth: 320 }}
        />
      ) : null}
    </div>
  );
}
