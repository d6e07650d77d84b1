import { useMessages } from '../../i18n';
import { institutionMessages } from './messages';
import { variantOf } from './variant';

type WordKey = keyof (typeof institutionMessages)['institutions']['bank'];

/** The brand's word for `key` (banco / loja / montadora...). */
export const useWords = () => {
    const t = useMessages(institutionMessages);
    const variant = variantOf();
    return (key: WordKey, options?: Record<string, unknown>) => t(`institutions.${variant}.${key}`, options);
};
