import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from './html-report.js';
import { ENGLISH_REPORT_LABELS, type ReportLabels } from './report-labels.js';
import { all, parseHtml, type MarkupDocument } from './test-support/parse-markup.js';
import {
  assertion,
  HOSTILE,
  report,
  step,
  hostileKept,
  LONE_SURROGATE,
  XML_FORBIDDEN_CONTROL,
} from './test-support/report-fixtures.js';

const text = (doc: MarkupDocument, selector: string) =>
  doc.querySelector(selector)?.textContent?.trim() ?? null;

describe('renderHtmlReport', () => {
  const run = report({}, [
    step({
      extracted: [
        { variable: 'userId', scope: 'environment', value: '42' },
        { variable: 'token', scope: 'run', value: null },
      ],
      console: ['first line', 'second line'],
    }),
    step({
      stepId: 's2',
      name: 'Create user',
      path: ['Users', 'Admin'],
      status: 'failed',
      request: {
        method: 'POST',
        url: 'https://api.example.com/users',
        headers: [{ name: 'Content-Type', value: 'application/json' }],
        body: '{"name":"Ada","id":12345678901234567890}',
      },
      response: {
        status: 404,
        statusText: 'Not Found',
        headers: [],
        body: 'not json',
        truncated: true,
        sizeBytes: 2_500_000,
        timeMs: 1234,
      },
      assertions: [
        assertion({
          name: 'status equals 201',
          passed: false,
          actual: '404',
          message: 'expected 201, got 404',
        }),
      ],
    }),
    step({
      stepId: 's3',
      name: 'Pause',
      type: 'wait',
      request: null,
      response: null,
      assertions: [],
    }),
    step({ stepId: 's4', name: 'Never', status: 'skipped', response: null, assertions: [] }),
  ]);
  const doc = parseHtml(
    renderHtmlReport({ ...run, totals: { ...run.totals, durationMs: 65_400 } }),
  );

  it('is a complete document titled after the run', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe('Users API — Test run report');
    expect(text(doc, 'h1')).toBe('Users API');
    expect(text(doc, '.eyebrow')).toBe('Test run report');
  });

  it('shows status, environment, start and duration', () => {
    expect(text(doc, '.badge')).toBe('Failed');
    expect(doc.querySelector('.badge')?.getAttribute('class')).toContain('is-failed');
    expect(text(doc, '.environment')).toBe('Staging');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-06T07:08:09.000Z');
    expect(text(doc, '.duration')).toBe('1m 5s');
  });

  it('shows the totals and the pass rate', () => {
    expect(text(doc, '.total-requests dd')).toBe('2');
    expect(text(doc, '.total-failed-requests dd')).toBe('1');
    expect(doc.querySelector('.total-failed-requests')?.getAttribute('class')).toContain('is-bad');
    expect(text(doc, '.total-assertions dd')).toBe('2');
    expect(text(doc, '.total-failed-assertions dd')).toBe('1');
    expect(text(doc, '.total-skipped dd')).toBe('1');
    expect(text(doc, '.total-bytes dd')).toBe('2.5MB');
    expect(text(doc, '.pass-rate')).toBe('50%');
    expect(doc.querySelector('.bar-pass')?.getAttribute('style')).toBe('width:50.00%');
  });

  it('lists the steps in order with mark, method, URL, status code and time', () => {
    const steps = all(doc, '.step');
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'List users',
      'Create user',
      'Pause',
      'Never',
    ]);
    expect(steps.map((s) => s.getAttribute('class'))).toEqual([
      'step is-passed',
      'step is-failed',
      'step is-passed',
      'step is-skipped',
    ]);
    const failed = steps[1]!;
    expect(failed.querySelector('.sr')?.textContent).toBe('Failed');
    expect(failed.querySelector('.path')?.textContent).toBe('Users / Admin');
    expect(failed.querySelector('.method')?.textContent).toBe('POST');
    expect(failed.querySelector('.url')?.textContent).toBe('https://api.example.com/users');
    expect(failed.querySelector('.code')?.textContent).toBe('404 Not Found');
    expect(failed.querySelector('.step-time')?.textContent).toBe('1.23s');
    expect(steps[2]?.querySelector('.line')?.textContent).toBe('Wait');
    expect(steps[3]?.querySelector('.step-time')).toBeNull();
  });

  it('shows each assertion with its outcome, actual value and message', () => {
    const failed = all(doc, '.step')[1]!;
    const item = failed.querySelector('.assertion');
    expect(item?.getAttribute('class')).toBe('assertion is-failed');
    expect(item?.querySelector('.sr')?.textContent).toBe('Failed');
    expect(item?.textContent).toContain('status equals 201');
    expect(item?.querySelector('code')?.textContent).toBe('404');
    expect(item?.querySelector('.assertion-message')?.textContent).toBe('expected 201, got 404');
  });

  it('shows extracted values and console lines', () => {
    const first = all(doc, '.step')[0]!;
    const rows = all(first, '.extracted tbody tr').map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['userId', 'Environment', '42'],
      ['token', 'Run', 'Not set'],
    ]);
    expect(first.querySelector('.console')?.textContent).toBe('first line\nsecond line');
  });

  it('puts the exchange in <details>, open on a failed step, JSON bodies laid out as sent', () => {
    const [passed, failed] = all(doc, '.step');
    expect(passed?.querySelector('details')?.hasAttribute('open')).toBe(false);
    expect(failed?.querySelector('details')?.hasAttribute('open')).toBe(true);
    expect(failed?.querySelector('.request .body')?.textContent).toBe(
      '{\n  "name": "Ada",\n  "id": 12345678901234567890\n}',
    );
    expect(failed?.querySelector('.request td')?.textContent).toBe('Content-Type');
    expect(failed?.querySelector('.response .body')?.textContent).toBe('not json');
    expect(failed?.querySelector('.response .empty')?.textContent).toBe('No headers');
    expect(failed?.querySelector('.response .note')?.textContent).toBe(
      ENGLISH_REPORT_LABELS.truncated,
    );
    expect(passed?.querySelector('.request .empty')?.textContent).toBe('No body');
  });

  it('needs nothing from outside and runs no script', () => {
    const html = renderHtmlReport(run);
    expect(all(parseHtml(html), 'script, link, img, iframe, object, embed, [src], [href]')).toEqual(
      [],
    );
    expect(html).not.toMatch(/url\(|@import|https?:\/\/(?!api\.example\.com)/);
    expect(
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toContain("default-src 'none'");
    expect(doc.querySelector('style')?.textContent).toContain('#835cff');
  });

  it('says when no step ran and when nothing rates', () => {
    const empty = parseHtml(
      renderHtmlReport(report({ status: 'error', environment: null, reason: 'Over budget' }, [])),
    );
    expect(text(empty, '.no-steps')).toBe('No step ran.');
    expect(text(empty, '.pass-rate')).toBe('None');
    expect(empty.querySelector('.bar')).toBeNull();
    expect(text(empty, '.environment')).toBe('None');
    expect(text(empty, '.reason')).toBe('Reason: Over budget');
    expect(text(empty, '.badge')).toBe('Error');
  });

  it('rates a run without assertions by its steps that ran', () => {
    const steps = [
      step({ assertions: [] }),
      step({ assertions: [], status: 'error' }),
      step({ status: 'skipped' }),
    ];
    const rated = parseHtml(renderHtmlReport(report({}, steps)));
    expect(text(rated, '.pass-rate')).toBe('50%');
  });

  it('groups steps under a heading per iteration when there are several', () => {
    const steps = [
      step({ iteration: 1 }),
      step({ iteration: 1, name: 'Second' }),
      step({ iteration: 2 }),
    ];
    const grouped = parseHtml(renderHtmlReport(report({ iterations: 2 }, steps)));
    const sections = all(grouped, '.iteration');
    expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Iteration 1',
      'Iteration 2',
    ]);
    expect(sections.map((s) => all(s, '.step').length)).toEqual([2, 1]);
    expect(all(doc, '.iteration h2')).toHaveLength(0);
  });

  it('uses the labels and locale it is given for every visible word', () => {
    const marked = Object.fromEntries(
      Object.entries(ENGLISH_REPORT_LABELS).map(([key, value]) => [key, `«${value}»`]),
    ) as unknown as ReportLabels;
    const html = renderHtmlReport(
      { ...run, totals: { ...run.totals, durationMs: 1500 } },
      {
        labels: { ...marked, iteration: '«Durchlauf {n}»' },
        locale: 'de-DE',
        timeZone: 'Europe/Berlin',
      },
    );
    const translated = parseHtml(html);
    expect(translated.documentElement.getAttribute('lang')).toBe('de-DE');
    expect(text(translated, '.duration')).toBe('1,5 Sek.');
    expect(text(translated, 'time')).toBe('06.05.2024, 09:08:09');
    expect(text(translated, '.total-bytes dd')).toBe('2,5 MB');
    // Every piece of visible text is a label (marked) or comes from the report or from Intl.
    const body = translated.querySelector('body')?.textContent ?? '';
    for (const word of [
      'Passed',
      'Failed',
      'Request',
      'Response',
      'Headers',
      'Console',
      'Actual',
      'Status',
    ]) {
      expect(body.replaceAll(/«[^»]*»/g, '')).not.toContain(word);
    }
    const twoIterations = parseHtml(
      renderHtmlReport(report({ iterations: 2 }, [step({ iteration: 2 })]), {
        labels: { ...marked, iteration: 'Durchlauf {n}' },
      }),
    );
    expect(text(twoIterations, 'h2')).toBe('Durchlauf 2');
  });

  it('falls back to English formats for a locale or zone Intl does not know', () => {
    const html = renderHtmlReport(run, { locale: '</html><script>', timeZone: 'Mars/Olympus' });
    const fallback = parseHtml(html);
    expect(fallback.documentElement.getAttribute('lang')).toBe('en');
    expect(text(fallback, '.total-bytes dd')).toBe('2.5MB');
  });

  describe('escaping', () => {
    const kept = hostileKept('\uFFFD');
    const hostileStep = step({
      name: HOSTILE,
      path: [HOSTILE],
      status: 'error',
      request: {
        method: HOSTILE,
        url: `javascript:alert(1)//${HOSTILE}`,
        headers: [{ name: HOSTILE, value: HOSTILE }],
        body: HOSTILE,
      },
      response: {
        status: 500,
        statusText: HOSTILE,
        headers: [{ name: HOSTILE, value: HOSTILE }],
        body: `{"x":"${'\\u003c/script>'}"}`,
        truncated: false,
        sizeBytes: 1,
        timeMs: 1,
      },
      error: { code: HOSTILE, message: HOSTILE },
      assertions: [assertion({ name: HOSTILE, actual: HOSTILE, message: HOSTILE, passed: false })],
      extracted: [{ variable: HOSTILE, scope: 'run', value: HOSTILE }],
      console: [HOSTILE],
    });
    const hostile = report(
      { name: HOSTILE, environment: HOSTILE, reason: HOSTILE, startedAt: HOSTILE },
      [hostileStep],
    );
    const hostileLabels = Object.fromEntries(
      Object.keys(ENGLISH_REPORT_LABELS).map((key) => [key, HOSTILE]),
    ) as unknown as ReportLabels;
    const html = renderHtmlReport(hostile, { labels: hostileLabels });
    const parsed = parseHtml(html);

    it('creates no element and no attribute from report or label text', () => {
      expect(all(parsed, 'script')).toHaveLength(0);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<!--');
      expect(all(parsed, 'a, [onerror], [onclick], [href]')).toHaveLength(0);
    });

    it('gives back every text as it was, with forbidden characters shown as U+FFFD', () => {
      expect(parsed.title).toBe(`${kept} — ${kept}`);
      expect(text(parsed, 'h1')).toBe(kept.trim());
      expect(text(parsed, '.environment')).toBe(kept.trim());
      expect(parsed.querySelector('time')?.getAttribute('datetime')).toBe(kept);
      expect(text(parsed, 'time')).toBe(kept.trim());
      const item = parsed.querySelector('.step');
      expect(item?.querySelector('h3')?.textContent).toBe(kept);
      expect(item?.querySelector('.path')?.textContent).toBe(kept);
      expect(item?.querySelector('.method')?.textContent).toBe(kept);
      expect(item?.querySelector('.url')?.textContent).toBe(`javascript:alert(1)//${kept}`);
      expect(item?.querySelector('.request .body')?.textContent).toBe(kept);
      expect(item?.querySelector('.response .body')?.textContent).toBe(
        '{\n  "x": "\\u003c/script>"\n}',
      );
      expect(item?.querySelector('.console')?.textContent).toBe(kept);
      expect(item?.querySelector('.extracted td')?.textContent).toBe(kept);
      expect(item?.querySelector('.step-error')?.textContent).toBe(`${kept} ${kept}`);
      expect(html).not.toMatch(XML_FORBIDDEN_CONTROL);
      expect(html).not.toMatch(LONE_SURROGATE);
    });
  });

  it('writes a very long body whole, once, without laying it out slowly', () => {
    const long =
      `{"items":[${Array.from({ length: 8000 }, (_, i) => `{"n":${i}}`).join(',')}]}`.slice(
        0,
        64 * 1024,
      );
    const started = performance.now();
    const html = renderHtmlReport(
      report({}, [step({ response: { ...step().response!, body: long, truncated: true } })]),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    const body = parseHtml(html).querySelector('.response .body')?.textContent;
    // Cut mid-way, so not JSON: shown as it is.
    expect(body).toBe(long);
    expect(body).toHaveLength(64 * 1024);
  });

  it('lays out a long JSON body quickly', () => {
    const long = `[${Array.from({ length: 5000 }, (_, i) => `{"n":${i},"s":"x"}`).join(',')}]`;
    const started = performance.now();
    const html = renderHtmlReport(
      report({}, [step({ response: { ...step().response!, body: long } })]),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    const body = parseHtml(html).querySelector('.response .body')?.textContent;
    expect(body?.split('\n')).toHaveLength(5000 * 4 + 2);
    expect(JSON.parse(body ?? '')).toEqual(JSON.parse(long));
  });

  it('keeps a body that is cut as it is', () => {
    const long =
      `{"items":[${Array.from({ length: 8000 }, (_, i) => `{"n":${i}}`).join(',')}]}`.slice(
        0,
        64 * 1024,
      );
    const body = parseHtml(
      renderHtmlReport(
        report({}, [step({ response: { ...step().response!, body: long, truncated: true } })]),
      ),
    ).querySelector('.response .body')?.textContent;
    expect(body).toBe(long);
    expect(body).toHaveLength(64 * 1024);
  });
});
