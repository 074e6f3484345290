import { Button, Card, Form, type FormInstance, InputNumber, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { BACKUP_KEEP_DAILY_MAX, BACKUP_KEEP_WEEKLY_MAX, type BackupSettings } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { dayjsToTime, timeToDayjs, disabledWhile } from '@clinic/ui';

interface FormValues {
  enabled: boolean;
  time: Dayjs;
  keepDaily: number;
  keepWeekly: number;
}

interface Props {
  settings: BackupSettings;
  saving: boolean;
  /** `form` is for the server's field errors of a refusal. */
  onSave: (settings: BackupSettings, form: FormInstance) => void;
}

/** The clinic's schedule: on or off, the daily time, and how many daily and weekly files to keep. */
export function BackupSettingsForm({ settings, saving, onSave }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <Card title={t('backups.schedule.title')}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={disabledWhile(saving)}
        initialValues={{ ...settings, time: timeToDayjs(settings.time) }}
        onFinish={({ time, ...rest }) => onSave({ ...rest, time: dayjsToTime(time) }, form)}
      >
        <Form.Item label={t('backups.schedule.daily')} name="enabled" valuePropName="checked">
          <Switch checkedChildren={t('backups.schedule.on')} unCheckedChildren={t('backups.schedule.off')} />
        </Form.Item>
        <Form.Item label={t('backups.schedule.at')} name="time" rules={[{ required: true, message: m.backups.timeInvalid }]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
        <Form.Item
          label={t('backups.schedule.keepDaily')}
          name="keepDaily"
          rules={[{ required: true, type: 'integer', min: 1, max: BACKUP_KEEP_DAILY_MAX, message: m.backups.keepDailyRange }]}
        >
          <InputNumber min={1} max={BACKUP_KEEP_DAILY_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          label={t('backups.schedule.keepWeekly')}
          name="keepWeekly"
          extra={t('backups.schedule.keepWeeklyExtra')}
          rules={[{ required: true, type: 'integer', min: 0, max: BACKUP_KEEP_WEEKLY_MAX, message: m.backups.keepWeeklyRange }]}
        >
          <InputNumber min={0} max={BACKUP_KEEP_WEEKLY_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('backups.schedule.save')}
        </Button>
      </Form>
    </Card>
  );
}
