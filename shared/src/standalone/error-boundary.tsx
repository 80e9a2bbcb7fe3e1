import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** What to show instead of the children once they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
  /** Reported once per error (logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { error: unknown; failed: boolean; attempt: number };

/** Keeps a failure inside its part of the screen: a page, a widget, a whole area. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  private readonly retry = () =>
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    // A new key after a retry mounts the children afresh (their state may be what broke).
    return <ChildrenWithKey key={this.state.attempt}>{this.props.children}</ChildrenWithKey>;
  }
}

function ChildrenWithKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
