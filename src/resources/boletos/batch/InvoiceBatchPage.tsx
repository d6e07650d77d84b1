import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { effectivePermissions } from '../../../authProvider/permissions';
import { getUser } from '../../../authProvider/session';
import { PERMISSIONS } from '../../../contract/permissions';
import { asLoad, type Load, useRead } from '../../../dataProvider/hooks';
import { payerIsPerson } from '../../../domain/invoice';
import { textOf, useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PAGE_CARD } from '../../../ui/pageCard';
import { accountLabel } from '../../accounts';
import { INVOICES } from '../invoices/api';
import type { ActivePayer, BatchAnswer, BatchView, IssueOptions } from './api';
import { BatchDone } from './BatchDone';
import { BatchResults } from './BatchResults';
import { FileMode } from './FileMode';
import { FixedMode } from './FixedMode';
import { batchMessages } from './messages';
import { TemplateDownloadButton } from './TemplateDownloadButton';

type Mode = 'file' | 'fixed';
type Stage =
    | { name: 'edit' }
    | { name: 'results'; answer: BatchAnswer; notSent: number; labelOf: (line: number) => string }
    | { name: 'done'; batch: BatchView; registered: number };

/** A CPF payer and a CNPJ payer of the holder for the template's examples, when there are both. */
const templateDocuments = (payers: ActivePayer[] | undefined): [string, string] | undefined => {
    const person = payers?.find((payer) => payerIsPerson(payer.document));
    const company = payers?.find((payer) => !payerIsPerson(payer.document));
    return person && company ? [person.document, company.document] : undefined;
};

const text = textOf(batchMessages);
const fileLineLabel = (line: number) => text('boleto_batch.page.line', { line });

/**
 * Boletos em lote (`/boleto-lote`): a CSV ("Arquivo", read in a Web Worker and previewed line by line) or
 * the same terms for many payers ("Lote fixo"). Either way the bank drafts a new batch; "Registrar lote"
 * makes its boletos payable. Both modes stay mounted, so switching tabs or coming back from a failed step
 * loses nothing typed; drafts of a batch not registered wait as Rascunho in Boletos gerados.
 */
export const InvoiceBatchPage = () => {
    const t = useMessages(batchMessages);
    const canIssue = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.invoiceStore);
    const options = asLoad(useRead<IssueOptions>(INVOICES, 'setup', canIssue ? {} : null));
    // The holder's active payers, by name (the API's page cap, 500, is the most a holder picks from here).
    const payers = asLoad(
        useGetList<ActivePayer>(
            'sacados',
            {
                filter: { status: 'active' },
                pagination: { page: 1, perPage: 500 },
                sort: { field: 'name', order: 'ASC' },
            },
            { enabled: canIssue },
        ),
    );
    const [accountId, setAccountId] = useState<number | null>(null);
    const [mode, setMode] = useState<Mode>('file');
    const [stage, setStage] = useState<Stage>({ name: 'edit' });
    const [round, setRound] = useState(0);

    const accounts = options.status === 'ready' ? options.data.accounts : null;
    useEffect(() => {
        if (accounts && accountId === null && accounts.length > 0) setAccountId(accounts[0].id);
    }, [accounts, accountId]);

    const again = () => {
        setRound((n) => n + 1);
        setStage({ name: 'edit' });
        payers.retry();
    };

    return (
        <Card sx={PAGE_CARD}>
            <Title title={t('boleto_batch.page.title')} />
            <CardContent>
                <Stack spacing={2}>
                    <Typography>
                        {t('boleto_batch.page.intro')}{' '}
                        <Link component={RouterLink} to="/instrucoes-boleto-lote">
                            {t('boleto_batch.page.instructions_link')}
                        </Link>
                        .
                    </Typography>
                    {!canIssue && <Alert severity="info">{t('boleto_batch.page.cannot_issue')}</Alert>}
                    {canIssue && options.status === 'loading' && (
                        <Loading label={t('boleto_batch.page.loading_accounts')} shape="field" />
                    )}
                    {options.status === 'error' && (
                        <LoadFailed what={t('boleto_batch.page.accounts')} onRetry={options.retry} />
                    )}
                    {accounts?.length === 0 && (
                        <Alert severity="info">{t('boleto_batch.page.no_account')}</Alert>
                    )}
                    {accounts && accounts.length > 0 && options.status === 'ready' && (
                        <>
                            {stage.name === 'results' && (
                                <BatchResults
                                    answer={stage.answer}
                                    notSent={stage.notSent}
                                    labelOf={stage.labelOf}
                                    onRegistered={(batch, registered) =>
                                        setStage({ name: 'done', batch, registered })
                                    }
                                    onBack={() => setStage({ name: 'edit' })}
                                />
                            )}
                            {stage.name === 'done' && (
                                <BatchDone
                                    batch={stage.batch}
                                    registered={stage.registered}
                                    onAgain={again}
                                />
                            )}
                            <Box hidden={stage.name !== 'edit'}>
                                <Editor
                                    key={round}
                                    options={options.data}
                                    payers={payers}
                                    accountId={accountId}
                                    onAccount={setAccountId}
                                    mode={mode}
                                    onMode={setMode}
                                    onSent={(answer, notSent, labelOf) =>
                                        setStage({ name: 'results', answer, notSent, labelOf })
                                    }
                                />
                            </Box>
                        </>
                    )}
                </Stack>
            </CardContent>
        </Card>
    );
};

