import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import type { CertificateView } from './api';
import { documentLabel, validityText } from './CertificateSummary';
import { certificateMessages } from './messages';

/** The holder's imported certificates, each with its state and a remove button. */
export const CertificateList = ({
    certificates,
    onRemove,
}: {
    certificates: CertificateView[];
    onRemove: (certificate: CertificateView) => void;
}) => {
    const t = useMessages(certificateMessages);
    return (
        <List aria-label={t('certificate.list.title')} disablePadding>
            {certificates.map((certificate) => (
                <ListItem
                    key={certificate.id}
                    divider
                    sx={{ px: 0, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
                    aria-label={t('certificate.list.item', {
                        name: certificate.holder_name,
                        serial: certificate.serial,
                    })}
                >
                    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                            {certificate.holder_name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {documentLabel(certificate)} {formatDocument(certificate.document)} ·{' '}
                            {certificate.issuer} ·{' '}
                            {t('certificate.list.serial', { serial: certificate.serial })}
                        </Typography>
                        <Typography variant="body2">
                            {t('certificate.list.validity', { validity: validityText(certificate) })}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p">
                            {t('certificate.list.imported_at', { date: formatDate(certificate.imported_at) })}
                        </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <StatusChip vocabulary="certificate" value={certificate.state} />
                        <Tooltip title={t('certificate.list.remove')}>
                            <IconButton
                                aria-label={t('certificate.list.remove_serial', {
                                    serial: certificate.serial,
                                })}
                                onClick={() => onRemove(certificate)}
                            >
                                <DeleteIcon />
                            </IconButton>
                        </Tooltip>
                    </Box>
                </ListItem>
            ))}
        </List>
    );
};
