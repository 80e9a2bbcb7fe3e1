import { Component, type ReactNode } from 'react';
import { PageErrorView } from 'shared/ui';

type Props = { children: ReactNode; onRetry: () => void };
type State = { failed: boolean };

/** A remote page that throws shows the error view in the page area only; tapping retries it. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed', error);
  }

  private readonly handleReload = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <PageErrorView onReload={this.handleReload} /> : this.props.children;
  }
}
