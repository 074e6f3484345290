import { ConfigProvider, type ThemeConfig } from 'antd';
// The ES module build: antd/locale/* is CommonJS and would bring antd's CommonJS copies along.
import enGB from 'antd/es/locale/en_GB';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useOnline } from '../offline/use-online';
import { useAntdLocale } from './antd-locale';
import { type AntdStyles, AntdStylesContext, antdStylesheetInPage, expectsAntdStylesheet, loadAntdStylesheet } from './antd-stylesheet';
import { clinicPagination, clinicTheme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion, following changes. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * With antd's prebuilt stylesheet in the page, antd writes no component styles at run time; it still
 * writes the theme's CSS variables (the design tokens, and each component's tokens), which the
 * stylesheet's rules read. Not hashed, as the stylesheet is built (tools/webpack/antd-stylesheet.cjs).
 */
const PREBUILT: ThemeConfig = { zeroRuntime: true, hashed: false };

/**
 * The clinic's antd theme, antd's texts in the chosen language, and every control disabled offline,
 * for whatever draws antd: the screens (the shell's and the remotes', through antd's shared
 * contexts), the signed-in header and the toasts. Offline, antd controls are disabled (the shared
 * DisabledContext), so what needs the server is not started; links and menus still work. A form
 * that sets its own `disabled` (the reply box does) stays usable, and what it sends waits for the
 * connection.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const online = useOnline();
  const reducedMotion = usePrefersReducedMotion();
  const styles = useStylesheetRetry();
  const prebuilt = !styles.missing && antdStylesheetInPage();
  const theme = useMemo(() => ({ ...clinicTheme({ reducedMotion }), ...(prebuilt ? PREBUILT : {}) }), [reducedMotion, prebuilt]);
  const locale = useAntdLocale(enGB);
  return (
    <AntdStylesContext.Provider value={styles}>
      <ConfigProvider theme={theme} locale={locale} componentDisabled={!online} pagination={clinicPagination}>
        {children}
      </ConfigProvider>
    </AntdStylesContext.Provider>
  );
}

/**
 * The stylesheet's state for the screens inside: missing when this build has one and it could not
 * be fetched; tried again when asked, and by itself when the connection returns.
 */
function useStylesheetRetry(): AntdStyles {
  const [missing, setMissing] = useState(() => expectsAntdStylesheet && !antdStylesheetInPage());
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    void loadAntdStylesheet().then((inPage) => {
      setRetrying(false);
      if (inPage) setMissing(false);
    });
  }, []);
  useEffect(() => {
    if (!missing) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [missing, retry]);
  return useMemo(() => ({ missing, retrying, retry }), [missing, retrying, retry]);
}
