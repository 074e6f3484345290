import { Button, Card, Form, type FormInstance, InputNumber, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { BACKUP_KEEP_DAILY_MAX, BACKUP_KEEP_WEEKLY_MAX, Messages, type BackupSettings } from '@clinic/contracts';
import { dayjsToTime, timeToDayjs } from '@clinic/ui';

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
  return (
    <Card title="Schedule">
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ ...settings, time: timeToDayjs(settings.time) }}
        onFinish={({ time, ...rest }) => onSave({ ...rest, time: dayjsToTime(time) }, form)}
      >
        <Form.Item label="Daily backup" name="enabled" valuePropName="checked">
          <Switch checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>
        <Form.Item label="At (clinic time)" name="time" rules={[{ required: true, message: Messages.backups.timeInvalid }]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
        <Form.Item
          label="Keep daily backups for (days)"
          name="keepDaily"
          rules={[{ required: true, type: 'integer', min: 1, max: BACKUP_KEEP_DAILY_MAX, message: Messages.backups.keepDailyRange }]}
        >
          <InputNumber min={1} max={BACKUP_KEEP_DAILY_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          label="Keep weekly backups for (weeks)"
          name="keepWeekly"
          extra="The newest backup of each week, beyond the daily ones."
          rules={[{ required: true, type: 'integer', min: 0, max: BACKUP_KEEP_WEEKLY_MAX, message: Messages.backups.keepWeeklyRange }]}
        >
          <InputNumber min={0} max={BACKUP_KEEP_WEEKLY_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save schedule
        </Button>
      </Form>
    </Card>
  );
}
