import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import BatchSwitch from './BatchSwitch';

/** Props of a campaign, ad group or ad list's batch actions: each shown only when the role may use it. */
export interface BatchActionsProps {
  /** Enable / Pause: null without the edit group */
  onSwitch: ((on: boolean) => void) | null;
  switching: boolean;
  /** the batch delete: null without the delete group */
  onDelete: (() => void) | null;
  deleteLabel: string;
  /** the test ids' stem: `<stem>-batch-enable`, `-batch-pause`, `-batch-delete` */
  testId: string;
}

/** The batch bar's actions of the three advertising lists: Enable and Pause, then Delete. */
export default function BatchActions({ onSwitch, switching, onDelete, deleteLabel, testId }: BatchActionsProps) {
  return (
    <>
      {onSwitch ? <BatchSwitch busy={switching} onSwitch={onSwitch} testId={testId} /> : null}
      {onDelete ? (
        <Button danger icon={<DeleteOutlined />} onClick={onDelete} data-testid={`${testId}-batch-delete`}>
          {deleteLabel}
        </Button>
      ) : null}
    </>
  );
}
