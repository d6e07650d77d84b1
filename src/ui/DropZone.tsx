import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { visuallyHidden } from './visuallyHidden';

/**
 * The file input stays in the page (labelled, for assistive technology) but out of sight and out of the tab
 * order: the button beside it opens it, so no control is nested in another.
 */
const HiddenInput = styled('input')(visuallyHidden);

interface Props {
    onFile: (file: File) => void;
    /** The file input's `accept`. */
    accept: string;
    /** The hidden file input's accessible name. */
    inputLabel: string;
    buttonLabel: string;
    buttonVariant?: 'contained' | 'outlined';
    /** The button's accessible description (the id of what the file is for). */
    buttonDescribedBy?: string;
    disabled?: boolean;
    /** The id of the message about the last file tried: the zone turns red and the input points to it. */
    errorId?: string;
    /** `row`: icon, text and button side by side (a zone inside a card); otherwise stacked and centred. */
    layout?: 'stack' | 'row';
    /** Before the button: an icon and what to drop, or the chosen file. */
    children: ReactNode;
    /** After the button: limits, what is wrong with the last file. */
    footer?: ReactNode;
}

const LAYOUTS = {
    stack: { borderRadius: 2, p: { xs: 2, sm: 3 }, textAlign: 'center' },
    row: { borderRadius: 1, p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' },
} as const;

/** Drop one file on the zone or pick it with its button; the zone lights up while a file is dragged over it. */
export const DropZone = ({
    onFile,
    accept,
    inputLabel,
    buttonLabel,
    buttonVariant = 'contained',
    buttonDescribedBy,
    disabled,
    errorId,
    layout = 'stack',
    children,
    footer,
}: Props) => {
    const [over, setOver] = useState(false);
    const input = useRef<HTMLInputElement>(null);
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
    };
    const controls = (
        <>
            {children}
            <Button
                variant={buttonVariant}
                disabled={disabled}
                aria-describedby={buttonDescribedBy}
                onClick={() => input.current?.click()}
            >
                {buttonLabel}
            </Button>
            <HiddenInput
                ref={input}
                type="file"
                accept={accept}
                aria-label={inputLabel}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={errorId}
                tabIndex={-1}
                onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) onFile(file);
                }}
            />
            {footer}
        </>
    );
    return (
        <Box
            onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: errorId ? 'error.main' : over ? 'primary.main' : 'divider',
                bgcolor: over ? 'action.hover' : 'transparent',
                ...LAYOUTS[layout],
            }}
        >
            {layout === 'row' ? (
                controls
            ) : (
                <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                    {controls}
                </Stack>
            )}
        </Box>
    );
};
