import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';

/**
 * A dialog's server error. Opening or closing the dialog clears it (spec §4, §8), and `reset`
 * runs on each opening so the form starts from the record's current values.
 */
export function useServerError(open: boolean, reset: () => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  // Only an opening or closing restarts the form, not a new `reset` identity.
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    setServerError(null);
    if (open) resetRef.current();
  }, [open]);
  const fail = useCallback((error: unknown) => setServerError(getErrorMessage(error)), []);
  const clear = useCallback(() => setServerError(null), []);
  return { serverError, fail, clear };
}
