import { CODE_TTL_SECONDS, FALLBACK_LANGUAGE, type Language } from '@heron/contract';

/**
 * The text of the emails and SMS the account system sends, in the five interface languages. The
 * language is the one the person uses in the web app (sent as `x-heron-language`).
 */
const MINUTES = CODE_TTL_SECONDS / 60;

const CODE: Record<Language, (code: string) => { subject: string; text: string }> = {
  en: (code) => ({
    subject: `Your Heron verification code: ${code}`,
    text: `Your Heron verification code is ${code}. It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this message.`,
  }),
  'zh-CN': (code) => ({
    subject: `Heron 验证码：${code}`,
    text: `您的 Heron 验证码是 ${code}，${MINUTES} 分钟内有效。如非本人操作，请忽略本消息。`,
  }),
  ja: (code) => ({
    subject: `Heron 認証コード：${code}`,
    text: `Heron の認証コードは ${code} です。有効期限は ${MINUTES} 分です。心当たりがない場合は、このメッセージを無視してください。`,
  }),
  id: (code) => ({
    subject: `Kode verifikasi Heron Anda: ${code}`,
    text: `Kode verifikasi Heron Anda adalah ${code}. Berlaku selama ${MINUTES} menit. Jika Anda tidak memintanya, abaikan pesan ini.`,
  }),
  'zh-Hant': (code) => ({
    subject: `Heron 驗證碼：${code}`,
    text: `您的 Heron 驗證碼是 ${code}，${MINUTES} 分鐘內有效。如非本人操作，請忽略本訊息。`,
  }),
};

const RESET: Record<Language, (link: string) => { subject: string; text: string }> = {
  en: (link) => ({
    subject: 'Reset your Heron password',
    text: `Open this link within an hour to choose a new password:\n\n${link}\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.`,
  }),
  'zh-CN': (link) => ({
    subject: '重置您的 Heron 密码',
    text: `请在一小时内打开以下链接设置新密码：\n\n${link}\n\n如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。`,
  }),
  ja: (link) => ({
    subject: 'Heron のパスワードの再設定',
    text: `1 時間以内に次のリンクを開いて、新しいパスワードを設定してください：\n\n${link}\n\nパスワードの再設定を依頼していない場合は、このメールを無視してください。パスワードは変更されません。`,
  }),
  id: (link) => ({
    subject: 'Atur ulang kata sandi Heron Anda',
    text: `Buka tautan ini dalam satu jam untuk memilih kata sandi baru:\n\n${link}\n\nJika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini: kata sandi Anda tetap sama.`,
  }),
  'zh-Hant': (link) => ({
    subject: '重設您的 Heron 密碼',
    text: `請在一小時內開啟以下連結設定新密碼：\n\n${link}\n\n如果您沒有申請重設密碼，請忽略此郵件，您的密碼不會改變。`,
  }),
};

export function codeMessage(language: Language | undefined, code: string) {
  return CODE[language ?? FALLBACK_LANGUAGE](code);
}

export function resetMessage(language: Language | undefined, link: string) {
  return RESET[language ?? FALLBACK_LANGUAGE](link);
}
