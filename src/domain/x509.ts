/**
 * The fields of an X.509 certificate that the certificate import shows and keeps: names, serial, validity
 * and the ICP-Brasil holder document. ICP-Brasil (DOC-ICP-04) puts its data in the subjectAltName as
 * otherName values, text in an OCTET STRING or a PrintableString/UTF8String depending on the authority:
 *  - 2.16.76.1.3.1 (e-CPF holder), 2.16.76.1.3.4 (e-CNPJ responsible): birth date ddMMyyyy (8), CPF (11),
 *    NIS (11), RG (15), issuing body and state (10);
 *  - 2.16.76.1.3.2: the e-CNPJ responsible's name; 2.16.76.1.3.3: the company's CNPJ (14).
 * The subject CN of an ICP-Brasil certificate is 'NAME:DOCUMENT', which is the fallback when no SAN says it.
 */
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import {
    children,
    contextTag,
    type DerNode,
    expectTag,
    explicit,
    integerHex,
    items,
    octets,
    oid,
    parseDer,
    raw,
    TAG,
    text,
    time,
} from './der';

const OID = {
    commonName: '2.5.4.3',
    organization: '2.5.4.10',
    organizationalUnit: '2.5.4.11',
    subjectAltName: '2.5.29.17',
    basicConstraints: '2.5.29.19',
    icpPersonData: '2.16.76.1.3.1',
    icpResponsibleName: '2.16.76.1.3.2',
    icpCnpj: '2.16.76.1.3.3',
    icpResponsibleData: '2.16.76.1.3.4',
} as const;

export interface HolderDocument {
    type: 'cnpj' | 'cpf';
    /** Unformatted: 14 characters (a CNPJ may be alphanumeric) or 11 digits. */
    number: string;
}

export interface CertificateFields {
    /** The subject's common name as written ('EMPRESA LTDA:45938076000109'). */
    subject: string;
    /** The holder's name: the CN without its ':DOCUMENT' suffix. */
    holder_name: string;
    /** The issuing authority: its CN (or organisation). */
    issuer: string;
    /** Upper-case hex. */
    serial: string;
    not_before: string;
    not_after: string;
    document: HolderDocument | null;
    /** e-CNPJ: the natural person responsible for the certificate. */
    responsible: { name: string | null; cpf: string | null } | null;
    /** Raw DER of the subject and issuer names (to tell the end certificate from its authorities). */
    subjectDer: Uint8Array;
    issuerDer: Uint8Array;
    isAuthority: boolean;
}

/** The attributes of a Name: OID → first value. */
function nameAttributes(name: DerNode): Map<string, string> {
    const attributes = new Map<string, string>();
    for (const set of items(name)) {
        for (const pair of items(set, TAG.set)) {
            const [type, value] = items(pair);
            const key = oid(type);
            if (!attributes.has(key) && value) attributes.set(key, text(value));
        }
    }
    return attributes;
}

const digitsAt = (value: string, start: number, length: number) => {
    const part = value.slice(start, start + length);
    return /^\d+$/.test(part) && /[1-9]/.test(part) ? part : null;
};

/** The otherName values of the subjectAltName extension: OID → text. */
function otherNames(extensionValue: Uint8Array): Map<string, string> {
    const names = new Map<string, string>();
    for (const general of children(parseDer(extensionValue))) {
        if (general.tag !== contextTag(0)) continue;
        const [type, value] = children(general);
        if (!type || !value) continue;
        const inner = explicitValue(value);
        names.set(oid(type), text(inner).trim());
    }
    return names;
}

/** otherName's value is `[0] EXPLICIT`: the one node inside. */
const explicitValue = (node: DerNode) => {
    const [inner] = children(node);
    if (!inner) throw new Error('empty otherName');
    return inner;
};

function documentOf(names: Map<string, string>, commonName: string): HolderDocument | null {
    const cnpj = names.get(OID.icpCnpj)?.toUpperCase();
    if (cnpj && isValidCnpj(cnpj)) return { type: 'cnpj', number: cnpj };
    const person = names.get(OID.icpPersonData);
    const cpf = person ? digitsAt(person, 8, 11) : null;
    if (cpf && isValidCpf(cpf)) return { type: 'cpf', number: cpf };
    const suffix = /:\s*([0-9A-Za-z]{14}|\d{11})\s*$/.exec(commonName)?.[1]?.toUpperCase();
    if (suffix?.length === 14 && isValidCnpj(suffix)) return { type: 'cnpj', number: suffix };
    if (suffix?.length === 11 && isValidCpf(suffix)) return { type: 'cpf', number: suffix };
    return null;
}

function isCa(extensionValue: Uint8Array): boolean {
    const [flag] = children(parseDer(extensionValue));
    return flag?.tag === TAG.boolean && octets(flag)[0] !== 0;
}

/** Reads a DER certificate; throws (DerError or Error) when it is not one. */
export function readCertificate(der: Uint8Array): CertificateFields {
    const [tbs] = items(parseDer(der));
    const fields = items(tbs);
    // The version is `[0] EXPLICIT`, absent in v1 certificates.
    const rest = fields[0]?.tag === contextTag(0) ? fields.slice(1) : fields;
    const [serial, , issuer, validity, subject] = rest;
    const [notBefore, notAfter] = items(validity);
    const subjectNames = nameAttributes(expectTag(subject, TAG.sequence));
    const issuerNames = nameAttributes(expectTag(issuer, TAG.sequence));
    let altNames = new Map<string, string>();
    let isAuthority = false;
    const extensions = rest.find((node) => node.tag === contextTag(3));
    for (const extension of extensions ? items(explicit(extensions, 3)) : []) {
        const parts = children(extension);
        const id = oid(parts[0]);
        const value = octets(expectTag(parts[parts.length - 1], TAG.octetString));
        if (id === OID.subjectAltName) altNames = otherNames(value);
        if (id === OID.basicConstraints) isAuthority = isCa(value);
    }
    const commonName = subjectNames.get(OID.commonName) ?? subjectNames.get(OID.organization) ?? '';
    const document = documentOf(altNames, commonName);
    const responsibleData = altNames.get(OID.icpResponsibleData);
    const responsibleName = altNames.get(OID.icpResponsibleName) || null;
    return {
        subject: commonName,
        holder_name: commonName.replace(/:\s*[0-9A-Za-z]{11,14}\s*$/, '').trim(),
        issuer: issuerNames.get(OID.commonName) ?? issuerNames.get(OID.organization) ?? '',
        serial: integerHex(serial),
        not_before: time(notBefore),
        not_after: time(notAfter),
        document,
        responsible:
            responsibleData || responsibleName
                ? { name: responsibleName, cpf: responsibleData ? digitsAt(responsibleData, 8, 11) : null }
                : null,
        subjectDer: raw(subject),
        issuerDer: raw(issuer),
        isAuthority,
    };
}
