import { Button, Result, Spin } from 'antd';
import { Component, type ReactNode } from 'react';
import type { RemoteName } from '../app/runtime-config';

const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_client: 'appointments, plans and progress',
  mfe_admin: 'clinic administration',
  mfe_messaging: 'messages',
};

export const loadingView = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

/** `remote` is unknown when the path's owner could not be asked (its manifest is unreachable). */
export function RemoteUnavailable({ remote, onRetry, reason }: { remote?: RemoteName; onRetry: () => void; reason?: string }) {
  return (
    <Result
      status="warning"
      title="This section is temporarily unavailable"
      subTitle={
        <>
          {remote ? `The ${REMOTE_LABELS[remote]} screens could not be loaded.` : 'The screens of this page could not be loaded.'} The rest of
          the app still works.
          {reason && <div style={{ marginTop: 8 }}>{reason}</div>}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
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
