import { lazyScreen } from '../../ui/lazyScreen';

export { routes } from './routes';

/** The queue of staff's reversals and balance corrections: the screen of `/jurisdiction-approve` (approvalLevels). */
export const CorrectionApprovalQueuePage = lazyScreen(
    () => import('./ApprovalQueuePage'),
    'CorrectionApprovalQueuePage',
);
