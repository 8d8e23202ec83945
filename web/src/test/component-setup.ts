import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered (it does so by itself only with global hooks).
afterEach(cleanup);
