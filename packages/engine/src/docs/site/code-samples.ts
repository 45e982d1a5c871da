import type { EndpointData } from '@heron/contract';
import { CODE_TARGETS, generateCode, type CodeTarget } from '../../debug/codegen/index.js';
import { dropControls, t, text } from './html.js';
import { endpointRequest } from './endpoint-request.js';
import type { SiteContext } from './site-context.js';

/**
 * An endpoint's request written in every language of CODE_TARGETS by the debugger's own code
 * generators, and the tabs that show them. The tabs work without script as far as they can: the
 * first sample is shown and the others are `hidden`; the reader script switches them by
 * `data-code-tab` / `data-code-panel` and copies the shown one with the `data-copy` button.
 */

export interface CodeSample {
  target: CodeTarget;
  /** The language's name (not translated: `cURL`, `Python (requests)`). */
  label: string;
  language: string;
  code: string;
}

export function codeSamples(data: EndpointData, site: SiteContext): CodeSample[] {
  const request = endpointRequest(data, site);
  if (!request) return [];
  return CODE_TARGETS.map((target) => ({
    target: target.id,
    label: target.label,
    language: target.language,
    code: dropControls(generateCode(request, target.id)),
  }));
}

export function codeSamplesHtml(samples: readonly CodeSample[]): string {
  if (samples.length === 0) return '';
  const tabs = samples
    .map(
      (sample, i) =>
        `<button type="button" data-code-tab="${sample.target}" aria-pressed="${i === 0}">${text(sample.label)}</button>`,
    )
    .join('');
  const panels = samples
    .map(
      (sample, i) =>
        `<pre data-code-panel="${sample.target}" data-language="${sample.language}"${i === 0 ? '' : ' hidden'}><code>${text(sample.code)}</code></pre>`,
    )
    .join('');
  return `<div class="hr-code"><div class="hr-code-tabs">${tabs}</div>${panels}${copyButton()}</div>`;
}

/** The copy button the reader script answers (it copies the shown `pre` of its container). */
export function copyButton(): string {
  return `<button type="button" class="hr-copy" data-copy>${t('page.copy')}</button>`;
}
