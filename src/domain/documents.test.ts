import { describe, expect, it } from 'vitest';
import {
    DOCUMENT_MESSAGES,
    DOCUMENT_UPLOAD_MESSAGES,
    documentFileProblem,
    documentReasonProblem,
    effectiveDocumentStatus,
    formatFileSize,
    holderUploadTypes,
    isDocumentType,
    MAX_DOCUMENT_BYTES,
    missingDocuments,
    PROCESSING_MS,
    partnerUploadTypes,
    requiredDocuments,
    requirementProgress,
    uploadPathFor,
} from './documents';

describe('required documents', () => {
    it('asks a natural person for identity, selfie and address; a minor for no selfie', () => {
        expect(requiredDocuments({ type: 'natural' }).map((r) => r.anyOf)).toEqual([
            ['rg', 'cnh', 'front'],
            ['selfie'],
            ['address'],
        ]);
        expect(requiredDocuments({ type: 'natural', responsible: { person_id: 1 } })).toHaveLength(2);
    });

    it("adds the attorney's three documents to a company that has one", () => {
        expect(requiredDocuments({ type: 'legal' })).toHaveLength(5);
        const withAttorney = requiredDocuments({ type: 'legal', attorney: { name: 'X' } });
        expect(withAttorney.slice(5).map((r) => r.anyOf[0])).toEqual([
            'attorneyproxy',
            'attorneyidentity',
            'attorneyaddress',
        ]);
    });

    it('counts only approved documents, any of the alternatives', () => {
        const missing = missingDocuments({ type: 'natural' }, [
            { type: 'cnh', status: 'approved' },
            { type: 'selfie', status: 'pending' },
        ]);
        expect(missing.map((r) => r.anyOf[0])).toEqual(['selfie', 'address']);
    });

    it('tells approved, sent, rejected and missing apart', () => {
        const progress = requirementProgress({ type: 'natural' }, [
            { type: 'rg', status: 'rejected' },
            { type: 'cnh', status: 'approved' },
            { type: 'selfie', status: 'processing' },
        ]);
        expect(progress.map((p) => p.state)).toEqual(['approved', 'sent', 'missing']);
        const rejected = requirementProgress({ type: 'natural' }, [{ type: 'address', status: 'rejected' }]);
        expect(rejected[2].state).toBe('rejected');
    });
});

describe('upload pages', () => {
    it("offers a holder its registration's types first, then the optional ones, without attorney or front", () => {
        expect(holderUploadTypes({ type: 'natural' })).toEqual([
            'rg',
            'cnh',
            'selfie',
            'address',
            'revenue',
            'file',
        ]);
        expect(holderUploadTypes({ type: 'legal', attorney: {} })).toEqual([
            'cre',
            'qsa',
            'companyaddress',
            'admidentity',
            'admaddress',
            'companyrevenue',
            'file',
        ]);
        expect(partnerUploadTypes({ administrator: true })).toEqual(['admidentity', 'admaddress']);
        expect(partnerUploadTypes({ administrator: false })).toEqual(['rg', 'cnh', 'address']);
    });

    it('sends a rejected document back to the page where it is sent', () => {
        const holder = { owner: 'holder' as const, owner_document: null };
        expect(uploadPathFor({ ...holder, type: 'address' })).toBe('/upload-de-documentos');
        expect(uploadPathFor({ ...holder, type: 'selfie' })).toBe('/upload-identidade');
        expect(
            uploadPathFor({ type: 'attorneyproxy', owner: 'attorney', owner_document: '11144477735' }),
        ).toBe('/upload-procurador');
        expect(uploadPathFor({ type: 'admidentity', owner: 'partner', owner_document: '11144477735' })).toBe(
            '/upload-documentos-socio?partner=11144477735',
        );
    });
});

describe('files and statuses', () => {
    it.each([
        [{ size: 1000, type: 'image/jpeg' }, null],
        [{ size: MAX_DOCUMENT_BYTES, type: 'application/pdf' }, null],
        [{ size: MAX_DOCUMENT_BYTES + 1, type: 'image/png' }, DOCUMENT_MESSAGES.tooLarge],
        [{ size: 0, type: 'image/png' }, DOCUMENT_MESSAGES.empty],
        [{ size: 10, type: 'image/gif' }, DOCUMENT_MESSAGES.wrongType],
        [{ size: 10, type: '' }, DOCUMENT_MESSAGES.wrongType],
    ])('%o → %s', (file, message) => {
        expect(documentFileProblem(file)).toBe(message);
    });

    it('shows a fresh upload as processing for its first seconds', () => {
        const created = '2026-03-01T12:00:00.000Z';
        const at = (ms: number) => Date.parse(created) + ms;
        expect(effectiveDocumentStatus({ status: 'pending', created_at: created }, at(0))).toBe('processing');
        expect(
            effectiveDocumentStatus({ status: 'pending', created_at: created }, at(PROCESSING_MS - 1)),
        ).toBe('processing');
        expect(effectiveDocumentStatus({ status: 'pending', created_at: created }, at(PROCESSING_MS))).toBe(
            'pending',
        );
        expect(effectiveDocumentStatus({ status: 'approved', created_at: created }, at(0))).toBe('approved');
    });

    it('asks a rejection reason of at least 5 characters', () => {
        expect(documentReasonProblem('  ')).toBe(DOCUMENT_UPLOAD_MESSAGES.reasonRequired);
        expect(documentReasonProblem(' ruim ')).toBe(DOCUMENT_UPLOAD_MESSAGES.reasonShort);
        expect(documentReasonProblem('Ilegível')).toBeNull();
        expect(documentReasonProblem(42)).toBe(DOCUMENT_UPLOAD_MESSAGES.reasonRequired);
    });

    it('knows its types and writes sizes in pt-BR', () => {
        expect(isDocumentType('cnh')).toBe(true);
        expect(isDocumentType('toString')).toBe(false);
        expect([formatFileSize(512), formatFileSize(850 * 1024), formatFileSize(1.25 * 1024 * 1024)]).toEqual(
            ['512 B', '850 KB', '1,3 MB'],
        );
    });
});
