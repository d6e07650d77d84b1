import { render } from '@testing-library/react';
import { App } from '../App';

export { demoUser, signIn } from './session';

/** The whole app at a path, as a person would open it: for tests of the shell itself (menu, session, login). */
export const renderApp = (path = '/') => {
    window.history.pushState({}, '', path);
    return render(<App />);
};
