// Traditional Chinese as Taiwan writes it: the store's zh-TW strings use Taiwan's words, not the
// mainland's for the same thing (出貨, not 發貨), and put no space between two Chinese characters (a
// space belongs only beside Latin letters and digits). This finds the strings that break either rule.
import fs from 'node:fs';
import path from 'node:path';

/** Mainland words and what Taiwan says instead, as the store's pages would use them. */
export const TAIWAN_WORDS: Readonly<Record<string, string>> = {
  發貨: '出貨',
  催促發貨: '催單',
  視頻: '影片',
  軟件: '軟體',
  網絡: '網路',
  默認: '預設',
  設置: '設定',
  激活: '啟用',
  屏幕: '螢幕',
  質量: '品質',
  登錄: '登入',
  賬號: '帳號',
  鏈接: '連結',
  二維碼: 'QR 碼',
  充值: '儲值',
  短信: '簡訊',
  郵箱: '電子郵件',
  點擊: '點選',
  獲取: '取得',
  數據: '資料',
  服務器: '伺服器',
  菜單: '選單',
  搜索: '搜尋',
  反饋: '回饋',
  信息: '資訊',
};

const CJK = '\\u3400-\\u9fff\\uff00-\\uffef\\u3000-\\u303f';
/** A space (or several) with a Chinese character or full-width mark on both sides. */
const SPACE_BETWEEN_CHINESE = new RegExp(`[${CJK}] +[${CJK}]`);
const HAS_CHINESE = new RegExp(`[${CJK}]`);
const SINGLE_QUOTED = /'((?:[^'\\\n]|\\.)*)'/g;

export interface WordProblem {
  file: string;
  text: string;
  problem: string;
}

/** The problems of one source file's Chinese string literals. */
export function wordProblems(file: string, source: string): WordProblem[] {
  const problems: WordProblem[] = [];
  for (const [, text = ''] of source.matchAll(SINGLE_QUOTED)) {
    if (!HAS_CHINESE.test(text)) continue;
    for (const [mainland, taiwan] of Object.entries(TAIWAN_WORDS)) {
      if (text.includes(mainland)) problems.push({ file, text, problem: `${mainland} → ${taiwan}` });
    }
    if (SPACE_BETWEEN_CHINESE.test(text)) problems.push({ file, text, problem: 'space between Chinese' });
  }
  return problems;
}

/** Where the store's Chinese words are: every app's string tables, store-api's messages and seed. */
export function chineseSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const app of fs.readdirSync(root)) {
    walk(path.join(root, app, 'src', 'i18n'));
  }
  walk(path.join(root, 'store-api', 'src', 'db', 'seed'));
  files.push(path.join(root, 'store-api', 'src', 'http', 'messagesZh.ts'));
  return files.filter((file) => fs.existsSync(file));
}
