import { useEffect, useState } from 'react';

/** antd's `xs` breakpoint: below it, lists become cards and forms one column. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/** Whether a CSS media query matches now, following changes (rotation, window resizes). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
