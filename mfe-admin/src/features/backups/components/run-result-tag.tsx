import { Tag } from 'antd';
import type { BackupRunStatus } from '@clinic/contracts';

const LOOK: Record<BackupRunStatus, { color: string; label: string }> = {
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  running: { color: 'blue', label: 'Running' },
};

export function RunResultTag({ status }: { status: BackupRunStatus }) {
  return <Tag color={LOOK[status].color}>{LOOK[status].label}</Tag>;
}
