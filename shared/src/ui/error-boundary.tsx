import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /**
   * What to show instead of the children once they threw: a node, or a function given the error
   * and `reset`, which renders the children again (mounted afresh).
   */
  fallback: ReactNode | ((error: unknown, reset: () => void) => ReactNode);
  children: ReactNode;
  /** Called by `reset`, after the boundary has cleared its error (e.g. load the part again). */
  onReset?: () => void;
  /** Reported once per error (logging); without it the error goes to console.error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { error: unknown; failed: boolean; attempt: number };

/**
 * Catch, show a fallback, allow a retry: keeps a failure inside its part of the screen (a page,
 * a widget, a whole area).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  private readonly reset = () => {
    this.setState((state) => ({ error: null, failed: false, attempt: state.attempt + 1 }));
    this.props.onReset?.();
  };

  override render(): ReactNode {
    const { fallback, children } = this.props;
    if (this.state.failed) {
      return typeof fallback === 'function' ? fallback(this.state.error, this.reset) : fallback;
    }
    // A new key after a reset mounts the children afresh (their state may be what broke).
    return <ChildrenWithKey key={this.state.attempt}>{children}</ChildrenWithKey>;
  }
}

function ChildrenWithKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
