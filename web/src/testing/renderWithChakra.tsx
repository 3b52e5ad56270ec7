import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { system } from '../platform/system.ts';

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);
// findBy and waitFor give up after 1 s by default; a dialog with its focus trap, or a poll's render,
// can take longer on a busy two-core machine.
configure({ asyncUtilTimeout: 10_000 });

function WithChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * Renders a component as the app does (Chakra's provider with the app's system), for a component
 * test in a `@vitest-environment happy-dom` file; `user` types and clicks as a person would.
 */
export function renderWithChakra(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup({ delay: null }), ...render(ui, { wrapper: WithChakra, ...options }) };
}
