"use client";

import { Component, type ReactNode } from "react";

type Props = { children: ReactNode; onFailure: (error: unknown) => void };

/**
 * A send that never reached the server (the connection dropped, the script chunk failed to
 * load) rejects inside React's action state, which React rethrows while rendering the form.
 * This catches it at the form, so the visitor gets the failure toast instead of an error
 * page; the parent then mounts the form afresh, with what the visitor typed kept above it.
 */
export class SendFailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
