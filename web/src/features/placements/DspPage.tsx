import Breadcrumb from 'antd/es/breadcrumb';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import DspList from './DspList';
import MappingList from './MappingList';

const TABS = ['mappings', 'dsps'] as const;

/**
 * /placement/dsp: the DSPs that buy the ad positions, and their placement mappings (a DSP's own placement id onto an
 * ad position), a tab each; the mappings come first, as the day-to-day work.
 */
export default function DspPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab === asked) ?? TABS[0];
  return (
    <div>
      <Breadcrumb items={[{ title: t('menu.placement') }, { title: t('menu.placement.dsp') }]} />
      <Tabs
        activeKey={active}
        // each tab has its own filters and pager in the URL: switching starts the other one afresh
        onChange={(tab) => setParams(tab === TABS[0] ? {} : { tab }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'mappings', label: t('placements.dsp.tab.mappings'), children: <MappingList /> },
          { key: 'dsps', label: t('placements.dsp.tab.dsps'), children: <DspList /> },
        ]}
      />
    </div>
  );
}
