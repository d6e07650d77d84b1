import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { useRead } from '../../dataProvider/hooks';
import { PROCESSING_MS } from '../../domain/documents';
import type { HolderDocuments } from './api';

/** Staff who open accounts act for any holder; everyone else only for their own person. */
export const isDocumentStaff = () => getUser()?.permissions.includes(PERMISSIONS.accountCreate) ?? false;

/**
 * The holder the page is about (`?person=`: any holder for staff, a minor for the responsible adult — the bank
 * refuses anyone else's; without it the signed-in user's own person) and their documents (`documentos`'
 * read `forPerson`). A reload keeps showing the last answer meanwhile, so the upload cards keep their state;
 * while a document is `processing` the list is read again once that time has passed.
 */
export const useHolderDocuments = () => {
    const [params] = useSearchParams();
    const staff = isDocumentStaff();
    const asked = Number(params.get('person'));
    const personId =
        Number.isInteger(asked) && asked > 0 ? asked : staff ? null : (getUser()?.person_id ?? null);
    const query = useRead<HolderDocuments>(
        'documentos',
        'forPerson',
        personId === null ? null : { id: personId },
    );
    const shown = query.data;
    const { refetch } = query;

    const processing = shown?.documents.some((d) => d.status === 'processing') ?? false;
    useEffect(() => {
        if (!processing) return;
        const timer = setTimeout(() => void refetch(), PROCESSING_MS + 300);
        return () => clearTimeout(timer);
    }, [processing, refetch]);

    const reload = () => void refetch();
    return {
        personId,
        staff,
        data: shown && shown.person.id === personId ? shown : null,
        failed: query.isError && !query.isFetching && !shown,
        retry: reload,
        reload,
    };
};
