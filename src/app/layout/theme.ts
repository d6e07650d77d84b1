import { ptBR as muiPtBR } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Brand } from '../../brands';

/** Breakpoints of spec 1 §9: xs < 576, sm 576, md 768, lg 992, xl 1200. */
const breakpoints = { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } };

/** No motion at all: MUI's transitions (dialogs, menus, drawers, collapses) and ripples take no time. */
const STILL: ThemeOptions = {
    transitions: {
        duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
        },
        getAutoHeightDuration: () => 0,
    },
};

/** The person asked their system for less motion (WCAG 2.3.3): MUI does not follow that setting by itself. */
const wantsLessMotion = () =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const withBrand = (base: ThemeOptions, brand: Brand, mode: 'light' | 'dark'): RaThemeOptions => {
    const still = wantsLessMotion();
    const theme = createTheme(
        {
            ...base,
            ...(still ? STILL : {}),
            components: {
                ...base.components,
                ...(still && {
                    MuiButtonBase: {
                        ...base.components?.MuiButtonBase,
                        defaultProps: {
                            ...base.components?.MuiButtonBase?.defaultProps,
                            disableRipple: true,
                        },
                    },
                }),
            },
            breakpoints,
            palette: {
                ...base.palette,
                mode,
                primary: { main: mode === 'light' ? brand.primary : '#8fb3ff' },
                secondary: { main: brand.secondary },
                // MUI's light warning/info/success (#ed6c02, #0288d1, #2e7d32) are under 4.5:1 as small text on
                // white (chips, captions), and its error red (#d32f2f) is under it as a filled field's label and
                // message: darker shades keep WCAG AA contrast.
                ...(mode === 'light'
                    ? {
                          background: { default: '#f4f6fa' },
                          warning: { main: '#b45309' },
                          info: { main: '#01579b' },
                          success: { main: '#1b5e20' },
                          error: { main: '#b71c1c' },
                      }
                    : {}),
            },
            shape: { borderRadius: 8 },
            typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
        },
        muiPtBR,
    );
    return theme as unknown as RaThemeOptions;
};

export const lightTheme = (brand: Brand) => withBrand(defaultLightTheme, brand, 'light');
export const darkTheme = (brand: Brand) => withBrand(defaultDarkTheme, brand, 'dark');
