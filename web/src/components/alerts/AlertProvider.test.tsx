// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../testing/renderWithChakra.tsx';
import { AlertProvider } from './AlertProvider.tsx';
import { useAlerts } from './useAlerts.ts';

/** Buttons that raise alerts, as the screens do after a save. */
function Screen() {
  const alerts = useAlerts();
  return (
    <>
      <button onClick={() => alerts.success('Record 1 updated.')}>first save</button>
      <button onClick={() => alerts.success('Record 2 updated.')}>second save</button>
      <button onClick={() => alerts.danger('Record 3 was not saved.')}>failed save</button>
    </>
  );
}

const renderScreen = () =>
  renderWithChakra(
    <AlertProvider>
      <Screen />
    </AlertProvider>,
  );

const messages = (status: 'success' | 'danger') =>
  screen.queryAllByTestId(`alert-${status}`).map((alert) => alert.textContent);

describe('AlertProvider', () => {
  it('replaces a stale alert of the same kind, and keeps the other kind (docs/decisions/041)', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'first save' }));
    await user.click(screen.getByRole('button', { name: 'failed save' }));
    await user.click(screen.getByRole('button', { name: 'second save' }));

    expect(messages('success')).toEqual(['Record 2 updated.']);
    expect(messages('danger')).toEqual(['Record 3 was not saved.']);
    // A failure interrupts; a success is told by the polite region around it.
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Done');
  });

  it('closes an alert with its close button', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'failed save' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(messages('danger')).toEqual([]);
  });
});
