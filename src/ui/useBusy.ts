import { useCallback, useRef, useState } from 'react';

/**
 * One call at a time: `run` ignores a second call while the first is under way (a double click, Enter held
 * down), even before React has re-rendered the disabled button. `busy` drives that disabled state.
 */
export const useBusy = () => {
    const running = useRef(false);
    const [busy, setBusy] = useState(false);
    const run = useCallback(async (task: () => Promise<void>) => {
        if (running.current) return;
        running.current = true;
        setBusy(true);
        try {
            await task();
        } finally {
            running.current = false;
            setBusy(false);
        }
    }, []);
    return { busy, run };
};
