import { Component, type ReactNode } from 'react';

/** What may fail without the page failing (a tip's chunk that cannot load): shows nothing instead. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
