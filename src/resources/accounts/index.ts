export { type AccountView, accountLabel, isStaff, type Period } from './api';
export { SignedAmount } from './parts';
export { routes } from './routes';
export { useHolderAccounts } from './useHolderAccounts';
