'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { name: string; fallback: ReactNode; children: ReactNode };

/**
 * Keeps a failing interactive piece from taking the page down: the error goes to the console and
 * the piece is replaced by its static, prerendered form.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.name} could not start; its static form stays on the page.`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
