// eslint-disable-next-line no-restricted-imports -- copyable text needs antd's Typography
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from '@clinic/i18n';

/** A secret shown right after it was made, and never again: the server keeps only its hash. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      title={label}
      description={
        <>
          <Typography.Paragraph>{t('integrations.secret.copyNow')}</Typography.Paragraph>
          <Typography.Paragraph code copyable={{ text: secret }} data-testid="secret">
            {secret}
          </Typography.Paragraph>
          <Button onClick={onDone}>{t('integrations.secret.stored')}</Button>
        </>
      }
    />
  );
}
