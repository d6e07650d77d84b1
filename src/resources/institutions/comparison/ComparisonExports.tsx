import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import { currentBrand } from '../../../brands';
import type { BankFinancialReport } from '../../../contract/bankReports';
import { translateOr, useMessages } from '../../../i18n';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { bankComparisonMessages } from './messages';
import { comparisonCsv, comparisonPdfTable, fileName, periodText } from './report';

/** The comparison on screen as a CSV (Excel pt-BR) and as a PDF report (A4 landscape). */
export const ComparisonExports = ({ report }: { report: BankFinancialReport }) => {
    const t = useMessages(bankComparisonMessages);
    const download = async () => {
        const { createReport } = await import('../../../pdf');
        createReport({
            title: translateOr('routes./comparativo-bancos', t('bank_comparison.pdf_title')),
            subtitle: t('bank_comparison.pdf_subtitle', periodText(report)),
            brand: currentBrand(),
        })
            .table(comparisonPdfTable(report))
            .save(fileName(report));
    };
    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportCsvButton csv={() => comparisonCsv(report)} fileName={`${fileName(report)}.csv`} />
            <PdfDownloadButton
                download={download}
                variant="outlined"
                size="small"
                startIcon={<PictureAsPdfIcon />}
            >
                {t('bank_comparison.export_pdf')}
            </PdfDownloadButton>
        </Box>
    );
};
