import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The app loads each screen lazily: allow it time to arrive.
configure({ asyncUtilTimeout: 5000 });
