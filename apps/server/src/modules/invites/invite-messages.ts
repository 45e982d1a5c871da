import { FALLBACK_LANGUAGE, INVITE, PERMISSION_LEVEL, type Language } from '@heron/contract';

/**
 * The email invite, in the five interface languages. The recipient may have no account yet, so
 * the mail is written in the language the inviter uses in the web app (as the other server
 * emails are written in the requester's language).
 */

export interface InviteMailFacts {
  inviterName: string;
  teamName: string;
  projectName: string;
  /** Spec §3: read 1, write 2. */
  permission: number;
  /** The `/user/invite?token=…` address. */
  link: string;
}

type Mail = { subject: string; text: string };

const HOURS = INVITE.emailValidityMs / 3_600_000;

const ACCESS: Record<Language, { read: string; write: string }> = {
  en: { read: 'read-only', write: 'read-write' },
  'zh-CN': { read: '只读', write: '可编辑' },
  ja: { read: '閲覧のみ', write: '編集可能' },
  id: { read: 'hanya baca', write: 'baca-tulis' },
  'zh-Hant': { read: '唯讀', write: '可編輯' },
};

const INVITE_MAIL: Record<Language, (facts: InviteMailFacts, access: string) => Mail> = {
  en: (f, access) => ({
    subject: `${f.inviterName} invited you to ${f.projectName} on Heron`,
    text: `${f.inviterName} invited you to join the project "${f.projectName}" of the team "${f.teamName}" on Heron with ${access} access.\n\nOpen this link within ${HOURS} hours to accept:\n\n${f.link}\n\nThe link works once. If you did not expect this invitation, ignore this email.`,
  }),
  'zh-CN': (f, access) => ({
    subject: `${f.inviterName} 邀请您加入 Heron 项目「${f.projectName}」`,
    text: `${f.inviterName} 邀请您加入 Heron 团队「${f.teamName}」的项目「${f.projectName}」，权限为${access}。\n\n请在 ${HOURS} 小时内打开以下链接接受邀请：\n\n${f.link}\n\n该链接仅能使用一次。如果您没有预期收到此邀请，请忽略此邮件。`,
  }),
  ja: (f, access) => ({
    subject: `${f.inviterName} さんが Heron のプロジェクト「${f.projectName}」に招待しています`,
    text: `${f.inviterName} さんが、Heron のチーム「${f.teamName}」のプロジェクト「${f.projectName}」に${access}の権限であなたを招待しています。\n\n${HOURS} 時間以内に次のリンクを開いて招待を承認してください：\n\n${f.link}\n\nこのリンクは 1 回だけ使えます。心当たりがない場合は、このメールを無視してください。`,
  }),
  id: (f, access) => ({
    subject: `${f.inviterName} mengundang Anda ke ${f.projectName} di Heron`,
    text: `${f.inviterName} mengundang Anda bergabung dengan proyek "${f.projectName}" milik tim "${f.teamName}" di Heron dengan akses ${access}.\n\nBuka tautan ini dalam ${HOURS} jam untuk menerima:\n\n${f.link}\n\nTautan ini hanya dapat digunakan sekali. Jika Anda tidak mengharapkan undangan ini, abaikan email ini.`,
  }),
  'zh-Hant': (f, access) => ({
    subject: `${f.inviterName} 邀請您加入 Heron 專案「${f.projectName}」`,
    text: `${f.inviterName} 邀請您加入 Heron 團隊「${f.teamName}」的專案「${f.projectName}」，權限為${access}。\n\n請在 ${HOURS} 小時內開啟以下連結接受邀請：\n\n${f.link}\n\n此連結僅能使用一次。如果您沒有預期收到此邀請，請忽略此郵件。`,
  }),
};

export function inviteMessage(language: Language | undefined, facts: InviteMailFacts): Mail {
  const lang = language ?? FALLBACK_LANGUAGE;
  const access = ACCESS[lang][facts.permission === PERMISSION_LEVEL.write ? 'write' : 'read'];
  return INVITE_MAIL[lang](facts, access);
}
