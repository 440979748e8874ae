import type { ReactNode } from 'react';

/**
 * A quiet page with one heading and a few lines: the not-found page and the category placeholder.
 * Styled by app/globals.scss (see there why not by a module).
 */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="inhalt" className="message-page">
      <h1 className="message-page-title">{title}</h1>
      {children && <div className="message-page-body">{children}</div>}
    </main>
  );
}
