import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import './plain/plain.css';

const SCREEN_STYLE = { gap: 16, marginTop: 24 } as const;

/** The body of an account screen inside the user layout's card: its one heading, then content. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="plain-stack" style={SCREEN_STYLE}>
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
