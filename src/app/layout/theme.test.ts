import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, DEFAULT_BRAND_ID } from '../../brands';
import { lightTheme } from './theme';

type Motion = {
    transitions: { duration: { standard: number }; getAutoHeightDuration: (h: number) => number };
};

const brand = BRANDS[DEFAULT_BRAND_ID];
const asking = (reduce: boolean) =>
    vi.stubGlobal('window', {
        matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }),
    });

describe('theme', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('takes away the transitions and ripples of a person who asked their system for less motion', () => {
        asking(true);
        const still = lightTheme(brand) as unknown as Motion & {
            components: Record<string, { defaultProps?: object }>;
        };
        expect(still.transitions.duration.standard).toBe(0);
        expect(still.transitions.getAutoHeightDuration(400)).toBe(0);
        expect(still.components.MuiButtonBase.defaultProps).toMatchObject({ disableRipple: true });
        asking(false);
        const moving = lightTheme(brand) as unknown as Motion;
        expect(moving.transitions.duration.standard).toBeGreaterThan(0);
        expect(moving.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    });
});
