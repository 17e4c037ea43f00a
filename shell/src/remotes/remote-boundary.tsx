import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@muster/shared-kernel/core';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside the page area: the bar and every other remote keep working. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`Muster: the ${this.props.remote} remote failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
