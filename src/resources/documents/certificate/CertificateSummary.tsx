import { daysLeftText } from '../../../domain/certificates';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { textOf } from '../../../i18n';
import type { CertificateView } from './api';
import { certificateMessages } from './messages';

const t = textOf(certificateMessages);

export const documentLabel = (certificate: CertificateView) =>
    certificate.document_type === 'cnpj' ? 'CNPJ' : 'CPF';

/** '01/11/2026 a 01/11/2036 (3.632 dias restantes)'. */
export const validityText = (certificate: CertificateView, now = new Date()) =>
    t('certificate.summary.period', {
        from: formatDate(certificate.not_before),
        to: formatDate(certificate.not_after),
        left: daysLeftText(certificate.not_after, now),
    });

/** The label–value pairs of a certificate (the result card). */
export const certificatePairs = (certificate: CertificateView): [string, string][] => [
    [t('certificate.summary.holder'), certificate.holder_name],
    [documentLabel(certificate), formatDocument(certificate.document)],
    [t('certificate.summary.issuer'), certificate.issuer],
    [t('certificate.summary.validity'), validityText(certificate)],
    [t('certificate.summary.serial'), certificate.serial],
];
