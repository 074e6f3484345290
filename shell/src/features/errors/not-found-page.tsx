import { Button, Result } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('errors.notFound.title')}
      subTitle={t('errors.notFound.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('errors.goToWelcome')}</Button>
        </Link>
      }
    />
  );
}
