import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Drawee } from '../../../contract/invoices';
import { formatCnpj } from '../../../domain/cnpj';
import { formatCpf } from '../../../domain/cpf';
import { DRAWEE_MESSAGES } from '../../../domain/drawee';
import { DRAWEE_CSV_TEMPLATE } from '../../../domain/draweeCsv';
import { boundStore } from '../../../sandbox/route';
import type { DemoUserKey } from '../../../sandbox/seed/users';
import { captureDownloads } from '../../../test/downloads';
import { fill } from '../../../test/fill';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const personOf = (key: DemoUserKey, username: string) => {
    const user = boundStore().state.users.find((u) => u.username === username);
    if (!user) throw new Error(`sem usuário ${key}`);
    return user.person_id;
};

/** Signs in and answers the user's payers, as the seed has them. */
const signInWithPayers = async (key: DemoUserKey) => {
    const user = await signIn(key);
    const person = personOf(key, user.username);
    const own = boundStore().state.drawees.filter((d) => d.owner_person_id === person);
    return { person, own, active: own.filter((d) => d.status === 'active') };
};

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const search = () => screen.getByRole('textbox', { name: 'Buscar por nome, CPF ou CNPJ' });

/** Waits for the list to show exactly these payers (the cells asked for once, not row by row: see list.test.tsx). */
const expectRows = async (names: string[]) =>
    waitFor(() => {
        const rows = screen.queryAllByRole('row').slice(1);
        const cells = screen.queryAllByRole('cell');
        expect(rows.map((r) => cells.find((cell) => r.contains(cell))?.textContent)).toEqual(names);
    });

describe('Sacados: list', () => {
    it('searches by name, by CPF with and without mask and by an alphanumeric CNPJ, without keeping it', async () => {
        const { own } = await signInWithPayers('titular_pj');
        renderPage('/sacados');
        const user = userEvent.setup({ delay: null });
        const first = [...own].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))[0];
        expect(await screen.findByText(first.name)).toBeInTheDocument();

        const person = own.find((d) => d.document.length === 11) as Drawee;
        const byName = own.filter((d) => d.name.includes(person.name.split(' ')[0]));
        // The search is free text (no mask): pasted, as what it finds is what is checked.
        await fill(user, search(), person.name.split(' ')[0]);
        await expectRows(byName.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'pt-BR')));

        for (const text of [formatCpf(person.document), person.document]) {
            await user.clear(search());
            await fill(user, search(), text);
            await expectRows([person.name]);
        }
        expect(within(await row(person.name)).getByText(formatCpf(person.document))).toBeInTheDocument();

        const company = own.find((d) => /[A-Z]/.test(d.document)) as Drawee;
        await user.clear(search());
        await fill(user, search(), formatCnpj(company.document).toLowerCase());
        await expectRows([company.name]);
        expect(within(await row(company.name)).getByText(formatCnpj(company.document))).toBeInTheDocument();

        // Neither the URL nor the session keeps what was searched (a CPF/CNPJ).
        expect(window.location.search).toBe('');
        expect(JSON.stringify({ ...sessionStorage })).not.toContain(company.document.slice(0, 6));
        await user.click(screen.getByRole('link', { name: 'Importar CSV' }));
        await screen.findByLabelText('Arquivo CSV');
        const trail = screen.getByRole('navigation', { name: 'Você está em' });
        await user.click(within(trail).getByRole('link', { name: 'Sacados' }));
        expect(await screen.findByText(first.name)).toBeInTheDocument();
        expect(search()).toHaveValue('');
    });

    it('shows a holder only their own payers', async () => {
        const { own } = await signInWithPayers('titular_pj');
        const mine = new Set(own.map((d) => d.document));
        const others = boundStore().state.drawees.filter(
            (d) => d.owner_person_id !== own[0].owner_person_id && !mine.has(d.document),
        );
        renderPage('/sacados');
        const user = userEvent.setup({ delay: null });
        expect(await screen.findByText(own[0].name)).toBeInTheDocument();
        expect(
            screen.getByText(new RegExp(`1-${Math.min(25, own.length)} de ${own.length}$`)),
        ).toBeInTheDocument();
        for (const other of others.slice(0, 3))
            expect(screen.queryByText(other.name)).not.toBeInTheDocument();
        await fill(user, search(), others[0].document);
        expect(await screen.findByText('Nenhum sacado encontrado com esta busca.')).toBeInTheDocument();
    });

    it('is closed to a profile without the permission', async () => {
        await signIn('caixa');
        renderPage('/sacados');
        expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeInTheDocument();
    });
});

