import { textOf } from '../i18n';
import { PageErrorNotice } from '../ui/LoadError';
import { uiMessages } from '../ui/messages';

/**
 * A screen that failed while drawing (react-admin's error boundary): what happened in words, and a reload; a
 * user has no use for the error's stack, which react-admin's default page would show.
 */
export const AppError = () => {
    const t = textOf(uiMessages);
    return <PageErrorNotice title={t('ui.app_error.title')} text={t('ui.app_error.text')} />;
};
