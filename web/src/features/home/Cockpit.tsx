import { calls, type HomeOverview } from '@adconsole/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../app/useCall';
import { groupListPath } from '../../shared/campaignLinks';
import styles from './Cockpit.module.css';
import CockpitCard from './CockpitCard';
import { adGroupAdsPath, pacingOf, visibleCards } from './cockpitView';

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const time = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

type Part<K extends keyof HomeOverview> = NonNullable<HomeOverview[K]>;

function PacingRows({ part }: { part: Part<'pacing'> }) {
  const { t } = useTranslation();
  return part.list.map((item) => {
    const pace = pacingOf(item);
    return (
      <li key={item.campaign_id} className={styles.row} data-testid="cockpit-pacing-row">
        <div className={styles.rowLine}>
          <Link to={groupListPath(item.campaign_id)} className={styles.name}>
            {item.name}
          </Link>
          <span className={styles.figure}>
            {money(item.today_spend)} / {money(item.daily_budget)} {item.currency}
          </span>
        </div>
        <Progress
          percent={pace.percent}
          size="small"
          status={pace.ahead ? 'exception' : 'normal'}
          aria-label={t('home.cockpit.pacing.bar', { name: item.name, percent: pace.percent })}
        />
        <span className={styles.muted}>
          {t('home.cockpit.pacing.dayGone', { percent: pace.elapsed, zone: item.time_zone })}
        </span>
      </li>
    );
  });
}

function IdleRows({ part }: { part: Part<'idle'> }) {
  const { t } = useTranslation();
  return part.list.map((item) => (
    <li key={`${item.level}-${item.id}`} className={styles.row} data-testid="cockpit-idle-row">
      <div className={styles.rowLine}>
        <Link
          to={item.level === 'campaign' ? groupListPath(item.id) : adGroupAdsPath(item.campaign_id, item.id)}
          className={styles.name}
        >
          {item.name}
        </Link>
        <span className={styles.reason} data-testid="cockpit-idle-reason">
          {t(`campaigns.delivery.${item.delivery.status}`)}
        </span>
      </div>
      <span className={styles.muted}>
        {item.level === 'campaign'
          ? t('home.cockpit.idle.campaign')
          : t('home.cockpit.idle.adGroup', { campaign: item.campaign_name })}
      </span>
    </li>
  ));
}

function ImportRows({ part }: { part: Part<'imports'> }) {
  const { t } = useTranslation();
  return part.list.map((item) => (
    <li key={item.cluster_id} className={styles.row} data-testid="cockpit-imports-row">
      <div className={styles.rowLine}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.figure}>
          {item.generating
            ? t('home.cockpit.imports.generating')
            : item.percent === null
              ? t('home.cockpit.imports.waiting')
              : `${item.percent}%`}
        </span>
      </div>
      <span className={styles.muted}>{t('home.cockpit.since', { time: time(item.create_time) })}</span>
    </li>
  ));
}

function ReviewRows({ part }: { part: Part<'review'> }) {
  const { t } = useTranslation();
  return part.list.map((item) => (
    <li key={item.material_id} className={styles.row} data-testid="cockpit-review-row">
      <div className={styles.rowLine}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.figure}>
          {t(item.type === 2 ? 'home.cockpit.review.video' : 'home.cockpit.review.image')}
        </span>
      </div>
      <span className={styles.muted}>{t('home.cockpit.since', { time: time(item.create_time) })}</span>
    </li>
  ));
}

function ChangeRows({ part }: { part: Part<'changes'> }) {
  const { t } = useTranslation();
  return part.list.map((item) => (
    <li key={item.id} className={styles.row} data-testid="cockpit-changes-row">
      <div className={styles.rowLine}>
        <span className={styles.name}>
          {t(`audit.action.${item.action}`, { defaultValue: item.action })}{' '}
          {t(`audit.entity.${item.entity_kind}`, { defaultValue: item.entity_kind })} {item.entity_name ?? ''}
        </span>
        <span className={styles.figure}>{time(item.time)}</span>
      </div>
      <span className={styles.muted}>{item.actor_name}</span>
    </li>
  ));
}

/** The cockpit under the banner: the cards of what needs the user's attention, each hidden where the role lacks it. */
export default function Cockpit() {
  const { t } = useTranslation();
  const overview = useCall(calls.home.overview, undefined);
  if (overview.isLoading) {
    return (
      <div className={styles.grid} data-testid="cockpit-loading" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className={styles.card}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (overview.isError || !overview.data) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="cockpit-error"
        message={t('home.cockpit.failed')}
        action={
          <Button size="small" onClick={() => void overview.refetch()}>
            {t('home.cockpit.retry')}
          </Button>
        }
      />
    );
  }
  const data = overview.data;
  const cards = visibleCards(data);
  if (!cards.length) return null;
  return (
    <div className={styles.grid} data-testid="cockpit">
      {data.pacing ? (
        <CockpitCard
          id="pacing"
          title={t('home.cockpit.pacing.title')}
          total={data.pacing.total}
          to="/advertising/index"
          empty={t('home.cockpit.pacing.empty')}
        >
          <PacingRows part={data.pacing} />
        </CockpitCard>
      ) : null}
      {data.idle ? (
        <CockpitCard
          id="idle"
          title={t('home.cockpit.idle.title')}
          total={data.idle.total}
          to="/advertising/index"
          empty={t('home.cockpit.idle.empty')}
        >
          <IdleRows part={data.idle} />
        </CockpitCard>
      ) : null}
      {data.imports ? (
        <CockpitCard
          id="imports"
          title={t('home.cockpit.imports.title')}
          total={data.imports.total}
          to="/audience/index"
          empty={t('home.cockpit.imports.empty')}
        >
          <ImportRows part={data.imports} />
        </CockpitCard>
      ) : null}
      {data.review ? (
        <CockpitCard
          id="review"
          title={t('home.cockpit.review.title')}
          total={data.review.total}
          to="/material/image"
          empty={t('home.cockpit.review.empty')}
        >
          <ReviewRows part={data.review} />
        </CockpitCard>
      ) : null}
      {data.changes ? (
        <CockpitCard
          id="changes"
          title={t('home.cockpit.changes.title')}
          total={data.changes.total}
          to="/auth/audit"
          empty={t('home.cockpit.changes.empty')}
        >
          <ChangeRows part={data.changes} />
        </CockpitCard>
      ) : null}
    </div>
  );
}
