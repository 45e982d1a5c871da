import type { Language, RunTotals } from '@heron/contract';

/**
 * The emails of a scheduled run (issue 22), in the language the schedule was saved in: one when
 * a run fails after passing (or fails first), one when a run passes again after failing.
 */

export type NoticeKind = 'failed' | 'recovered';

export interface NoticeFacts {
  scenarioName: string;
  /** The run's reason, when it ended early. */
  reason: string | null;
  totals: RunTotals;
  /** The Tests section of the project, the scenario chosen. */
  link: string;
}

type Mail = { subject: string; text: string };

type Write = (facts: NoticeFacts, counts: string) => Mail;

const COUNTS: Record<Language, (t: RunTotals) => string> = {
  en: (t) =>
    `${t.requests} requests (${t.failedRequests} failed), ${t.assertions} assertions (${t.failedAssertions} failed)`,
  'zh-CN': (t) =>
    `请求 ${t.requests} 个（失败 ${t.failedRequests} 个），断言 ${t.assertions} 个（失败 ${t.failedAssertions} 个）`,
  ja: (t) =>
    `リクエスト ${t.requests} 件（失敗 ${t.failedRequests} 件）、アサーション ${t.assertions} 件（失敗 ${t.failedAssertions} 件）`,
  id: (t) =>
    `${t.requests} permintaan (${t.failedRequests} gagal), ${t.assertions} asersi (${t.failedAssertions} gagal)`,
  'zh-Hant': (t) =>
    `請求 ${t.requests} 個（失敗 ${t.failedRequests} 個），斷言 ${t.assertions} 個（失敗 ${t.failedAssertions} 個）`,
};

const reasonLine = (facts: NoticeFacts) => (facts.reason ? `\n${facts.reason}\n` : '');

const FAILED: Record<Language, Write> = {
  en: (f, counts) => ({
    subject: `Scheduled test failed: ${f.scenarioName}`,
    text: `The scheduled run of "${f.scenarioName}" failed: ${counts}.\n${reasonLine(f)}\nSee the run:\n${f.link}\n\nYou will hear again when it passes.`,
  }),
  'zh-CN': (f, counts) => ({
    subject: `定时测试失败：${f.scenarioName}`,
    text: `「${f.scenarioName}」的定时运行失败：${counts}。\n${reasonLine(f)}\n查看运行结果：\n${f.link}\n\n恢复通过时会再通知您。`,
  }),
  ja: (f, counts) => ({
    subject: `定期テストが失敗しました：${f.scenarioName}`,
    text: `「${f.scenarioName}」の定期実行が失敗しました：${counts}。\n${reasonLine(f)}\n実行結果を見る：\n${f.link}\n\n再び成功したときにもお知らせします。`,
  }),
  id: (f, counts) => ({
    subject: `Tes terjadwal gagal: ${f.scenarioName}`,
    text: `Jalankan terjadwal "${f.scenarioName}" gagal: ${counts}.\n${reasonLine(f)}\nLihat hasilnya:\n${f.link}\n\nAnda akan diberi tahu lagi saat tes lulus.`,
  }),
  'zh-Hant': (f, counts) => ({
    subject: `排程測試失敗：${f.scenarioName}`,
    text: `「${f.scenarioName}」的排程執行失敗：${counts}。\n${reasonLine(f)}\n查看執行結果：\n${f.link}\n\n恢復通過時會再通知您。`,
  }),
};

const RECOVERED: Record<Language, Write> = {
  en: (f, counts) => ({
    subject: `Scheduled test passes again: ${f.scenarioName}`,
    text: `The scheduled run of "${f.scenarioName}" passed again: ${counts}.\n\nSee the run:\n${f.link}`,
  }),
  'zh-CN': (f, counts) => ({
    subject: `定时测试已恢复通过：${f.scenarioName}`,
    text: `「${f.scenarioName}」的定时运行已再次通过：${counts}。\n\n查看运行结果：\n${f.link}`,
  }),
  ja: (f, counts) => ({
    subject: `定期テストが再び成功しました：${f.scenarioName}`,
    text: `「${f.scenarioName}」の定期実行が再び成功しました：${counts}。\n\n実行結果を見る：\n${f.link}`,
  }),
  id: (f, counts) => ({
    subject: `Tes terjadwal lulus lagi: ${f.scenarioName}`,
    text: `Jalankan terjadwal "${f.scenarioName}" lulus lagi: ${counts}.\n\nLihat hasilnya:\n${f.link}`,
  }),
  'zh-Hant': (f, counts) => ({
    subject: `排程測試已恢復通過：${f.scenarioName}`,
    text: `「${f.scenarioName}」的排程執行已再次通過：${counts}。\n\n查看執行結果：\n${f.link}`,
  }),
};

export function scheduleNotice(kind: NoticeKind, language: Language, facts: NoticeFacts): Mail {
  const write = kind === 'failed' ? FAILED[language] : RECOVERED[language];
  return write(facts, COUNTS[language](facts.totals));
}
