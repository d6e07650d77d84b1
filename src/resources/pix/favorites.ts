import { FAVORITE_NAME, isPixAccountType, PIX_ACCOUNT_TYPE_LABELS, PIX_TEXTS } from '../../domain/pix';
import { detectPixKeyType, type PixKeyType } from '../../domain/pixKeys';
import { textOf } from '../../i18n';
import type { PixFavorite } from './api';
import { describePixKey } from './keyFormat';
import { pixMessages } from './messages';

const t = textOf(pixMessages);

/** The query parameter /pix-key-manual reads to start with a key typed in. */
export const KEY_PARAM = 'chave';

/** "Pagar" of a key favourite: the key screen with the key already in. */
export const payWithKeyPath = (key: string) => `/pix-key-manual?${KEY_PARAM}=${encodeURIComponent(key)}`;

export const favoriteNameError = (name: string): string | null => {
    const length = name.trim().length;
    return length < FAVORITE_NAME.min || length > FAVORITE_NAME.max ? PIX_TEXTS.favoriteName : null;
};

/** '12345-6': an account number saved with its check digit last. */
const accountWithDigit = (account: string) =>
    account.length > 1 ? `${account.slice(0, -1)}-${account.slice(-1)}` : account;

/** One line saying where a favourite's Pix goes: its key, or its institution, branch and account. */
export const favoriteDestination = (favorite: PixFavorite): string => {
    if (favorite.key) {
        const type: PixKeyType = favorite.key_type ?? detectPixKeyType(favorite.key);
        return describePixKey(type, favorite.key);
    }
    const bank = favorite.bank_data;
    if (!bank) return t('pix.favorites.no_destination');
    const type = isPixAccountType(bank.account_type)
        ? PIX_ACCOUNT_TYPE_LABELS[bank.account_type]
        : t('pix.common.account');
    const where = favorite.recipient?.participant ?? t('pix.favorites.ispb', { ispb: bank.ispb });
    return t('pix.favorites.destination', {
        where,
        branch: bank.branch,
        type,
        account: accountWithDigit(bank.account),
    });
};
