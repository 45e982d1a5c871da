import type { HttpMethod } from '@heron/contract';
import { HTTP_METHODS } from '@heron/contract';
import type { IssueLocation } from '../import/import-context.js';
import { ImportContext, guardedImporter } from '../import/import-context.js';
import type { FormField } from '../import/media-from-example.js';
import { essence } from '../import/media-from-example.js';
import type { ObservedBody, ObservedRequest } from '../import/observed-requests.js';
import { authKindOf, ObservedEndpoints } from '../import/observed-requests.js';
import type { Importer } from '../import/types.js';
import { parseQuery, splitUrl } from '../import/url-parts.js';
import type { CurlCommand } from './curl-options.js';
import { parseCurlWords } from './curl-options.js';
import type { ShellWord } from './shell-words.js';
import { splitShellCommands } from './shell-words.js';

/**
 * Imports one or more curl commands (pasted from a terminal, docs or a browser's "Copy as cURL").
 * Each command is a request that was made: like HAR entries, the same method and path seen twice
 * make one endpoint with two examples.
 */
export const importCurl: Importer = guardedImporter('curl', async (source, options) => {
  const context = new ImportContext('curl', options);
  const file = source.files.find((f) => f.name === source.entry) ?? source.files[0];
  if (file === undefined) {
    context.error('EMPTY', 'There is nothing to import.');
    return context.finish(null);
  }
  context.file = file;
  if (!context.checkSize([file])) return context.finish(null);
  const text = file.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    context.error('EMPTY', 'The text is empty: paste one or more curl commands.');
    return context.finish(null);
  }
  const place = textLocator(text);

  const split = splitShellCommands(text, context.budget.limits.maxWords);
  if (!split.ok) {
    context.error(
      split.isTooManyWords === true ? 'TOO_COMPLEX' : 'SHELL_SYNTAX',
      split.message,
      place(split.offset),
    );
    return context.finish(null);
  }

  const commands = joinContinuationLines(split.commands);
  const endpoints = new ObservedEndpoints(context);
  let curlCount = 0;
  commands.forEach((words, index) => {
    context.checkAborted();
    context.progress(index + 1, commands.length);
    const start = words.findIndex((word) => !PROMPTS.has(word.value));
    const program = words[start];
    if (program === undefined) return;
    if (!/^(.*[\\/])?curl(\.exe)?$/i.test(program.value)) {
      context.warning(
        'NOT_CURL',
        `"${program.value.slice(0, 40)}" is not a curl command; it was skipped.`,
        place(program.offset),
      );
      return;
    }
    curlCount += 1;
    const command = parseCurlWords(words.slice(start + 1));
    for (const observed of toRequests(command, program, context, place)) endpoints.add(observed);
  });

  if (curlCount === 0) {
    context.error('NO_CURL', 'No curl command was found: each command starts with "curl".');
    return context.finish(null);
  }
  if (context.hasError) return context.finish(null);
  const title = file.name.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]+$/i, '');
  return context.finish(endpoints.toBundle(title.slice(0, 500)));
});

/**
 * Line and column of offsets in the text: the line starts are found once, then each lookup is a
 * binary search (a long paste can have tens of thousands of places to name).
 */
function textLocator(text: string): (offset: number) => IssueLocation {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/** Words a pasted terminal line may start with before the command. */
const PROMPTS = new Set(['$', '%', '>', 'PS>']);

/**
 * A line starting with an option continues the command above it: commands pasted from docs often
 * lose their trailing backslashes.
 */
function joinContinuationLines(commands: ShellWord[][]): ShellWord[][] {
  const joined: ShellWord[][] = [];
  for (const words of commands) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && words[0]!.value.startsWith('-') && words[0]!.value.length > 1) {
      // One at a time: spreading 200,000 words into push() overflows the call stack.
      for (const word of words) previous.push(word);
    } else {
      joined.push([...words]);
    }
  }
  return joined;
}

