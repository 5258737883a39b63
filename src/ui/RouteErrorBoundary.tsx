import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterFallback } from './RouterFallback';

interface Props {
  children: ReactNode;
  /** the address shown: a failure is forgotten when it changes, as a data router forgets it */
  path: string;
}

interface State {
  failed: boolean;
  error?: unknown;
  path: string;
}

/**
 * What a data router's `errorElement` did, for the console's declarative router (router.tsx): a
 * failure while rendering a route shows RouterFallback in its place, until the address changes.
 * A class because only a class component can catch a render failure (React has no hook for it).
 */
class Boundary extends Component<Props, State> {
  state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, error: undefined, path: props.path };
  }

  render() {
    return this.state.failed ? <RouterFallback error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
