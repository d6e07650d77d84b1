import { useNotify } from 'react-admin';

/** Copies text and says so in pt-BR; a browser that blocks the clipboard gets a warning instead. */
export const useCopy = () => {
    const notify = useNotify();
    return async (text: string, done: string) => {
        try {
            if (!navigator.clipboard?.writeText) throw new Error('Clipboard API indisponível');
            await navigator.clipboard.writeText(text);
            notify(done, { type: 'success' });
        } catch {
            notify('Não foi possível copiar. Seu navegador bloqueou a área de transferência.', {
                type: 'warning',
            });
        }
    };
};
