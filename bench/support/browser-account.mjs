// A person signed up through a Playwright browser context's request API (its cookies are the
// context's, so pages opened in it are signed in), with a project in their personal space. For
// the benchmarks that drive the real server in Chromium.

/** Signs up through the dev outbox's code and creates one HTTP project named `projectName`. */
export async function signUpWithProject(context, projectName) {
  const api = context.request;
  const email = `bench-${Date.now()}@example.com`;
  await api.post('/api/v1/auth/email-codes', { data: { email, purpose: 'register' } });
  const outbox = (await (await api.get('/api/v1/dev/outbox')).json()).items;
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === email).text)[1];
  const password = 'correct horse battery';
  const registered = await api.post('/api/v1/auth/register/email', {
    data: { name: 'Bench', email, code, password, confirmPassword: password, agreed: true },
  });
  if (!registered.ok()) throw new Error(`sign-up: ${await registered.text()}`);
  const me = (await (await api.get('/api/v1/auth/session')).json()).user;
  const space = await (await api.get('/api/v1/personal-space')).json();
  return (
    await api.post('/api/v1/projects', {
      data: { teamId: space.id, name: projectName, category: 'http', adminUserId: me.id },
    })
  ).json();
}
