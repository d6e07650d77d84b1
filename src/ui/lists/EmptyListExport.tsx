import Tooltip from '@mui/material/Tooltip';
import { cloneElement, type ReactElement, useId } from 'react';
import { ExportButton, type ExportButtonProps, useListContext } from 'react-admin';
import { useMessages } from '../../i18n';
import { uiMessages } from '../messages';

type Disableable = ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;

/**
 * An export (CSV, PDF, CNAB) of a list that is empty: its button disabled, and why. A disabled button takes
 * neither focus nor hover, so a focusable span around it holds the tooltip for the mouse and the keyboard;
 * the reason is also the description of both for screen readers.
 */
export const DisabledWhenEmpty = ({ empty, children }: { empty: boolean; children: Disableable }) => {
    const t = useMessages(uiMessages);
    const id = useId();
    if (!empty) return children;
    const reason = t('ui.export.empty');
    return (
        <Tooltip title={reason} describeChild>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button takes no focus, so its wrapper brings the reason to the keyboard. */}
            <span tabIndex={0} aria-describedby={id} style={{ display: 'inline-flex' }}>
                {cloneElement(children, { disabled: true, 'aria-describedby': id })}
                <span id={id} hidden>
                    {reason}
                </span>
            </span>
        </Tooltip>
    );
};

/** react-admin's ExportButton of the list around it, disabled with the reason while the list is empty. */
export const ListExportButton = (props: ExportButtonProps) => {
    const { total } = useListContext();
    return (
        <DisabledWhenEmpty empty={total === 0}>
            <ExportButton {...props} />
        </DisabledWhenEmpty>
    );
};
