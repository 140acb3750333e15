// Unmount rendered trees between tests (vitest globals are off, so testing-library cannot hook in).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
