import Slide from '@mui/material/Slide';
import { type ReactElement, useEffect, useState } from 'react';

/** Past this many pixels, scrolling down hides the app bar (MUI's useScrollTrigger threshold). */
const THRESHOLD_PX = 100;

/**
 * react-admin's HideOnScroll for the app bar, without reading the scroll position when it is first drawn. MUI's
 * useScrollTrigger reads it then, and that read laid the whole page out in the middle of a reload's first drawing
 * (about 30 ms). Here the position is read only when the page scrolls: down past 100 px hides the bar, any scroll
 * up shows it again, as before.
 */
export const HideOnScrollDown = ({ children, className }: { children: ReactElement; className?: string }) => {
    const [hidden, setHidden] = useState(false);
    useEffect(() => {
        let previous: number | undefined;
        const onScroll = () => {
            const y = window.scrollY;
            setHidden(y > THRESHOLD_PX && !(previous !== undefined && y < previous));
            previous = y;
        };
        window.addEventListener('scroll', onScroll, { passive: true });
        return () => window.removeEventListener('scroll', onScroll);
    }, []);
    return (
        <Slide appear={false} direction="down" in={!hidden} className={className}>
            {children}
        </Slide>
    );
};
