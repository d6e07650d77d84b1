import { useTheme } from '@mui/material/styles';
import type { StatusTone } from '../domain/statuses';

/**
 * Each status tone in the light theme (on white) and the dark one (on #121212): at least 3:1 against the page
 * (WCAG 1.4.11, a chip's dot and border, a chart's slice) and far enough from every other tone (CIE76 ΔE ≥ 14)
 * that two statuses of one list or chart never look alike (`statusTones.test.ts`).
 */
export const STATUS_TONE_COLOURS: Readonly<Record<StatusTone, { light: string; dark: string }>> = {
    green: { light: '#2e7d32', dark: '#66bb6a' },
    teal: { light: '#00796b', dark: '#4db6ac' },
    blue: { light: '#1565c0', dark: '#64b5f6' },
    cyan: { light: '#00838f', dark: '#4dd0e1' },
    indigo: { light: '#3949ab', dark: '#9fa8da' },
    violet: { light: '#7b1fa2', dark: '#ce93d8' },
    amber: { light: '#a35f00', dark: '#ffca28' },
    orange: { light: '#d84315', dark: '#ff8a65' },
    red: { light: '#c62828', dark: '#ef5350' },
    magenta: { light: '#ad1457', dark: '#f06292' },
    grey: { light: '#616161', dark: '#bdbdbd' },
    slate: { light: '#37474f', dark: '#78909c' },
};

/** A tone's colour in the current theme (a chart's slices, a chip). */
export const useToneColour = () => {
    const mode = useTheme().palette.mode;
    return (tone: StatusTone) => STATUS_TONE_COLOURS[tone][mode];
};