describe('Sacados: create and edit', () => {
    it('creates a payer at /criar-sacado, the CEP filling the address', async () => {
        const { person } = await signInWithPayers('titular_pf');
        renderPage('/criar-sacado');
        const user = userEvent.setup({ delay: null });
        const document = await screen.findByLabelText('CPF ou CNPJ');
        await user.type(document, '12abc34501de35');
        expect(document).toHaveValue('12.ABC.345/01DE-35');
        await fill(user, screen.getByLabelText('Nome ou razão social'), 'Padaria Pão Quente Ltda');
        const phone = screen.getByLabelText('Telefone');
        await user.type(phone, '1134567890');
        expect(phone).toHaveValue('(11) 3456-7890');
        await user.type(screen.getByLabelText('CEP'), '01310100');
        await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Paulista'));
        expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
        expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
        expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
        expect(screen.getByText('SP — São Paulo')).toBeInTheDocument();
        await user.type(screen.getByLabelText('Número'), '1000');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));

        expect(await screen.findByText('Padaria Pão Quente Ltda')).toBeInTheDocument();
        expect(window.location.pathname).toBe('/sacados');
        const saved = boundStore().state.drawees.find((d) => d.name === 'Padaria Pão Quente Ltda');
        expect(saved).toMatchObject({
            owner_person_id: person,
            document: '12ABC34501DE35',
            phone: '1134567890',
            email: '',
            address: {
                zip: '01310100',
                street: 'Avenida Paulista',
                number: '1000',
                district: 'Bela Vista',
                city: 'São Paulo',
                state: 'SP',
            },
        });
    });

    it('keeps what the user typed in the address when the CEP answers', async () => {
        await signIn('titular_pf');
        renderPage('/sacados/create');
        const user = userEvent.setup({ delay: null });
        await fill(user, await screen.findByLabelText('Logradouro'), 'Rua Particular do Condomínio');
        await user.type(screen.getByLabelText('CEP'), '20040020');
        await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Rio de Janeiro'));
        expect(screen.getByLabelText('Logradouro')).toHaveValue('Rua Particular do Condomínio');
        expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');

        // Another CEP: what the lookup filled changes, what the user typed stays.
        const cep = screen.getByLabelText('CEP');
        await user.clear(cep);
        await user.type(cep, '70040010');
        await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Brasília'));
        expect(screen.getByLabelText('Bairro')).toHaveValue('Asa Sul');
        expect(screen.getByLabelText('Logradouro')).toHaveValue('Rua Particular do Condomínio');

        await user.clear(cep);
        await user.type(cep, '99999999');
        expect(await screen.findByText('CEP não encontrado: preencha o endereço.')).toBeInTheDocument();
    });

    it('says a bad CPF on its field and keeps every typed value', async () => {
        await signIn('titular_pj');
        renderPage('/criar-sacado');
        const user = userEvent.setup({ delay: null });
        const document = await screen.findByLabelText('CPF ou CNPJ');
        await user.type(document, '12345678900');
        await fill(user, screen.getByLabelText('Nome ou razão social'), 'Fulano de Tal');
        await waitFor(() => expect(document).toHaveAccessibleDescription(DRAWEE_MESSAGES.cpfInvalid));
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        expect(await screen.findByText(DRAWEE_MESSAGES.zipRequired)).toBeInTheDocument();
        expect(document).toHaveAccessibleDescription(DRAWEE_MESSAGES.cpfInvalid);
        expect(document).toHaveValue('123.456.789-00');
        expect(screen.getByLabelText('Nome ou razão social')).toHaveValue('Fulano de Tal');
        expect(window.location.pathname).toBe('/criar-sacado');

        // Fixing it clears the message as the user types.
        await user.clear(document);
        await user.type(document, '12345678909');
        await waitFor(() => expect(document).not.toHaveAccessibleDescription(DRAWEE_MESSAGES.cpfInvalid));
    });

    it("puts the bank's answer for a document already registered on the field", async () => {
        const { active } = await signInWithPayers('titular_pj');
        const taken = active.find((d) => d.document.length === 14) as Drawee;
        const before = boundStore().state.drawees.length;
        renderPage('/criar-sacado');
        const user = userEvent.setup({ delay: null });
        const document = await screen.findByLabelText('CPF ou CNPJ');
        await user.type(document, taken.document);
        await fill(user, screen.getByLabelText('Nome ou razão social'), 'Outro nome para a mesma empresa');
        await user.type(screen.getByLabelText('CEP'), '01001000');
        await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Praça da Sé'));
        await user.type(screen.getByLabelText('Número'), 'S/N');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(document).toHaveAccessibleDescription(DRAWEE_MESSAGES.documentTaken));
        expect(await screen.findByText('DRW001-2')).toBeInTheDocument();
        expect(document).toHaveValue(formatCnpj(taken.document));
        expect(boundStore().state.drawees).toHaveLength(before);
    });

    it('edits a payer from its row', async () => {
        const { active } = await signInWithPayers('empreendedor');
        const payer = active[0];
        renderPage('/sacados');
        const user = userEvent.setup({ delay: null });
        await user.click(await row(payer.name));
        const name = await screen.findByLabelText('Nome ou razão social');
        expect(name).toHaveValue(payer.name);
        expect(screen.getByLabelText('Logradouro')).toHaveValue(payer.address.street);
        await user.clear(name);
        await fill(user, name, 'Cliente Renomeado Ltda');
        const email = screen.getByLabelText('E-mail');
        await user.clear(email);
        await fill(user, email, 'novo@cliente.com.br');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));

        expect(await screen.findByText('Cliente Renomeado Ltda')).toBeInTheDocument();
        const saved = boundStore().state.drawees.find((d) => d.id === payer.id);
        expect(saved).toMatchObject({
            name: 'Cliente Renomeado Ltda',
            email: 'novo@cliente.com.br',
            document: payer.document,
            address: payer.address,
            status: 'active',
        });
    });

    it('disables a payer only after the confirmation', async () => {
        const { active } = await signInWithPayers('titular_pj');
        const payer = active[1];
        renderPage('/sacados');
        const user = userEvent.setup({ delay: null });
        await user.click(await row(payer.name));
        await user.click(await screen.findByRole('button', { name: 'Desabilitar' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(`Desabilitar o sacado “${payer.name}”?`)).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(boundStore().state.drawees.find((d) => d.id === payer.id)?.status).toBe('active');

        await user.click(screen.getByRole('button', { name: 'Desabilitar' }));
        await user.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desabilitar' }),
        );
        expect(await screen.findByText('Sacado desabilitado.')).toBeInTheDocument();
        await waitFor(async () =>
            expect(within(await row(payer.name)).getByText('Desabilitado')).toBeInTheDocument(),
        );
        expect(boundStore().state.drawees.find((d) => d.id === payer.id)?.status).toBe('disabled');
    });
});