function toRequests(
  command: CurlCommand,
  program: ShellWord,
  context: ImportContext,
  place: (offset: number) => IssueLocation,
): ObservedRequest[] {
  for (const { option, offset } of command.unknown) {
    context.unsupported(
      'CURL_OPTION',
      `The curl option ${option} is not known to Heron; it was ignored.`,
      place(offset),
    );
  }
  for (const { option, offset } of command.unsupported) {
    context.unsupported(
      'CURL_OPTION',
      `The curl option ${option} changes how curl connects, which an API design does not hold; it was ignored.`,
      place(offset),
    );
  }
  if (command.missingValue !== undefined) {
    context.error(
      'CURL_OPTION_VALUE',
      `The option ${command.missingValue.option} needs a value.`,
      place(command.missingValue.offset),
    );
    return [];
  }
  if (command.urls.length === 0) {
    context.error('NO_URL', 'This curl command has no URL.', place(program.offset));
    return [];
  }

  let method: HttpMethod | null = null;
  if (command.method !== undefined) {
    const wanted = command.method.value.trim().toLowerCase();
    if (!(HTTP_METHODS as readonly string[]).includes(wanted)) {
      context.error(
        'HTTP_METHOD',
        `The method ${JSON.stringify(command.method.value)} is not an OpenAPI method (GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH, TRACE).`,
        place(command.method.offset),
      );
      return [];
    }
    method = wanted as HttpMethod;
  }

  const headers = command.headers.filter((h) => h.name !== '');
  const contentTypeHeader = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value;
  const hasJson = command.data.some((piece) => piece.kind === 'json');
  if (hasJson && !headers.some((h) => h.name.toLowerCase() === 'accept')) {
    headers.push({ name: 'Accept', value: 'application/json' });
  }

  const cookies: Array<{ name: string; value: string }> = [];
  for (const cookie of [
    ...command.cookies,
    ...headers.filter((h) => h.name.toLowerCase() === 'cookie').map((h) => h.value),
  ]) {
    if (!cookie.includes('=')) {
      context.warning(
        'CURL_COOKIE_FILE',
        `-b ${cookie} reads cookies from a file, which cannot be imported; it was ignored.`,
        place(program.offset),
      );
      continue;
    }
    for (const part of cookie.split(';')) {
      const equals = part.indexOf('=');
      const name = (equals === -1 ? part : part.slice(0, equals)).trim();
      if (name !== '')
        cookies.push({ name, value: equals === -1 ? '' : part.slice(equals + 1).trim() });
    }
  }

  const { text: dataText, isFromFile } = joinData(command, context, place);
  let body: ObservedBody | undefined;
  const extraQuery: Array<{ name: string; value: string | null }> = [];
  if (command.form.length > 0) {
    body = {
      contentType:
        contentTypeHeader === undefined ? 'multipart/form-data' : essence(contentTypeHeader),
      fields: command.form.flatMap((part) => formField(part, context, place)),
    };
  } else if (command.data.length > 0) {
    if (command.isGet) {
      extraQuery.push(...parseQuery(dataText, true));
    } else {
      const contentType =
        contentTypeHeader ?? (hasJson ? 'application/json' : 'application/x-www-form-urlencoded');
      body = isFromFile && dataText === '' ? { contentType } : { contentType, text: dataText };
    }
  } else if (command.uploadFile !== undefined) {
    body = { contentType: contentTypeHeader ?? 'application/octet-stream', isBinary: true };
  }

  if (method === null) {
    if (command.isHead) method = 'head';
    else if (command.isGet) method = 'get';
    else if (command.uploadFile !== undefined) method = 'put';
    else if (body !== undefined) method = 'post';
    else method = 'get';
  }

  let auth: ObservedRequest['auth'];
  if (command.bearer !== undefined) auth = 'bearer';
  if (command.user !== undefined) auth = command.authKind;
  const authorization = headers.find((h) => h.name.toLowerCase() === 'authorization');
  if (authorization !== undefined) auth ??= authKindOf(authorization.value);

  // Every URL of a command is a request with all of its headers, cookies and body: the design
  // grows with their product, so each URL after the first is paid for (IMPORT_LIMITS.maxWork).
  const perRequest =
    headers.length + cookies.length + extraQuery.length + (body?.fields?.length ?? 0) + 1;
  if (!context.budget.spend((command.urls.length - 1) * perRequest)) {
    if (context.budget.isFirstRefusal()) {
      context.error(
        'TOO_COMPLEX',
        context.budget.overWorkMessage(
          `${command.urls.length} URLs, each with the command's ${headers.length} headers,`,
        ),
        place(program.offset),
      );
    }
    return [];
  }

  return command.urls.map((url): ObservedRequest => {
    const raw = /^[a-z][a-z0-9+.-]*:\/\//i.test(url.value.trim())
      ? url.value.trim()
      : `http://${url.value.trim()}`;
    const parts = splitUrl(raw, { decodeQuery: true });
    const observed: ObservedRequest = {
      method: method!,
      origin: parts.origin,
      path: parts.path,
      query: [...parts.query, ...extraQuery],
      headers,
      cookies,
      at: place(url.offset),
    };
    const urlAuth = parts.userinfo === null ? undefined : 'basic';
    const requestAuth = auth ?? urlAuth;
    if (requestAuth !== undefined) observed.auth = requestAuth;
    if (body !== undefined) observed.body = body;
    return observed;
  });
}

