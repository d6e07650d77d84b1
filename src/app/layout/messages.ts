import { defineMessages } from '../../i18n';

/** The app bar's own texts (the shell's older ones are in src/i18n/app.ts). */
export const layoutMessages = defineMessages({
    layout: {
        more: 'Mais opções',
        /** What a holder is to the bank, shown under their name instead of the role "Cliente". */
        standing: { natural: 'Pessoa física', legal: 'Pessoa jurídica' },
    },
});
