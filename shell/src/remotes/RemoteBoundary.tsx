import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing it clears a caught error (a new route or a new attempt). */
  resetKey: string;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry(error: unknown): void;
  /** What failed, for the console (default: a remote area). */
  area?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Contains a remote (or a lazily loaded part of the shell) that cannot load or throws while rendering
 * to its own area of the page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.area ?? 'remote area'} failed`, error, info.componentStack);
  }

  private retry = () => {
    const { error } = this.state;
    this.setState({ error: null });
    this.props.onRetry(error);
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
