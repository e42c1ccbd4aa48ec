import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of the notice a screen shows in place of a record that is not there. */
export interface MissingRecordProps {
  /** "This campaign no longer exists" */
  title: ReactNode;
  /** why, and the id the address asked for */
  text?: ReactNode;
  /** where the way back leads, and what it says */
  backTo: string;
  backLabel: string;
  testId?: string;
}

/**
 * A screen whose record was deleted (or whose address names a bad id): says so in the page, inside the console's
 * frame, with a way back to the list it belongs to, instead of failing the page.
 */
export default function MissingRecord({
  title,
  text,
  backTo,
  backLabel,
  testId = 'missing-record',
}: MissingRecordProps) {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0, fontWeight: 500 }}>{title}</h1>}
      subTitle={text}
      extra={
        <Link to={backTo} data-testid={`${testId}-back`}>
          <Button type="primary" tabIndex={-1}>
            {backLabel}
          </Button>
        </Link>
      }
      data-testid={testId}
    />
  );
}
