import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { Spin } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '@clinic/i18n';
import type { RemoteName } from '../app/runtime-config';
import { HeaderIcon } from '../layout/header-icon';
import { useOnline } from '../offline/use-online';
import type { RemoteDefect } from './remote-loader';

export const loadingView = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

/**
 * `remote` is unknown when the path's owner could not be asked (its manifest is unreachable).
 * Plain elements, as the screen error notice: this module is on every remote screen's way, and
 * antd's Result and Button came with it, two chunks (22 kB gzip) fetched for a notice rarely shown.
 */
export function RemoteUnavailable({ remote, onRetry, reason }: { remote?: RemoteName; onRetry: () => void; reason?: RemoteDefect }) {
  const { t } = useTranslation('shell');
  const failed = remote ? t('errors.remote.failed', { section: t(`errors.remote.sections.${remote}`) }) : t('errors.remote.failedUnknown');
  // Offline, the section's code is missing because this device never fetched it.
  const online = useOnline();
  return (
    <div role="alert" style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <div style={{ display: 'flex', justifyContent: 'center', color: '#ad6800', marginBottom: 16 }}>
        <HeaderIcon icon={WarningFilled} size={56} />
      </div>
      <h2 style={{ fontSize: 22, fontWeight: 600, margin: '0 0 8px' }}>{t(online ? 'errors.remote.title' : 'offline.pageNotKeptTitle')}</h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.65)', margin: '0 0 24px' }}>
        {online ? `${failed} ${t('errors.remote.rest')}` : t('offline.pageNotKept')}
        {reason && <span style={{ display: 'block', marginTop: 8 }}>{t(`errors.remote.${reason.key}`, reason.values)}</span>}
      </p>
      <button type="button" className="lean-button lean-button-inline" onClick={onRetry}>
        {t('errors.remote.retry')}
      </button>
    </div>
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
