import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_UPLOAD_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { boundStore } from '../../sandbox/route';
import type { DemoUserKey } from '../../sandbox/seed/users';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

const state = () => boundStore().state;
const personOf = (key: DemoUserKey) =>
    state().users.find((u) => u.username === demoUser(key).username)?.person_id as number;
const documentsOf = (key: DemoUserKey) => state().documents.filter((d) => d.person_id === personOf(key));

/** 1×1 PNG. */
const png = (name = 'rg.png') =>
    new File(
        [
            Uint8Array.from(
                atob(
                    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
                ),
                (c) => c.charCodeAt(0),
            ),
        ],
        name,
        { type: 'image/png' },
    );

/** The upload card of one document type. */
/** The first screen of a test waits for its lazily loaded chunk, slow on a busy machine. */
const SLOW = { timeout: 15_000 };
const card = async (label: string) => screen.findByRole('region', { name: label }, SLOW);

describe('holder uploads', { timeout: 60_000 }, () => {
    it('sends an image with its progress and shows its status', async () => {
        await signIn('titular_pf');
        const before = documentsOf('titular_pf').length;
        renderPage('/upload-de-documentos');
        const user = userEvent.setup({ delay: null });
        const rg = await card('RG');
        await user.upload(within(rg).getByLabelText('Arquivo: RG'), png());

        expect(await within(rg).findByText('Enviado. O banco vai analisar o documento.')).toBeInTheDocument();
        expect(within(rg).getByRole('progressbar', { name: 'Envio de RG' })).toHaveAttribute(
            'aria-valuenow',
            '100',
        );
        expect(within(rg).getByText('rg.png · 68 B')).toBeInTheDocument();
        expect(await within(rg).findByText('Processando')).toBeInTheDocument();
        const sent = documentsOf('titular_pf');
        expect(sent).toHaveLength(before + 1);
        // Not its name: jsdom's multipart reaches msw/node as a nameless blob (browsers send the name).
        expect(sent.at(-1)).toMatchObject({ type: 'rg', mime: 'image/png', size: 68, has_file: true });
    });

    it('refuses a too large and a wrong-type file before sending anything', async () => {
        await signIn('titular_pf');
        const before = state().documents.length;
        renderPage('/upload-de-documentos');
        // The input's `accept` would hide the GIF from the picker; a drop or "all files" choice still brings it.
        const user = userEvent.setup({ applyAccept: false });
        const address = await card('Comprovante de endereço');
        const input = within(address).getByLabelText('Arquivo: Comprovante de endereço');

        await user.upload(
            input,
            new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'enorme.pdf', { type: 'application/pdf' }),
        );
        expect(await within(address).findByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
        // Dropped on the zone rather than chosen.
        const zone = within(address).getByText(/Arraste o arquivo até aqui/);
        fireEvent.drop(zone, {
            dataTransfer: { files: [new File(['GIF89a'], 'anima.gif', { type: 'image/gif' })] },
        });
        expect(await within(address).findByText(DOCUMENT_MESSAGES.wrongType)).toBeInTheDocument();
        expect(within(address).queryByRole('progressbar')).not.toBeInTheDocument();
        expect(state().documents).toHaveLength(before);
    });

    it('opens the file picker from the keyboard', async () => {
        await signIn('titular_pf');
        renderPage('/upload-de-documentos');
        const user = userEvent.setup({ delay: null });
        const other = await card('Outro documento');
        const picker = vi.spyOn(HTMLInputElement.prototype, 'click');
        within(other).getByRole('button', { name: 'Escolher arquivo' }).focus();
        await user.keyboard('{Enter}');
        expect(picker.mock.contexts.at(-1)).toBe(within(other).getByLabelText('Arquivo: Outro documento'));
        picker.mockRestore();
    });

    it('keeps the file after a refused upload and sends it again with "Tentar novamente"', async () => {
        await signIn('titular_pf');
        renderPage('/upload-identidade');
        const user = userEvent.setup({ delay: null });
        const front = await card('Documento de identidade (frente)');
        // The bank refuses the content (a PNG name and type, not PNG bytes): the same file can be retried.
        await user.upload(
            within(front).getByLabelText('Arquivo: Documento de identidade (frente)'),
            new File(['não é imagem'], 'frente.png', { type: 'image/png' }),
        );
        expect(await within(front).findByText(DOCUMENT_UPLOAD_MESSAGES.contentMismatch)).toBeInTheDocument();
        expect(within(front).getByText('O envio não terminou.')).toBeInTheDocument();
        await user.click(within(front).getByRole('button', { name: 'Tentar novamente' }));
        expect(await within(front).findByText(DOCUMENT_UPLOAD_MESSAGES.contentMismatch)).toBeInTheDocument();
        expect(documentsOf('titular_pf').some((d) => d.type === 'front')).toBe(false);
    });
});

