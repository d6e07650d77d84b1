import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { StatusChip } from '../../../ui/StatusChip';
import type { CertificateView } from './api';
import { documentLabel, stateInfo, validityText } from './CertificateSummary';

/** The holder's imported certificates, each with its state and a remove button. */
export const CertificateList = ({
    certificates,
    onRemove,
}: {
    certificates: CertificateView[];
    onRemove: (certificate: CertificateView) => void;
}) => (
    <List aria-label="Certificados importados" disablePadding>
        {certificates.map((certificate) => (
            <ListItem
                key={certificate.id}
                divider
                sx={{ px: 0, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
                aria-label={`Certificado de ${certificate.holder_name}, série ${certificate.serial}`}
            >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {certificate.holder_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {documentLabel(certificate)} {formatDocument(certificate.document)} ·{' '}
                        {certificate.issuer} · série {certificate.serial}
                    </Typography>
                    <Typography variant="body2">Validade: {validityText(certificate)}</Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                        Importado em {formatDate(certificate.imported_at)}
                    </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <StatusChip status={stateInfo(certificate.state)} />
                    <Tooltip title="Remover certificado">
                        <IconButton
                            aria-label={`Remover o certificado série ${certificate.serial}`}
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