/** The `--data*` pieces as curl would send them, joined with `&` (`--json` pieces run together). */
function joinData(
  command: CurlCommand,
  context: ImportContext,
  place: (offset: number) => IssueLocation,
): { text: string; isFromFile: boolean } {
  const pieces: string[] = [];
  let isFromFile = false;
  const fromFile = (offset: number, what: string) => {
    isFromFile = true;
    context.warning(
      'CURL_DATA_FILE',
      `${what} is read from a file, which cannot be imported; that part of the body is left out.`,
      place(offset),
    );
  };
  for (const piece of command.data) {
    if (piece.kind === 'raw') {
      pieces.push(piece.value);
    } else if (piece.kind === 'urlencode') {
      const equals = piece.value.indexOf('=');
      const at = piece.value.indexOf('@');
      if (at !== -1 && (equals === -1 || at < equals)) {
        fromFile(piece.offset, 'A --data-urlencode value');
      } else if (equals === -1) {
        pieces.push(encodeURIComponent(piece.value));
      } else {
        const name = piece.value.slice(0, equals);
        const content = encodeURIComponent(piece.value.slice(equals + 1));
        pieces.push(name === '' ? content : `${name}=${content}`);
      }
    } else if (piece.value.startsWith('@')) {
      fromFile(piece.offset, 'The request body');
    } else {
      pieces.push(piece.value);
    }
  }
  const isJsonOnly = command.data.every((piece) => piece.kind === 'json');
  return { text: pieces.join(isJsonOnly ? '' : '&'), isFromFile };
}

/** `-F name=value`, `-F name=@file;type=image/png`, `-F name=<file`, `--form-string name=value`. */
function formField(
  part: CurlCommand['form'][number],
  context: ImportContext,
  place: (offset: number) => IssueLocation,
): FormField[] {
  const equals = part.value.indexOf('=');
  if (equals <= 0) {
    context.warning(
      'CURL_FORM',
      `The form part "${part.value.slice(0, 40)}" has no name=value; it was skipped.`,
      place(part.offset),
    );
    return [];
  }
  const name = part.value.slice(0, equals);
  let content = part.value.slice(equals + 1);
  if (part.isLiteral) return [{ name, value: content, isFile: false }];
  let contentType: string | undefined;
  let fileName: string | undefined;
  const typed = /;type=([^;]+)/.exec(content);
  if (typed !== null) contentType = typed[1]!.trim();
  const named = /;filename=("?)([^;"]+)\1/.exec(content);
  if (named !== null) fileName = named[2]!;
  content = content.replace(/;(type|filename|headers|encoder)=.*$/, '');
  const field: FormField = { name, value: content, isFile: false };
  if (content.startsWith('@')) {
    field.isFile = true;
    field.value = fileName ?? content.slice(1).replace(/^.*[\\/]/, '');
  } else if (content.startsWith('<')) {
    field.value = '';
    context.warning(
      'CURL_DATA_FILE',
      `The form field "${name}" is read from a file, which cannot be imported; its value is left empty.`,
      place(part.offset),
    );
  }
  if (contentType !== undefined) field.contentType = contentType;
  return [field];
}
