import { startTransition, useEffect, useState } from 'react';

/**
 * False in a screen's first commit, true in a render of its own right after it. A form whose
 * fields mount in one commit is one long task on a phone (antd's Form items lay themselves out in
 * layout effects); what lies below the first screenful can come in a second, smaller one (issue 17).
 */
export function useSecondCommit(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
}
