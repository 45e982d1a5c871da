import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocSite, UpdateDocSiteBody } from '@heron/contract';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { fieldErrors } from '../../../test/form-helpers';
import { pickOption } from '../../../test/mock-fixtures';
import { makeProject, NO_ABILITIES } from '../../../test/project-fixtures';
import { hasUnsavedWork } from '../../../lib/unsaved-work';
import { renderCardWithSite } from '../docs-test-render';
import { SiteCard } from './site-card';
import {
  META_ROUTE,
  NEW_SITE,
  PROJECT,
  SHARES_ROUTE,
  SITE_ROUTE,
  SITE_URL,
  VERSIONS_ROUTE,
  makeSite,
} from '../docs-test-fixtures';
import { DOCS_TEST_IDS } from '../test-ids';

// antd renders a lot per card; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${SITE_ROUTE}`]: () => json(makeSite()),
    [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [] }),
    [`GET ${SHARES_ROUTE}`]: () => json({ items: [] }),
    [`GET ${META_ROUTE}`]: () =>
      json({
        version: 1,
        meta: {
          servers: [{ url: 'https://api.example.com/v1' }, { url: 'https://{region}.example.com' }],
        },
      }),
    ...routes,
  });
}

/** Answers a save with the site as the body makes it, one version on. */
function savedFrom(request: { body: unknown }): DocSite {
  const { baseVersion, password, ...body } = request.body as UpdateDocSiteBody;
  return makeSite({
    ...body,
    hasPassword: password !== undefined,
    version: baseVersion + 1,
  } as Partial<DocSite>);
}

function renderSection(project = makeProject({ id: PROJECT })) {
  return renderCardWithSite(project, (site, p) => (
    <SiteCard projectId={p.id} projectName={p.name} loaded={site} canManage={p.can.manageDocs} />
  ));
}

const saveButton = () => screen.getByTestId(DOCS_TEST_IDS.siteSave) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const putBodies = (api: ReturnType<typeof stub>) =>
  api.callsTo(`PUT ${SITE_ROUTE}`).map((request) => request.body);

