import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timing } from '../../kit/constants';
import { useClickDebounce, useThrottled } from '../../kit/timing';

/** The 1000 ms click debounce and the 500 ms filter throttle, counted as the user clicks. */
export default function TimingCard() {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState({ debounce: 0, throttle: 0 });
  const [accepted, setAccepted] = useState({ debounce: 0, throttle: 0 });
  const debounced = useClickDebounce(() => setAccepted((n) => ({ ...n, debounce: n.debounce + 1 })));
  const throttled = useThrottled(() => setAccepted((n) => ({ ...n, throttle: n.throttle + 1 })));
  return (
    <Card title={t('demo.test.timing.title')}>
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <Button
          data-testid="debounce-button"
          onClick={() => {
            setClicks((n) => ({ ...n, debounce: n.debounce + 1 }));
            debounced();
          }}
        >
          {t('demo.test.timing.debounce', { ms: Timing.CLICK_DEBOUNCE_MS })}
        </Button>
        <Button
          data-testid="throttle-button"
          onClick={() => {
            setClicks((n) => ({ ...n, throttle: n.throttle + 1 }));
            throttled();
          }}
        >
          {t('demo.test.timing.throttle', { ms: Timing.FILTER_THROTTLE_MS })}
        </Button>
      </div>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('demo.test.timing.debounceCount')}>
          <span data-testid="debounce-count">
            {t('demo.test.timing.count', { clicks: clicks.debounce, runs: accepted.debounce })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.test.timing.throttleCount')}>
          <span data-testid="throttle-count">
            {t('demo.test.timing.count', { clicks: clicks.throttle, runs: accepted.throttle })}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
