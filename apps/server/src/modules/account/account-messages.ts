import { FALLBACK_LANGUAGE, type Language } from '@heron/contract';

/**
 * The notices account settings send, in the five interface languages (the one the person uses in
 * the web app). A change of sign-in address is announced at the old address, so a change
 * nobody asked for (a session left open, a stolen cookie) does not go unnoticed.
 */
type Notice = { subject: string; text: string };

const EMAIL_CHANGED: Record<Language, (newEmail: string) => Notice> = {
  en: (newEmail) => ({
    subject: 'Your Heron email address was changed',
    text: `The email address of your Heron account was changed to ${newEmail}. From now on, log in with the new address.\n\nIf you did not make this change, reset your password and check your account settings at once.`,
  }),
  'zh-CN': (newEmail) => ({
    subject: '您的 Heron 邮箱地址已更改',
    text: `您的 Heron 账号的邮箱地址已更改为 ${newEmail}。今后请使用新地址登录。\n\n如果这不是您本人的操作，请立即重置密码并检查账号设置。`,
  }),
  ja: (newEmail) => ({
    subject: 'Heron のメールアドレスが変更されました',
    text: `Heron アカウントのメールアドレスが ${newEmail} に変更されました。今後は新しいアドレスでログインしてください。\n\nこの変更に心当たりがない場合は、すぐにパスワードを再設定し、アカウント設定を確認してください。`,
  }),
  id: (newEmail) => ({
    subject: 'Alamat email Heron Anda telah diubah',
    text: `Alamat email akun Heron Anda telah diubah menjadi ${newEmail}. Mulai sekarang, masuk dengan alamat baru.\n\nJika Anda tidak melakukan perubahan ini, segera atur ulang kata sandi Anda dan periksa pengaturan akun Anda.`,
  }),
  'zh-Hant': (newEmail) => ({
    subject: '您的 Heron 電子郵件地址已變更',
    text: `您的 Heron 帳號的電子郵件地址已變更為 ${newEmail}。今後請使用新地址登入。\n\n如果這不是您本人的操作，請立即重設密碼並檢查帳號設定。`,
  }),
};

const PHONE_CHANGED: Record<Language, (newPhone: string) => string> = {
  en: (newPhone) =>
    `The phone number of your Heron account was changed to ${newPhone}. If you did not make this change, check your account settings at once.`,
  'zh-CN': (newPhone) =>
    `您的 Heron 账号的手机号已更改为 ${newPhone}。如非本人操作，请立即检查账号设置。`,
  ja: (newPhone) =>
    `Heron アカウントの電話番号が ${newPhone} に変更されました。心当たりがない場合は、すぐにアカウント設定を確認してください。`,
  id: (newPhone) =>
    `Nomor telepon akun Heron Anda telah diubah menjadi ${newPhone}. Jika Anda tidak melakukan perubahan ini, segera periksa pengaturan akun Anda.`,
  'zh-Hant': (newPhone) =>
    `您的 Heron 帳號的手機號碼已變更為 ${newPhone}。如非本人操作，請立即檢查帳號設定。`,
};

/** `grace@example.com` → `g***e@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length <= 2) return `${local[0] ?? ''}***${domain}`;
  return `${local[0]}***${local.at(-1)}${domain}`;
}

/** The email to the old address after an email change; `newEmail` is shown masked. */
export function emailChangedMessage(language: Language | undefined, newEmail: string): Notice {
  return EMAIL_CHANGED[language ?? FALLBACK_LANGUAGE](maskEmail(newEmail));
}

/** The SMS to the old number after a phone change; `newPhone` is masked by the caller. */
export function phoneChangedMessage(language: Language | undefined, newPhone: string): string {
  return PHONE_CHANGED[language ?? FALLBACK_LANGUAGE](newPhone);
}
