import type { BankDataProvider } from '../../../dataProvider';
import type { Participant } from '../api';
import type { KeyOwner } from './api';

/**
 * The key holder with their institution's name: the directory answers the ISPB, the participants list
 * (`GET pix/debit/info/ispb`, searched by that ISPB) names it. When that read fails the recipient shows the
 * ISPB.
 */
export async function withParticipant(dataProvider: BankDataProvider, owner: KeyOwner): Promise<KeyOwner> {
    if (owner.participant) return owner;
    try {
        const { data } = await dataProvider.read<Participant[]>('pix-envio', 'participants', {
            query: { search: owner.ispb },
            quiet: true,
        });
        return { ...owner, participant: data.find((p) => p.ispb === owner.ispb)?.name ?? null };
    } catch {
        return owner;
    }
}
