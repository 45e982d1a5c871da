import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { PageTitle } from './page-title';

/** The body of an account screen inside the user layout's card: its one heading, then content. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16} style={{ marginTop: 24 }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Flex>
  );
}
