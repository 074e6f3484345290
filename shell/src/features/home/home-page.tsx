import { Paragraph, Title } from '@clinic/ui';
import '../screens-i18n';
import { Button } from 'antd';
import { Link } from '@clinic/router';
import { useCurrentUser } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { homeLinks } from '../../layout/menus';
import { BackupAlert } from './backup-alert';
import { ClientHome } from './client-home';
import { OptionCards } from './option-cards';
import { PracticeHome } from './practice-home';

/** What the clinic offers, each a title and a text under `home.marketing.points`. */
const POINTS = ['plan', 'progress', 'book', 'ask'] as const;

/**
 * `/home` (also `/Home`): signed in, what needs doing now for the user's role, then the spec's
 * option cards; signed out, what the clinic offers.
 */
export function HomePage() {
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  if (!user) return <Marketing />;
  const shortcuts = (
    <section>
      <Title level={2} style={{ fontSize: 20 }}>{t('home.shortcuts')}</Title>
      <OptionCards links={homeLinks(user.role, t)} />
    </section>
  );
  return (
    <div>
      <Title level={1} style={{ marginTop: 8, fontSize: 30 }}>
        {t('app.greeting', { name: user.name })}
      </Title>
      <BackupAlert />
      {user.role === 'client' ? <ClientHome after={shortcuts} /> : <PracticeHome after={shortcuts} />}
    </div>
  );
}

function Marketing() {
  const { t } = useTranslation('shell');
  return (
    <div>
      <section style={{ padding: '32px 0 24px', maxWidth: 760 }}>
        <Title level={1} style={{ marginTop: 0 }}>
          {t('home.marketing.title')}
        </Title>
        <Paragraph style={{ fontSize: 17 }}>
          {t('home.marketing.text')}
        </Paragraph>
        <div style={{ display: 'flex', gap: 12 }}>
            <Link to="/register">
              <Button type="primary" size="large">
                {t('home.marketing.getStarted')}
              </Button>
            </Link>
            <Link to="/login">
              <Button size="large">{t('home.marketing.signIn')}</Button>
            </Link>
        </div>
      </section>
      <section style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16, marginBottom: 32 }}>
        {POINTS.map((point) => (
          <div key={point}>
            <Title level={4}>{t(`home.marketing.points.${point}.title`)}</Title>
            <Paragraph type="secondary">{t(`home.marketing.points.${point}.text`)}</Paragraph>
          </div>
        ))}
      </section>
    </div>
  );
}
