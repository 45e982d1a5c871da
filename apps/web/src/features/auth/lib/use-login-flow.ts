import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CurrentUser, EditorCallback, SignedInAccount } from '@heron/contract';
import { useSession } from '../../../lib/get-session';
import { useSignedInAccounts } from '../api/list-signed-in-accounts';
import { ADD_ACCOUNT_PARAM } from './add-account';
import { useOnSignIn } from './account-change';
import { useEditorRedirect } from './editor-callback';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/redirect';

/**
 * What the sign-in page shows:
 * - `form`: the sign-in forms (with a note when adding an account or signing in for an editor);
 * - `loading`: while it cannot tell yet;
 * - `leave`: signed in, off to `target`;
 * - `chooser`: the accounts this browser is signed in to, "Continue as …";
 * - `editor`: hand the account to the editor extension of `editor`.
 */
export type LoginView = 'form' | 'loading' | 'leave' | 'chooser' | 'editor';

export interface LoginFlow {
  view: LoginView;
  /** The safe in-site path to go to once signed in. */
  target: string;
  /** The editor extension's callback, when the `redirect` parameter is an allowed one. */
  editor: EditorCallback | undefined;
  /** `?add=1`: signing in to one more account while signed in to others. */
  isAdding: boolean;
  user: CurrentUser | null | undefined;
  /** The accounts the chooser offers (not the active one). */
  choices: SignedInAccount[];
  /** Someone signed in on this page (rather than arriving signed in). */
  isSignedInHere: boolean;
  /** From the editor hand-off: pick another signed-in account, or sign in to another. */
  chooseAnother(): void;
  /** From the chooser: sign in to an account that is not in the list. */
  showForm(): void;
}

type Step = 'start' | 'choose' | 'form';

/**
 * The decisions of `/user/login`: the account chooser, adding an account (`?add=1`, where a
 * signed-in person is not sent away) and signing in for an editor extension
 * (`?redirect=vscode://…`).
 */
export function useLoginFlow(): LoginFlow {
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  const isAdding = params.get(ADD_ACCOUNT_PARAM) === '1';
  const { data: user } = useSession();
  const editorRedirect = useEditorRedirect(redirect);
  const editor = editorRedirect.status === 'editor' ? editorRedirect.callback : undefined;
  const accounts = useSignedInAccounts({ isEnabled: user === null || editor !== undefined });
  const [step, setStep] = useState<Step>('start');
  const [isSignedInHere, setSignedInHere] = useState(false);
  useOnSignIn(() => {
    setSignedInHere(true);
    setStep('start');
  });

  const choices = (accounts.data ?? []).filter((account) => !account.isActive);
  const canChoose = step !== 'form' && choices.length > 0;
  let view: LoginView;
  if (editorRedirect.status === 'pending') view = 'loading';
  else if (editor) {
    if (user === undefined) view = 'loading';
    else if (user && step === 'start') view = 'editor';
    else view = canChoose ? 'chooser' : 'form';
  } else if (user) {
    view = isAdding && !isSignedInHere ? 'form' : 'leave';
  } else {
    view = user === null && canChoose ? 'chooser' : 'form';
  }

  return {
    view,
    target: safeRedirectPath(redirect),
    editor,
    isAdding,
    user,
    choices,
    isSignedInHere,
    chooseAnother: () => setStep('choose'),
    showForm: () => setStep('form'),
  };
}
