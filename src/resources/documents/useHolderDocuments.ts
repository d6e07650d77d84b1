import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { PROCESSING_MS } from '../../domain/documents';
import { useLoad } from '../../ui/useLoad';
import { documentsApi, type HolderDocuments } from './api';

/** Staff who open accounts act for any holder; everyone else only for their own person. */
export const isDocumentStaff = () => getUser()?.permissions.includes(PERMISSIONS.accountCreate) ?? false;

/**
 * The holder the page is about (`?person=`: any holder for staff, a minor for the responsible adult — the bank
 * refuses anyone else's; without it the signed-in user's own person) and their
 * documents. A reload keeps showing the last answer meanwhile, so the upload cards keep their state; while a
 * document is `processing` the list is read again once that time has passed.
 */
export const useHolderDocuments = () => {
    const [params] = useSearchParams();
    const staff = isDocumentStaff();
    const asked = Number(params.get('person'));
    const personId =
        Number.isInteger(asked) && asked > 0 ? asked : staff ? null : (getUser()?.person_id ?? null);
    const [version, setVersion] = useState(0);
    const load = useLoad(personId === null ? null : `holder-documents-${personId}-${version}`, (signal) =>
        documentsApi.forPerson(personId as number, signal),
    );
    const [shown, setShown] = useState<HolderDocuments | null>(null);
    const ready = load.status === 'ready' ? load.data : null;
    useEffect(() => {
        if (ready) setShown(ready);
    }, [ready]);

    const processing = shown?.documents.some((d) => d.status === 'processing') ?? false;
    useEffect(() => {
        if (!processing) return;
        const timer = setTimeout(() => setVersion((n) => n + 1), PROCESSING_MS + 300);
        return () => clearTimeout(timer);
    }, [processing]);

    return {
        personId,
        staff,
        data: shown?.person.id === personId ? shown : null,
        failed: load.status === 'error' && !shown,
        retry: load.retry,
        reload: () => setVersion((n) => n + 1),
    };
};
