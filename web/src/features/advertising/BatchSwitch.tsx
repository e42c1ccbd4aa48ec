import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** Props of the batch bar's on/off pair: whether a switch is under way, what a click asks for, the test id's stem. */
export interface BatchSwitchProps {
  busy: boolean;
  onSwitch: (on: boolean) => void;
  testId: string;
}

/**
 * Enable and Pause for the rows picked on a campaign, ad group or ad list, in the words of the row switch's two
 * states (开启 / 暂停), set beside the batch delete.
 */
export default function BatchSwitch({ busy, onSwitch, testId }: BatchSwitchProps) {
  const { t } = useTranslation();
  // one item of the batch bar's row: its own gap keeps the pair apart as the bar keeps its items
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Button
        icon={<PlayCircleOutlined />}
        disabled={busy}
        onClick={() => onSwitch(true)}
        data-testid={`${testId}-batch-enable`}
      >
        {t('campaigns.batch.enable')}
      </Button>
      <Button
        icon={<PauseCircleOutlined />}
        disabled={busy}
        onClick={() => onSwitch(false)}
        data-testid={`${testId}-batch-pause`}
      >
        {t('campaigns.batch.pause')}
      </Button>
    </span>
  );
}
