import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '@clinic/ui';

/** One tile of a home page: a titled card that fills its grid cell. */
export function HomePanel({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Panel title={title} extra={extra} data-testid={testId} style={{ height: '100%', minWidth: 0 }}>
      {children}
    </Panel>
  );
}

export const Nothing = ({ text }: { text: string }) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: '8px 0' }} />;

/**
 * What stands for the panels while the overview loads: grey bars that shimmer, as antd's Skeleton
 * drew them, without bringing its component to the home page (issue 17).
 */
export function PanelsLoading() {
  const bar = (width: string, marginTop: number) => <div className="shimmer" style={{ width, height: 16, marginTop, borderRadius: 4 }} />;
  return (
    <div data-testid="home-loading">
      {bar('38%', 0)}
      {bar('100%', 24)}
      {bar('100%', 16)}
      {bar('61%', 16)}
    </div>
  );
}

/** Tiles side by side on a desktop, one column on a phone (a tile is at least 280 px wide). */
export const panelGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))', gap: 16, marginBottom: 32 } as const;
