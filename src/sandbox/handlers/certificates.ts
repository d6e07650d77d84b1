/**
 * `docs/certificate` (docs/api.md): the holder's A1 certificates. The PKCS#12 is opened with its password as
 * a server would (src/domain/pkcs12.ts: MAC checked, certificate bag decrypted) and only the certificate's
 * fields are stored; the file and the private key are dropped at the end of the call.
 */

import type { StoredCertificate } from '../../contract/documents';
import { PERMISSIONS } from '../../contract/permissions';
import {
    CERTIFICATE_MESSAGES,
    certificateSizeProblem,
    certificateState,
    daysLeft,
} from '../../domain/certificates';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { openPkcs12, Pkcs12Error } from '../../domain/pkcs12';
import { json, notFound, validationError } from '../laravel';
import { type Context, route } from '../route';

export const certificateView = (certificate: StoredCertificate, now = new Date()) => {
    const { person_id: _person, imported_by: _by, ...fields } = certificate;
    return {
        ...fields,
        state: certificateState(certificate.not_after, now),
        days_left: daysLeft(certificate.not_after, now),
    };
};

const readUpload = async (ctx: Context) => {
    let form: FormData;
    try {
        form = await ctx.request.formData();
    } catch {
        throw validationError({ file: [CERTIFICATE_MESSAGES.fileRequired] });
    }
    const file = form.get('file');
    const password = form.get('password');
    const errors: Record<string, string[]> = {};
    if (!file || typeof file === 'string') errors.file = [CERTIFICATE_MESSAGES.fileRequired];
    else {
        const problem = certificateSizeProblem(file.size);
        if (problem) errors.file = [problem];
    }
    if (typeof password !== 'string' || password === '')
        errors.password = [CERTIFICATE_MESSAGES.passwordRequired];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { file: file as File, password: password as string };
};

/** The certificate's fields, or the 422 that says why it cannot be imported. */
const readCertificate = async (file: File, password: string) => {
    try {
        return await openPkcs12(new Uint8Array(await file.arrayBuffer()), password);
    } catch (error) {
        if (!(error instanceof Pkcs12Error)) throw error;
        throw validationError({
            [error.problem === 'wrong_password' ? 'password' : 'file']: [error.message],
        });
    }
};

export const certificateHandlers = [
    route('get', 'docs/certificate', { permission: PERMISSIONS.certificateStore }, (ctx) => ({
        data: ctx.store.state.certificates
            .filter((c) => c.person_id === ctx.user.person_id)
            .sort((a, b) => b.imported_at.localeCompare(a.imported_at))
            .map((c) => certificateView(c)),
    })),

    route('post', 'docs/certificate', { permission: PERMISSIONS.certificateStore }, async (ctx) => {
        const { file, password } = await readUpload(ctx);
        const fields = await readCertificate(file, password);
        const { state } = ctx.store;
        const person = state.persons.find((p) => p.id === ctx.user.person_id);
        if (!person) throw notFound();
        const fileError = (message: string) => validationError({ file: [message] });
        if (!fields.document) throw fileError(CERTIFICATE_MESSAGES.noDocument);
        if (fields.document.number !== person.document)
            throw fileError(CERTIFICATE_MESSAGES.notHolder(formatDocument(fields.document.number)));
        const now = new Date();
        if (Date.parse(fields.not_after) < now.getTime())
            throw fileError(CERTIFICATE_MESSAGES.expired(formatDate(fields.not_after)));
        if (Date.parse(fields.not_before) > now.getTime())
            throw fileError(CERTIFICATE_MESSAGES.notYetValid(formatDate(fields.not_before)));
        const duplicate = state.certificates.some(
            (c) => c.person_id === person.id && c.serial === fields.serial && c.issuer === fields.issuer,
        );
        if (duplicate) throw fileError(CERTIFICATE_MESSAGES.duplicate);
        const certificate: StoredCertificate = {
            id: state.certificates.reduce((max, c) => Math.max(max, c.id), 0) + 1,
            uuid: crypto.randomUUID(),
            person_id: person.id,
            subject: fields.subject,
            holder_name: fields.holder_name,
            document: fields.document.number,
            document_type: fields.document.type,
            issuer: fields.issuer,
            serial: fields.serial,
            not_before: fields.not_before,
            not_after: fields.not_after,
            file_name: file.name,
            imported_at: now.toISOString(),
            imported_by: ctx.user.id,
        };
        state.certificates.push(certificate);
        ctx.store.save('certificates');
        return json({ data: certificateView(certificate, now) }, 201);
    }),

    route('delete', 'docs/certificate/:id', { permission: PERMISSIONS.certificateStore }, (ctx) => {
        const { state } = ctx.store;
        const index = state.certificates.findIndex(
            (c) => String(c.id) === ctx.params.id && c.person_id === ctx.user.person_id,
        );
        if (index < 0) throw notFound();
        state.certificates.splice(index, 1);
        ctx.store.save('certificates');
        return { message: 'Certificado removido.' };
    }),
];
