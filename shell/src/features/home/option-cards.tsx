import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';
import type { MenuLink } from '../../layout/menus';

function useCardStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    display: 'block',
    padding: '16px 18px',
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    minHeight: 88,
    textAlign: 'left',
    font: 'inherit',
    cursor: 'pointer',
    width: '100%',
  };
}

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 };

function CardBody({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <>
      <div style={{ fontWeight: 600, marginBottom: 6 }}>{title}</div>
      <div style={{ color: '#5b6660', fontSize: 13 }}>{text}</div>
    </>
  );
}

/** The welcome page's option cards: one per screen the role can open, plus an optional action card. */
export function OptionCards({ links, onLogout }: { links: readonly MenuLink[]; onLogout?: () => void }) {
  const style = useCardStyle();
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('welcome.options')} style={grid}>
      {links.map((link) => (
        <Link key={link.path} to={link.path} style={style}>
          <CardBody title={link.label} text={link.description} />
        </Link>
      ))}
      {onLogout && (
        <button type="button" onClick={onLogout} style={style}>
          <CardBody title={t('welcome.logout.title')} text={t('welcome.logout.text')} />
        </button>
      )}
    </nav>
  );
}
