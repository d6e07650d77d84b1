import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // NFC cards. The menu's first NFC entry is the account list /listagem-contas/:period with period
    // 'vincular-cartao-nfc' (pick an account, then link its card); a route has one menu entry and the account
    // list's is Holder management's, so the NFC entry hangs on /vincular-cartao-nfc with `menu.to`.
    {
        path: '/vincular-cartao-nfc',
        title: 'Vincular cartão NFC',
        permissions: [P.cardNfcAssociate],
        menu: { group: 'nfc', to: '/listagem-contas/vincular-cartao-nfc' },
    },
    {
        path: '/listar-cartao-nfc',
        title: 'Cartões NFC',
        permissions: [P.cardNfcAssociate],
        menu: { group: 'nfc' },
    },
    {
        path: '/geracao-cartao-lote',
        title: 'Geração de cartões em lote',
        parent: '/listar-cartao-nfc',
        permissions: [P.cardNfcStore],
    },
    {
        path: '/geracao-recibo-lote',
        title: 'Geração de recibos em lote',
        parent: '/listar-cartao-nfc',
        permissions: [P.cardNfcStore],
    },
];
