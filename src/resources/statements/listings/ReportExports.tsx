import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { csvBlob } from '../../../domain/csv';
import { isHttpError } from '../../../http/HttpError';
import { downloadBlob } from '../../../ui/downloadBlob';
import { DisabledWhenEmpty } from '../../../ui/lists/EmptyListExport';
import { useBusy } from '../../../ui/useBusy';

interface Props {
    empty: boolean;
    fileName: string;
    csvLabel: string;
    pdfLabel: string;
    failedText: string;
    /** Every row of the filter as CSV text. */
    csv: () => Promise<string>;
    /** Builds and offers the PDF. */
    pdf: () => Promise<void>;
}

/** "Exportar CSV" and "Exportar PDF" of a whole filter (every page), one at a time. */
export const ReportExports = ({ empty, fileName, csvLabel, pdfLabel, failedText, csv, pdf }: Props) => {
    const { busy, run } = useBusy();
    const notify = useNotify();
    const guarded = (work: () => Promise<void>) =>
        run(async () => {
            try {
                await work();
            } catch (failure) {
                // A failed read was the http layer's notice; anything else is the PDF's own failure.
                if (!isHttpError(failure)) notify(failedText, { type: 'error' });
            }
        });
    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DisabledWhenEmpty empty={empty}>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DescriptionIcon />}
                    disabled={busy}
                    onClick={() => guarded(async () => downloadBlob(csvBlob(await csv()), `${fileName}.csv`))}
                >
                    {csvLabel}
                </Button>
            </DisabledWhenEmpty>
            <DisabledWhenEmpty empty={empty}>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<PictureAsPdfIcon />}
                    disabled={busy}
                    onClick={() => guarded(pdf)}
                >
                    {pdfLabel}
                </Button>
            </DisabledWhenEmpty>
        </Box>
    );
};
