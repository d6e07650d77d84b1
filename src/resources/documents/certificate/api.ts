import type { StoredCertificate } from '../../../contract/documents';
import type { CertificateState } from '../../../domain/certificates';

/** An imported A1 certificate as `docs/certificate` answers it (resource `certificados`, docs/api.md). */
export interface CertificateView extends Omit<StoredCertificate, 'person_id' | 'imported_by'> {
    state: CertificateState;
    days_left: number;
}
