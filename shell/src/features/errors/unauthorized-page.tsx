import { Button, Result } from 'antd';
import { useNavigate } from '@clinic/router';
import { useMessages, useTranslation } from '@clinic/i18n';

export function UnauthorizedPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const m = useMessages();
  return (
    <Result
      status="403"
      // The screen's h1, in the Result's own title style.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{m.access.deniedTitle}</h1>}
      subTitle={m.access.deniedText}
      extra={
        // One control, not a button inside a link (two tab stops for one action).
        <Button
          type="primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {t('errors.goToWelcome')}
        </Button>
      }
    />
  );
}
