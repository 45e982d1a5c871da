import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ImportIssue } from '@heron/contract';
import { i18n } from '../../../../app/i18n';
import { renderPage } from '../../../../test/render-with-providers';
import { IssueTable } from './issue-table';

const UNRESOLVED: ImportIssue = {
  severity: 'error',
  code: 'REF_UNRESOLVED',
  message: 'The reference "#/components/schemas/Pet" points to a schema that does not exist.',
  file: 'openapi.yaml',
  pointer: '/paths/~1pets/get/responses/200/content/application~1json/schema',
  line: 14,
  column: 21,
};

/** The row (of the virtual table) that shows this detail: one finding. */
function rowOf(detail: string) {
  return within(screen.getByText(detail).closest<HTMLElement>('.ant-table-row')!);
}

describe('IssueTable', () => {
  it('titles a finding in the language of the page and keeps the detail as the engine wrote it', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderPage(<IssueTable issues={[UNRESOLVED]} />);
    const row = rowOf(UNRESOLVED.message);
    expect(row.getByText('参照先が見つかりません')).toBeTruthy();
    // The detail quotes the source in English, and says so to assistive technology.
    expect(screen.getByText(UNRESOLVED.message).closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('エラー')).toBeTruthy();
    expect(screen.getByTitle('14 行 21 列')).toBeTruthy();
  });

  it('titles a code this build does not know as a plain finding, with its detail', async () => {
    const newer: ImportIssue = {
      severity: 'warning',
      code: 'SOMETHING_NEWER',
      message: 'A finding only a newer server knows.',
    };
    renderPage(<IssueTable issues={[newer]} />);
    expect(rowOf(newer.message).getByText('Finding')).toBeTruthy();

    await act(() => i18n.changeLanguage('zh-CN'));
    expect(rowOf(newer.message).getByText('导入提示')).toBeTruthy();
  });

  it('titles each finding by its own code', () => {
    const syntax: ImportIssue = {
      severity: 'error',
      code: 'SYNTAX',
      message: 'YAML syntax error: bad indentation of a mapping entry.',
    };
    renderPage(<IssueTable issues={[syntax, UNRESOLVED]} />);
    expect(rowOf(syntax.message).getByText('Syntax error')).toBeTruthy();
    expect(rowOf(UNRESOLVED.message).getByText('Reference not found')).toBeTruthy();
  });
});
