import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from '../RouteError.tsx';

type Props = { children: ReactNode };

/**
 * A route's error boundary: a failure below it (a screen's code that did not load, or a render that
 * threw) shows RouteError in place of the route's element, until the user goes to another address.
 */
export function RouteErrorBoundary({ children }: Props) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}

type BoundaryProps = Props & { resetKey: string };
/** `at`: the address (location key) the error happened at, known from the render after it. */
type BoundaryState = { failed: false } | { failed: true; error: unknown; at?: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps({ resetKey }: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    if (state.at === undefined) return { ...state, at: resetKey };
    // The error stays at the address it happened at; going to another one tries its page again.
    return state.at === resetKey ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
