import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
    id?: string;
    variant?: TypographyProps['variant'];
    component: 'h2' | 'h3';
    sx?: SxProps<Theme>;
    children: ReactNode;
}

/**
 * The heading of a step that has just appeared (a receipt, a preview, a result): it takes the focus, so
 * screen readers and keyboard users land on it rather than on what was there before.
 */
export const FocusedHeading = ({ id, variant = 'h6', component, sx, children }: Props) => {
    const ref = useRef<HTMLHeadingElement>(null);
    useEffect(() => ref.current?.focus(), []);
    return (
        <Typography
            id={id}
            ref={ref}
            tabIndex={-1}
            variant={variant}
            component={component}
            sx={[{ outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
            {children}
        </Typography>
    );
};
