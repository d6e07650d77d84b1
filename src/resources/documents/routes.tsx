import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const DocumentsPage = lazyScreen(() => import('./DocumentsPage'), 'DocumentsPage');

const UploadDocumentsPage = lazyScreen(() => import('./UploadPages'), 'UploadDocumentsPage');

const PartnerDocumentsPage = lazyScreen(() => import('./UploadPages'), 'PartnerDocumentsPage');

const IdentityUploadPage = lazyScreen(() => import('./UploadPages'), 'IdentityUploadPage');

const AttorneyUploadPage = lazyScreen(() => import('./UploadPages'), 'AttorneyUploadPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/documentos',
        title: 'Documentos',
        permissions: [P.documentIndex],
        menu: { group: 'holders' },
        screen: DocumentsPage,
    },
    // Documents and certificate.
    {
        path: '/upload-de-documentos',
        title: 'Envio de documentos',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: UploadDocumentsPage,
    },
    {
        path: '/upload-documentos-socio',
        title: 'Envio de documentos do sócio',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: PartnerDocumentsPage,
    },
    {
        path: '/upload-identidade',
        title: 'Envio de documento de identidade',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: IdentityUploadPage,
    },
    {
        path: '/upload-procurador',
        title: 'Envio de documentos do procurador',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: AttorneyUploadPage,
    },
    {
        path: '/importar-certificado',
        title: 'Importar certificado',
        permissions: [P.certificateStore],
        menu: { group: 'holders' },
        screen: lazyScreen(() => import('./certificate/CertificateImportPage'), 'CertificateImportPage'),
    },
];