describe('Sacados em lote', () => {
    const GOOD = DRAWEE_CSV_TEMPLATE.split('\r\n').slice(1);
    const csv = [
        'Nome;Documento;E-mail;Telefone;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF',
        ...GOOD,
        'Fulano Sem CPF;123.456.789-00;;;01310100;Avenida Paulista;1;;Bela Vista;São Paulo;SP',
        'Ciclano;00000000191;;;01310100;Avenida Paulista;2;;Bela Vista;São Paulo;XX',
    ].join('\r\n');

    it('previews every line with its reasons and imports only the valid ones, after confirming', async () => {
        const { person } = await signInWithPayers('titular_pf');
        const before = boundStore().state.drawees.length;
        renderPage('/sacado-lote');
        const user = userEvent.setup({ delay: null });
        const file = new File([`\uFEFF${csv}`], 'clientes.csv', { type: 'text/csv' });
        await user.upload(await screen.findByLabelText('Arquivo CSV'), file);

        expect(await screen.findByRole('heading', { name: 'Conferência de “clientes.csv”' })).toHaveFocus();
        expect(screen.getByText(/4 linhas: 2 válidas, 2 com problemas\./)).toBeInTheDocument();
        // Lines with problems are shown first, each with its reasons.
        const table = screen.getByRole('table', { name: 'Linhas do arquivo' });
        expect(within(table).getByText(DRAWEE_MESSAGES.cpfInvalid)).toBeInTheDocument();
        expect(within(table).getByText(DRAWEE_MESSAGES.ufInvalid)).toBeInTheDocument();
        expect(
            within(table).getByText('CPF/CNPJ repetido no arquivo (já aparece na linha 2).'),
        ).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Todas (4)' }));
        expect(within(table).getAllByText('Válida')).toHaveLength(2);
        expect(within(table).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();

        // Cancelling the confirmation sends nothing.
        await user.click(screen.getByRole('button', { name: 'Importar 2 sacados válidos' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(boundStore().state.drawees).toHaveLength(before);

        await user.click(screen.getByRole('button', { name: 'Importar 2 sacados válidos' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Importar' }));
        expect(await screen.findByText(/2 sacados importados\./)).toBeInTheDocument();
        expect(screen.getByText(/2 linhas com problemas não foram enviadas/)).toBeInTheDocument();
        const added = boundStore().state.drawees.slice(before);
        expect(added.map((d) => [d.owner_person_id, d.name, d.document])).toEqual([
            [person, 'Fulano de Tal', '00000000191'],
            [person, 'Empresa Exemplo Ltda', '12ABC34501DE35'],
        ]);
        // The dialog's closing transition keeps the page aria-hidden for a moment.
        await user.click(await screen.findByRole('link', { name: 'Ver sacados' }));
        expect(await screen.findByText('Empresa Exemplo Ltda')).toBeInTheDocument();
    });

    it('cancels a preview without importing, and refuses a file that is not a CSV', async () => {
        await signIn('titular_pj');
        const before = boundStore().state.drawees.length;
        renderPage('/sacado-lote');
        const user = userEvent.setup({ delay: null });
        await user.upload(
            await screen.findByLabelText('Arquivo CSV'),
            new File([csv], 'clientes.csv', { type: 'text/csv' }),
        );
        await screen.findByRole('heading', { name: 'Conferência de “clientes.csv”' });
        await user.click(screen.getByRole('button', { name: 'Cancelar' }));
        expect(await screen.findByLabelText('Arquivo CSV')).toBeInTheDocument();
        expect(boundStore().state.drawees).toHaveLength(before);

        const sheet = new File(['x'], 'clientes.xlsx', { type: 'application/vnd.ms-excel' });
        fireEvent.drop(screen.getByText(/Arraste o arquivo CSV/), { dataTransfer: { files: [sheet] } });
        expect(
            await screen.findByText('Envie um arquivo .csv (colunas separadas por ";" ou ",").'),
        ).toBeInTheDocument();
        fireEvent.drop(screen.getByText(/Arraste o arquivo CSV/), {
            dataTransfer: { files: [new File(['nome;documento\nMaria;1'], 'a.csv')] },
        });
        expect(await screen.findByText(/Faltam colunas no cabeçalho: cep, logradouro/)).toBeInTheDocument();
    });

    it('explains the format and downloads the model with a BOM', async () => {
        await signIn('titular_pj');
        const { blobs, names } = captureDownloads();
        renderPage('/instrucoes-sacado-lote');
        const user = userEvent.setup({ delay: null });
        const columns = await screen.findByRole('table', { name: 'Colunas do arquivo' });
        expect(within(columns).getAllByRole('row')).toHaveLength(12);
        const example = screen.getByLabelText('Exemplo de arquivo CSV');
        expect(example).toHaveTextContent(/^nome;documento;email/);
        // Shown as a spreadsheet shows it: a CPF with leading zeros, not the file's ="…".
        expect(example).toHaveTextContent('00000000191');
        expect(example).not.toHaveTextContent('="');

        await user.click(screen.getByRole('button', { name: 'Baixar modelo CSV' }));
        expect(names[0]).toBe('modelo-sacados.csv');
        const bytes = new Uint8Array(await blobs[0].arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder().decode(bytes.slice(3))).toBe(DRAWEE_CSV_TEMPLATE);
    });
});
