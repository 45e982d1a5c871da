import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { listTeamAdminEmails } from '../access/index.js';
import type { BillingLog } from './billing-context.js';

/**
 * The email the billing clock sends when it places a renewal order (issue 8). Scan-to-pay cannot
 * charge anyone by itself, so an auto-renewing plan only renews if an admin pays the order: the
 * team's admins are told what to pay, by when, and what happens if nobody does.
 */

/** What the clock placed, as the notice names it. */
export interface PlacedRenewal {
  teamId: string;
  teamName: string;
  orderNo: string;
  amountFen: number;
  /** The order can be paid until then; it is also when the current plan ends. */
  payBefore: Date;
  /** The language of the team's last paid order, if it had one. */
  language: string | null;
}

/** Sends the notice of one placed renewal; failures are the caller's to log. */
export type RenewalNotifier = (placed: PlacedRenewal) => Promise<void>;

interface NoticeFacts {
  teamName: string;
  orderNo: string;
  amount: string;
  payBefore: string;
  link: string;
}

type Mail = { subject: string; text: string };

const NOTICE: Record<Language, (f: NoticeFacts) => Mail> = {
  en: (f) => ({
    subject: `Renew the Heron plan of ${f.teamName}: order ${f.orderNo}`,
    text: `The plan of the team "${f.teamName}" renews automatically, and its renewal order ${f.orderNo} for ${f.amount} is waiting for payment.\n\nPay it before ${f.payBefore} on the billing screen:\n\n${f.link}\n\nIf it is not paid by then, the team returns to the Starter plan. To stop renewing, cancel the subscription on the same screen.`,
  }),
  'zh-CN': (f) => ({
    subject: `续费团队「${f.teamName}」的 Heron 套餐：订单 ${f.orderNo}`,
    text: `团队「${f.teamName}」的套餐已开启自动续费，续费订单 ${f.orderNo}（${f.amount}）正在等待支付。\n\n请在 ${f.payBefore} 前在订阅页面完成支付：\n\n${f.link}\n\n到期仍未支付，团队将回到 Starter 套餐。如不想续费，可在同一页面取消订阅。`,
  }),
  ja: (f) => ({
    subject: `チーム「${f.teamName}」の Heron プランを更新してください：注文 ${f.orderNo}`,
    text: `チーム「${f.teamName}」のプランは自動更新が有効で、更新注文 ${f.orderNo}（${f.amount}）のお支払いをお待ちしています。\n\n${f.payBefore} までに請求画面でお支払いください：\n\n${f.link}\n\n期限までにお支払いがない場合、チームは Starter プランに戻ります。更新を止めるには、同じ画面でサブスクリプションを解約してください。`,
  }),
  id: (f) => ({
    subject: `Perpanjang paket Heron tim ${f.teamName}: pesanan ${f.orderNo}`,
    text: `Paket tim "${f.teamName}" diperpanjang otomatis, dan pesanan perpanjangan ${f.orderNo} sebesar ${f.amount} menunggu pembayaran.\n\nBayar sebelum ${f.payBefore} di layar tagihan:\n\n${f.link}\n\nJika belum dibayar saat itu, tim kembali ke paket Starter. Untuk berhenti memperpanjang, batalkan langganan di layar yang sama.`,
  }),
  'zh-Hant': (f) => ({
    subject: `續訂團隊「${f.teamName}」的 Heron 方案：訂單 ${f.orderNo}`,
    text: `團隊「${f.teamName}」的方案已開啟自動續訂，續訂訂單 ${f.orderNo}（${f.amount}）正在等待付款。\n\n請在 ${f.payBefore} 前於訂閱頁面完成付款：\n\n${f.link}\n\n逾期仍未付款，團隊將回到 Starter 方案。如不想續訂，可在同一頁面取消訂閱。`,
  }),
};

/** The notice in `language`, its money and time written the way that language writes them. */
export function renewalNoticeMessage(
  language: Language,
  placed: PlacedRenewal,
  publicUrl: string,
): Mail {
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY' }).format(
    placed.amountFen / 100,
  );
  // The reader's time zone is not known: the time is in UTC, and `timeStyle: 'long'` says so.
  const payBefore = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(placed.payBefore);
  const link = `${publicUrl.replace(/\/+$/, '')}/order/subscription?teamId=${placed.teamId}`;
  return NOTICE[language]({
    teamName: placed.teamName,
    orderNo: placed.orderNo,
    amount,
    payBefore,
    link,
  });
}

/**
 * Mails every admin of the team. One admin's failed delivery does not stop the others; the first
 * failure is thrown after all were tried, for the clock to log.
 */
export function createRenewalNotifier(deps: {
  db: Database;
  messenger: Messenger;
  publicUrl: string;
  log: BillingLog;
}): RenewalNotifier {
  return async (placed) => {
    const language = normalizeLanguage(placed.language ?? undefined) ?? FALLBACK_LANGUAGE;
    const mail = renewalNoticeMessage(language, placed, deps.publicUrl);
    let failure: unknown;
    // The team's admins, who may pay its orders (policy `billing.manage`).
    for (const to of await listTeamAdminEmails(deps.db, placed.teamId)) {
      try {
        await deps.messenger.sendEmail({ to, ...mail });
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
}
