import { Button, Typography } from 'antd';
import { Link } from '@clinic/router';
import { useCurrentUser } from '@clinic/host';
import { homeLinks } from '../../layout/menus';
import { BackupAlert } from './backup-alert';
import { ClientHome } from './client-home';
import { OptionCards } from './option-cards';
import { PaymentsDue } from './payments-due';
import { PracticeHome } from './practice-home';

const POINTS = [
  ['A plan that follows you', 'Your nutritionist writes a plan meal by meal, with calories, and adjusts it at every follow-up.'],
  ['Progress you can see', 'Weight, BMI and body fat are recorded at each visit and drawn over time.'],
  ['Book in a minute', 'See your nutritionist’s free slots and book online or in person, prices in rupees.'],
  ['Ask between visits', 'Message your nutritionist from the app instead of waiting for the next appointment.'],
];

/**
 * `/home` (also `/Home`): signed in, what needs doing now for the user's role, then the spec's
 * option cards; signed out, what the clinic offers.
 */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return <Marketing />;
  return (
    <div>
      <Typography.Title level={1} style={{ marginTop: 8, fontSize: 30 }}>
        Hello, {user.name}
      </Typography.Title>
      <BackupAlert />
      {user.role === 'client' ? (
        <>
          <PaymentsDue />
          <ClientHome />
        </>
      ) : (
        <PracticeHome />
      )}
      <section>
        <Typography.Title level={2} style={{ fontSize: 20 }}>Your shortcuts</Typography.Title>
        <OptionCards links={homeLinks(user.role)} />
      </section>
    </div>
  );
}

function Marketing() {
  return (
    <div>
      <section style={{ padding: '32px 0 24px', maxWidth: 760 }}>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Eat well, with a plan that keeps up with you
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 17 }}>
          Lasting change comes from follow-up, not from a single diet chart. At every visit your nutritionist reviews how
          you are doing and updates your nutrition plan, so it fits your week, your food and your goals.
        </Typography.Paragraph>
        <div style={{ display: 'flex', gap: 12 }}>
            <Link to="/register">
              <Button type="primary" size="large">
                Get started
              </Button>
            </Link>
            <Link to="/login">
              <Button size="large">Sign In</Button>
            </Link>
        </div>
      </section>
      <section style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16, marginBottom: 32 }}>
        {POINTS.map(([title, text]) => (
          <div key={title}>
            <Typography.Title level={4}>{title}</Typography.Title>
            <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
          </div>
        ))}
      </section>
    </div>
  );
}