describe('the doc site card', { timeout: 30_000 }, () => {
  it('shows where readers find the site, ready to copy and open', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stub();
    renderSection();
    expect((await screen.findByTestId(DOCS_TEST_IDS.siteUrl)).textContent).toBe(SITE_URL);
    const open = screen.getByTestId(DOCS_TEST_IDS.openSiteUrl);
    expect(open.getAttribute('href')).toBe(SITE_URL);
    expect(open.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.copySiteUrl));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SITE_URL));
  });

  it('saves the changed settings from the version loaded', async () => {
    const api = stub({ [`PUT ${SITE_ROUTE}`]: (request) => json(savedFrom(request)) });
    renderSection();
    await screen.findByTestId(DOCS_TEST_IDS.siteUrl);
    expect(saveButton().disabled).toBe(true);
    // The title falls back to the project's name, which the field offers as its placeholder.
    expect(input('Title').placeholder).toBe('Payments');

    fireEvent.change(input('Address'), { target: { value: 'Pay-Docs' } });
    fireEvent.change(input('Custom domain'), { target: { value: 'docs.example.com' } });
    fireEvent.click(screen.getByLabelText('Anyone with the password'));
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'open sesame' },
    });
    fireEvent.click(screen.getByLabelText('Manual'));
    await pickOption(input('Default language'), '日本語');
    fireEvent.change(input('Title'), { target: { value: 'Payments API' } });
    fireEvent.change(input('Logo'), { target: { value: '/assets/logo.svg' } });
    fireEvent.change(input('Try-it server'), {
      target: { value: 'https://sandbox.example.com' },
    });
    expect(hasUnsavedWork()).toBe(true);
    fireEvent.click(saveButton());

    await waitFor(() => expect(putBodies(api)).toHaveLength(1));
    expect(putBodies(api)[0]).toEqual({
      enabled: true,
      slug: 'pay-docs',
      hostName: 'docs.example.com',
      visibility: 'password',
      password: 'open sesame',
      publishMode: 'manual',
      language: 'ja',
      title: 'Payments API',
      accentColor: '#835CFF',
      logoUrl: '/assets/logo.svg',
      tryIt: { enabled: true, serverUrl: 'https://sandbox.example.com' },
      baseVersion: 3,
    });
    expect(await screen.findByText('Site saved')).toBeTruthy();
    // Saved: nothing left to save, and the password now reads as set.
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(hasUnsavedWork()).toBe(false);
    expect(input('Password').placeholder).toBe('Unchanged');
    expect(input('Password').value).toBe('');
  });

  it('uploads a logo at once, keeping the changes not yet saved, and saves them after it', async () => {
    const uploaded = '/api/v1/files/doclogos/AbCdEfGhIjKlMnOpQrStUv.png';
    const api = stub({
      [`POST ${SITE_ROUTE}/logo`]: () => json(makeSite({ logoUrl: uploaded, version: 4 })),
      [`PUT ${SITE_ROUTE}`]: (request) => json(savedFrom(request)),
    });
    renderSection();
    await screen.findByTestId(DOCS_TEST_IDS.siteUrl);
    fireEvent.change(input('Title'), { target: { value: 'Draft title' } });

    const card = screen.getByTestId(DOCS_TEST_IDS.siteCard);
    const file = card.querySelector<HTMLInputElement>('input[type=file]')!;
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(file, {
      target: { files: [new File([png], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Logo uploaded')).toBeTruthy();
    expect(api.callsTo(`POST ${SITE_ROUTE}/logo`)).toHaveLength(1);
    await waitFor(() => expect(input('Logo').value).toBe(uploaded));
    expect(screen.getByTestId(DOCS_TEST_IDS.logoPreview).getAttribute('src')).toBe(uploaded);
    // The title typed before the upload is still there, and saves from the upload's version.
    expect(input('Title').value).toBe('Draft title');
    fireEvent.click(saveButton());
    await waitFor(() => expect(putBodies(api)).toHaveLength(1));
    expect(putBodies(api)[0]).toMatchObject({
      title: 'Draft title',
      logoUrl: uploaded,
      baseVersion: 4,
    });
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const api = stub();
    renderSection();
    await screen.findByTestId(DOCS_TEST_IDS.siteUrl);
    const card = screen.getByTestId(DOCS_TEST_IDS.siteCard);
    const file = card.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(file, {
      target: { files: [new File(['<svg/>'], 'logo.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded.'),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${SITE_ROUTE}/logo`)).toHaveLength(0);
  });

  it('keeps the password when it is left unchanged', async () => {
    const api = stub({
      [`GET ${SITE_ROUTE}`]: () => json(makeSite({ visibility: 'password', hasPassword: true })),
      [`PUT ${SITE_ROUTE}`]: (request) => json(savedFrom(request)),
    });
    renderSection();
    expect((await screen.findByLabelText('Password')).getAttribute('placeholder')).toBe(
      'Unchanged',
    );
    fireEvent.change(input('Title'), { target: { value: 'Payments' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(putBodies(api)).toHaveLength(1));
    expect(putBodies(api)[0]).toMatchObject({ visibility: 'password', title: 'Payments' });
    expect(putBodies(api)[0]).not.toHaveProperty('password');
  });

  it('asks for a password the first time, and checks the address, without sending', async () => {
    const api = stub();
    renderSection();
    await screen.findByTestId(DOCS_TEST_IDS.siteUrl);
    fireEvent.change(input('Address'), { target: { value: 'not a slug!' } });
    await waitFor(() =>
      expect(fieldErrors('Address')).toEqual([
        'Use lower-case letters, digits and hyphens (up to 64, not starting or ending with a hyphen); assets, api, static, v and s are reserved',
      ]),
    );
    fireEvent.click(screen.getByLabelText('Anyone with the password'));
    await screen.findByLabelText('Password');
    fireEvent.click(saveButton());
    await waitFor(() => expect(fieldErrors('Password')).toEqual(['This field is required']));
    expect(putBodies(api)).toHaveLength(0);
  });

  it('offers the usable servers of the design and the environments for try-it', async () => {
    const environment = (name: string, baseUrl: string, variables: unknown[] = []) => ({
      id: PROJECT,
      projectId: PROJECT,
      name,
      baseUrl,
      variables,
      version: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    const variable = (name: string, value: string | null, secret = false) => ({
      name,
      value,
      secret,
      enabled: true,
      description: '',
      isSet: true,
    });
    stub({
      [`GET /api/v1/projects/${PROJECT}/environments`]: () =>
        json({
          items: [
            environment('Staging', 'https://{{host}}/v1/', [
              variable('host', 'staging.example.com'),
            ]),
            // A secret never reaches the browser: that address cannot be offered.
            environment('Private', 'https://{{host}}', [variable('host', null, true)]),
            environment('Same', 'https://api.example.com/v1'),
          ],
        }),
    });
    renderSection();
    fireEvent.mouseDown(await screen.findByLabelText('Try-it server'));
    fireEvent.focus(input('Try-it server'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')];
      if (found.length === 0) throw new Error('no options yet');
      return found.map((option) => option.textContent);
    });
    // A server with a {variable} cannot be called as it stands: not offered. An environment's
    // base URL is offered with its plain variables filled, once.
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2),
    );
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
    ).toEqual(['https://api.example.com/v1', 'https://staging.example.com/v1Environment Staging']);
    expect(options[0]).toBe('https://api.example.com/v1');
  });

  it('says the address is taken, in the reader’s language', async () => {
    stub({ [`PUT ${SITE_ROUTE}`]: () => problem('DOC_SLUG_TAKEN') });
    renderSection();
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'taken' } });
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Another doc site already uses this address or domain. Choose another.',
      ),
    ).toBeTruthy();
    expect(input('Address').value).toBe('taken');
  });

  it('puts a field the server refused beside it', async () => {
    stub({
      [`PUT ${SITE_ROUTE}`]: () =>
        problem('VALIDATION_FAILED', {
          errors: [{ in: 'body', pointer: '/tryIt/serverUrl', message: 'validation.docServerUrl' }],
        }),
    });
    renderSection();
    fireEvent.change(await screen.findByLabelText('Try-it server'), {
      target: { value: 'https://10.0.0.1' },
    });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(fieldErrors('Try-it server')).toEqual([
        'Enter an address starting with https:// or http://, without { } variables',
      ]),
    );
  });

  it('on an edit conflict saves nothing and offers a reload, which shows their version', async () => {
    let current = makeSite();
    stub({
      [`GET ${SITE_ROUTE}`]: () => json(current),
      [`PUT ${SITE_ROUTE}`]: () => problem('EDIT_CONFLICT'),
    });
    renderSection();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Mine' } });
    current = makeSite({ title: 'Theirs', version: 4 });
    fireEvent.click(saveButton());

    const notice = await screen.findByTestId(DOCS_TEST_IDS.siteConflict);
    expect(input('Title').value).toBe('Mine');
    fireEvent.click(within(notice).getByTestId(DOCS_TEST_IDS.siteReload));
    await waitFor(() => expect(input('Title').value).toBe('Theirs'));
    expect(screen.queryByTestId(DOCS_TEST_IDS.siteConflict)).toBeNull();
  });

  it('saves a new site as it stands, from version 0', async () => {
    const api = stub({
      [`GET ${SITE_ROUTE}`]: () => json(NEW_SITE),
      [`PUT ${SITE_ROUTE}`]: (request) => json(savedFrom(request)),
    });
    renderSection();
    await screen.findByText('The site answers at this address once it is saved.');
    expect(screen.getByTestId(DOCS_TEST_IDS.openSiteUrl).hasAttribute('href')).toBe(false);
    // A logo can be uploaded once the site is saved: there is nowhere to keep it before.
    expect((screen.getByTestId(DOCS_TEST_IDS.logoUpload) as HTMLButtonElement).disabled).toBe(true);
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(putBodies(api)).toHaveLength(1));
    expect(putBodies(api)[0]).toMatchObject({ enabled: false, slug: 'payments', baseVersion: 0 });
  });

  it('shows everything to a member who is not an admin, and lets them change nothing', async () => {
    stub({
      [`GET ${SITE_ROUTE}`]: () => json(makeSite({ visibility: 'password', hasPassword: true })),
    });
    renderSection(makeProject({ id: PROJECT, can: NO_ABILITIES }));
    expect((await screen.findByTestId(DOCS_TEST_IDS.siteReadOnly)).textContent).toBe(
      'Only project admins can change the site.',
    );
    const card = screen.getByTestId(DOCS_TEST_IDS.siteCard);
    for (const label of ['Address', 'Custom domain', 'Password', 'Title', 'Try-it server']) {
      expect(input(label).disabled, label).toBe(true);
    }
    expect(card.querySelectorAll('[role="switch"]:not([disabled])')).toHaveLength(0);
    expect(card.querySelectorAll('input[type="radio"]:not([disabled])')).toHaveLength(0);
    expect(saveButton().disabled).toBe(true);
    // Copying the address is reading: still there.
    expect((screen.getByTestId(DOCS_TEST_IDS.copySiteUrl) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