describe('back office analysis', () => {
    it('rejects with a reason in /documentos; the holder is told and can send again', async () => {
        await signIn('backoffice');
        const view = renderPage('/documentos');
        const user = userEvent.setup({ delay: null });
        const queue = await screen.findByRole('list', { name: 'Documentos para análise' }, SLOW);
        const first = within(queue).getAllByRole('button')[0];
        const oldest = state()
            .documents.filter((d) => d.status === 'pending')
            .sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
        expect(first).toHaveTextContent(oldest.file_name);

        await user.click(screen.getByRole('textbox', { name: 'Buscar titular' }));
        await user.paste('Maria Helena');
        await user.click(
            await screen.findByRole('button', { name: /Comprovante de endereço · Maria Helena/ }),
        );
        const drawer = await screen.findByRole('region', { name: 'Comprovante de endereço' });
        expect(within(drawer).getByText('Enviado por').nextElementSibling).toHaveTextContent(
            `${demoUser('titular_pf').name} (titular)`,
        );
        await user.click(within(drawer).getByRole('button', { name: 'Rejeitar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Rejeitar documento' });
        await user.type(within(dialog).getByLabelText('Motivo da rejeição'), 'ruim');
        await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
        expect(await within(dialog).findByText(DOCUMENT_UPLOAD_MESSAGES.reasonShort)).toBeInTheDocument();
        await user.type(within(dialog).getByLabelText('Motivo da rejeição'), ' e antigo');
        await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
        expect(await screen.findByText('Documento rejeitado. O titular foi avisado.')).toBeInTheDocument();
        const rejected = documentsOf('titular_pf').find((d) => d.status === 'rejected');
        expect(rejected).toMatchObject({ type: 'address', reason: 'ruim e antigo' });

        view.unmount();

        await signIn('titular_pf');
        const holder = renderPage('/notifications');
        expect(await screen.findByText('Documento rejeitado', {}, SLOW)).toBeInTheDocument();
        expect(screen.getByText(/Motivo: ruim e antigo\. Envie o documento novamente\./)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Enviar novamente' })).toHaveAttribute(
            'href',
            '/upload-de-documentos',
        );
        holder.unmount();

        renderPage('/documentos');
        const mine = await screen.findByRole('list', { name: 'Seus documentos' }, SLOW);
        expect(within(mine).getByText(/Motivo da rejeição: ruim e antigo/)).toBeInTheDocument();
        expect(within(mine).getAllByText('Rejeitado')).toHaveLength(1);
    }, 60_000);

    it('approves a document in /documentos', async () => {
        await signIn('backoffice');
        renderPage('/documentos');
        const user = userEvent.setup({ delay: null });
        await screen.findByRole('list', { name: 'Documentos para análise' }, SLOW);
        await user.click(screen.getByRole('textbox', { name: 'Buscar titular' }));
        await user.paste('Monteiro');
        await user.click(
            await screen.findByRole('button', { name: /Comprovante de faturamento da empresa · Monteiro/ }),
        );
        const company = await screen.findByRole('region', { name: 'Comprovante de faturamento da empresa' });
        await user.click(within(company).getByRole('button', { name: 'Aprovar' }));
        const confirm = await screen.findByRole('dialog', { name: 'Aprovar documento' });
        await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
        expect(await screen.findByText('Documento aprovado.')).toBeInTheDocument();
        expect(documentsOf('titular_pj').find((d) => d.type === 'companyrevenue')?.status).toBe('approved');
    }, 60_000);
});

describe('home of a pending registration', { timeout: 60_000 }, () => {
    it('lists what is missing and leads to the upload page', async () => {
        const person = state().persons.find((p) => p.id === personOf('titular_pf'));
        if (!person) throw new Error('sem pessoa');
        person.status = 'pending';
        state().documents = state().documents.filter((d) => d.person_id !== person.id || d.type !== 'selfie');
        await signIn('titular_pf');
        renderPage('/');
        const cardRegion = await screen.findByRole('region', { name: 'Seu cadastro está em análise' }, SLOW);
        const list = within(cardRegion).getByRole('list', { name: 'Documentos do cadastro' });
        expect(within(list).getByText('Selfie com o documento')).toBeInTheDocument();
        expect(within(list).getByText('Falta enviar')).toBeInTheDocument();
        // Identity and address were approved long ago: only what is still open is listed.
        expect(within(list).queryByText('Comprovante de endereço')).not.toBeInTheDocument();
        expect(within(cardRegion).getByRole('link', { name: 'Enviar documentos' })).toHaveAttribute(
            'href',
            '/upload-de-documentos',
        );
    });

    it("names a pending minor's registration as the responsible adult's dependant, leading to the minor's uploads", async () => {
        const minor = state().persons.find(
            (p) => p.responsible?.person_id === personOf('titular_pf') && p.status === 'pending',
        );
        if (!minor) throw new Error('sem menor pendente no seed');
        const user = userEvent.setup({ delay: null });
        await signIn('titular_pf');
        renderPage('/');
        const minorCard = await screen.findByRole(
            'region',
            { name: `O cadastro da conta de ${minor.name}, menor sob sua responsabilidade, está em análise` },
            SLOW,
        );
        expect(
            within(minorCard).getByText(
                `Para concluir a abertura da conta de ${minor.name}, envie os documentos que faltam.`,
            ),
        ).toBeInTheDocument();
        expect(
            within(minorCard).getByRole('list', { name: `Documentos do cadastro de ${minor.name}` }),
        ).toBeInTheDocument();
        expect(screen.queryByText('Seu cadastro está em análise')).not.toBeInTheDocument();
        await user.click(within(minorCard).getByRole('link', { name: `Enviar documentos de ${minor.name}` }));
        expect(await screen.findByText(minor.name, { selector: 'strong' }, SLOW)).toBeInTheDocument();
        expect(await card('Comprovante de endereço')).toBeInTheDocument();
    });

    it('does not show for an active holder', async () => {
        await signIn('titular_pf');
        renderPage('/');
        await screen.findByText('Atalhos', {}, SLOW);
        await waitFor(() =>
            expect(screen.queryByText('Seu cadastro está em análise')).not.toBeInTheDocument(),
        );
    });
});