interface EditorProps {
    options: IssueOptions;
    payers: Load<ActivePayer[]>;
    accountId: number | null;
    onAccount: (id: number) => void;
    mode: Mode;
    onMode: (mode: Mode) => void;
    onSent: (answer: BatchAnswer, notSent: number, labelOf: (line: number) => string) => void;
}

/** The receiving account, the template, and the two modes as tabs (both kept mounted). */
const Editor = ({ options, payers, accountId, onAccount, mode, onMode, onSent }: EditorProps) => {
    const t = useMessages(batchMessages);
    const loaded = payers.status === 'ready' ? payers.data : null;
    return (
        <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                    select
                    label={t('boleto_batch.page.account')}
                    value={accountId ?? ''}
                    onChange={(event) => onAccount(Number(event.target.value))}
                    sx={{ minWidth: { sm: 320 } }}
                    fullWidth
                >
                    {options.accounts.map((account) => (
                        <MenuItem key={account.id} value={account.id}>
                            {accountLabel(account)} —{' '}
                            {account.account_type?.name ?? t('boleto_batch.page.account_type_fallback')}
                        </MenuItem>
                    ))}
                </TextField>
                <Box sx={{ flexShrink: 0 }}>
                    <TemplateDownloadButton
                        variant="outlined"
                        documents={templateDocuments(loaded ?? undefined)}
                    />
                </Box>
            </Stack>
            <Tabs
                value={mode}
                onChange={(_, value: Mode) => onMode(value)}
                aria-label={t('boleto_batch.page.modes')}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
            >
                <Tab
                    value="file"
                    label={t('boleto_batch.page.mode_file')}
                    id="lote-tab-file"
                    aria-controls="lote-panel-file"
                />
                <Tab
                    value="fixed"
                    label={t('boleto_batch.page.mode_fixed')}
                    id="lote-tab-fixed"
                    aria-controls="lote-panel-fixed"
                />
            </Tabs>
            <Box
                role="tabpanel"
                id="lote-panel-file"
                aria-labelledby="lote-tab-file"
                hidden={mode !== 'file'}
            >
                <FileMode
                    accountId={accountId}
                    today={options.today}
                    payers={loaded}
                    onSent={(answer, notSent) => onSent(answer, notSent, fileLineLabel)}
                />
            </Box>
            <Box
                role="tabpanel"
                id="lote-panel-fixed"
                aria-labelledby="lote-tab-fixed"
                hidden={mode !== 'fixed'}
            >
                {payers.status === 'loading' && <Loading label={t('boleto_batch.page.loading_payers')} />}
                {payers.status === 'error' && (
                    <LoadFailed what={t('boleto_batch.page.payers')} onRetry={payers.retry} />
                )}
                {loaded && (
                    <FixedMode accountId={accountId} today={options.today} payers={loaded} onSent={onSent} />
                )}
            </Box>
        </Stack>
    );
};
