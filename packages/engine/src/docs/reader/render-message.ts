import type { Language } from '@heron/contract';
import { readerText } from '../text/index.js';
import { escapeHtml, escapeUserText, label } from './escape.js';
import { fillMarkers } from './fill-markers.js';
import { brand, documentHead, languagePicker, type ReaderSiteLook } from './shell-parts.js';

export interface ReaderMessageInput {
  lang: Language;
  /** The site's look; null where no site may be named (not found). */
  site: ReaderSiteLook | null;
  titleKey: string;
  messageKey: string;
  /** Values for the title's and message's `{name}` placeholders. */
  values?: Record<string, string | number>;
  /** A password form posting the urlencoded field `password` to `action`. */
  passwordForm?: { action: string; wrong: boolean };
  /** Where a stranger signs in to a members-only site (`/user/login?redirect=…`). */
  signInHref?: string;
  /** Where reader.css is served; the server's `/docs-assets` when not given. */
  assetsBase?: string;
}

const DEFAULT_ASSETS = '/docs-assets';

/**
 * A small whole page for what stands between a reader and the docs: not found, not published,
 * an expired or revoked share link, a password, signing in, too many tries. It needs no script:
 * the language picker is a `<details>` of links and the password form posts normally.
 */
export function renderReaderMessage(input: ReaderMessageInput): string {
  const { lang, site, values } = input;
  // Values may carry text from outside (a date, a count): escaped as a person's text.
  const title = escapeUserText(readerText(lang, input.titleKey, values));
  const siteTitle = site?.title.trim() ? escapeUserText(site.title.trim()) : '';
  const head = documentHead({
    lang,
    accent: site?.accentColor ?? '',
    title: siteTitle ? `${title} — ${siteTitle}` : title,
    description: '',
    indexable: false,
    canonicalUrl: null,
    assetsBase: input.assetsBase ?? DEFAULT_ASSETS,
    withScript: false,
  });
  const html = [
    head,
    '<body class="hr-reader hr-message-page">',
    '<header class="hr-header">',
    site ? brand(site, null) : '<span class="hr-brand"></span>',
    `<div class="hr-tools">${languagePicker(lang)}</div>`,
    '</header>',
    '<main class="hr-message" id="hr-main">',
    `<h1 class="hr-message-title">${title}</h1>`,
    `<p class="hr-message-text">${escapeUserText(readerText(lang, input.messageKey, values))}</p>`,
    input.passwordForm ? passwordForm(input.passwordForm) : '',
    input.signInHref
      ? `<p><a class="hr-button hr-button-primary" href="${escapeHtml(input.signInHref)}">${label('message.signIn.action')}</a></p>`
      : '',
    '</main>',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
  return fillMarkers(html, '', lang);
}

function passwordForm(form: { action: string; wrong: boolean }): string {
  return [
    `<form class="hr-password-form" method="post" action="${escapeHtml(form.action)}">`,
    `<label class="hr-field-label" for="hr-password">${label('message.password.label')}</label>`,
    '<input class="hr-input" type="password" id="hr-password" name="password" required autocomplete="current-password" autofocus' +
      (form.wrong ? ' aria-invalid="true" aria-describedby="hr-password-wrong"' : '') +
      '>',
    form.wrong
      ? `<p class="hr-form-error" id="hr-password-wrong" role="alert">${label('message.password.wrong')}</p>`
      : '',
    `<button class="hr-button hr-button-primary" type="submit">${label('message.password.submit')}</button>`,
    '</form>',
  ]
    .filter(Boolean)
    .join('\n');
}
