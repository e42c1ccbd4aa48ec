import type { NavNode } from '@adconsole/contract';
import AimOutlined from '@ant-design/icons/AimOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import BuildOutlined from '@ant-design/icons/BuildOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../app/rootLoader';
import { currentShareid } from '../../app/session';
import Cockpit from './Cockpit';
import HeroArt from './HeroArt';
import styles from './HomePage.module.css';

interface Slogan {
  key: 'targeting' | 'siteBuilding' | 'adOs' | 'monitoring';
  icon: ReactNode;
  tint: string;
  color: string;
}

const SLOGANS: Slogan[] = [
  { key: 'targeting', icon: <AimOutlined />, tint: '#eef1ff', color: '#3d5afe' },
  { key: 'siteBuilding', icon: <BuildOutlined />, tint: '#e6fbfb', color: '#08979c' },
  { key: 'adOs', icon: <AppstoreOutlined />, tint: '#fff4e6', color: '#d46b08' },
  { key: 'monitoring', icon: <LineChartOutlined />, tint: '#f0f9eb', color: '#389e0d' },
];

// A workspace shortcut leads to the first visible, routed page of each top-level menu.
function firstPage(node: NavNode): string | null {
  if (node.hidden || node.external_url) return null;
  if (node.children.length === 0) return node.path;
  for (const child of node.children) {
    const path = firstPage(child);
    if (path) return path;
  }
  return null;
}

/**
 * The home page: the welcome banner with the four slogans (compact), the cockpit of what needs the user's attention,
 * and shortcuts into the role's areas.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const menus = (useRouteLoaderData('root') as RootData | undefined)?.roleMenu?.menus ?? [];
  const shortcuts = menus
    .filter((node) => node.name !== 'home')
    .map((node) => ({ node, path: firstPage(node) }))
    .filter((entry): entry is { node: NavNode; path: string } => entry.path !== null);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <HeroArt className={styles.heroArt} />
        <p className={styles.greeting}>{t('home.greeting', { name: currentShareid() })}</p>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </section>

      <section className={styles.slogans}>
        {SLOGANS.map((slogan) => (
          <article key={slogan.key} className={styles.slogan}>
            <span className={styles.sloganIcon} style={{ background: slogan.tint, color: slogan.color }}>
              {slogan.icon}
            </span>
            <h2 className={styles.sloganTitle}>{t(`home.slogan.${slogan.key}.title`)}</h2>
            <p className={styles.sloganText}>{t(`home.slogan.${slogan.key}.text`)}</p>
          </article>
        ))}
      </section>

      <Cockpit />

      <section className={styles.workspace}>
        <h2 className={styles.workspaceTitle}>{t('home.shortcuts')}</h2>
        {shortcuts.length > 0 ? (
          <div className={styles.shortcuts}>
            {shortcuts.map(({ node, path }) => (
              <Link key={node.id} to={path} className={styles.shortcut}>
                {t(`menu.${node.name}`, { defaultValue: node.name })}
                <ArrowRightOutlined />
              </Link>
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{t('home.shortcutsEmpty')}</p>
        )}
      </section>
    </div>
  );
}
