import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { useMessages } from '../i18n';
import { DisabledWhenEmpty } from './lists/EmptyListExport';
import { uiMessages } from './messages';
import { useBusy } from './useBusy';

interface Props extends Omit<ButtonProps, 'onClick'> {
    /** Builds the PDF and offers it (jsPDF is loaded lazily, so this takes a moment). */
    download: () => Promise<void>;
    /** A report of an empty list: disabled, with the reason in a tooltip. */
    empty?: boolean;
}

/** "Baixar comprovante (PDF)" unless told otherwise: one PDF at a time, a notice when it cannot be made. */
export const PdfDownloadButton = ({ download, disabled, empty = false, children, ...props }: Props) => {
    const { busy, run } = useBusy();
    const notify = useNotify();
    const t = useMessages(uiMessages);
    const click = () =>
        run(async () => {
            try {
                await download();
            } catch {
                notify(t('ui.pdf.failed'), { type: 'error' });
            }
        });
    return (
        <DisabledWhenEmpty empty={empty}>
            <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                {...props}
                onClick={click}
                disabled={disabled || busy}
            >
                {children ?? t('ui.pdf.download')}
            </Button>
        </DisabledWhenEmpty>
    );
};
