import { Paragraph } from '@clinic/ui';
import { richText, useTranslation } from '@clinic/i18n';

/** How a user without an email address gets back in: the clinic sets a temporary password. */
export function ClinicResetSteps() {
  const { t } = useTranslation('shell');
  return (
    <>
      <ol style={{ paddingLeft: 20, lineHeight: 1.7 }}>
        <li>{t('auth.clinicReset.call')}</li>
        <li>{t('auth.clinicReset.confirm')}</li>
        <li>{t('auth.clinicReset.signIn')}</li>
        <li>{richText(t('auth.clinicReset.change'), { strong: (text) => <strong>{text}</strong> })}</li>
      </ol>
      <Paragraph type="secondary">{t('auth.clinicReset.privacy')}</Paragraph>
    </>
  );
}
