import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * A screen that fails to render, or whose code cannot be loaded, shows `fallback` in its place; the
 * next navigation tries again (the data router's `errorElement`, decision 091).
 */
export function RouteErrorBoundary(props: Props) {
  return <ErrorBoundary {...props} location={useLocation()} />;
}

class ErrorBoundary extends Component<Props & { location: Location }, { error: unknown; location: Location }> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
