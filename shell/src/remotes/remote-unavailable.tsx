import { Button, Result, Spin } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '@clinic/i18n';
import type { RemoteName } from '../app/runtime-config';
import type { RemoteDefect } from './remote-loader';

export const loadingView = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

/** `remote` is unknown when the path's owner could not be asked (its manifest is unreachable). */
export function RemoteUnavailable({ remote, onRetry, reason }: { remote?: RemoteName; onRetry: () => void; reason?: RemoteDefect }) {
  const { t } = useTranslation('shell');
  const failed = remote ? t('errors.remote.failed', { section: t(`errors.remote.sections.${remote}`) }) : t('errors.remote.failedUnknown');
  return (
    <Result
      status="warning"
      title={t('errors.remote.title')}
      subTitle={
        <>
          {failed} {t('errors.remote.rest')}
          {reason && <div style={{ marginTop: 8 }}>{t(`errors.remote.${reason.key}`, reason.values)}</div>}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('errors.remote.retry')}
        </Button>
      }
    />
  );
}

/** Catches render errors inside a remote's screens so one broken remote never blanks the shell. */
export class RemoteErrorBoundary extends Component<{ remote: RemoteName; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed while rendering`, error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
