// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const shown = (lazy: { Component: (props: { name: string }) => ReactNode }) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <lazy.Component name="Ada" />
    </Suspense>,
  );

describe('a component loaded ahead', () => {
  afterEach(cleanup);

  it('renders at once once preloaded, never showing the fallback', async () => {
    const lazy = preloadableLazy(async () => Greeting);
    await lazy.preload();
    shown(lazy);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads on first use when nobody preloaded it, as React.lazy does', async () => {
    const lazy = preloadableLazy(async () => Greeting);
    shown(lazy);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {});
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});
