// Moved to components/useBusy.ts; kept for the screens still importing it from here (invoices, pixStaff).
export { useBusy } from '../../ui/useBusy';
