import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../domain/dates';
import { DOCUMENT_LABELS, DOCUMENT_UPLOAD_MESSAGES } from '../../domain/documents';
import { state } from '../../test/bank';
import { captureDownloads } from '../../test/downloads';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

const SLOW = { timeout: 15_000 };

/** A registration the gestor made in the seed, and its waiting documents (an address PDF, two PNG photos). */
const registeredByGestor = (name: string) => {
    const person = state().persons.find((p) => p.name === name);
    if (!person) throw new Error(`sem ${name} no seed`);
    const ids = state()
        .documents.filter((d) => d.person_id === person.id && d.status === 'pending')
        .map((d) => [d.type, d.id] as const);
    const of = (type: keyof typeof DOCUMENT_LABELS) => {
        const id = ids.find(([t]) => t === type)?.[1];
        const doc = state().documents.find((d) => d.id === id);
        if (!doc) throw new Error(`sem ${type} de ${name}`);
        return doc;
    };
    return { person, of };
};

const openQueue = async (search: string) => {
    await signIn('backoffice');
    renderPage('/documentos');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Documentos para análise' }, SLOW);
    await user.click(screen.getByRole('textbox', { name: 'Buscar titular' }));
    await user.paste(search);
    return user;
};

describe('/documentos for the back office', { timeout: 60_000 }, () => {
    it('previews a PDF and an image (zoom, rotation, download), says who sent it and leads to the holder', async () => {
        const downloads = captureDownloads();
        const { person, of } = registeredByGestor('Thiago Ramos Bezerra');
        const [address, selfie] = [of('address'), of('selfie')];
        const user = await openQueue('Thiago Ramos');

        await user.click(
            await screen.findByRole('button', { name: /Comprovante de endereço · Thiago Ramos/ }),
        );
        let drawer = await screen.findByRole('region', { name: 'Comprovante de endereço' });
        const frame = await within(drawer).findByTitle(`Comprovante de endereço: ${address.file_name}`);
        expect(frame.tagName).toBe('IFRAME');
        expect(frame).toHaveAttribute('src', 'blob:1');
        expect(downloads.blobs[0].type).toBe('application/pdf');
        expect(downloads.blobs[0].size).toBe(address.size);
        const valueAfter = (term: string) => within(drawer).getByText(term).nextElementSibling;
        expect(valueAfter('Enviado em')).toHaveTextContent(formatDateTime(address.created_at));
        expect(valueAfter('Enviado por')).toHaveTextContent(`${demoUser('gestor').name} (equipe do banco)`);
        await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));

        await user.click(screen.getByRole('button', { name: /Selfie com o documento · Thiago Ramos/ }));
        drawer = await screen.findByRole('region', { name: DOCUMENT_LABELS.selfie });
        const image = await within(drawer).findByRole('img', {
            name: `${DOCUMENT_LABELS.selfie}: ${selfie.file_name}`,
        });
        expect(downloads.blobs.at(-1)?.type).toBe('image/png');
        await user.click(within(drawer).getByRole('button', { name: 'Aumentar o zoom' }));
        expect(within(drawer).getByText('125%')).toBeInTheDocument();
        expect(image).toHaveStyle({ width: '125%' });
        within(drawer).getByRole('button', { name: 'Girar 90° à direita' }).focus();
        await user.keyboard('{Enter}');
        expect(image).toHaveStyle({ transform: 'rotate(90deg)' });
        await user.click(within(drawer).getByRole('button', { name: 'Baixar arquivo' }));
        expect(downloads.names).toEqual([selfie.file_name]);

        // The holders' listing opens this holder's drawer from `?holder=` (holders.test.tsx).
        expect(within(drawer).getByRole('link', { name: 'Ver o cadastro do titular' })).toHaveAttribute(
            'href',
            `/listagem-contas/tudo?holder=${person.id}`,
        );
    });

    it('approves two selected documents at once', async () => {
        const thiago = registeredByGestor('Thiago Ramos Bezerra');
        const user = await openQueue('Thiago Ramos');
        await user.click(
            await screen.findByLabelText('Selecionar Comprovante de endereço de Thiago Ramos Bezerra'),
        );
        await user.click(
            screen.getByLabelText(`Selecionar ${DOCUMENT_LABELS.selfie} de Thiago Ramos Bezerra`),
        );
        await user.click(screen.getByRole('button', { name: 'Aprovar selecionados' }));
        const approve = await screen.findByRole('dialog', { name: 'Aprovar documentos' });
        expect(approve).toHaveTextContent('Aprovar os 2 documentos selecionados?');
        await user.click(within(approve).getByRole('button', { name: 'Aprovar' }));
        expect(await screen.findByText('2 documentos aprovados.')).toBeInTheDocument();
        expect([thiago.of('address').status, thiago.of('selfie').status]).toEqual(['approved', 'approved']);
        expect(thiago.of('rg').status).toBe('pending');
    });

    it('rejects the selected documents with one reason, which it asks for', async () => {
        const camila = registeredByGestor('Camila Duarte Ribeiro');
        const user = await openQueue('Camila Duarte');
        await user.click(
            await screen.findByLabelText(`Selecionar ${DOCUMENT_LABELS.rg} de Camila Duarte Ribeiro`),
        );
        await user.click(
            screen.getByLabelText(`Selecionar ${DOCUMENT_LABELS.selfie} de Camila Duarte Ribeiro`),
        );
        await user.click(screen.getByRole('button', { name: 'Rejeitar selecionados' }));
        const reject = await screen.findByRole('dialog', { name: 'Rejeitar documentos' });
        await user.click(within(reject).getByRole('button', { name: 'Rejeitar' }));
        expect(await within(reject).findByText(DOCUMENT_UPLOAD_MESSAGES.reasonRequired)).toBeInTheDocument();
        await user.click(within(reject).getByLabelText('Motivo da rejeição'));
        await user.paste('Foto escura, sem nitidez.');
        await user.click(within(reject).getByRole('button', { name: 'Rejeitar' }));
        expect(await screen.findByText(/2 documentos rejeitados\./)).toBeInTheDocument();
        for (const type of ['rg', 'selfie'] as const) {
            expect(camila.of(type)).toMatchObject({
                status: 'rejected',
                reason: 'Foto escura, sem nitidez.',
            });
        }
        expect(camila.of('address').status).toBe('pending');
    });

    it('does not offer a document its own sender for analysis', async () => {
        const user = await openQueue('Gustavo Henrique');
        const box = await screen.findByLabelText(
            `Selecionar ${DOCUMENT_LABELS.rg} de Gustavo Henrique Lopes`,
        );
        expect(box).toBeDisabled();
        await user.click(screen.getByRole('button', { name: /RG · Gustavo Henrique Lopes/ }));
        const drawer = await screen.findByRole('region', { name: 'RG' });
        expect(within(drawer).getByText(/Você enviou este documento/)).toBeInTheDocument();
        expect(within(drawer).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    });
});
