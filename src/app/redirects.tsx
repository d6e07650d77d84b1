import { Navigate } from 'react-router-dom';

/** react-admin's access-denied and catch-all screens send the user to the spec's pages. */
export const RedirectToNotAuthorized = () => <Navigate to="/pages/not-authorized" replace />;
export const RedirectToNotFound = () => <Navigate to="/pages/error-404" replace />;
