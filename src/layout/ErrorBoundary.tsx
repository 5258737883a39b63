import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface State {
  error?: Error;
}

/**
 * A page that fails to render shows the error page in its place, with the app bar and the menu
 * still around it; the error page clears it when the address changes. A class because only a class
 * component can catch a render failure.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  reset = () => this.setState({ error: undefined });

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} resetErrorBoundary={this.reset} /> : this.props.children;
  }
}
