import { useTranslation } from 'react-i18next';
import TabbedPage from '../../kit/TabbedPage';
import DspList from './DspList';
import MappingList from './MappingList';

/**
 * /placement/dsp: the DSPs that buy the ad positions, and their placement mappings (a DSP's own placement id onto an
 * ad position), a tab each; the mappings come first, as the day-to-day work.
 */
export default function DspPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      crumbs={[t('menu.placement'), t('menu.placement.dsp')]}
      tabs={[
        { key: 'mappings', label: t('placements.dsp.tab.mappings'), children: <MappingList /> },
        { key: 'dsps', label: t('placements.dsp.tab.dsps'), children: <DspList /> },
      ]}
    />
  );
}
